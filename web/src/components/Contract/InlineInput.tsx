import { readDecimal, type ReadDecimal } from '@procura/shared'
import { useTranslation } from 'react-i18next'

import DayInput from 'src/components/Form/DayInput'
import { inputClasses } from 'src/components/Form/FieldShell'
import { KEEP_TYPED, useDecimalText } from 'src/components/Form/useDecimalText'

import type { EditKind } from './contractColumns'

/** A number of the row, typed as the user's language writes it; the row keeps exact decimal text. */
const DecimalCell = ({
  value,
  onChange,
  ...shared
}: {
  value: unknown
  onChange: (value: ReadDecimal) => void
}) => {
  const { i18n } = useTranslation()
  // the row keeps what this cell reads; while that is no number, the typed text stays
  const [text, setText] = useDecimalText(
    typeof value === 'string' ? value : null,
    i18n.language,
    value !== null && typeof value === 'object' ? KEEP_TYPED : undefined
  )
  return (
    <input
      {...shared}
      type="text"
      inputMode="decimal"
      value={text}
      onChange={(event) => {
        setText(event.target.value)
        onChange(readDecimal(event.target.value, i18n.language))
      }}
    />
  )
}

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
  if (edit.kind === 'number')
    return <DecimalCell {...shared} value={value} onChange={onChange} />
  if (edit.kind === 'day')
    return (
      <DayInput
        {...shared}
        value={value === null ? '' : String(value ?? '')}
        onChange={onChange}
      />
    )
  return (
    <input
      {...shared}
      type={edit.kind}
      value={String(value ?? '')}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}

export default InlineInput
