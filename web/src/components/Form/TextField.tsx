import {
  DateField,
  EmailField,
  PasswordField,
  TextField as RwTextField,
} from '@redwoodjs/forms'

import DecimalInput from './DecimalInput'
import FieldShell, {
  describedBy,
  inputClasses,
  invalidInputClasses,
  useFieldMessage,
} from './FieldShell'

const inputs = {
  text: RwTextField,
  password: PasswordField,
  email: EmailField,
  date: DateField,
}

interface TextFieldProps {
  name: string
  label: string
  /** number: read as the user's language writes numbers, kept as exact decimal text */
  type?: keyof typeof inputs | 'number'
  autoComplete?: string
}

/** A labelled input whose error, an i18n key from the shared schema, shows under it translated. */
const TextField = ({
  name,
  label,
  type = 'text',
  autoComplete,
}: TextFieldProps) => {
  const message = useFieldMessage(name)
  if (type === 'number')
    return (
      <FieldShell name={name} label={label}>
        <DecimalInput
          name={name}
          className={`tabular ${message ? invalidInputClasses : inputClasses}`}
        />
      </FieldShell>
    )
  const Input = inputs[type]
  return (
    <FieldShell name={name} label={label}>
      <Input
        name={name}
        autoComplete={autoComplete}
        {...describedBy(name, message)}
        className={inputClasses}
        errorClassName={invalidInputClasses}
      />
    </FieldShell>
  )
}

export default TextField
