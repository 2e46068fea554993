import { PORTAL_REMINDER_HOURS } from '@procura/shared'

import { ClosePortalRoundJob } from 'src/jobs/ClosePortalRoundJob/ClosePortalRoundJob'
import { SendPortalMailJob } from 'src/jobs/SendPortalMailJob/SendPortalMailJob'
import { SendPortalRemindersJob } from 'src/jobs/SendPortalRemindersJob/SendPortalRemindersJob'
import { db } from 'src/lib/db'
import { later } from 'src/lib/jobs'

const HOUR = 3600_000
/** A run may start a little early or late: within this of its time it is the run for this deadline. */
const SLACK = 60_000

const reminderTime = (deadline: Date) =>
  new Date(deadline.getTime() - PORTAL_REMINDER_HOURS * HOUR)

/** Queues the round's close at its deadline and, when still ahead, its reminder a day before. */
export const scheduleRoundJobs = async (schedule: {
  id: string
  deadline: Date
}) => {
  await later(ClosePortalRoundJob, [schedule.id], {
    waitUntil: schedule.deadline,
  })
  const remindAt = reminderTime(schedule.deadline)
  if (remindAt.getTime() > Date.now())
    await later(SendPortalRemindersJob, [schedule.id], { waitUntil: remindAt })
}

/**
 * Mails a new link to every contact of each supplier that has neither submitted nor declined, once
 * per supplier whatever runs: the supplier is claimed by setting remindedAt where it was empty.
 */
export const remindLateSuppliers = async (scheduleId: string) => {
  const schedule = await db.roundSchedule.findUnique({
    where: { id: scheduleId },
  })
  if (
    !schedule ||
    schedule.closedAt ||
    schedule.deadline.getTime() <= Date.now()
  )
    return 0
  // the deadline moved later since this run was queued: the run queued with it will remind
  if (reminderTime(schedule.deadline).getTime() > Date.now() + SLACK) return 0
  const claimed = await db.$queryRaw<{ id: string }[]>`
    UPDATE "PortalResponse" SET "remindedAt" = now()
    WHERE "scheduleId" = ${scheduleId} AND "remindedAt" IS NULL
      AND status NOT IN ('SUBMITTED', 'DECLINED')
    RETURNING id`
  const invitations = await db.portalInvitation.findMany({
    where: {
      responseId: { in: claimed.map(({ id }) => id) },
      revokedAt: null,
      bouncedAt: null,
    },
    select: { id: true },
  })
  for (const { id } of invitations)
    await later(SendPortalMailJob, [{ kind: 'reminder', invitationId: id }])
  return invitations.length
}
