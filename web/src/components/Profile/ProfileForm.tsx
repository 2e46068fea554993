import { yupResolver } from '@hookform/resolvers/yup'
import { profileSchema } from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type {
  ProfileInput,
  UpdateProfileMutation,
  UpdateProfileMutationVariables,
} from 'types/graphql'

import { Form, useForm } from '@redwoodjs/forms'
import { useMutation } from '@redwoodjs/web'

import { useAuth } from 'src/auth'
import PersonFields from 'src/components/Form/PersonFields'
import SubmitButton from 'src/components/Form/SubmitButton'
import { useToastedAction } from 'src/components/Form/useToastedAction'

export const UPDATE_PROFILE = gql`
  mutation UpdateProfileMutation($input: ProfileInput!) {
    updateProfile(input: $input) {
      id
    }
  }
`

export interface ProfileUser extends ProfileInput {
  email: string
  role: { name: string }
}

/** Spec §2 profile: names and username; email and role are shown, not edited here. */
const ProfileForm = ({ user }: { user: ProfileUser }) => {
  const { t } = useTranslation()
  const { reauthenticate } = useAuth()
  const [updateProfile] = useMutation<
    UpdateProfileMutation,
    UpdateProfileMutationVariables
  >(UPDATE_PROFILE)
  const run = useToastedAction()
  const formMethods = useForm<ProfileInput>({
    resolver: yupResolver(profileSchema) as never,
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      userName: user.userName,
    },
  })

  const onSubmit = async (input: ProfileInput) => {
    const updated = await run(() => updateProfile({ variables: { input } }), {
      success: 'profile.updated',
      failure: 'profile.error',
    })
    if (updated) await reauthenticate()
  }

  return (
    <Form
      formMethods={formMethods}
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      noValidate
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">{t('auth.email')}</dt>
        <dd>{user.email}</dd>
        <dt className="text-slate-500">{t('profile.role')}</dt>
        <dd>{user.role.name}</dd>
      </dl>
      <PersonFields />
      <SubmitButton>{t('profile.save')}</SubmitButton>
    </Form>
  )
}

export default ProfileForm
