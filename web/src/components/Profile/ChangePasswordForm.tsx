import { yupResolver } from '@hookform/resolvers/yup'
import { changePasswordSchema, type ChangePasswordInput } from '@procura/shared'
import { useTranslation } from 'react-i18next'

import { Form, useForm } from '@redwoodjs/forms'
import { useMutation } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import { apiErrorKey } from 'src/components/Auth/authErrors'
import Button from 'src/components/Button/Button'
import TextField from 'src/components/Form/TextField'

export const CHANGE_PASSWORD = gql`
  mutation ChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`

const ChangePasswordForm = () => {
  const { t } = useTranslation()
  const [changePassword] = useMutation(CHANGE_PASSWORD)
  const formMethods = useForm<ChangePasswordInput>({
    resolver: yupResolver(changePasswordSchema),
  })

  const onSubmit = async (input: ChangePasswordInput) => {
    try {
      await changePassword({ variables: { input } })
      toast.success(t('profile.passwordChanged'))
      formMethods.reset()
    } catch (error) {
      toast.error(t(apiErrorKey(error, 'profile.error')))
    }
  }

  return (
    <Form
      formMethods={formMethods}
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      noValidate
    >
      <TextField
        name="currentPassword"
        type="password"
        label={t('profile.currentPassword')}
        autoComplete="current-password"
      />
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
        loading={formMethods.formState.isSubmitting}
        className="self-start"
      >
        {t('profile.savePassword')}
      </Button>
    </Form>
  )
}

export default ChangePasswordForm
