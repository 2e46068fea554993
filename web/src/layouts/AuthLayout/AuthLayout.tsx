import { useEffect, useRef, type ReactNode } from 'react'

import { useTranslation } from 'react-i18next'

import { navigate, routes } from '@redwoodjs/router'
import { toast } from '@redwoodjs/web/toast'

import { useAuth } from 'src/auth'
import LanguageSwitcher from 'src/components/LanguageSwitcher/LanguageSwitcher'

/** Sends a user who is already signed in on arrival to the dashboard (spec §2). */
const useRedirectWhenSignedIn = () => {
  const { t } = useTranslation()
  const { loading, isAuthenticated } = useAuth()
  const checked = useRef(false)
  useEffect(() => {
    if (loading || checked.current) return
    // only on arrival: signing in on this page navigates by itself
    checked.current = true
    if (isAuthenticated) {
      toast(t('auth.messages.alreadySignedIn'))
      navigate(routes.dashboard(), { replace: true })
    }
  }, [loading, isAuthenticated, t])
}

const AuthLayout = ({ children }: { children?: ReactNode }) => {
  const { t } = useTranslation()
  useRedirectWhenSignedIn()
  return (
    <div className="auth-layout">
      <header className="auth-header">
        <span className="brand">{t('app.name')}</span>
        <LanguageSwitcher />
      </header>
      <main className="auth-card">{children}</main>
    </div>
  )
}

export default AuthLayout
