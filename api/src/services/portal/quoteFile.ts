import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'

import { UserInputError } from '@redwoodjs/graphql-server'

import { db } from 'src/lib/db'
import { fileStorage } from 'src/lib/fileStorage'
import {
  checkedFileName,
  storeChecked,
} from 'src/services/attachments/attachments'

import { isAnswering, portalAccess } from './portalAccess'

// The one quote file a round may ask of each supplier: uploaded through the link, checked like every
// attachment (type by content, size), replacing the one before; sent with the next submit's receipt.

/** PUT /portal/{token}/file: the supplier's quote file, replacing any before it. */
export const attachQuoteFile = async (
  token: string,
  fileName: string,
  file: Readable
) => {
  const access = await portalAccess(token)
  if (!isAnswering(access)) throw new UserInputError('portal.errors.closed')
  if (!access.schedule.fields.includes('quoteFile'))
    throw new UserInputError('portal.errors.fileNotAsked')
  const name = checkedFileName(fileName)
  const key = `portal/${access.response.id}/${randomUUID()}`
  const check = await storeChecked(key, file)
  const [before] = await db.$queryRaw<{ fileKey: string | null }[]>`
    SELECT "fileKey" FROM "PortalResponse" WHERE id = ${access.response.id}`
  await db.portalResponse.update({
    where: { id: access.response.id },
    data: {
      fileName: name,
      fileKey: key,
      fileMimeType: check.mimeType,
      fileSize: check.size,
      savedAt: new Date(),
    },
  })
  if (before?.fileKey) await fileStorage.remove(before.fileKey)
  return { fileName: name, size: check.size }
}

/** GET /portal/{token}/file: the supplier's own quote file. */
export const quoteFileOf = async (token: string) => {
  const { response } = await portalAccess(token)
  const stored = await db.portalResponse.findUniqueOrThrow({
    where: { id: response.id },
    select: {
      fileName: true,
      fileKey: true,
      fileMimeType: true,
      fileSize: true,
    },
  })
  const stream = stored.fileKey && (await fileStorage.getStream(stored.fileKey))
  if (!stream) throw new UserInputError('portal.file.notFound')
  return {
    fileName: stored.fileName ?? 'quote',
    mimeType: stored.fileMimeType ?? 'application/octet-stream',
    size: stored.fileSize ?? 0,
    stream,
  }
}
