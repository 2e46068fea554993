import type { ReactNode } from 'react'

import { yupResolver } from '@hookform/resolvers/yup'
import { signUpSchema } from '@procura/shared'
import { Trans, useTranslation } from 'react-i18next'
import type {
  SignUpInput,
  SignUpMutation,
  SignUpMutationVariables,
} from 'types/graphql'

import { CheckboxField, Form, Label, useForm } from '@redwoodjs/forms'
import { Link, navigate, routes } from '@redwoodjs/router'
import { useMutation } from '@redwoodjs/web'

import { useAuth } from 'src/auth'
import NewPasswordFields from 'src/components/Form/NewPasswordFields'
import PersonFields from 'src/components/Form/PersonFields'
import SubmitButton from 'src/components/Form/SubmitButton'
import TextField from 'src/components/Form/TextField'
import { useToastedAction } from 'src/components/Form/useToastedAction'

export const SIGN_UP_MUTATION = gql`
  mutation SignUpMutation($input: SignUpInput!) {
    signUp(input: $input) {
      id
    }
  }
`

/** A link from the terms checkbox's label, opened beside the form so nothing typed is lost. */
const LegalLink = ({ to, children }: { to: string; children?: ReactNode }) => (
  <a
    href={to}
    target="_blank"
    rel="noreferrer"
    className="text-primary-600 underline"
  >
    {children}
  </a>
)

const SignUpForm = () => {
  const { t, i18n } = useTranslation()
  const { logIn } = useAuth()
  const [signUp] = useMutation<SignUpMutation, SignUpMutationVariables>(
    SIGN_UP_MUTATION
  )
  const run = useToastedAction()
  const formMethods = useForm<SignUpInput>({
    resolver: yupResolver(signUpSchema) as never,
  })
  const termsError = formMethods.formState.errors.acceptTerms
    ?.message as unknown as { key: string } | undefined

  const onSubmit = async (input: SignUpInput) => {
    const created = await run(
      () =>
        signUp({ variables: { input: { ...input, locale: i18n.language } } }),
      {
        success: 'auth.messages.userCreated',
        failure: 'auth.messages.signUpError',
      }
    )
    if (!created) return
    await logIn({ email: input.email, password: input.password })
    navigate(routes.dashboard())
  }

  return (
    <Form
      formMethods={formMethods}
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      noValidate
    >
      <PersonFields />
      <TextField
        name="email"
        type="email"
        label={t('auth.email')}
        autoComplete="email"
      />
      <NewPasswordFields />
      <div className="flex flex-wrap items-start gap-2">
        <CheckboxField name="acceptTerms" id="acceptTerms" className="mt-0.5" />
        <Label
          name="acceptTerms"
          htmlFor="acceptTerms"
          className="flex-1 text-sm"
        >
          <Trans
            i18nKey="auth.acceptTermsLinked"
            components={[
              <LegalLink
                key="terms"
                to={routes.legal({ document: 'terms' })}
              />,
              <LegalLink
                key="privacy"
                to={routes.legal({ document: 'privacy' })}
              />,
            ]}
          />
        </Label>
        {termsError && (
          <span role="alert" className="w-full text-sm text-danger-700">
            {t(termsError.key)}
          </span>
        )}
      </div>
      <SubmitButton block>{t('auth.signUp.submit')}</SubmitButton>
      <p className="text-sm text-slate-500">
        {t('auth.signUp.hasAccount')}{' '}
        <Link to={routes.signIn()} className="text-primary-600 underline">
          {t('auth.signUp.toSignIn')}
        </Link>
      </p>
    </Form>
  )
}

export default SignUpForm
