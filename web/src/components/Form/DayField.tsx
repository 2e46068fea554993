import { useFormContext } from '@redwoodjs/forms'

import FieldShell, {
  describedBy,
  inputClasses,
  invalidInputClasses,
  useFieldMessage,
} from './FieldShell'

/**
 * A calendar day as the browser's date input gives it ('YYYY-MM-DD'), kept as text so no time
 * zone moves the day on its way to the api.
 */
const DayField = ({ name, label }: { name: string; label: string }) => {
  const message = useFieldMessage(name)
  return (
    <FieldShell name={name} label={label}>
      <input
        id={name}
        type="date"
        {...useFormContext().register(name)}
        {...describedBy(name, message)}
        className={message ? invalidInputClasses : inputClasses}
      />
    </FieldShell>
  )
}

export default DayField
