import type { APIGatewayEvent } from 'aws-lambda'

import { signedInHandler, failure, json, jsonBodyWithText } from 'src/lib/http'
import { requestLocale } from 'src/lib/i18n'
import { requestIp } from 'src/lib/rateLimit'
import {
  completion,
  conversationMessages,
} from 'src/services/assistant/assistant'

/**
 * Spec §7. POST /api/completion { message, id? }: the assistant's answer,
 * { success, data: { completionId, response } }. GET /api/completion?id=: the conversation's messages.
 */
export const handler = signedInHandler(async (event: APIGatewayEvent) => {
  if (event.httpMethod === 'POST')
    return json(200, {
      success: true,
      data: await completion(jsonBodyWithText(event, ['message', 'id']), {
        locale: requestLocale(event.headers),
        ip: requestIp(event),
      }),
    })
  if (event.httpMethod === 'GET')
    return json(200, {
      success: true,
      data: await conversationMessages(
        String(event.queryStringParameters?.id ?? '')
      ),
    })
  return failure(event, 405, 'auth.errors.somethingWentWrong')
})
