import type { APIGatewayEvent } from 'aws-lambda'

import { failure, failureFor, idToken, json } from 'src/lib/http'
import { userForIdToken } from 'src/lib/session'

/** GET /api/users: the signed-in user, with role and company, for a valid Firebase ID token. */
export const handler = async (event: APIGatewayEvent) => {
  if (event.httpMethod !== 'GET')
    return failure(event, 405, 'auth.errors.somethingWentWrong')
  try {
    const user = await userForIdToken(idToken(event))
    return json(200, { success: true, data: user })
  } catch (error) {
    return failureFor(event, error)
  }
}
