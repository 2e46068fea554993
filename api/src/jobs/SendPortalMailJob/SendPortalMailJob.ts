import { processCode } from '@procura/shared'

import { db } from 'src/lib/db'
import { translate } from 'src/lib/i18n'
import { jobs, namedJob } from 'src/lib/jobs'
import { logger } from 'src/lib/logger'
import { mailer } from 'src/lib/mailer'
import {
  factsOf,
  PortalLinkEmail,
  PortalReceiptEmail,
} from 'src/mail/PortalMail'
import { newLink, portalUrl, removeLink } from 'src/services/portal/portalLinks'

export type PortalMail =
  | { kind: 'invitation' | 'reminder'; invitationId: string }
  | { kind: 'receipt'; invitationId: string; receiptId: string }

const invitationOf = (id: string) =>
  db.portalInvitation.findUnique({
    where: { id },
    include: {
      response: {
        include: {
          schedule: {
            include: {
              auction: { select: { startsAt: true } },
              process: {
                select: {
                  number: true,
                  createdAt: true,
                  title: true,
                  currency: { select: { code: true } },
                  company: { select: { name: true, timeZone: true } },
                },
              },
            },
          },
        },
      },
    },
  })
type Invitation = NonNullable<Awaited<ReturnType<typeof invitationOf>>>

const roundFacts = ({ language, response: { schedule } }: Invitation) => ({
  locale: language,
  company: schedule.process.company.name,
  code: processCode(schedule.process.number, schedule.process.createdAt),
  title: schedule.process.title,
  round: schedule.round,
  deadline: schedule.deadline,
  startsAt: schedule.auction?.startsAt ?? null,
  timeZone: schedule.process.company.timeZone,
})

/** An address the receiving server refused for good (5xx): the invitation bounced. */
const isPermanentRefusal = (error: unknown) =>
  Number((error as { responseCode?: number })?.responseCode) >= 500

const markBounced = async (invitation: Invitation) => {
  await db.portalInvitation.update({
    where: { id: invitation.id },
    data: { bouncedAt: new Date() },
  })
  await db.portalResponse.updateMany({
    where: { id: invitation.responseId, status: 'INVITED' },
    data: { status: 'BOUNCED' },
  })
}

/**
 * Mails a contact a new personal link: its token exists only in this job and that mail. An address
 * refused for good is marked bounced for the buyer to see, and not tried again.
 */
const sendLink = async (
  invitation: Invitation,
  kind: 'invitation' | 'reminder'
) => {
  const token = await newLink(invitation.id)
  const facts = roundFacts(invitation)
  // an auction's invitation says when bidding opens
  const mail =
    kind === 'invitation' && facts.startsAt ? 'auctionInvitation' : kind
  try {
    await mailer.send(
      PortalLinkEmail({
        ...facts,
        kind: mail,
        instructions: invitation.response.schedule.instructions,
        link: portalUrl(token),
      }),
      {
        to: invitation.email,
        subject: translate(
          facts.locale,
          `mail.portal.${mail}.subject`,
          factsOf(facts)
        ),
      }
    )
  } catch (error) {
    await removeLink(token)
    if (!isPermanentRefusal(error)) throw error
    logger.warn({ invitationId: invitation.id }, 'portal invitation bounced')
    return markBounced(invitation)
  }
  await db.portalInvitation.update({
    where: { id: invitation.id },
    data: { sentAt: new Date() },
  })
}

const sendReceipt = async (invitation: Invitation, receiptId: string) => {
  const receipt = await db.portalReceipt.findUniqueOrThrow({
    where: { id: receiptId },
  })
  const items = await db.processItem.findMany({
    where: { processId: invitation.response.schedule.processId },
    select: { id: true, code: true, description: true },
    orderBy: [{ createdAt: 'asc' }, { code: 'asc' }],
  })
  const offers = new Map(
    (
      receipt.offers as {
        itemId: string
        unitPrice?: string
        declined?: boolean
      }[]
    ).map((offer) => [offer.itemId, offer])
  )
  const facts = roundFacts(invitation)
  await mailer.send(
    PortalReceiptEmail({
      ...facts,
      sentAt: receipt.createdAt,
      currency: invitation.response.schedule.process.currency.code,
      lines: items.map((item) => ({ ...item, ...offers.get(item.id) })),
    }),
    {
      to: invitation.email,
      subject: translate(
        facts.locale,
        'mail.portal.receipt.subject',
        factsOf(facts)
      ),
    }
  )
}

/** A contact's invitation, reminder or receipt; a revoked invitation gets nothing. */
export const SendPortalMailJob = namedJob(
  'SendPortalMailJob',
  jobs.createJob({
    queue: 'email',
    perform: async (mail: PortalMail) => {
      const invitation = await invitationOf(mail.invitationId)
      if (!invitation || invitation.revokedAt) return
      if (mail.kind === 'receipt')
        return sendReceipt(invitation, mail.receiptId)
      await sendLink(invitation, mail.kind)
    },
  })
)
