import { yupResolver } from '@hookform/resolvers/yup'
import { signInSchema, toLocale, type SignInInput } from '@procura/shared'
import { useTranslation } from 'react-i18next'

import type { CurrentUser } from '@redwoodjs/auth'
import { Form, useForm } from '@redwoodjs/forms'
import { Link, navigate, routes } from '@redwoodjs/router'
import { toast } from '@redwoodjs/web/toast'

import { useAuth, type Credentials } from 'src/auth'
import SubmitButton from 'src/components/Form/SubmitButton'
import TextField from 'src/components/Form/TextField'
import { setLocale } from 'src/i18n'
import { takeRedirect } from 'src/lib/redirectAuth'
import { fetchSessionUser } from 'src/lib/session'

import { signInErrorKey } from './authErrors'

/** The api's user for a session Firebase has just opened, or why it refuses it (an i18n key). */
const sessionUser = (
  token: string | null
): Promise<{ user: CurrentUser } | { problem: string }> =>
  fetchSessionUser(token).then(
    (user) => (user ? { user } : { problem: 'auth.messages.userNotFound' }),
    () => ({ problem: 'auth.messages.serverUnavailable' })
  )

const SignInForm = () => {
  const { t, i18n } = useTranslation()
  const { logIn, logOut, getToken } = useAuth()
  const formMethods = useForm<SignInInput>({
    resolver: yupResolver(signInSchema),
  })

  const onSubmit = async (credentials: SignInInput) => {
    try {
      await logIn(credentials as Credentials)
    } catch (error) {
      return toast.error(t(signInErrorKey(error)))
    }
    // Firebase said yes; the sign-in counts only once the api accepts the session too
    const session = await sessionUser(await getToken())
    if ('problem' in session) {
      await logOut()
      return toast.error(t(session.problem))
    }
    // each sign-in opens in the account's language; a switch in the header holds afterwards
    const accountLanguage = toLocale(session.user.locale as string)
    if (accountLanguage) await setLocale(accountLanguage)
    // `t` still speaks the language it rendered in
    toast.success(i18n.t('auth.messages.welcomeBack'))
    navigate(takeRedirect())
  }

  return (
    <Form
      formMethods={formMethods}
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      noValidate
    >
      <TextField
        name="email"
        type="email"
        label={t('auth.email')}
        autoComplete="email"
      />
      <TextField
        name="password"
        type="password"
        label={t('auth.password')}
        autoComplete="current-password"
      />
      <Link
        to={routes.forgotPassword()}
        className="-mt-2 self-end text-sm text-primary-600 hover:underline"
      >
        {t('auth.signIn.forgot')}
      </Link>
      <SubmitButton block>{t('auth.signIn.submit')}</SubmitButton>
      <p className="text-sm text-slate-500">
        {t('auth.signIn.noAccount')}{' '}
        <Link to={routes.signUp()} className="text-primary-600 underline">
          {t('auth.signIn.toSignUp')}
        </Link>
      </p>
    </Form>
  )
}

export default SignInForm
