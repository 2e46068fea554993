import { useController } from '@redwoodjs/forms'

import DayInput from './DayInput'
import FieldShell, {
  describedBy,
  inputClasses,
  invalidInputClasses,
  useFieldMessage,
} from './FieldShell'

/**
 * A calendar day, typed as the app's language writes it and kept as ISO text ('YYYY-MM-DD'), so
 * no time zone moves the day on its way to the api.
 */
const DayField = ({ name, label }: { name: string; label: string }) => {
  const message = useFieldMessage(name)
  const { field } = useController({ name })
  return (
    <FieldShell name={name} label={label}>
      <DayInput
        id={name}
        ref={field.ref}
        name={field.name}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        {...describedBy(name, message)}
        className={message ? invalidInputClasses : inputClasses}
      />
    </FieldShell>
  )
}

export default DayField
