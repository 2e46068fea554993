import { jobs, namedJob } from 'src/lib/jobs'
import { answerReceived } from 'src/services/portal/answerReceived'

/** Queued by each submit: tells the buyer and mails the receipt, so the submit itself stays short. */
export const PortalAnswerReceivedJob = namedJob(
  'PortalAnswerReceivedJob',
  jobs.createJob({
    queue: 'default',
    perform: async (answer: { receiptId: string; invitationId: string }) => {
      await answerReceived(answer)
    },
  })
)
