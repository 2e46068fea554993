import type { APIGatewayEvent } from 'aws-lambda'

import {
  failure,
  failureFor,
  idToken,
  json,
  jsonBody,
  signedInHandler,
} from 'src/lib/http'
import { sessionForIdToken } from 'src/lib/session'
import {
  markNotificationsRead,
  myNotifications,
  NOTIFICATIONS_TAG,
} from 'src/services/notifications/notifications'

/**
 * Every open screen polls the list: it carries an ETag, and a poll sending it back (If-None-Match)
 * while nothing changed gets 304 without the list being read. The tag comes with the session
 * check, in its one statement: the poll is the api's most frequent request.
 */
const listed = async (event: APIGatewayEvent) => {
  try {
    const session = await sessionForIdToken(idToken(event), NOTIFICATIONS_TAG)
    const tag = session.along.tag as string
    // the app compares tags itself: no browser cache in between
    const headers = { etag: tag, 'cache-control': 'private, no-store' }
    if (event.headers?.['if-none-match'] === tag)
      return { statusCode: 304, headers, body: '' }
    context.currentUser = session.user
    const answer = json(200, { success: true, data: await myNotifications() })
    return { ...answer, headers: { ...answer.headers, ...headers } }
  } catch (error) {
    return failureFor(event, error)
  }
}

/** Every other request: signed in first, then PUT marks read, anything else is refused. */
const signedIn = signedInHandler(async (event: APIGatewayEvent) =>
  event.httpMethod === 'PUT'
    ? json(200, {
        success: true,
        data: { read: await markNotificationsRead(jsonBody(event)) },
      })
    : failure(event, 405, 'auth.errors.somethingWentWrong')
)

/**
 * GET /api/notification: mine, newest first (304 when If-None-Match has the current ETag).
 * PUT /api/notification { notifications: [ids] }: read.
 */
export const handler = (event: APIGatewayEvent) =>
  event.httpMethod === 'GET' ? listed(event) : signedIn(event)
