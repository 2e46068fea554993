import type { Readable } from 'node:stream'

import type { APIGatewayEvent } from 'aws-lambda'
import contentDisposition from 'content-disposition'
import type { FastifyReply, FastifyRequest } from 'fastify'

import { failureFor } from './http'

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

/** What failed, as the REST functions answer it (failureFor), on the route's reply. */
export const sendFailure = (
  reply: FastifyReply,
  event: APIGatewayEvent,
  error: unknown
) => {
  const { statusCode, headers, body } = failureFor(event, error)
  return reply.code(statusCode).headers(headers).send(body)
}

/** The name for clients that cannot read the UTF-8 one (filename*): accents dropped. */
const asciiName = (fileName: string) =>
  fileName.normalize('NFD').replace(/[^\x20-\x7e]/g, '') || 'file'

/** A stored file as a download: its type, size and original name, never cached, never sniffed. */
export const sendFile = (
  reply: FastifyReply,
  file: { fileName: string; mimeType: string; size: number; stream: Readable }
) =>
  reply
    .headers({
      'content-type': file.mimeType,
      'content-length': String(file.size),
      'content-disposition': contentDisposition(file.fileName, {
        fallback: asciiName(file.fileName),
      }),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    })
    .send(file.stream)
