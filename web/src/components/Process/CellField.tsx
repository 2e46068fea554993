import { useTranslation } from 'react-i18next'

import { NumberField, TextField } from '@redwoodjs/forms'

import { describedBy, useFieldMessage } from 'src/components/Form/FieldShell'

const classes = 'h-8 w-full min-w-24 rounded border bg-white px-2 text-sm'

/** An input inside a table row: the column header is its label, its error sits under it. */
const CellField = ({
  name,
  label,
  type = 'number',
}: {
  name: string
  label: string
  type?: 'number' | 'text'
}) => {
  const { t } = useTranslation()
  const message = useFieldMessage(name)
  const Input = type === 'number' ? NumberField : TextField
  return (
    <div>
      <Input
        name={name}
        aria-label={label}
        step="any"
        {...describedBy(name, message)}
        className={`${classes} ${type === 'number' ? 'tabular text-right' : ''} border-slate-300`}
        errorClassName={`${classes} ${type === 'number' ? 'tabular text-right' : ''} border-danger-500`}
      />
      {message && (
        <span
          id={`${name}-error`}
          role="alert"
          className="text-xs text-danger-700"
        >
          {t(message.key, message.values)}
        </span>
      )}
    </div>
  )
}

export default CellField
