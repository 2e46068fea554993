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
    <div className="flex flex-col gap-1">
      <Label
        name={name}
        errorClassName="text-sm font-medium text-danger-700"
        className="text-sm font-medium text-slate-800"
      >
        {label}
      </Label>
      <Input
        name={name}
        autoComplete={autoComplete}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${name}-error` : undefined}
        className="h-9 rounded-md border border-slate-300 px-2.5 text-base"
        errorClassName="h-9 rounded-md border border-danger-500 px-2.5 text-base"
      />
      {message && (
        <span
          id={`${name}-error`}
          role="alert"
          className="text-sm text-danger-700"
        >
          {t(message.key, message.values)}
        </span>
      )}
    </div>
  )
}

export default TextField
