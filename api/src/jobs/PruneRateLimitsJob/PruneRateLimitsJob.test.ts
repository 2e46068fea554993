import { db } from 'src/lib/db'

import { PruneRateLimitsJob } from './PruneRateLimitsJob'

const MINUTE = 60_000

describe('PruneRateLimitsJob', () => {
  scenario(
    'removes the counters whose window is over, keeps the current ones, and queues the next run',
    async () => {
      const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE)
      await db.rateLimitBucket.createMany({
        data: [
          { key: 'portal:subject:old', windowStart: ago(61), hits: 3 },
          { key: 'sign-in:ip:10.0.0.1', windowStart: ago(24 * 60), hits: 1 },
          { key: 'portal:subject:now', windowStart: ago(1), hits: 7 },
          { key: 'sign-in:ip:10.0.0.2', windowStart: ago(14), hits: 2 },
        ],
      })

      await PruneRateLimitsJob.perform()
      await PruneRateLimitsJob.perform()

      const kept = await db.rateLimitBucket.findMany({
        orderBy: { key: 'asc' },
      })
      expect(kept.map((bucket) => bucket.key)).toEqual([
        'portal:subject:now',
        'sign-in:ip:10.0.0.2',
      ])
      const queued = await db.backgroundJob.findMany({
        where: { handler: { contains: '"name":"PruneRateLimitsJob"' } },
      })
      expect(queued).toHaveLength(1)
      expect(queued[0].runAt.getTime() - Date.now()).toBeLessThanOrEqual(
        60 * MINUTE
      )
    }
  )
})
