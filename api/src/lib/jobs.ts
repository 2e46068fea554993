// Background jobs (expiry checks, emails) live in api/src/jobs; `yarn start` runs the worker.
import { JobManager, PrismaAdapter } from '@redwoodjs/jobs'

import { db, sqlRows } from 'src/lib/db'
import { jsonText } from 'src/lib/json'
import { logger } from 'src/lib/logger'

type JobPayload = Parameters<PrismaAdapter['schedule']>[0]

/**
 * A job's row, as the worker reads it: the statement and its values. Scheduling writes it as it is;
 * a recurring job's next run adds a condition (`keepRunQueued`).
 */
const INSERT_JOB = `INSERT INTO "BackgroundJob" (handler, "runAt", queue, priority, "updatedAt")
  SELECT $1, $2::timestamptz AT TIME ZONE 'UTC', $3, $4, now()`
const jobValues = ({
  name,
  path,
  args,
  runAt,
  queue,
  priority,
}: JobPayload) => [
  jsonText({ name, path, args }),
  runAt?.toISOString() ?? null,
  queue,
  priority,
]

/**
 * Redwood's Prisma adapter, whose scheduling writes the row it would write with one plain statement:
 * a deadline's rush schedules a job per portal submit, and Prisma's client engine spends about a
 * millisecond of CPU on each statement (`yarn bench portal`).
 */
class JobTable extends PrismaAdapter {
  override async schedule(payload: JobPayload) {
    await sqlRows(INSERT_JOB, jobValues(payload))
  }
}

export const jobs = new JobManager({
  adapters: {
    prisma: new JobTable({ db, logger }),
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

/** Redwood's priority for a job that names none (its scheduler's default). */
const DEFAULT_PRIORITY = 50

/**
 * Queues a recurring job's run at `next` unless one is already waiting for it (or later): the
 * worker's start, a finished run and a failed one all call it, and the chain never doubles. An
 * advisory lock makes two processes calling it at once (two workers starting) queue one run; the
 * insert is the lock's second statement, so it sees a row the other process committed. One batch,
 * not an interactive transaction: under load, that one's five seconds ran out at a worker's start.
 */
export const keepRunQueued = async (
  job: Parameters<typeof later>[0] & { name: string; path: string },
  next: Date
) => {
  const values = jobValues({
    name: job.name,
    path: job.path,
    args: [],
    runAt: next,
    queue: job.queue,
    priority: job.priority ?? DEFAULT_PRIORITY,
  })
  await db.$transaction([
    db.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${job.name}))`,
    db.$executeRawUnsafe(
      `${INSERT_JOB} WHERE NOT EXISTS (
         SELECT 1 FROM "BackgroundJob"
         WHERE handler LIKE $5 AND "runAt" >= $2::timestamptz AT TIME ZONE 'UTC' AND "failedAt" IS NULL)`,
      ...values,
      `%"name":"${job.name}"%`
    ),
  ])
}

// The worker keeps the recurring jobs queued (the daily expiry check, the hourly pruning of rate
// limits): whenever it starts, each next run is queued if none waits (no one-off script after a
// deploy). Loaded late: the jobs themselves import this module.
if (/rw-jobs-worker/.test(process.argv[1] ?? ''))
  Promise.all([
    import('../jobs/CheckContractExpiryJob/CheckContractExpiryJob.js').then(
      ({ scheduleContractExpiryCheck }) => scheduleContractExpiryCheck()
    ),
    import('../jobs/PruneRateLimitsJob/PruneRateLimitsJob.js').then(
      ({ schedulePruneRateLimits }) => schedulePruneRateLimits()
    ),
  ]).catch((error) =>
    logger.error({ error }, 'could not queue the recurring jobs')
  )
