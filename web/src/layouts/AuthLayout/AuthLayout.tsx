import { useEffect, useRef, type ReactNode } from 'react'

import { useTranslation } from 'react-i18next'

import { navigate, routes, useLocation } from '@redwoodjs/router'
import { toast } from '@redwoodjs/web/toast'

import { firebaseClient, useAuth } from 'src/auth'
import SignedOutHeader from 'src/components/Layout/SignedOutHeader'
import { rememberRedirect } from 'src/lib/redirectAuth'

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

/** A signed-out visit to an app page lands here with ?redirectTo=: keep it for after sign-in. */
const useRememberRedirect = () => {
  const { search } = useLocation()
  useEffect(() => {
    rememberRedirect(new URLSearchParams(search).get('redirectTo'))
  }, [search])
}

const AuthLayout = ({ children }: { children?: ReactNode }) => {
  // the forms here sign in with Firebase: loaded as the page opens
  useEffect(() => void firebaseClient().catch(() => undefined), [])
  useRedirectWhenSignedIn()
  useRememberRedirect()
  return (
    <div className="flex min-h-screen flex-col items-center">
      <SignedOutHeader />
      <main className="my-12 w-full max-w-md rounded-lg border border-slate-200 bg-white p-8">
        {children}
      </main>
    </div>
  )
}

export default AuthLayout
