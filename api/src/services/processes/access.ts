import type { ProcessStatus } from '@prisma/client'
import type pg from 'pg'

import { ForbiddenError, UserInputError } from '@redwoodjs/graphql-server'

import { currentUser } from 'src/lib/auth'
import { db } from 'src/lib/db'
import { isUuid } from 'src/lib/ids'

/**
 * Spec §6/§8: a process of my company. A malformed id is 'invalid process', a missing one
 * 'process not found', another company's 'company not allowed'.
 */
export const processOfMyCompany = async (id: string) => {
  if (!isUuid(id)) throw new UserInputError('process.errors.invalid')
  const process = await db.process.findUnique({ where: { id } })
  if (!process) throw new UserInputError('process.errors.notFound')
  if (process.companyId !== currentUser().companyId)
    throw new ForbiddenError('process.errors.companyNotAllowed')
  return process
}

/** In review or approved: the approvers decide on its figures, which no longer change. */
export const isSentForApproval = (status: ProcessStatus) =>
  status === 'IN_REVIEW' || status === 'APPROVED'

/**
 * Takes the process row for a bulk transaction (node-postgres), refused once it was sent for
 * approval: a sending, a scenario applied or a portal round closed waits for it, or it for them.
 */
export const lockEditableProcess = async (
  client: pg.PoolClient,
  processId: string
) => {
  const { rows } = await client.query<{ status: ProcessStatus }>(
    'SELECT status FROM "Process" WHERE id = $1 FOR UPDATE',
    [processId]
  )
  if (isSentForApproval(rows[0].status))
    throw new ForbiddenError('process.errors.alreadyInReview')
}

/** A process whose steps may still change: once sent for approval it waits for its approvers. */
export const editableProcess = async (id: string) => {
  const process = await processOfMyCompany(id)
  if (isSentForApproval(process.status))
    throw new ForbiddenError('process.errors.alreadyInReview')
  return process
}

/** Ids a step refers to must be of this process (a stale or foreign id changes nothing). */
export const assertAllOf = (
  ids: Iterable<string>,
  known: Set<string>,
  key: string
) => {
  for (const id of ids) if (!known.has(id)) throw new UserInputError(key)
}
