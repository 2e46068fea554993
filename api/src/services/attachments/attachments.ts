import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'

import type { ProcessStatus } from '@prisma/client'

import { ForbiddenError, UserInputError } from '@redwoodjs/graphql-server'

import { AttachmentCheck } from 'src/lib/attachmentType'
import { currentUser } from 'src/lib/auth'
import { db } from 'src/lib/db'
import { fileStorage } from 'src/lib/fileStorage'
import {
  isSentForApproval,
  processOfMyCompany,
} from 'src/services/processes/access'

/** UPLOAD_MAX_BYTES, the limit the web's dropzone also shows (10 MB unless configured). */
export const attachmentMaxBytes = () =>
  Number(process.env.UPLOAD_MAX_BYTES) || 10 * 1024 * 1024

const listSelect = {
  id: true,
  fileName: true,
  mimeType: true,
  size: true,
  supplierId: true,
  createdAt: true,
} as const

export const attachments = async ({ processId }: { processId: string }) => {
  await processOfMyCompany(processId)
  return db.attachment.findMany({
    where: { processId },
    select: listSelect,
    orderBy: { createdAt: 'asc' },
  })
}

/**
 * The process's own files are part of what its approvers decide on: once it is sent they no
 * longer change. A supplier's final documents come after the approval, and are not held.
 */
const assertFilesOpen = ({ status }: { status: ProcessStatus }) => {
  if (isSentForApproval(status))
    throw new ForbiddenError('process.attachments.locked')
}

const assertSupplierOf = async (
  processId: string,
  supplierId: string | null
) => {
  if (!supplierId?.trim())
    throw new UserInputError('process.attachments.supplierRequired')
  if (
    !(await db.processSupplier.count({ where: { id: supplierId, processId } }))
  )
    throw new UserInputError('process.validation.unknownSupplier')
}

/**
 * The file name as the user gave it, never empty. Browsers send a bare name: one with a folder
 * part, a parent-folder step or control characters is an attack, and refused. The file is stored
 * under a key of the server's own either way.
 */
export const checkedFileName = (fileName: string) => {
  // eslint-disable-next-line no-control-regex
  if (/[\\/\x00-\x1f\x7f]/.test(fileName) || fileName.trim() === '..')
    throw new UserInputError('process.attachments.invalidName')
  return fileName.trim().slice(0, 255) || 'file'
}

/**
 * Stores a file under `key` as it arrives, checking its type by content and its size on the way
 * (AttachmentCheck, a process's by default); a refused or broken upload leaves nothing behind.
 * Answers the check's findings.
 */
export const storeChecked = async (
  key: string,
  file: Readable,
  check = new AttachmentCheck(attachmentMaxBytes())
) => {
  // a broken upload fails the store too
  file.on('error', (error) => check.destroy(error))
  try {
    await fileStorage.putStream(key, file.pipe(check))
  } catch (error) {
    await fileStorage.remove(key)
    throw error
  }
  if (check.refusal) {
    await fileStorage.remove(key)
    throw new UserInputError(check.refusal)
  }
  return check
}

/**
 * Stores an uploaded file as it arrives, checking its type by content and its size on the way;
 * a refused file leaves nothing behind. Final attachments name a supplier of the process.
 */
export const attachFile = async ({
  processId,
  fileName,
  file,
  supplierId,
}: {
  processId: string
  fileName: string
  file: Readable
  /** undefined for a process attachment; a final attachment's supplier otherwise */
  supplierId?: string | null
}) => {
  const process = await processOfMyCompany(processId)
  const name = checkedFileName(fileName)
  // a final attachment (spec §5) sends supplierId, and then it must name a supplier of the process
  if (supplierId !== undefined) await assertSupplierOf(processId, supplierId)
  else assertFilesOpen(process)
  const key = `attachments/${processId}/${randomUUID()}`
  const check = await storeChecked(key, file)
  return db.attachment.create({
    data: {
      processId,
      fileName: name,
      file: key,
      mimeType: check.mimeType,
      size: check.size,
      supplierId: supplierId || null,
      uploadedById: currentUser().id,
    },
    select: listSelect,
  })
}

const attachmentOf = async (processId: string, attachmentId: string) => {
  const process = await processOfMyCompany(processId)
  const attachment = await db.attachment.findFirst({
    where: { id: attachmentId, processId },
  })
  if (!attachment) throw new UserInputError('process.attachments.notFound')
  return { process, attachment }
}

/** The stored file with its name and type, for download. */
export const attachmentFile = async ({
  processId,
  attachmentId,
}: {
  processId: string
  attachmentId: string
}) => {
  const { attachment } = await attachmentOf(processId, attachmentId)
  const stream = await fileStorage.getStream(attachment.file)
  if (!stream) throw new UserInputError('process.attachments.notFound')
  return { ...attachment, stream }
}

export const removeAttachment = async ({
  processId,
  attachmentId,
}: {
  processId: string
  attachmentId: string
}) => {
  const { process, attachment } = await attachmentOf(processId, attachmentId)
  if (!attachment.supplierId) assertFilesOpen(process)
  await db.attachment.delete({ where: { id: attachment.id } })
  await fileStorage.remove(attachment.file)
  return { id: attachment.id }
}
