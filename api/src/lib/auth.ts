import type { Prisma } from '@prisma/client'
import { cookieValue } from '@procura/shared'
import type { APIGatewayProxyEvent } from 'aws-lambda'
import type { DecodedIdToken } from 'firebase-admin/auth'

import type { Decoder } from '@redwoodjs/api'
import { AuthenticationError, ForbiddenError } from '@redwoodjs/graphql-server'

import { SESSION_COOKIE } from './http'
import { accountByUid, sessionUser, verifiedIdToken } from './session'

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
  role: {
    select: {
      id: true,
      name: true,
      description: true,
      priority: true,
      builtIn: true,
    },
  },
  company: { select: { id: true, name: true, currencyCode: true } },
} as const

/**
 * The auth-provider a page names for a query it sends before it has loaded Firebase: the session
 * cookie's token signs it in, as it does the REST reads (lib/http.ts idToken). Only over GET,
 * where GraphQL runs no mutation: a cookie never authorizes a change; and only with this header,
 * which no other site's page can send.
 */
export const SESSION_COOKIE_PROVIDER = 'session-cookie'

const sessionCookieToken = (event: APIGatewayProxyEvent | Request) =>
  'httpMethod' in event && event.httpMethod === 'GET'
    ? cookieValue(
        event.headers?.cookie ?? event.headers?.Cookie,
        SESSION_COOKIE
      )
    : undefined

/** GraphQL's side of lib/session.ts: the token checked locally, the user and its state from the row. */
export const authDecoder: Decoder = async (token, type, { event }) => {
  const verified =
    type === 'firebase'
      ? token
      : type === SESSION_COOKIE_PROVIDER
        ? sessionCookieToken(event)
        : undefined
  return verified
    ? ((await verifiedIdToken(verified)) as unknown as Record<string, unknown>)
    : null
}

/** The user behind a uid, shaped as currentUserSelect. */
export const findUserByUid = async (uid: string) =>
  (await accountByUid(uid))?.user ?? null

type SignedInUser = Prisma.UserGetPayload<{ select: typeof currentUserSelect }>

export const getCurrentUser = async (decoded: DecodedIdToken) =>
  decoded?.uid ? sessionUser(decoded) : null

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
