import { initializeApp } from 'firebase/app'
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut,
  type User,
} from 'firebase/auth'

import { createAuthentication } from '@redwoodjs/auth'

import { fetchSessionUser } from 'src/lib/session'

export interface Credentials {
  email: string
  password: string
}

/** Spec §9: the sign-in token is refreshed every 10 minutes. */
export const TOKEN_REFRESH_MS = 600_000

const app = initializeApp({
  apiKey: process.env.FIREBASE_API_KEY,
  authDomain: process.env.FIREBASE_AUTH_DOMAIN,
  projectId: process.env.FIREBASE_PROJECT_ID,
})
// Email and password only: without getAuth's popup and redirect support, no page loads Google's
// iframe script (apis.google.com) on start (`yarn bench pages`)
export const firebaseAuth = initializeAuth(app, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
})

// The emulator accepts unsigned tokens: a production build talks to it only for a `demo-*`
// project, which can never be a real one (the benchmarks of the production build), as the api.
if (
  (process.env.NODE_ENV !== 'production' ||
    process.env.FIREBASE_PROJECT_ID?.startsWith('demo-')) &&
  process.env.FIREBASE_AUTH_EMULATOR_HOST
) {
  connectAuthEmulator(
    firebaseAuth,
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`,
    {
      disableWarnings: true,
    }
  )
}

let refreshTimer: ReturnType<typeof setInterval> | undefined
onAuthStateChanged(firebaseAuth, (user) => {
  clearInterval(refreshTimer)
  refreshTimer = user
    ? setInterval(
        () => user.getIdToken(true).catch(() => signOut(firebaseAuth)),
        TOKEN_REFRESH_MS
      )
    : undefined
})

const firebaseImplementation = {
  type: 'firebase',
  client: firebaseAuth,
  restoreAuthState: () =>
    new Promise<User | null>((resolve, reject) => {
      const unsubscribe = onAuthStateChanged(
        firebaseAuth,
        (user) => {
          unsubscribe()
          resolve(user)
        },
        reject
      )
    }),
  login: ({ email, password }: Credentials) =>
    signInWithEmailAndPassword(firebaseAuth, email, password),
  // accounts are created by the api's signUp mutation (company, Owner role, user), never here
  signup: async () => {
    throw new Error('sign up through the signUp mutation')
  },
  logout: () => signOut(firebaseAuth),
  getToken: async () =>
    firebaseAuth.currentUser ? firebaseAuth.currentUser.getIdToken() : null,
  getUserMetadata: async () => firebaseAuth.currentUser,
}

// The current user comes from GET /api/users (spec §7), not from Redwood's GraphQL currentUser query.
export const { AuthProvider, useAuth } = createAuthentication(
  firebaseImplementation,
  {
    useCurrentUser: async () => {
      const token = await firebaseAuth.currentUser?.getIdToken()
      return token ? fetchSessionUser(token) : null
    },
  }
)
