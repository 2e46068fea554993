import { yupResolver } from '@hookform/resolvers/yup'
import { changePasswordSchema } from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type {
  ChangePasswordInput,
  ChangePasswordMutation,
  ChangePasswordMutationVariables,
} from 'types/graphql'

import { Form, useForm } from '@redwoodjs/forms'
import { useMutation } from '@redwoodjs/web'

import { useAuth } from 'src/auth'
import NewPasswordFields from 'src/components/Form/NewPasswordFields'
import SubmitButton from 'src/components/Form/SubmitButton'
import TextField from 'src/components/Form/TextField'
import { useToastedAction } from 'src/components/Form/useToastedAction'

export const CHANGE_PASSWORD = gql`
  mutation ChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`

const ChangePasswordForm = () => {
  const { t } = useTranslation()
  const { currentUser, logIn } = useAuth()
  const [changePassword] = useMutation<
    ChangePasswordMutation,
    ChangePasswordMutationVariables
  >(CHANGE_PASSWORD)
  const run = useToastedAction()
  const formMethods = useForm<ChangePasswordInput>({
    resolver: yupResolver(changePasswordSchema) as never,
  })

  const onSubmit = async (input: ChangePasswordInput) => {
    const changed = await run(() => changePassword({ variables: { input } }), {
      success: 'profile.passwordChanged',
      failure: 'profile.error',
    })
    if (!changed) return
    formMethods.reset()
    // a new password ends every open session, this one too: it goes on signed in anew
    await logIn({
      email: (currentUser as unknown as { email: string }).email,
      password: input.password,
    })
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
      <NewPasswordFields label={t('auth.newPassword')} />
      <SubmitButton>{t('profile.savePassword')}</SubmitButton>
    </Form>
  )
}

export default ChangePasswordForm
