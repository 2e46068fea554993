import type { APIGatewayEvent } from 'aws-lambda'
import type { FastifyRequest } from 'fastify'

// What the streaming routes (attachments, the portal's quote file) share with the REST functions.

/** The parts of a request the shared http helpers read (token, cookie, locale, the caller's IP). */
export const eventOf = (request: FastifyRequest) =>
  ({
    httpMethod: request.method,
    path: request.url,
    headers: request.headers,
    queryStringParameters: request.query,
    requestContext: { identity: { sourceIp: request.ip } },
  }) as unknown as APIGatewayEvent

/** The name for clients that cannot read the UTF-8 one (filename*): accents dropped. */
export const asciiName = (fileName: string) =>
  fileName.normalize('NFD').replace(/[^\x20-\x7e]/g, '') || 'file'
