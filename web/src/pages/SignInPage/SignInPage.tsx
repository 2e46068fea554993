import { useTranslation } from 'react-i18next'

import { Metadata } from '@redwoodjs/web'

import SignInForm from 'src/components/Auth/SignInForm'

const SignInPage = () => {
  const { t } = useTranslation()
  return (
    <>
      <Metadata title={t('auth.signIn.title')} />
      <h1>{t('auth.signIn.heading')}</h1>
      <SignInForm />
    </>
  )
}

export default SignInPage
