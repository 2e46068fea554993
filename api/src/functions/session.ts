import type { APIGatewayEvent } from 'aws-lambda'

import { failureFor, idToken, json, SESSION_COOKIE } from 'src/lib/http'
import { userForIdToken } from 'src/lib/session'

// An ID token lives one hour; the web refreshes the cookie whenever the token changes.
const MAX_AGE_SECONDS = 3600

const sessionCookie = (value: string, maxAge: number) =>
  [
    `${SESSION_COOKIE}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAge}`,
    process.env.NODE_ENV === 'production' ? 'Secure' : '',
  ]
    .filter(Boolean)
    .join('; ')

/**
 * POST /api/session: sets the session cookie from a valid ID token (sign-in, token change), so
 * that images and reports opened in a new tab are authorized. DELETE: clears it (sign-out).
 */
export const handler = async (event: APIGatewayEvent) => {
  if (event.httpMethod === 'DELETE') {
    return {
      statusCode: 204,
      headers: { 'set-cookie': sessionCookie('', 0) },
      body: '',
    }
  }
  try {
    const token = idToken(event) as string
    await userForIdToken(token)
    return {
      ...json(200, { success: true }),
      headers: {
        'content-type': 'application/json',
        'set-cookie': sessionCookie(token, MAX_AGE_SECONDS),
      },
    }
  } catch (error) {
    return failureFor(event, error)
  }
}
