import { db } from 'src/lib/db'
import { jobs, namedJob } from 'src/lib/jobs'
import { closeRound } from 'src/services/portal/closeRound'

/**
 * Queued for a round's deadline each time it is set. A run for a deadline since moved later finds
 * it still ahead and leaves it to the run queued for the new one; a closed round stays as it is.
 */
export const ClosePortalRoundJob = namedJob(
  'ClosePortalRoundJob',
  jobs.createJob({
    queue: 'default',
    perform: async (scheduleId: string) => {
      const schedule = await db.roundSchedule.findUnique({
        where: { id: scheduleId },
        select: { deadline: true, closedAt: true },
      })
      if (
        !schedule ||
        schedule.closedAt ||
        schedule.deadline.getTime() > Date.now()
      )
        return
      await closeRound(scheduleId, null)
    },
  })
)
