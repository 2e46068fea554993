import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

import { UserInputError } from '@redwoodjs/graphql-server'

import {
  attachFile,
  attachmentFile,
  attachmentMaxBytes,
} from 'src/services/attachments/attachments'
import {
  receiveSpendImport,
  spendUploadMaxBytes,
} from 'src/services/spend/spendImports'

import { eventOf, sendFailure, sendFile } from './fastifyEvent'
import { asSignedInUser } from './http'
import { portalDownload, portalUpload } from './portalFileRoutes'

// Redwood functions receive a request body whole, as text: files would be held in memory and
// binary corrupted. These two routes stream instead, and answer like the functions do.

type ProcessRequest = FastifyRequest<{
  Params: { id: string; attachmentId?: string }
}>

/** PUT /process/{id}/attachment: multipart, one file (and, for final attachments, supplierId first). */
const upload = async (request: ProcessRequest, reply: FastifyReply) => {
  const event = eventOf(request)
  try {
    const attachment = await asSignedInUser(event, async () => {
      const part = await request.file()
      if (!part) throw new UserInputError('process.attachments.fileRequired')
      const supplierId = (
        part.fields.supplierId as { value?: string } | undefined
      )?.value
      return attachFile({
        processId: request.params.id,
        fileName: part.filename,
        file: part.file,
        supplierId,
      })
    })
    return reply.send({ success: true, data: attachment })
  } catch (error) {
    return sendFailure(reply, event, error)
  }
}

/** GET /process/{id}/attachment/{attachmentId}: the file, under its original name. */
const download = async (request: ProcessRequest, reply: FastifyReply) => {
  const event = eventOf(request)
  try {
    const file = await asSignedInUser(event, () =>
      attachmentFile({
        processId: request.params.id,
        attachmentId: request.params.attachmentId as string,
      })
    )
    return sendFile(reply, file)
  } catch (error) {
    return sendFailure(reply, event, error)
  }
}

/** PUT /spend/imports: multipart, one ERP extract (CSV or XLSX): a new import, previewed for mapping. */
const spendUpload = async (request: FastifyRequest, reply: FastifyReply) => {
  const event = eventOf(request)
  try {
    const spendImport = await asSignedInUser(event, async () => {
      const part = await request.file({
        limits: { fileSize: spendUploadMaxBytes() + 1 },
      })
      if (!part) throw new UserInputError('process.attachments.fileRequired')
      return receiveSpendImport({ fileName: part.filename, file: part.file })
    })
    return reply.send({ success: true, data: { id: spendImport.id } })
  } catch (error) {
    return sendFailure(reply, event, error)
  }
}

export const attachmentRoutes = async (app: FastifyInstance) => {
  const options = {
    // the service counts the bytes and refuses with a message; this only stops a runaway body
    limits: { fileSize: attachmentMaxBytes() + 1, files: 1, fields: 4 },
    throwFileSizeLimit: false,
    // busboy's own option (passed through, not in the plugin's types): the name as sent, so
    // that one with folders is refused, not quietly cut
    preservePath: true,
  }
  await app.register(multipart, options)
  app.put('/process/:id/attachment', upload)
  app.get('/process/:id/attachment/:attachmentId', download)
  // the supplier portal's quote file, under the same multipart limits
  app.put('/portal/:token/file', portalUpload)
  app.get('/portal/:token/file', portalDownload)
  // a spend extract, under its own size limit
  app.put('/spend/imports', spendUpload)
}
