import { useEffect, useRef, type ReactNode } from 'react'

import { ApolloLink } from '@apollo/client'
import { I18nextProvider } from 'react-i18next'

import { FatalErrorBoundary, RedwoodProvider } from '@redwoodjs/web'
import { RedwoodApolloProvider } from '@redwoodjs/web/apollo'
import { Toaster } from '@redwoodjs/web/toast'

import FatalErrorPage from 'src/pages/FatalErrorPage'

import {
  AuthProvider,
  firebaseClient,
  followSession,
  graphQLCredentials,
  markSignedIn,
  onFirebaseLoaded,
  useAuth,
} from './auth'
import i18n from './i18n'
import { cacheConfig } from './lib/apolloCache'
import { showCookieToasts } from './lib/cookieToasts'

import './index.css'

/** Runs `work` once the page has loaded and the browser is idle: after the first paint. */
const afterFirstPaint = (work: () => void) => {
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(work, { timeout: 2_000 })
      : setTimeout(work, 200)
  if (document.readyState === 'complete') idle()
  else addEventListener('load', idle, { once: true })
}

/**
 * Spec §4/§7: whenever the ID token changes (sign-in, refresh, sign-out) the session cookie follows
 * it and the current user is reloaded from GET /api/users. Firebase loads after the first paint
 * (the cookie signed the page in meanwhile), or sooner where a form asks for it.
 */
const SessionSync = () => {
  const { reauthenticate, isAuthenticated, loading } = useAuth()
  const signedIn = useRef(isAuthenticated)
  signedIn.current = isAuthenticated
  useEffect(() => {
    let unsubscribe: (() => void) | undefined
    let stopped = false
    onFirebaseLoaded(({ firebaseAuth, onIdTokenChanged }) => {
      if (stopped) return
      let first = true
      unsubscribe = onIdTokenChanged(firebaseAuth, async (user) => {
        // the first call is the state the page was opened in, which the cookie already told,
        // unless Firebase and the cookie disagree (one signed out elsewhere)
        const told = first && !!user === signedIn.current
        first = false
        markSignedIn(!!user)
        await followSession(() => (user ? user.getIdToken() : null))
        if (!told) reauthenticate()
      })
    })
    return () => {
      stopped = true
      unsubscribe?.()
    }
  }, [reauthenticate])
  useEffect(() => {
    if (!loading)
      afterFirstPaint(() => void firebaseClient().catch(() => undefined))
  }, [loading])
  return null
}

/** Redwood's links, with the app's credentials (src/auth.ts) in place of its token and headers. */
const graphQLLink = (links: { name: string; link: ApolloLink }[]) =>
  ApolloLink.from([
    graphQLCredentials,
    ...links
      .filter(({ name }) => name !== 'withToken' && name !== 'authMiddleware')
      .map(({ link }) => link),
  ])

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
            graphQLClientConfig={{ cacheConfig, link: graphQLLink }}
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
