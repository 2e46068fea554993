// Background jobs (expiry checks, emails) live in api/src/jobs; `yarn start` runs the worker.
import { JobManager, PrismaAdapter } from '@redwoodjs/jobs'

import { db } from 'src/lib/db'
import { logger } from 'src/lib/logger'

export const jobs = new JobManager({
  adapters: {
    prisma: new PrismaAdapter({ db, logger }),
  },
  queues: ['default', 'email'] as const,
  logger,
  workers: [
    {
      adapter: 'prisma',
      // the worker polls every few seconds: keep its debug lines out of the dev console
      logger: logger.child({}, { level: 'info' }),
      queue: '*',
      count: 1,
      maxAttempts: 8,
      maxRuntime: 600,
      deleteFailedJobs: false,
      sleepDelay: 5,
    },
  ],
})

export const later = jobs.createScheduler({ adapter: 'prisma' })
