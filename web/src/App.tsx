import { useEffect, type ReactNode } from 'react'

import { onIdTokenChanged } from 'firebase/auth'
import { I18nextProvider } from 'react-i18next'

import { FatalErrorBoundary, RedwoodProvider } from '@redwoodjs/web'
import { RedwoodApolloProvider } from '@redwoodjs/web/apollo'
import { Toaster } from '@redwoodjs/web/toast'

import FatalErrorPage from 'src/pages/FatalErrorPage'

import { AuthProvider, firebaseAuth, useAuth } from './auth'
import i18n from './i18n'
import { cacheConfig } from './lib/apolloCache'
import { showCookieToasts } from './lib/cookieToasts'
import { syncSessionCookie } from './lib/session'

import './index.css'

/**
 * Spec §4/§7: whenever the ID token changes (sign-in, refresh, sign-out) the session cookie follows
 * it and the current user is reloaded from GET /api/users.
 */
const SessionSync = () => {
  const { reauthenticate } = useAuth()
  useEffect(() => {
    let first = true
    return onIdTokenChanged(firebaseAuth, async (user) => {
      await syncSessionCookie(user ? await user.getIdToken() : null).catch(
        () => undefined
      )
      // the first call is the initial state, which the provider already restores
      if (first) first = false
      else reauthenticate()
    })
  }, [reauthenticate])
  return null
}

const CookieToasts = () => {
  useEffect(showCookieToasts, [])
  return null
}

const App = ({ children }: { children?: ReactNode }) => (
  <FatalErrorBoundary page={FatalErrorPage}>
    <I18nextProvider i18n={i18n}>
      <RedwoodProvider titleTemplate="%PageTitle">
        <AuthProvider>
          <SessionSync />
          <RedwoodApolloProvider
            useAuth={useAuth}
            graphQLClientConfig={{ cacheConfig }}
          >
            <Toaster toastOptions={{ duration: 4000 }} />
            <CookieToasts />
            {children}
          </RedwoodApolloProvider>
        </AuthProvider>
      </RedwoodProvider>
    </I18nextProvider>
  </FatalErrorBoundary>
)

export default App
