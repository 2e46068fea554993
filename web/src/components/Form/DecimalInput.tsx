import { decimalOrProblem, NumberProblem, readDecimal } from '@procura/shared'
import { useTranslation } from 'react-i18next'

import { useController } from '@redwoodjs/forms'

import { describedBy, useFieldMessage } from './FieldShell'
import { KEEP_TYPED, useDecimalText } from './useDecimalText'

/** What the form holds for a number: canonical decimal text, null, or why the typed text is no number. */
/**
 * A number typed as the user's language writes it (1.234,5 in pt, 1,234.5 in en). The form keeps the
 * exact decimal text (or the problem the shared rule reports), never a float, and what the user did
 * not touch is never read again from its displayed form: a change of language rewrites the shown text.
 */
const DecimalInput = ({
  name,
  className,
  label,
}: {
  name: string
  className: string
  /** for an input without a visible label (a table cell) */
  label?: string
}) => {
  const { i18n } = useTranslation()
  const language = i18n.language
  const { field } = useController({ name })
  const value = decimalOrProblem(field.value)
  // a problem keeps the typed text; a decimal shows as this language writes it
  const problem = value instanceof NumberProblem
  const [text, setText] = useDecimalText(
    problem ? null : value,
    language,
    problem ? KEEP_TYPED : undefined
  )
  const message = useFieldMessage(name)

  return (
    <input
      id={name}
      name={name}
      ref={field.ref}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      aria-label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value)
        field.onChange(readDecimal(event.target.value, language))
      }}
      onBlur={field.onBlur}
      {...describedBy(name, message)}
      className={className}
    />
  )
}

export default DecimalInput
