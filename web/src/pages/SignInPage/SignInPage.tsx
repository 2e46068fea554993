import { useTranslation } from 'react-i18next'

import SignInForm from 'src/components/Auth/SignInForm'
import PageTitle from 'src/components/PageTitle/PageTitle'

const SignInPage = () => {
  const { t } = useTranslation()
  return (
    <>
      <PageTitle parts={[t('auth.signIn.title')]} />
      <h1 className="mb-6 text-xl font-semibold">{t('auth.signIn.heading')}</h1>
      <SignInForm />
    </>
  )
}

export default SignInPage
