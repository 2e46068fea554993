import { yupResolver } from '@hookform/resolvers/yup'
import { profileSchema, type ProfileInput } from '@procura/shared'
import { useTranslation } from 'react-i18next'

import { Form, useForm } from '@redwoodjs/forms'
import { useMutation } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import { useAuth } from 'src/auth'
import { apiErrorKey } from 'src/components/Auth/authErrors'
import Button from 'src/components/Button/Button'
import TextField from 'src/components/Form/TextField'

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
  const [updateProfile] = useMutation(UPDATE_PROFILE)
  const formMethods = useForm<ProfileInput>({
    resolver: yupResolver(profileSchema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      userName: user.userName,
    },
  })

  const onSubmit = async (input: ProfileInput) => {
    try {
      await updateProfile({ variables: { input } })
      toast.success(t('profile.updated'))
      await reauthenticate()
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
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">{t('auth.email')}</dt>
        <dd>{user.email}</dd>
        <dt className="text-slate-500">{t('profile.role')}</dt>
        <dd>{user.role.name}</dd>
      </dl>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          name="firstName"
          label={t('auth.firstName')}
          autoComplete="given-name"
        />
        <TextField
          name="lastName"
          label={t('auth.lastName')}
          autoComplete="family-name"
        />
      </div>
      <TextField
        name="userName"
        label={t('auth.userName')}
        autoComplete="username"
      />
      <Button
        type="submit"
        loading={formMethods.formState.isSubmitting}
        className="self-start"
      >
        {t('profile.save')}
      </Button>
    </Form>
  )
}

export default ProfileForm
