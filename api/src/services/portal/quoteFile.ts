import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'

import { UserInputError } from '@redwoodjs/graphql-server'

import { db } from 'src/lib/db'
import { fileStorage } from 'src/lib/fileStorage'
import {
  checkedFileName,
  storeChecked,
} from 'src/services/attachments/attachments'

import { assertAnswering, portalAccess } from './portalAccess'

// The one quote file a round may ask of each supplier: uploaded through the link, checked like every
// attachment (type by content, size), replacing the one before; sent with the next submit's receipt.

/** PUT /portal/{token}/file: the supplier's quote file, replacing any before it. */
export const attachQuoteFile = async (
  token: string,
  fileName: string,
  file: Readable
) => {
  const access = await portalAccess(token)
  assertAnswering(access)
  if (!access.schedule.fields.includes('quoteFile'))
    throw new UserInputError('portal.errors.fileNotAsked')
  const name = checkedFileName(fileName)
  const key = `portal/${access.response.id}/${randomUUID()}`
  const check = await storeChecked(key, file)
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
  // the file it replaces, as the link's access read it
  if (access.response.fileKey) await fileStorage.remove(access.response.fileKey)
  return { fileName: name, size: check.size }
}

/** GET /portal/{token}/file: the supplier's own quote file. */
export const quoteFileOf = async (token: string) => {
  const { response } = await portalAccess(token)
  const stream =
    response.fileKey && (await fileStorage.getStream(response.fileKey))
  if (!stream) throw new UserInputError('portal.file.notFound')
  return {
    fileName: response.fileName ?? 'quote',
    mimeType: response.fileMimeType ?? 'application/octet-stream',
    size: response.fileSize ?? 0,
    stream,
  }
}
