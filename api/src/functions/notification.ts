import type { APIGatewayEvent } from 'aws-lambda'

import { signedInHandler, failure, json, jsonBody } from 'src/lib/http'
import {
  markNotificationsRead,
  myNotifications,
} from 'src/services/notifications/notifications'

/** GET /api/notification: mine, newest first. PUT /api/notification { notifications: [ids] }: read. */
export const handler = signedInHandler(async (event: APIGatewayEvent) => {
  if (event.httpMethod === 'GET')
    return json(200, { success: true, data: await myNotifications() })
  if (event.httpMethod === 'PUT')
    return json(200, {
      success: true,
      data: { read: await markNotificationsRead(jsonBody(event)) },
    })
  return failure(event, 405, 'auth.errors.somethingWentWrong')
})
