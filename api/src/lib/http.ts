import type { APIGatewayEvent } from 'aws-lambda'

import { requestLocale, translate } from './i18n'
import { logger } from './logger'
import { SessionError } from './session'

export const json = (statusCode: number, body: unknown) => ({
  statusCode,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

/** A translated failure in the shape every REST endpoint answers: { success: false, code, message }. */
export const failure = (
  event: APIGatewayEvent,
  statusCode: number,
  key: string
) =>
  json(statusCode, {
    success: false,
    code: key,
    message: translate(requestLocale(event.headers), key),
  })

/** Known errors keep their status and message; anything else is a 500 with no detail leaked. */
export const failureFor = (event: APIGatewayEvent, error: unknown) => {
  if (error instanceof SessionError)
    return failure(event, error.status, error.key)
  logger.error({ error }, 'request failed')
  return failure(event, 500, 'auth.errors.somethingWentWrong')
}

/** The bearer token of the Authorization header, else the `token` query parameter (spec §7). */
export const idToken = (event: APIGatewayEvent) => {
  const header = event.headers?.authorization ?? event.headers?.Authorization
  const bearer = header?.match(/^Bearer\s+(.+)$/i)?.[1]
  return bearer ?? event.queryStringParameters?.token ?? undefined
}
