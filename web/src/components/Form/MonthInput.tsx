import { inputClasses } from 'src/components/Form/FieldShell'

/** A dashboard's month bound ('YYYY-MM'), labelled; cleared to undefined. */
const MonthInput = ({
  label,
  value,
  onChange,
  min,
  max,
}: {
  label: string
  value?: string | null
  onChange: (month: string | undefined) => void
  min?: string | null
  max?: string | null
}) => (
  <label className="flex items-center gap-1 text-sm text-slate-600">
    {label}
    <input
      type="month"
      value={value ?? ''}
      min={min ?? undefined}
      max={max ?? undefined}
      onChange={(event) => onChange(event.target.value || undefined)}
      className={inputClasses}
    />
  </label>
)

export default MonthInput
