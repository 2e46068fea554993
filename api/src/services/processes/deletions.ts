import type { Prisma } from '@prisma/client'
import { personName, processCode } from '@procura/shared'

import { ForbiddenError } from '@redwoodjs/graphql-server'

import { companyScope, currentUser } from 'src/lib/auth'
import { db } from 'src/lib/db'
import { fileStorage } from 'src/lib/fileStorage'
import { isTopOfCompany } from 'src/services/roles/roles'

// Deleting processes: who may, and a log of every deletion (who, when, which number and title) that
// the company's Owner reads. Whichever way a process goes (deleted itself, or with its owner or
// category manager), it goes through here, with its stored files.

/**
 * Its owner, its category manager or someone ranked above both may delete a process; an
 * approved one, only the company's top role.
 */
export const assertMayDelete = async (process: {
  status: string
  ownerId: string
  categoryManagerId: string
}) => {
  const me = currentUser()
  if (process.status === 'APPROVED') {
    if (!(await isTopOfCompany()))
      throw new ForbiddenError('process.errors.deleteApprovedNotAllowed')
    return
  }
  if ([process.ownerId, process.categoryManagerId].includes(me.id)) return
  const people = await db.user.findMany({
    where: { id: { in: [process.ownerId, process.categoryManagerId] } },
    select: { role: { select: { priority: true } } },
  })
  if (!people.every((person) => person.role.priority < me.role.priority))
    throw new ForbiddenError('process.errors.deleteNotAllowed')
}

/** The processes `where` selects, about to be deleted: what the log keeps and the files to remove. */
export const processesToDelete = (where: Prisma.ProcessWhereInput) =>
  db.process.findMany({
    where,
    select: {
      id: true,
      companyId: true,
      number: true,
      createdAt: true,
      title: true,
      status: true,
      attachments: { select: { file: true } },
    },
  })

type Deleted = Awaited<ReturnType<typeof processesToDelete>>

/** Logs the deletions in the deleting transaction; the rows themselves go by the caller's delete. */
export const logDeletions = (
  tx: Prisma.TransactionClient,
  processes: Deleted
) => {
  const me = currentUser()
  return tx.processDeletion.createMany({
    data: processes.map((process) => ({
      companyId: process.companyId,
      number: process.number,
      code: processCode(process.number, process.createdAt),
      title: process.title,
      status: process.status,
      deletedById: me.id,
      deletedByName: personName(me),
    })),
  })
}

/** Once the deletion is committed: the processes' stored files. */
export const removeProcessFiles = (processes: Deleted) =>
  Promise.all(
    processes.flatMap((process) =>
      process.attachments.map(({ file }) => fileStorage.remove(file))
    )
  )

/** The deletion log, newest first: the Owner's to read (others see that they may not). */
export const processDeletionLog = async () => {
  if (!(await isTopOfCompany())) return { canRead: false, deletions: [] }
  return {
    canRead: true,
    deletions: await db.processDeletion.findMany({
      where: companyScope(),
      orderBy: { deletedAt: 'desc' },
      take: 500,
    }),
  }
}
