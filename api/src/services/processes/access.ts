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

/** A process whose steps may still change: once sent for approval it waits for its approvers. */
export const editableProcess = async (id: string) => {
  const process = await processOfMyCompany(id)
  if (process.status === 'IN_REVIEW' || process.status === 'APPROVED')
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
