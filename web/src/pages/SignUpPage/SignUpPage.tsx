import { useTranslation } from 'react-i18next'

import SignUpForm from 'src/components/Auth/SignUpForm'
import PageTitle from 'src/components/PageTitle/PageTitle'

const SignUpPage = () => {
  const { t } = useTranslation()
  return (
    <>
      <PageTitle parts={[t('auth.signUp.title')]} />
      <h1 className="mb-6 text-xl font-semibold">{t('auth.signUp.heading')}</h1>
      <SignUpForm />
    </>
  )
}

export default SignUpPage
