import {
  DateField,
  EmailField,
  NumberField,
  PasswordField,
  TextField as RwTextField,
} from '@redwoodjs/forms'

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
  number: NumberField,
  date: DateField,
}

interface TextFieldProps {
  name: string
  label: string
  type?: keyof typeof inputs
  autoComplete?: string
}

/** A labelled input whose error, an i18n key from the shared schema, shows under it translated. */
const TextField = ({
  name,
  label,
  type = 'text',
  autoComplete,
}: TextFieldProps) => {
  const Input = inputs[type]
  return (
    <FieldShell name={name} label={label}>
      <Input
        name={name}
        autoComplete={autoComplete}
        {...describedBy(name, useFieldMessage(name))}
        className={inputClasses}
        errorClassName={invalidInputClasses}
      />
    </FieldShell>
  )
}

export default TextField
