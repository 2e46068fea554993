import { useState } from 'react'

import { yupResolver } from '@hookform/resolvers/yup'
import { forgotPasswordSchema } from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type {
  ForgotPasswordInput,
  RequestPasswordResetMutation,
  RequestPasswordResetMutationVariables,
} from 'types/graphql'

import { Form, useForm } from '@redwoodjs/forms'
import { Link, routes } from '@redwoodjs/router'
import { useMutation } from '@redwoodjs/web'

import SubmitButton from 'src/components/Form/SubmitButton'
import TextField from 'src/components/Form/TextField'
import { useToastedAction } from 'src/components/Form/useToastedAction'

export const REQUEST_PASSWORD_RESET = gql`
  mutation RequestPasswordResetMutation($input: ForgotPasswordInput!) {
    requestPasswordReset(input: $input)
  }
`

const ForgotPasswordForm = () => {
  const { t } = useTranslation()
  const [requestReset] = useMutation<
    RequestPasswordResetMutation,
    RequestPasswordResetMutationVariables
  >(REQUEST_PASSWORD_RESET)
  const run = useToastedAction()
  const [sent, setSent] = useState(false)
  const formMethods = useForm<ForgotPasswordInput>({
    resolver: yupResolver(forgotPasswordSchema) as never,
  })

  const onSubmit = async (input: ForgotPasswordInput) =>
    setSent(
      await run(() => requestReset({ variables: { input } }), {
        success: 'auth.forgot.sent',
        failure: 'auth.forgot.resetImpossible',
      })
    )

  return (
    <Form
      formMethods={formMethods}
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      noValidate
    >
      <p className="text-slate-600">{t('auth.forgot.intro')}</p>
      <TextField
        name="email"
        type="email"
        label={t('auth.email')}
        autoComplete="email"
      />
      {sent && (
        <p
          role="status"
          className="rounded-md border border-success-500 bg-success-50 px-3 py-2 text-sm text-success-700"
        >
          {t('auth.forgot.sent')}
        </p>
      )}
      <SubmitButton block>{t('auth.forgot.submit')}</SubmitButton>
      <Link to={routes.signIn()} className="text-sm text-primary-600 underline">
        {t('auth.forgot.backToSignIn')}
      </Link>
    </Form>
  )
}

export default ForgotPasswordForm
