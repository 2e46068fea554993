import { useTranslation } from 'react-i18next'

import TextField from './TextField'

/** First name, last name and username (sign-up, profile; later the team's user form). */
const PersonFields = () => {
  const { t } = useTranslation()
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          name="firstName"
          label={t('auth.firstName')}
          autoComplete="given-name"
        />
        <TextField
          name="lastName"
          label={t('auth.lastName')}
          autoComplete="family-name"
        />
      </div>
      <TextField
        name="userName"
        label={t('auth.userName')}
        autoComplete="username"
      />
    </>
  )
}

export default PersonFields
