import { useTranslation } from 'react-i18next'

import TextField from './TextField'

/** A new password and its confirmation (sign-up, recovery, change password). */
const NewPasswordFields = ({ label }: { label?: string }) => {
  const { t } = useTranslation()
  return (
    <>
      <TextField
        name="password"
        type="password"
        label={label ?? t('auth.password')}
        autoComplete="new-password"
      />
      <TextField
        name="confirmPassword"
        type="password"
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
      />
    </>
  )
}

export default NewPasswordFields
