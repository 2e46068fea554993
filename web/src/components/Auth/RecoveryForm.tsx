import { useState } from 'react'

import { yupResolver } from '@hookform/resolvers/yup'
import { resetPasswordSchema, type ResetPasswordInput } from '@procura/shared'
import { useTranslation } from 'react-i18next'

import { Form, useForm } from '@redwoodjs/forms'
import { Link, navigate, routes } from '@redwoodjs/router'
import { useMutation } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import Button from 'src/components/Button/Button'
import TextField from 'src/components/Form/TextField'

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
  const [reset] = useMutation(RESET_PASSWORD)
  const [invalidCode, setInvalidCode] = useState(!oobCode)
  const formMethods = useForm<ResetPasswordInput>({
    resolver: yupResolver(resetPasswordSchema),
    defaultValues: { oobCode },
  })

  const onSubmit = async (input: ResetPasswordInput) => {
    try {
      await reset({ variables: { input } })
      toast.success(t('auth.recovery.success'))
      navigate(routes.signIn())
    } catch (error) {
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
      <TextField
        name="password"
        type="password"
        label={t('auth.newPassword')}
        autoComplete="new-password"
      />
      <TextField
        name="confirmPassword"
        type="password"
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
      />
      <Button
        type="submit"
        width="block"
        loading={formMethods.formState.isSubmitting}
      >
        {t('auth.recovery.submit')}
      </Button>
    </Form>
  )
}

export default RecoveryForm
