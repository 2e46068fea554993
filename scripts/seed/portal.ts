import type { Prisma } from '@prisma/client'
import { db } from 'api/src/lib/db'
import { newLink, portalUrl } from 'api/src/services/portal/portalLinks'

import { DEMO_COMPANY_ID } from './team'

const DAY = 86_400_000

/**
 * The newest draft process of the demo asks its next round on the supplier portal (sealed, a week
 * to answer): every supplier's contacts invited, the first supplier's answer submitted, the second
 * one's drafted. No link is mailed (a link's token exists only in the mail that carries it): the
 * second supplier's link is made here and answered, for whoever walks the demo to open as that supplier.
 */
export const seedPortalRound = async () => {
  const draft = await db.process.findFirst({
    where: { companyId: DEMO_COMPANY_ID, status: 'DRAFT' },
    orderBy: { number: 'desc' },
    include: {
      items: { select: { id: true }, orderBy: { code: 'asc' } },
      suppliers: { include: { supplier: { include: { contacts: true } } } },
      quotations: {
        select: { round: true },
        orderBy: { round: 'desc' },
        take: 1,
      },
    },
  })
  if (!draft) return
  const schedule = await db.roundSchedule.create({
    data: {
      processId: draft.id,
      round: (draft.quotations[0]?.round ?? 0) + 1,
      deadline: new Date(Date.now() + 7 * DAY),
      instructions:
        'Preços CIF na planta, em BRL, sem impostos. / Prices CIF at the plant, in BRL, before taxes.',
      sealed: true,
      fields: ['paymentTerms', 'additionalInformation'],
    },
  })
  for (const [index, supplier] of draft.suppliers.entries()) {
    const offers = draft.items.map((item, n) => ({
      itemId: item.id,
      unitPrice: (10 + index + n / 4).toFixed(2),
      paymentTerms: 60,
      declined: false,
    })) as unknown as Prisma.InputJsonValue
    const submitted = index === 0
    const response = await db.portalResponse.create({
      data: {
        scheduleId: schedule.id,
        supplierId: supplier.id,
        status: submitted ? 'SUBMITTED' : index === 1 ? 'DRAFT' : 'INVITED',
        offers: index < 2 ? offers : [],
        savedAt: index < 2 ? new Date() : null,
        submittedAt: submitted ? new Date() : null,
        submittedBy: submitted ? supplier.supplier?.contacts[0]?.name : null,
        invitations: {
          create: (supplier.supplier?.contacts ?? []).map((contact) => ({
            contactId: contact.id,
            name: contact.name,
            email: contact.email,
            language: contact.language,
            sentAt: new Date(),
            openedAt: index < 2 ? new Date() : null,
          })),
        },
      },
    })
    const invitation = await db.portalInvitation.findFirst({
      where: { responseId: response.id },
    })
    if (index === 1 && invitation)
      console.info(
        `Supplier portal, as ${supplier.name}: ${portalUrl(await newLink(invitation.id))}`
      )
    if (submitted)
      await db.portalReceipt.create({
        data: {
          responseId: response.id,
          offers,
          submittedBy: response.submittedBy ?? '',
        },
      })
  }
}
