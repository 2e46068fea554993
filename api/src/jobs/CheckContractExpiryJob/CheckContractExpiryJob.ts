import { jobs, keepRunQueued, namedJob } from 'src/lib/jobs'
import { logger } from 'src/lib/logger'
import { checkContractExpiry } from 'src/services/contracts/expiry'
import {
  monthsAgo,
  sendRealizationAlerts,
} from 'src/services/realization/alerts'
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

/** The run at the next 06:00, unless one already waits for it (`keepRunQueued`). */
export const scheduleContractExpiryCheck = () =>
  keepRunQueued(CheckContractExpiryJob, nextRun())

/**
 * Spec §4: the daily expiry check, and the alerts on contracts' spend (issue 42). Each run queues the next one, also when it fails (the worker
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
        const alerts = await sendRealizationAlerts({ since: monthsAgo(2) })
        logger.info({ alerts }, 'contract spend alerts sent')
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
