import type { Prisma } from '@prisma/client'
import type { DecodedIdToken } from 'firebase-admin/auth'

import type { Decoder } from '@redwoodjs/api'
import { AuthenticationError, ForbiddenError } from '@redwoodjs/graphql-server'

import { db } from './db'
import { firebaseAuth } from './firebase'

/** What the client may see of the signed-in user. */
export const currentUserSelect = {
  id: true,
  uid: true,
  firstName: true,
  lastName: true,
  userName: true,
  email: true,
  locale: true,
  avatarId: true,
  companyId: true,
  role: { select: { id: true, name: true, description: true, priority: true } },
  company: { select: { id: true, name: true, currencyCode: true } },
} as const

export const authDecoder: Decoder = async (token, type) => {
  if (type !== 'firebase') return null
  // checkRevoked: a revoked session or a disabled user must stop working at once
  return (await firebaseAuth().verifyIdToken(token, true)) as unknown as Record<
    string,
    unknown
  >
}

/**
 * The user behind a uid, shaped as currentUserSelect, in one statement: every request of a
 * signed-in user runs it, and Prisma would fetch the role and the company in two more
 * (`yarn bench notifications`).
 */
export const findUserByUid = async (uid: string) => {
  const [user] = await db.$queryRaw<SignedInUser[]>`
    SELECT u.id, u.uid, u."firstName", u."lastName", u."userName", u.email,
           u.locale::text AS locale, u."avatarId", u."companyId",
           json_build_object('id', r.id, 'name', r.name, 'description', r.description,
                             'priority', r.priority) AS role,
           json_build_object('id', c.id, 'name', c.name, 'currencyCode', c."currencyCode") AS company
    FROM "User" u
    JOIN "Role" r ON r.id = u."roleId"
    JOIN "Company" c ON c.id = u."companyId"
    WHERE u.uid = ${uid}`
  return user ?? null
}

type SignedInUser = Prisma.UserGetPayload<{ select: typeof currentUserSelect }>

export const getCurrentUser = async (decoded: Partial<DecodedIdToken>) =>
  decoded?.uid ? findUserByUid(decoded.uid) : null

export type CurrentUser = SignedInUser

export const isAuthenticated = (): boolean => !!context.currentUser

/** Roles are ranked by priority, not named: role checks live in the services. */
export const hasRole = (): boolean => false

export const requireAuth = ({ roles }: { roles?: string | string[] } = {}) => {
  if (!isAuthenticated()) {
    throw new AuthenticationError('auth.errors.notAuthenticated')
  }
  if (roles && !hasRole()) {
    throw new ForbiddenError('auth.errors.unauthorized')
  }
}

/** The signed-in user, for services that scope by company. */
export const currentUser = (): CurrentUser => {
  requireAuth()
  return context.currentUser as unknown as CurrentUser
}

/** The filter that scopes every tenant query to the signed-in user's company. */
export const companyScope = () => ({ companyId: currentUser().companyId })
