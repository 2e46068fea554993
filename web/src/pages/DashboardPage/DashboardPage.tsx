import { useTranslation } from 'react-i18next'

import { Metadata } from '@redwoodjs/web'

import { useAuth } from 'src/auth'

interface SessionUser {
  firstName: string
  company: { name: string }
  role: { name: string }
}

const DashboardPage = () => {
  const { t } = useTranslation()
  const user = useAuth().currentUser as SessionUser | null
  return (
    <>
      <Metadata title={t('shell.dashboard')} />
      <h1>{t('shell.dashboard')}</h1>
      {user && (
        <>
          <p>{t('shell.welcome', { name: user.firstName })}</p>
          <p>{t('shell.company', { name: user.company.name })}</p>
        </>
      )}
    </>
  )
}

export default DashboardPage
