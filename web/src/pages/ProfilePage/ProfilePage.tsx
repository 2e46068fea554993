import type { ReactNode } from 'react'

import { useTranslation } from 'react-i18next'

import { useAuth } from 'src/auth'
import PageTitle from 'src/components/PageTitle/PageTitle'
import AvatarEditor from 'src/components/Profile/AvatarEditor'
import ChangePasswordForm from 'src/components/Profile/ChangePasswordForm'
import ProfileForm, {
  type ProfileUser,
} from 'src/components/Profile/ProfileForm'

const Card = ({ title, children }: { title: string; children: ReactNode }) => (
  <section
    aria-label={title}
    className="rounded-lg border border-slate-200 bg-white p-5"
  >
    <h2 className="mb-4 text-lg font-semibold">{title}</h2>
    {children}
  </section>
)

const ProfilePage = () => {
  const { t } = useTranslation()
  const user = useAuth().currentUser as unknown as
    | (ProfileUser & { avatarId?: string | null })
    | null
  return (
    <>
      <PageTitle parts={[t('pages.profile')]} />
      <h1 className="mb-4 text-xl font-semibold">{t('pages.profile')}</h1>
      {user && (
        <div className="grid max-w-4xl gap-4 lg:grid-cols-2">
          <Card title={t('profile.profile')}>
            <div className="flex flex-col gap-6">
              <AvatarEditor
                firstName={user.firstName}
                avatarId={user.avatarId}
              />
              <ProfileForm
                key={`${user.userName}${user.firstName}${user.lastName}${user.locale}`}
                user={user}
              />
            </div>
          </Card>
          <Card title={t('profile.changePassword')}>
            <ChangePasswordForm />
          </Card>
        </div>
      )}
    </>
  )
}

export default ProfilePage
