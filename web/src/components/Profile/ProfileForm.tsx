import { yupResolver } from '@hookform/resolvers/yup'
import { LOCALES, profileSchema, type Locale } from '@procura/shared'
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
import SelectField from 'src/components/Form/SelectField'
import SubmitButton from 'src/components/Form/SubmitButton'
import { useToastedAction } from 'src/components/Form/useToastedAction'
import { inReadersWords } from 'src/components/Team/roleWords'
import { setLocale } from 'src/i18n'

export const UPDATE_PROFILE = gql`
  mutation UpdateProfileMutation($input: ProfileInput!) {
    updateProfile(input: $input) {
      id
    }
  }
`

export interface ProfileUser extends ProfileInput {
  email: string
  role: { name: string; builtIn?: string | null }
}

/**
 * Spec §2 profile: names, username and the account's language (emails, notifications, the screen
 * at sign-in); email and role are shown, not edited here.
 */
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
      locale: user.locale,
    },
  })

  const onSubmit = async (input: ProfileInput) => {
    const updated = await run(() => updateProfile({ variables: { input } }), {
      success: 'profile.updated',
      failure: 'profile.error',
    })
    if (!updated) return
    // a new account language is the user's choice for this screen too
    // (the schema let only en or pt through)
    if (input.locale !== user.locale) await setLocale(input.locale as Locale)
    await reauthenticate()
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
        <dd>{inReadersWords(t, user.role).name}</dd>
      </dl>
      <PersonFields />
      <SelectField
        name="locale"
        label={t('profile.language')}
        options={LOCALES.map((locale) => ({
          value: locale,
          label: t(`app.languages.${locale}`),
        }))}
      />
      <p className="-mt-2 text-sm text-slate-500">
        {t('profile.languageHint')}
      </p>
      <SubmitButton>{t('profile.save')}</SubmitButton>
    </Form>
  )
}

export default ProfileForm
