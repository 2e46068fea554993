import type { Prisma } from '@prisma/client'

import { db } from 'src/lib/db'
import { fileStorage } from 'src/lib/fileStorage'
import { firebaseAuth } from 'src/lib/firebase'
import { emailNotifications } from 'src/services/notifications/notifications'
import {
  logDeletions,
  processesToDelete,
  removeProcessFiles,
} from 'src/services/processes/deletions'
import { avatarKey } from 'src/services/profile/profile'
import { releaseManagerSpend } from 'src/services/spend/rollup'
import { passOnRemovedApprovers } from 'src/services/workflow/workflow'

/**
 * The one way users leave a company, deleted alone or with their role (spec §6): their turns as
 * approvers pass on, the processes they own or manage go (logged for the Owner, with their files),
 * their spend stays under "no category manager", and their avatars and sign-in accounts go too.
 * `alsoDelete` runs in the same transaction once the users are gone (their role, say).
 */
export const removeUsers = async <T>(
  userIds: string[],
  alsoDelete: (tx: Prisma.TransactionClient) => Promise<T> = async () =>
    undefined as T
) => {
  const users = await db.user.findMany({
    where: { id: { in: userIds } },
    select: { id: true, uid: true, avatarId: true },
  })
  const processes = await processesToDelete({
    OR: [{ ownerId: { in: userIds } }, { categoryManagerId: { in: userIds } }],
  })
  const { notified, result } = await db.$transaction(async (tx) => {
    const notified = await passOnRemovedApprovers(tx, userIds)
    for (const id of userIds) await releaseManagerSpend(tx, id)
    await logDeletions(tx, processes)
    // their processes go with them (spec §6), by cascade
    await tx.user.deleteMany({ where: { id: { in: userIds } } })
    return { notified, result: await alsoDelete(tx) }
  })
  await emailNotifications(notified)
  await removeProcessFiles(processes)
  await Promise.all(
    users
      .filter((user) => user.avatarId)
      .map((user) => fileStorage.remove(avatarKey(user.avatarId)))
  )
  if (users.length)
    await firebaseAuth().deleteUsers(users.map((user) => user.uid))
  return result
}
