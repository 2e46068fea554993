import type { FastifyReply, FastifyRequest } from 'fastify'

import { UserInputError } from '@redwoodjs/graphql-server'

import { limitPortalRequest } from 'src/services/portal/portalAccess'
import { attachQuoteFile, quoteFileOf } from 'src/services/portal/quoteFile'

import { eventOf, sendFailure, sendFile } from './fastifyEvent'
import { requestIp } from './rateLimit'

// The supplier portal's quote file, streamed like the process attachments: PUT and GET
// /portal/{token}/file, the link's token the whole authority.

type PortalRequest = FastifyRequest<{ Params: { token: string } }>

export const portalUpload = async (
  request: PortalRequest,
  reply: FastifyReply
) => {
  const event = eventOf(request)
  try {
    await limitPortalRequest(requestIp(event), request.params.token)
    const part = await request.file()
    if (!part) throw new UserInputError('process.attachments.fileRequired')
    const stored = await attachQuoteFile(
      request.params.token,
      part.filename,
      part.file
    )
    return reply
      .header('cache-control', 'no-store')
      .send({ success: true, data: stored })
  } catch (error) {
    return sendFailure(reply, event, error)
  }
}

export const portalDownload = async (
  request: PortalRequest,
  reply: FastifyReply
) => {
  const event = eventOf(request)
  try {
    await limitPortalRequest(requestIp(event), request.params.token)
    const file = await quoteFileOf(request.params.token)
    return sendFile(reply, file)
  } catch (error) {
    return sendFailure(reply, event, error)
  }
}
