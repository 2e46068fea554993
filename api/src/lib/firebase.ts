import { getApps, initializeApp } from 'firebase-admin/app'
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth'

import { logger } from './logger'

// The emulator accepts unsigned tokens: in production its host is honoured only for a `demo-*`
// project, which Firebase keeps offline (it can never be a real project), as the production-build
// tests and benchmarks use.
if (
  process.env.NODE_ENV === 'production' &&
  process.env.FIREBASE_AUTH_EMULATOR_HOST &&
  !process.env.FIREBASE_PROJECT_ID?.startsWith('demo-')
) {
  logger.warn('FIREBASE_AUTH_EMULATOR_HOST is ignored in production')
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST
}

const app =
  getApps()[0] ??
  initializeApp(
    process.env.FIREBASE_PROJECT_ID
      ? { projectId: process.env.FIREBASE_PROJECT_ID }
      : undefined
  )

/** The Firebase Admin Auth client of the project configured in env. */
export const firebaseAuth = () => getAuth(app)

interface IdTokenVerifier {
  verifyJWT(token: string, isEmulator: boolean): Promise<DecodedIdToken>
}

/**
 * An ID token's claims, checked without a call to Firebase: the signature against Google's cached
 * public keys, the issuer, audience and expiry. With the emulator, firebase-admin's verifyIdToken
 * always asks the emulator for the user as well, which would hide from the tests and benchmarks
 * what production does; there its own verifier runs alone, as verifyIdToken does in production.
 */
export const verifyIdTokenLocally = (token: string) =>
  process.env.FIREBASE_AUTH_EMULATOR_HOST
    ? (
        firebaseAuth() as unknown as { idTokenVerifier: IdTokenVerifier }
      ).idTokenVerifier.verifyJWT(token, true)
    : firebaseAuth().verifyIdToken(token)

export const firebaseErrorCode = (error: unknown) =>
  (error as { code?: string } | null)?.code ?? ''

/**
 * Firebase Auth's REST API, for what firebase-admin cannot do (checking a password, applying a
 * reset code). Answers the JSON body, or throws with Firebase's error message (e.g. INVALID_OOB_CODE).
 */
export const identityToolkit = async (method: string, body: object) => {
  const base = process.env.FIREBASE_AUTH_EMULATOR_HOST
    ? `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`
    : 'https://identitytoolkit.googleapis.com/v1'
  const response = await fetch(
    `${base}/${method}?key=${process.env.FIREBASE_API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }
  )
  const json = await response.json()
  if (!response.ok)
    throw new Error(
      json?.error?.message ?? `identity toolkit ${response.status}`
    )
  return json
}
