import { useFormContext } from '@redwoodjs/forms'

/** Checkboxes of one field holding a list of values (exclusions, items, a round's fields). */
const CheckListField = ({
  name,
  legend,
  options,
}: {
  name: string
  legend: string
  options: { value: string; label: string }[]
}) => {
  const { register } = useFormContext()
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-medium text-slate-700">
        {legend}
      </legend>
      <div className="flex max-h-40 flex-col gap-1 overflow-y-auto">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex items-center gap-2 text-sm text-slate-800"
          >
            <input
              type="checkbox"
              value={option.value}
              {...register(name)}
              className="h-4 w-4 rounded border-slate-300 text-primary-600"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

export default CheckListField
