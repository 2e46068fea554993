import { Prisma } from '@prisma/client'
import type { DecodedIdToken } from 'firebase-admin/auth'

import type { CurrentUser } from './auth'
import { db, sqlRows } from './db'
import {
  firebaseAuth,
  firebaseErrorCode,
  verifyIdTokenLocally,
} from './firebase'
import { StatusError } from './statusError'

/** A failed session check: the HTTP status and the i18n key of spec §8's auth-middleware catalogue. */
export class SessionError extends StatusError {}

const FIREBASE_SESSION_ERRORS: Record<string, [number, string]> = {
  'auth/id-token-expired': [401, 'auth.errors.expiredToken'],
  'auth/id-token-revoked': [401, 'auth.errors.revokedSession'],
  'auth/session-cookie-revoked': [401, 'auth.errors.revokedSession'],
  'auth/user-disabled': [403, 'auth.errors.userDisabled'],
}

/**
 * How long the user row's answer to "disabled? revoked?" is trusted before Firebase is asked
 * again, for changes made outside the product (the Firebase console). The product's own disable,
 * password change and reset write the row at once; see the README's security notes. 0 asks
 * Firebase on every request, as before issue 22 (`yarn bench notifications` measures both).
 */
const recheckSeconds = Number(process.env.SESSION_RECHECK_SECONDS || 300)
export const FIREBASE_RECHECK_MS =
  (Number.isFinite(recheckSeconds) && recheckSeconds >= 0
    ? recheckSeconds
    : 300) * 1000

/**
 * The token's claims, its signature checked locally against Firebase's cached public keys: no
 * call to Firebase per request (disabled and revoked are answered from the user row).
 */
export const verifiedIdToken = async (token: string) => {
  try {
    return await verifyIdTokenLocally(token)
  } catch (error) {
    const code = firebaseErrorCode(error)
    const known = FIREBASE_SESSION_ERRORS[code]
    if (known) throw new SessionError(...known)
    if (code.startsWith('auth/'))
      throw new SessionError(401, 'auth.errors.notAuthenticated')
    throw error
  }
}

interface SessionState {
  disabled: boolean
  sessionsValidAfter: Date | null
  authCheckedAt: Date | null
  updatedAt: Date
}

/**
 * The user behind a uid, shaped as currentUserSelect, and the row's session state, in one
 * statement: every request of a signed-in user runs it (`yarn bench notifications`). `along` is a
 * lateral join on the user `u` whose columns come back beside it (the notifications poll's tag),
 * so a request that needs one more figure of the user reads it in the same statement.
 */
export const accountByUid = async (uid: string, along = '') => {
  const [row] = await sqlRows<
    CurrentUser & SessionState & { along?: Record<string, unknown> }
  >(
    `SELECT u.id, u.uid, u."firstName", u."lastName", u."userName", u.email,
            u.locale::text AS locale, u."avatarId", u."companyId",
            json_build_object('id', r.id, 'name', r.name, 'description', r.description,
                              'priority', r.priority, 'builtIn', r."builtIn") AS role,
            json_build_object('id', c.id, 'name', c.name, 'currencyCode', c."currencyCode") AS company,
            u.disabled, u."sessionsValidAfter", u."authCheckedAt", u."updatedAt"
            ${along ? ', to_json(along) AS along' : ''}
     FROM "User" u
     JOIN "Role" r ON r.id = u."roleId"
     JOIN "Company" c ON c.id = u."companyId"
     ${along}
     WHERE u.uid = $1`,
    [uid]
  )
  if (!row) return null
  const {
    disabled,
    sessionsValidAfter,
    authCheckedAt,
    updatedAt,
    along: alongColumns,
    ...user
  } = row
  return {
    user: user as CurrentUser,
    state: { disabled, sessionsValidAfter, authCheckedAt, updatedAt },
    along: alongColumns ?? {},
  }
}

/** Now, in the whole seconds Firebase records revocations in. */
export const revocationTime = () =>
  new Date(Math.floor(Date.now() / 1000) * 1000)

/**
 * Records that these accounts' open sessions end now: Firebase revokes them with a new password,
 * and the session check reads it from the row (no Firebase call per request).
 */
export const endSessions = (where: Prisma.UserWhereInput) =>
  db.user.updateMany({ where, data: { sessionsValidAfter: revocationTime() } })

/** A time for a timestamp column, which Prisma keeps in UTC whatever the session's time zone. */
const utc = (time: Date | null) =>
  Prisma.sql`(${time?.toISOString() ?? null}::timestamptz AT TIME ZONE 'UTC')`

/**
 * Firebase's word on an account, copied to its row. The copy is skipped when the product changed
 * the row meanwhile (its own disable wins over what Firebase said a moment before).
 */
const recheckedState = async (
  uid: string,
  state: SessionState
): Promise<SessionState> => {
  let record
  try {
    record = await firebaseAuth().getUser(uid)
  } catch (error) {
    if (firebaseErrorCode(error) === 'auth/user-not-found')
      throw new SessionError(401, 'auth.errors.notAuthenticated')
    throw error
  }
  const validAfter = record.tokensValidAfterTime
    ? new Date(record.tokensValidAfterTime)
    : null
  const [copied] = await db.$queryRaw<SessionState[]>`
    UPDATE "User"
    SET disabled = ${record.disabled},
        "sessionsValidAfter" = GREATEST("sessionsValidAfter", ${utc(validAfter)}),
        "authCheckedAt" = ${utc(new Date())}
    WHERE uid = ${uid} AND "updatedAt" = ${utc(state.updatedAt)}
    RETURNING disabled, "sessionsValidAfter", "authCheckedAt", "updatedAt"`
  return copied ?? (await accountByUid(uid))?.state ?? state
}

const isStale = ({ authCheckedAt }: SessionState) =>
  !authCheckedAt || Date.now() - authCheckedAt.getTime() >= FIREBASE_RECHECK_MS

/**
 * The product user of a verified token and what `along` read beside it (accountByUid), null for a
 * token of no product user, or a SessionError for a disabled account or a session signed in before
 * its sessions were revoked.
 */
const sessionOf = async (decoded: DecodedIdToken, along = '') => {
  const account = await accountByUid(decoded.uid, along)
  if (!account) return null
  const state = isStale(account.state)
    ? await recheckedState(decoded.uid, account.state)
    : account.state
  if (state.disabled) throw new SessionError(403, 'auth.errors.userDisabled')
  if (
    state.sessionsValidAfter &&
    decoded.auth_time * 1000 < state.sessionsValidAfter.getTime()
  )
    throw new SessionError(401, 'auth.errors.revokedSession')
  return account
}

export const sessionUser = async (decoded: DecodedIdToken) =>
  (await sessionOf(decoded))?.user ?? null

/** The product user behind a Firebase ID token and what `along` read beside it, or a SessionError saying why not. */
export const sessionForIdToken = async (
  token: string | undefined,
  along = ''
) => {
  if (!token) throw new SessionError(401, 'auth.errors.tokenNotFound')
  const session = await sessionOf(await verifiedIdToken(token), along)
  if (!session) throw new SessionError(401, 'auth.errors.notAuthenticated')
  return session
}

/** The product user behind a Firebase ID token, or a SessionError saying why not. */
export const userForIdToken = async (token: string | undefined) =>
  (await sessionForIdToken(token)).user
