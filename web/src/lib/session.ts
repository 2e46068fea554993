import type { CurrentUser } from '@redwoodjs/auth'

import { apiRequest } from './apiClient'

/**
 * The signed-in user from GET /api/users, by the token or, without one, the session cookie; null
 * when the api accepts neither.
 */
export const fetchSessionUser = async (
  token: string | null
): Promise<CurrentUser | null> => {
  const { body } = await apiRequest<{ success: boolean; data?: CurrentUser }>(
    '/users',
    { token }
  )
  return body?.success ? (body.data ?? null) : null
}

/** Sets the HttpOnly session cookie for a token (sign-in, token change) or clears it (sign-out). */
export const syncSessionCookie = (token: string | null) =>
  token
    ? apiRequest('/session', { method: 'POST', token })
    : apiRequest('/session', { method: 'DELETE' })
