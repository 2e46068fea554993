import { jobs, namedJob } from 'src/lib/jobs'
import { remindLateSuppliers } from 'src/services/portal/reminders'

/** Queued for a day before a round's deadline: reminds, once, whoever has not answered. */
export const SendPortalRemindersJob = namedJob(
  'SendPortalRemindersJob',
  jobs.createJob({
    queue: 'default',
    perform: async (scheduleId: string) => {
      await remindLateSuppliers(scheduleId)
    },
  })
)
