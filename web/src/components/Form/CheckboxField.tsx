import { CheckboxField as RwCheckboxField, Label } from '@redwoodjs/forms'

/** A yes/no clause (take-or-pay, rebate…), its label beside the box. */
const CheckboxField = ({ name, label }: { name: string; label: string }) => (
  <div className="flex items-center gap-2">
    <RwCheckboxField
      name={name}
      id={name}
      className="h-4 w-4 rounded border-slate-300 text-primary-600"
    />
    <Label name={name} className="text-sm text-slate-800">
      {label}
    </Label>
  </div>
)

export default CheckboxField
