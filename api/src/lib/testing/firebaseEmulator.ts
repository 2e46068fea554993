// Test-only: accounts and tokens from the Firebase Auth emulator that scripts/test.sh starts.
import { firebaseAuth, firebaseErrorCode } from 'src/lib/firebase'

const emulatorHost = () => {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST
  if (!host)
    throw new Error(
      'These tests need the Auth emulator: run them through scripts/test.sh'
    )
  return host
}

/** Removes the emulator accounts with this uid or email, if any. */
export const removeAccount = async ({
  uid,
  email,
}: {
  uid?: string
  email?: string
}) => {
  const lookups = [
    uid && (() => firebaseAuth().getUser(uid)),
    email && (() => firebaseAuth().getUserByEmail(email)),
  ].filter(Boolean)
  for (const lookup of lookups) {
    try {
      await firebaseAuth().deleteUser((await lookup()).uid)
    } catch (error) {
      if (firebaseErrorCode(error) !== 'auth/user-not-found') throw error
    }
  }
}

/** A fresh emulator account with a known uid (any earlier one with that uid or email is removed). */
export const freshAccount = async (
  uid: string,
  email: string,
  password: string
) => {
  await removeAccount({ uid, email })
  return firebaseAuth().createUser({ uid, email, password })
}

/** Signs in through the emulator's REST API, as the web SDK does, and answers the ID token. */
export const idTokenFor = async (
  email: string,
  password: string
): Promise<string> => {
  const response = await fetch(
    `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=test`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    }
  )
  const body = await response.json()
  if (!body.idToken)
    throw new Error(`emulator sign-in failed: ${JSON.stringify(body)}`)
  return body.idToken
}

const base64url = (value: object) =>
  Buffer.from(JSON.stringify(value)).toString('base64url')

/** An (unsigned, as the emulator issues them) ID token for uid that expired an hour ago. */
export const expiredIdTokenFor = (uid: string) => {
  const projectId = process.env.FIREBASE_PROJECT_ID
  const now = Math.floor(Date.now() / 1000)
  return [
    base64url({ alg: 'none', typ: 'JWT' }),
    base64url({
      iss: `https://securetoken.google.com/${projectId}`,
      aud: projectId,
      auth_time: now - 7200,
      iat: now - 7200,
      exp: now - 3600,
      sub: uid,
      user_id: uid,
    }),
    '',
  ].join('.')
}
