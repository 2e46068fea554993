// Background jobs (expiry checks, emails) live in api/src/jobs; `yarn start` runs the worker.
import { JobManager, PrismaAdapter } from '@redwoodjs/jobs'

import { db } from 'src/lib/db'
import { logger } from 'src/lib/logger'

export const jobs = new JobManager({
  adapters: {
    prisma: new PrismaAdapter({ db, logger }),
  },
  queues: ['default', 'email', 'spend'] as const,
  logger,
  workers: [
    {
      adapter: 'prisma',
      // the worker polls every few seconds: its debug lines stay out of the dev console even when
      // the rest logs at debug level
      logger: logger.child(
        {},
        {
          level: ['trace', 'debug'].includes(logger.level)
            ? 'info'
            : logger.level,
        }
      ),
      queue: ['default', 'email'],
      count: 1,
      maxAttempts: 8,
      maxRuntime: 600,
      deleteFailedJobs: false,
      sleepDelay: 5,
    },
    {
      // spend imports: minutes for millions of lines, beside the e-mails rather than before them
      adapter: 'prisma',
      logger: logger.child({}, { level: 'info' }),
      queue: 'spend',
      count: 1,
      // an import that fails says why on its own row: the user starts it again
      maxAttempts: 1,
      maxRuntime: 3600,
      deleteFailedJobs: false,
      sleepDelay: 2,
    },
  ],
})

export const later = jobs.createScheduler({ adapter: 'prisma' })

/**
 * Names a job for the worker, which loads it by `path` (under api/src/jobs) and `name`. Redwood's
 * babel plugin does this for the api, but `yarn rw exec` compiles scripts without it, and a job a
 * script scheduled (the expiry check's e-mails) could not be loaded. Wrapping the definition also
 * keeps the plugin out, so both ways name the job alike.
 */
export const namedJob = <T extends object>(name: string, job: T) =>
  Object.assign(job, { name, path: `${name}/${name}` })

// The worker keeps the daily expiry check queued: whenever it starts, the next run is queued if none
// waits (no one-off script after a deploy). Loaded late: the job itself imports this module.
if (/rw-jobs-worker/.test(process.argv[1] ?? ''))
  import('../jobs/CheckContractExpiryJob/CheckContractExpiryJob.js')
    .then(({ scheduleContractExpiryCheck }) => scheduleContractExpiryCheck())
    .catch((error) =>
      logger.error({ error }, 'could not queue the daily expiry check')
    )
