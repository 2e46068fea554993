import { SendPortalMailJob } from 'src/jobs/SendPortalMailJob/SendPortalMailJob'
import { db } from 'src/lib/db'
import { later } from 'src/lib/jobs'
import { tellProcessOwner } from 'src/services/notifications/notifications'

/**
 * What follows a supplier's submit, off its request: the process's owner is told (notification and
 * email), and the supplier's contact gets the receipt by email.
 */
export const answerReceived = async ({
  receiptId,
  invitationId,
}: {
  receiptId: string
  invitationId: string
}) => {
  const receipt = await db.portalReceipt.findUnique({
    where: { id: receiptId },
    include: {
      response: {
        include: {
          supplier: { select: { name: true } },
          schedule: { include: { process: true } },
        },
      },
    },
  })
  if (!receipt) return
  const { supplier, schedule } = receipt.response
  const declined = (receipt.offers as { declined?: boolean }[]).every(
    (offer) => offer.declined
  )
  await tellProcessOwner(
    schedule.process,
    'PORTAL_SUBMITTED',
    {
      supplier: supplier.name,
      round: schedule.round,
      // i18next's context: the message of a supplier who declined the whole round
      ...(declined ? { context: 'declined' } : {}),
    },
    `/app/process/${schedule.processId}/quotations`
  )
  await later(SendPortalMailJob, [{ kind: 'receipt', invitationId, receiptId }])
}
