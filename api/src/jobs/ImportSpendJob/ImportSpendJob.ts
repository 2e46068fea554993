import { jobs, namedJob } from 'src/lib/jobs'
import { performSpendImport } from 'src/services/spend/performSpendImport'

/**
 * Imports a spend extract the screen mapped (SpendImport): on its own queue, so a million lines
 * never hold back the e-mails. It marks the import's outcome itself and is never retried: a failed
 * import says why, and the user starts it again.
 */
export const ImportSpendJob = namedJob(
  'ImportSpendJob',
  jobs.createJob({
    queue: 'spend',
    perform: async (importId: string) => {
      await performSpendImport(importId)
    },
  })
)
