import { useState } from 'react'

import { readWallTime, writtenWallTime } from '@procura/shared'
import { useTranslation } from 'react-i18next'

import { useController } from '@redwoodjs/forms'

import FieldShell, {
  describedBy,
  inputClasses,
  invalidInputClasses,
  useFieldMessage,
} from './FieldShell'

/**
 * A wall-clock time in the company's zone (the api reads it there: a deadline, an auction's start),
 * typed as the page's language writes it: a native date input would take the browser's order instead.
 */
const WallTimeField = ({ name, label }: { name: string; label: string }) => {
  const { t, i18n } = useTranslation()
  const { field } = useController({ name })
  const [written, setWritten] = useState(() =>
    writtenWallTime(field.value ?? '', i18n.language)
  )
  const message = useFieldMessage(name)
  return (
    <FieldShell name={name} label={label}>
      <input
        id={name}
        name={field.name}
        ref={field.ref}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('process.portal.deadlineFormat')}
        value={written}
        onChange={(event) => {
          setWritten(event.target.value)
          field.onChange(readWallTime(event.target.value, i18n.language))
        }}
        onBlur={field.onBlur}
        {...describedBy(name, message)}
        className={message ? invalidInputClasses : inputClasses}
      />
    </FieldShell>
  )
}

export default WallTimeField
