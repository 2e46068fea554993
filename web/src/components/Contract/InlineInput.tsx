import { inputClasses } from 'src/components/Form/FieldShell'

import type { EditKind } from './contractColumns'

/** One field of the row being edited, labelled by its column. */
const InlineInput = ({
  edit,
  label,
  value,
  invalid,
  onChange,
}: {
  edit: EditKind
  label: string
  value: unknown
  invalid: boolean
  onChange: (value: unknown) => void
}) => {
  const shared = {
    'aria-label': label,
    'aria-invalid': invalid || undefined,
    className: `${inputClasses} h-8 min-w-28 ${invalid ? 'border-danger-500' : ''}`,
  }
  if (edit.kind === 'checkbox')
    return (
      <input
        type="checkbox"
        aria-label={label}
        checked={Boolean(value)}
        onChange={(event) => onChange(event.target.checked)}
      />
    )
  if (edit.kind === 'select')
    return (
      <select
        {...shared}
        value={String(value ?? '')}
        onChange={(event) => onChange(event.target.value)}
      >
        {edit.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    )
  return (
    <input
      {...shared}
      type={edit.kind === 'day' ? 'date' : edit.kind}
      step={edit.kind === 'number' ? 'any' : undefined}
      value={String(value ?? '')}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}

export default InlineInput
