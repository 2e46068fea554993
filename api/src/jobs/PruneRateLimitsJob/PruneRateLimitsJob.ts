import { jobs, keepRunQueued, namedJob } from 'src/lib/jobs'
import { pruneRateLimits } from 'src/lib/rateLimit'

const HOUR = 3_600_000

/** The start of the next hour. */
const nextHour = (now = Date.now()) =>
  new Date((Math.floor(now / HOUR) + 1) * HOUR)

export const schedulePruneRateLimits = () =>
  keepRunQueued(PruneRateLimitsJob, nextHour())

/**
 * Every hour, the rate-limit counters whose window is long over go: each request from a new IP or
 * for a new portal link adds one, and nothing else ever removes them.
 */
export const PruneRateLimitsJob = namedJob(
  'PruneRateLimitsJob',
  jobs.createJob({
    queue: 'default',
    perform: async () => {
      try {
        await pruneRateLimits()
      } finally {
        await schedulePruneRateLimits()
      }
    },
  })
)
