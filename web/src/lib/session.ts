import type { CurrentUser } from '@redwoodjs/auth'

/** The signed-in user from GET /api/users; null when the api does not accept the token. */
export const fetchSessionUser = async (
  token: string
): Promise<CurrentUser | null> => {
  const response = await fetch(`${globalThis.RWJS_API_URL}/users`, {
    headers: { authorization: `Bearer ${token}` },
    credentials: 'include',
  })
  if (response.status >= 500)
    throw new Error(`GET /users answered ${response.status}`)
  const body = await response.json()
  return body.success ? body.data : null
}
