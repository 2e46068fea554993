import type { PortalRoundQuery } from 'types/graphql'

// A sealed round 2 of the fixture process on the portal: Alpha Metals submitted (its prices hidden
// until the deadline), Beta Polymers' first contact opened the link, its second was revoked.
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString()

const invitation = (id: string, name: string, email: string, extra = {}) => ({
  __typename: 'PortalInvitation' as const,
  id,
  name,
  email,
  language: 'pt',
  sentAt: inDays(-2),
  openedAt: null,
  bouncedAt: null,
  revokedAt: null,
  revokedByName: null,
  ...extra,
})

const contact = (id: string, name: string, email: string, language = 'pt') => ({
  __typename: 'PortalContact' as const,
  id,
  name,
  email,
  language,
})

export const standard = (): PortalRoundQuery => ({
  portalRound: {
    __typename: 'PortalRound' as const,
    timeZone: 'America/Sao_Paulo',
    schedule: {
      __typename: 'RoundSchedule' as const,
      id: 'schedule-2',
      round: 2,
      deadline: inDays(3),
      deadlineWallTime: inDays(3).slice(0, 16),
      instructions: 'Prices CIF Campinas, in BRL, before taxes.',
      format: 'SEALED',
      sealed: true,
      fields: ['paymentTerms'],
      closedAt: null,
      closedByName: null,
      pricesVisible: false,
    },
    suppliers: [
      {
        __typename: 'PortalSupplier' as const,
        supplierId: 'sup-alpha',
        name: 'Alpha Metals',
        contacts: [
          contact('contact-carla', 'Carla Mendes', 'carla@alpha.example'),
          contact('contact-desk', 'Sales desk', 'sales@alpha.example', 'en'),
        ],
        status: 'SUBMITTED' as const,
        submittedAt: inDays(-1),
        submittedBy: 'Carla Mendes',
        remindedAt: null,
        invitations: [
          invitation('inv-carla', 'Carla Mendes', 'carla@alpha.example', {
            openedAt: inDays(-1),
          }),
        ],
        offers: null,
      },
      {
        __typename: 'PortalSupplier' as const,
        supplierId: 'sup-beta',
        name: 'Beta Polymers',
        contacts: [
          contact('contact-bruno', 'Bruno Lima', 'bruno@beta.example'),
          contact('contact-old', 'Old desk', 'old@beta.example'),
        ],
        status: 'OPENED' as const,
        submittedAt: null,
        submittedBy: null,
        remindedAt: null,
        invitations: [
          invitation('inv-bruno', 'Bruno Lima', 'bruno@beta.example', {
            openedAt: inDays(-1),
          }),
          invitation('inv-old', 'Old desk', 'old@beta.example', {
            revokedAt: inDays(-1),
            revokedByName: 'Rafael Souza',
          }),
        ],
        offers: null,
      },
    ],
  },
  portalAnswerHistory: [],
})

/** The same round closed: prices visible, and one answer the buyer changed afterwards. */
export const closed = (): PortalRoundQuery => {
  const round = standard()
  return {
    portalRound: {
      ...round.portalRound,
      schedule: {
        ...round.portalRound.schedule,
        deadline: inDays(-1),
        closedAt: inDays(-1),
        pricesVisible: true,
      },
      suppliers: round.portalRound.suppliers.map((supplier, index) => ({
        ...supplier,
        offers: index
          ? null
          : [
              {
                __typename: 'PortalOfferView' as const,
                itemId: 'item-steel',
                unitPrice: '101.5',
                declined: false,
              },
              {
                __typename: 'PortalOfferView' as const,
                itemId: 'item-resin',
                unitPrice: null,
                declined: true,
              },
            ],
      })),
    },
    portalAnswerHistory: [
      {
        __typename: 'QuotationChange' as const,
        id: 'change-1',
        supplierId: 'sup-alpha',
        itemId: 'item-steel',
        userName: 'Rafael Souza',
        createdAt: inDays(-0.5),
        portalAnsweredBy: 'Carla Mendes',
        fields: [
          {
            __typename: 'QuotationFieldChange' as const,
            field: 'equalizedProposal',
            before: null,
            after: '99.9',
          },
        ],
      },
    ],
  }
}

/** A process with no supplier yet: no one to invite, no schedule, no answer. */
export const empty = (): PortalRoundQuery => ({
  portalRound: { timeZone: 'America/Sao_Paulo', schedule: null, suppliers: [] },
  portalAnswerHistory: [],
})
