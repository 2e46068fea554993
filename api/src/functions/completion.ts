import type { APIGatewayEvent } from 'aws-lambda'

import {
  asSignedInUser,
  failure,
  failureFor,
  json,
  jsonBody,
} from 'src/lib/http'
import { requestLocale } from 'src/lib/i18n'
import {
  completion,
  conversationMessages,
} from 'src/services/assistant/assistant'

const ipOf = (event: APIGatewayEvent) =>
  event.headers?.['x-forwarded-for']?.split(',')[0]?.trim() ||
  event.requestContext?.identity?.sourceIp

/**
 * Spec §7. POST /api/completion { message, id? }: the assistant's answer,
 * { success, data: { completionId, response } }. GET /api/completion?id=: the conversation's messages.
 */
export const handler = async (event: APIGatewayEvent) => {
  try {
    return await asSignedInUser(event, async () => {
      if (event.httpMethod === 'POST')
        return json(200, {
          success: true,
          data: await completion(jsonBody(event), {
            locale: requestLocale(event.headers),
            ip: ipOf(event),
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
  } catch (error) {
    return failureFor(event, error)
  }
}
