import { db } from 'src/lib/db'
import { logger } from 'src/lib/logger'
import {
  emailNotifications,
  notify,
} from 'src/services/notifications/notifications'

// Scheduled jobs report how they went, so that one that stops is seen and said: GET /api/health
// reads the last finished run, and the Owners hear of a run that keeps failing.

/** Failed attempts in a row after which each company's Owner is told (the worker retries with backoff). */
export const FAILURES_BEFORE_NOTICE = 3

export const recordRunFinished = (name: string) =>
  db.scheduledRun.upsert({
    where: { name },
    create: { name, lastFinishedAt: new Date() },
    update: { lastFinishedAt: new Date(), failures: 0, lastError: null },
  })

/** Counts a failed attempt; the attempt that reaches the limit tells each company's Owner, once. */
export const recordRunFailed = async (name: string, error: unknown) => {
  const lastError = String(
    error instanceof Error ? error.message : error
  ).slice(0, 1000)
  const run = await db.scheduledRun.upsert({
    where: { name },
    create: { name, failures: 1, lastFailedAt: new Date(), lastError },
    update: { failures: { increment: 1 }, lastFailedAt: new Date(), lastError },
  })
  logger.error({ name, failures: run.failures, error }, 'scheduled run failed')
  if (run.failures === FAILURES_BEFORE_NOTICE) await tellOwners(run)
}

/** Each company's highest-ranked users: who must know that expiry notices stopped. */
const tellOwners = async (run: {
  lastFailedAt: Date | null
  failures: number
}) => {
  const owners = await db.$queryRaw<{ id: string; companyId: string }[]>`
    SELECT u.id, u."companyId" FROM "User" u JOIN "Role" r ON r.id = u."roleId"
    WHERE r.priority = (SELECT max(top.priority) FROM "Role" top WHERE top."companyId" = u."companyId")`
  const notified = await notify(
    owners.map((owner) => ({
      userId: owner.id,
      companyId: owner.companyId,
      messageCode: 'EXPIRY_CHECK_FAILING' as const,
      values: { failures: run.failures },
      link: '/app/traffic-light',
    }))
  )
  await emailNotifications(notified)
}

/** How a scheduled job last went, for GET /api/health. */
export const scheduledRunStatus = async (name: string) => {
  const run = await db.scheduledRun.findUnique({ where: { name } })
  return {
    lastFinishedAt: run?.lastFinishedAt?.toISOString() ?? null,
    failing: (run?.failures ?? 0) >= FAILURES_BEFORE_NOTICE,
  }
}
