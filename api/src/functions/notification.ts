import type { APIGatewayEvent } from 'aws-lambda'

import { signedInHandler, failure, json, jsonBody } from 'src/lib/http'
import {
  markNotificationsRead,
  myNotifications,
  myNotificationsTag,
} from 'src/services/notifications/notifications'

/**
 * Every open screen polls the list: it carries an ETag, and a poll sending it back (If-None-Match)
 * while nothing changed gets 304 without the list being read.
 */
const listed = async (event: APIGatewayEvent) => {
  const tag = await myNotificationsTag()
  // the app compares tags itself: no browser cache in between
  const headers = { etag: tag, 'cache-control': 'private, no-store' }
  if (event.headers?.['if-none-match'] === tag)
    return { statusCode: 304, headers, body: '' }
  const answer = json(200, { success: true, data: await myNotifications() })
  return { ...answer, headers: { ...answer.headers, ...headers } }
}

/**
 * GET /api/notification: mine, newest first (304 when If-None-Match has the current ETag).
 * PUT /api/notification { notifications: [ids] }: read.
 */
export const handler = signedInHandler(async (event: APIGatewayEvent) => {
  if (event.httpMethod === 'GET') return listed(event)
  if (event.httpMethod === 'PUT')
    return json(200, {
      success: true,
      data: { read: await markNotificationsRead(jsonBody(event)) },
    })
  return failure(event, 405, 'auth.errors.somethingWentWrong')
})
