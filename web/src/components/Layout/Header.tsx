import {
  CircleHelp,
  LogOut,
  Menu as MenuIcon,
  Settings,
  User,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { navigate, routes } from '@redwoodjs/router'
import { toast } from '@redwoodjs/web/toast'

import { useAuth } from 'src/auth'
import Avatar from 'src/components/Avatar/Avatar'
import { inReadersWords } from 'src/components/Team/roleWords'

import HeaderMenu from './HeaderMenu'
import LanguageMenu from './LanguageMenu'
import NotificationBell from './NotificationBell'
import { useNotifications } from './useNotifications'

// Spec §3: shown while the user loads.
export const PLACEHOLDER_USER = {
  firstName: 'Loading',
  lastName: 'user...',
  avatarId: null,
  role: { name: 'Role' },
}
type HeaderUser = typeof PLACEHOLDER_USER & {
  role: { builtIn?: string | null }
}

const HELP_EMAIL = process.env.HELP_EMAIL || 'help@procura.local'

const Header = ({ onToggleSidebar }: { onToggleSidebar: () => void }) => {
  const { t } = useTranslation()
  const { currentUser, logOut } = useAuth()
  const user = (currentUser as unknown as HeaderUser | null) ?? PLACEHOLDER_USER

  const leave = async (farewell: () => void) => {
    await logOut()
    // what was said to the signed-in user is done with: only the farewell stays
    toast.dismiss()
    farewell()
    navigate(routes.signIn())
  }
  const signOut = () => leave(() => toast.success(t('auth.messages.signedOut')))
  // disabled through the team screen, or a new password: the api says why
  const { notifications, markRead } = useNotifications((reason) =>
    leave(() => toast.error(t(reason)))
  )

  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-slate-200 bg-white px-3">
      <button
        type="button"
        onClick={onToggleSidebar}
        aria-label={t('nav.toggleSidebar')}
        className="flex h-9 w-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
      >
        <MenuIcon size={18} aria-hidden />
      </button>
      <div className="ml-auto flex items-center gap-1">
        <a
          href={`mailto:${HELP_EMAIL}`}
          aria-label={t('nav.help')}
          title={t('nav.help')}
          className="flex h-9 w-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
        >
          <CircleHelp size={18} aria-hidden />
        </a>
        <LanguageMenu />
        <HeaderMenu
          label={t('nav.settings')}
          button={<Settings size={18} aria-hidden />}
          entries={[
            {
              key: 'users',
              label: t('nav.users'),
              onSelect: () => navigate(routes.users()),
            },
            {
              key: 'roles',
              label: t('nav.roles'),
              onSelect: () => navigate(routes.roles()),
            },
            {
              key: 'company',
              label: t('nav.company'),
              onSelect: () => navigate(routes.companySettings()),
            },
          ]}
        />
        <NotificationBell notifications={notifications} onClose={markRead} />
        <HeaderMenu
          label={t('nav.userMenu')}
          button={
            <>
              <Avatar firstName={user.firstName} avatarId={user.avatarId} />
              <span className="hidden text-left leading-tight sm:block">
                <span className="block text-sm font-medium">
                  {user.firstName} {user.lastName}
                </span>
                <span className="block text-xs text-slate-500">
                  {inReadersWords(t, user.role).name}
                </span>
              </span>
            </>
          }
          entries={[
            {
              key: 'profile',
              label: (
                <>
                  <User size={14} aria-hidden /> {t('nav.profile')}
                </>
              ),
              onSelect: () => navigate(routes.profile()),
            },
            {
              key: 'signOut',
              label: (
                <>
                  <LogOut size={14} aria-hidden /> {t('shell.signOut')}
                </>
              ),
              onSelect: signOut,
            },
          ]}
        />
      </div>
    </header>
  )
}

export default Header
