import { findUserByUid } from './auth'
import { firebaseAuth, firebaseErrorCode } from './firebase'

/** A failed session check: the HTTP status and the i18n key of spec §8's auth-middleware catalogue. */
export class SessionError extends Error {
  constructor(
    readonly status: number,
    readonly key: string
  ) {
    super(key)
  }
}

const FIREBASE_SESSION_ERRORS: Record<string, [number, string]> = {
  'auth/id-token-expired': [401, 'auth.errors.expiredToken'],
  'auth/id-token-revoked': [401, 'auth.errors.revokedSession'],
  'auth/session-cookie-revoked': [401, 'auth.errors.revokedSession'],
  'auth/user-disabled': [403, 'auth.errors.userDisabled'],
}

/** The product user behind a Firebase ID token, or a SessionError saying why not. */
export const userForIdToken = async (token: string | undefined) => {
  if (!token) throw new SessionError(401, 'auth.errors.tokenNotFound')
  let uid: string
  try {
    uid = (await firebaseAuth().verifyIdToken(token, true)).uid
  } catch (error) {
    const code = firebaseErrorCode(error)
    const known = FIREBASE_SESSION_ERRORS[code]
    if (known) throw new SessionError(...known)
    if (code.startsWith('auth/'))
      throw new SessionError(401, 'auth.errors.notAuthenticated')
    throw error
  }
  const user = await findUserByUid(uid)
  if (!user) throw new SessionError(401, 'auth.errors.notAuthenticated')
  return user
}
