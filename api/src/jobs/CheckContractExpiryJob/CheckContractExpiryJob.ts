import { db } from 'src/lib/db'
import { jobs, later, namedJob } from 'src/lib/jobs'
import { logger } from 'src/lib/logger'
import { checkContractExpiry } from 'src/services/contracts/expiry'

/** Tomorrow at 06:00 UTC: early in the morning for the companies in the Americas. */
const nextRun = (now = new Date()) =>
  new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 6)
  )

/** Queues the next daily run unless one is already waiting (a manual run never doubles the chain). */
export const scheduleContractExpiryCheck = async () => {
  const waiting = await db.backgroundJob.count({
    where: {
      handler: { contains: '"name":"CheckContractExpiryJob"' },
      runAt: { gt: new Date() },
      failedAt: null,
    },
  })
  if (!waiting)
    await later(CheckContractExpiryJob, [], { waitUntil: nextRun() })
}

/** Spec §4: the daily expiry check, which schedules its next run itself. */
export const CheckContractExpiryJob = namedJob(
  'CheckContractExpiryJob',
  jobs.createJob({
    queue: 'default',
    perform: async () => {
      const run = await checkContractExpiry()
      logger.info(run, 'contract expiry notices sent')
      await scheduleContractExpiryCheck()
    },
  })
)
