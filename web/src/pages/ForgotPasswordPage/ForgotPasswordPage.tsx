import { useTranslation } from 'react-i18next'

import ForgotPasswordForm from 'src/components/Auth/ForgotPasswordForm'
import PageTitle from 'src/components/PageTitle/PageTitle'

const ForgotPasswordPage = () => {
  const { t } = useTranslation()
  return (
    <>
      <PageTitle parts={[t('auth.forgot.title')]} />
      <h1 className="mb-6 text-xl font-semibold">{t('auth.forgot.heading')}</h1>
      <ForgotPasswordForm />
    </>
  )
}

export default ForgotPasswordPage
