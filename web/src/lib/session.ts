import type { CurrentUser } from '@redwoodjs/auth'

import { apiRequest } from './apiClient'

/** The signed-in user from GET /api/users; null when the api does not accept the token. */
export const fetchSessionUser = async (
  token: string
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
