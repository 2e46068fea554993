import { useTranslation } from 'react-i18next'

import { TextField } from '@redwoodjs/forms'

import DecimalInput from 'src/components/Form/DecimalInput'
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
  return (
    <div>
      {type === 'number' ? (
        <DecimalInput
          name={name}
          label={label}
          className={`${classes} tabular text-right ${message ? 'border-danger-500' : 'border-slate-300'}`}
        />
      ) : (
        <TextField
          name={name}
          aria-label={label}
          {...describedBy(name, message)}
          className={`${classes} border-slate-300`}
          errorClassName={`${classes} border-danger-500`}
        />
      )}
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
