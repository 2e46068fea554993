import { useTranslation } from 'react-i18next'

import { Metadata } from '@redwoodjs/web'

import SignUpForm from 'src/components/Auth/SignUpForm'

const SignUpPage = () => {
  const { t } = useTranslation()
  return (
    <>
      <Metadata title={t('auth.signUp.title')} />
      <h1>{t('auth.signUp.heading')}</h1>
      <SignUpForm />
    </>
  )
}

export default SignUpPage
