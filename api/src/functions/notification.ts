import type { APIGatewayEvent } from 'aws-lambda'

import { asSignedInUser, failure, failureFor, json } from 'src/lib/http'
import {
  markNotificationsRead,
  myNotifications,
} from 'src/services/notifications/notifications'

const bodyOf = (event: APIGatewayEvent) => {
  const body = event.isBase64Encoded
    ? Buffer.from(event.body ?? '', 'base64').toString()
    : (event.body ?? '')
  return JSON.parse(body || '{}')
}

/** GET /api/notification: mine, newest first. PUT /api/notification { notifications: [ids] }: read. */
export const handler = async (event: APIGatewayEvent) => {
  try {
    return await asSignedInUser(event, async () => {
      if (event.httpMethod === 'GET')
        return json(200, { success: true, data: await myNotifications() })
      if (event.httpMethod === 'PUT')
        return json(200, {
          success: true,
          data: { read: await markNotificationsRead(bodyOf(event)) },
        })
      return failure(event, 405, 'auth.errors.somethingWentWrong')
    })
  } catch (error) {
    return failureFor(event, error)
  }
}
