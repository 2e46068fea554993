import type { ValidationMessage } from '@procura/shared'
import { useTranslation } from 'react-i18next'

import {
  Label,
  TextField as RwTextField,
  PasswordField,
  EmailField,
  useFormContext,
} from '@redwoodjs/forms'

const inputs = { text: RwTextField, password: PasswordField, email: EmailField }

interface Props {
  name: string
  label: string
  type?: keyof typeof inputs
  autoComplete?: string
}

/** A labelled input whose error (an i18n key from the shared schema) shows under it, translated. */
const TextField = ({ name, label, type = 'text', autoComplete }: Props) => {
  const { t } = useTranslation()
  const { formState } = useFormContext()
  const message = formState.errors[name]?.message as unknown as
    | ValidationMessage
    | undefined
  const Input = inputs[type]
  return (
    <div className="field">
      <Label
        name={name}
        errorClassName="field-label field-label-error"
        className="field-label"
      >
        {label}
      </Label>
      <Input
        name={name}
        autoComplete={autoComplete}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${name}-error` : undefined}
        className="field-input"
        errorClassName="field-input field-input-error"
      />
      {message && (
        <span id={`${name}-error`} role="alert" className="field-error">
          {t(message.key, message.values)}
        </span>
      )}
    </div>
  )
}

export default TextField
