import { initializeApp } from 'firebase/app'
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signOut,
} from 'firebase/auth'

// Loaded by src/auth.ts when first needed (a sign-in form, a change, a token to refresh), never
// in a page's first bundle: the session cookie signs in a page's reads (`yarn bench pages`).
export {
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signOut,
} from 'firebase/auth'

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
