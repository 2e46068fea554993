import type { ReactNode } from 'react'

import { useTranslation } from 'react-i18next'

import { navigate, routes } from '@redwoodjs/router'
import { toast } from '@redwoodjs/web/toast'

import { useAuth } from 'src/auth'
import LanguageSwitcher from 'src/components/LanguageSwitcher/LanguageSwitcher'

// Spec §3: shown while the user loads.
const PLACEHOLDER_USER = {
  firstName: 'Loading',
  lastName: 'user...',
  role: { name: 'Role' },
}

const AppLayout = ({ children }: { children?: ReactNode }) => {
  const { t } = useTranslation()
  const { currentUser, logOut } = useAuth()
  const user =
    (currentUser as typeof PLACEHOLDER_USER | null) ?? PLACEHOLDER_USER

  const signOut = async () => {
    await logOut()
    toast.success(t('auth.messages.signedOut'))
    navigate(routes.signIn())
  }

  return (
    <div className="app-layout">
      <header className="app-header">
        <span className="brand">{t('app.name')}</span>
        <div className="app-header-actions">
          <LanguageSwitcher />
          <span className="user-summary">
            {user.firstName} {user.lastName} ·{' '}
            <span className="user-role">{user.role.name}</span>
          </span>
          <button type="button" className="button" onClick={signOut}>
            {t('shell.signOut')}
          </button>
        </div>
      </header>
      <main className="app-main">{children}</main>
    </div>
  )
}

export default AppLayout
