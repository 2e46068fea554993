import { db } from 'src/lib/db'
import { jobs, later, namedJob } from 'src/lib/jobs'
import { logger } from 'src/lib/logger'
import { checkContractExpiry } from 'src/services/contracts/expiry'
import {
  recordRunFailed,
  recordRunFinished,
} from 'src/services/scheduledRuns/scheduledRuns'

export const EXPIRY_CHECK = 'CheckContractExpiryJob'

/** The next 06:00 UTC after `now`: early in the morning for the companies in the Americas. */
export const nextRun = (now = new Date()) => {
  const today = Date.UTC(
    now.getUTCFullYear(),
    now.getUTCMonth(),
    now.getUTCDate(),
    6
  )
  return new Date(today > now.getTime() ? today : today + 86_400_000)
}

/**
 * Queues the run at the next 06:00 unless one is already waiting for it (or later): the worker's
 * start, a finished run and a failed one all call it, and the chain never doubles. An advisory
 * lock makes two processes calling it at once (two workers starting) queue one run.
 */
export const scheduleContractExpiryCheck = () =>
  db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${EXPIRY_CHECK}))`
    const next = nextRun()
    const waiting = await tx.backgroundJob.count({
      where: {
        handler: { contains: `"name":"${EXPIRY_CHECK}"` },
        runAt: { gte: next },
        failedAt: null,
      },
    })
    // the scheduler writes through its own connection, committed before this lock is released
    if (!waiting) await later(CheckContractExpiryJob, [], { waitUntil: next })
  })

/**
 * Spec §4: the daily expiry check. Each run queues the next one, also when it fails (the worker
 * then retries the failed run with backoff); failures are recorded and, when they persist, told
 * to each company's Owner.
 */
export const CheckContractExpiryJob = namedJob(
  EXPIRY_CHECK,
  jobs.createJob({
    queue: 'default',
    perform: async () => {
      try {
        const run = await checkContractExpiry()
        logger.info(run, 'contract expiry notices sent')
        await recordRunFinished(EXPIRY_CHECK)
      } catch (error) {
        await recordRunFailed(EXPIRY_CHECK, error)
        throw error
      } finally {
        await scheduleContractExpiryCheck()
      }
    },
  })
)
