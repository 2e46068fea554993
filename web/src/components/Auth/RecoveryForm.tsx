import { useState } from 'react'

import { yupResolver } from '@hookform/resolvers/yup'
import { resetPasswordSchema } from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type {
  ResetPasswordInput,
  ResetPasswordMutation,
  ResetPasswordMutationVariables,
} from 'types/graphql'

import { Form, useForm } from '@redwoodjs/forms'
import { Link, navigate, routes } from '@redwoodjs/router'
import { useMutation } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import NewPasswordFields from 'src/components/Form/NewPasswordFields'
import SubmitButton from 'src/components/Form/SubmitButton'

import { apiErrorKey } from './authErrors'

export const RESET_PASSWORD = gql`
  mutation ResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`

const INVALID_CODE = 'auth.recovery.invalidCode'

/** Spec §2 recovery: a new password for the emailed code; a bad code points back to forgot. */
const RecoveryForm = ({ oobCode }: { oobCode?: string }) => {
  const { t } = useTranslation()
  const [reset] = useMutation<
    ResetPasswordMutation,
    ResetPasswordMutationVariables
  >(RESET_PASSWORD)
  const [invalidCode, setInvalidCode] = useState(!oobCode)
  const formMethods = useForm<ResetPasswordInput>({
    resolver: yupResolver(resetPasswordSchema) as never,
    defaultValues: { oobCode },
  })

  const onSubmit = async (input: ResetPasswordInput) => {
    try {
      await reset({ variables: { input } })
      toast.success(t('auth.recovery.success'))
      navigate(routes.signIn())
    } catch (error) {
      // a bad code is not a toast: the form gives way to the way back to a new link
      const key = apiErrorKey(error, 'auth.forgot.resetImpossible')
      if (key === INVALID_CODE) setInvalidCode(true)
      else toast.error(t(key))
    }
  }

  if (invalidCode) {
    return (
      <div role="alert" className="flex flex-col gap-3">
        <p className="text-danger-700">{t(INVALID_CODE)}</p>
        <Link
          to={routes.forgotPassword()}
          className="text-primary-600 underline"
        >
          {t('auth.recovery.requestAnother')}
        </Link>
      </div>
    )
  }

  return (
    <Form
      formMethods={formMethods}
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      noValidate
    >
      <NewPasswordFields label={t('auth.newPassword')} />
      <SubmitButton block>{t('auth.recovery.submit')}</SubmitButton>
    </Form>
  )
}

export default RecoveryForm
