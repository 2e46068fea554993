export const schema = gql`
  enum PortalStatus {
    INVITED
    OPENED
    DRAFT
    SUBMITTED
    DECLINED
    BOUNCED
  }

  enum RoundFormat {
    SEALED
    AUCTION
  }

  "a quotation round answered by suppliers on the portal"
  type RoundSchedule {
    id: String!
    round: Int!
    "AUCTION: a live reverse auction (auctions.sdl.ts), SEALED: answers until the deadline"
    format: RoundFormat!
    deadline: DateTime!
    "the deadline in the company's time zone, as a datetime-local input writes it"
    deadlineWallTime: String!
    instructions: String!
    sealed: Boolean!
    fields: [String!]!
    closedAt: DateTime
    "the buyer who closed it before its deadline"
    closedByName: String
    "false while a sealed round's deadline is ahead"
    pricesVisible: Boolean!
  }

  type PortalContact {
    id: String!
    name: String!
    email: String!
    language: String!
  }

  type PortalInvitation {
    id: String!
    name: String!
    email: String!
    language: String!
    sentAt: DateTime
    openedAt: DateTime
    bouncedAt: DateTime
    revokedAt: DateTime
    revokedByName: String
  }

  "what a supplier last submitted for an item (only where prices are visible)"
  type PortalOfferView {
    itemId: String!
    unitPrice: Decimal
    declined: Boolean
  }

  type PortalSupplier {
    "the process's supplier"
    supplierId: String!
    name: String!
    "the master record's contacts, who can be invited"
    contacts: [PortalContact!]!
    "null while not invited"
    status: PortalStatus
    submittedAt: DateTime
    submittedBy: String
    remindedAt: DateTime
    invitations: [PortalInvitation!]!
    offers: [PortalOfferView!]
  }

  type PortalRound {
    schedule: RoundSchedule
    timeZone: String!
    suppliers: [PortalSupplier!]!
  }

  input RoundScheduleInput {
    "a wall-clock time in the company's time zone: 2026-12-01T18:00"
    deadline: String!
    instructions: String
    sealed: Boolean!
    fields: [String!]!
  }

  type Query {
    portalRound(processId: String!, round: Int!): PortalRound! @requireAuth
  }

  type Mutation {
    scheduleRound(
      processId: String!
      round: Int!
      input: RoundScheduleInput!
    ): RoundSchedule! @requireAuth
    "answers how many contacts were mailed a link"
    inviteToRound(
      processId: String!
      round: Int!
      contactIds: [String!]!
    ): Int! @requireAuth
    revokePortalInvitation(id: String!): PortalInvitation! @requireAuth
    resendPortalInvitation(id: String!): PortalInvitation! @requireAuth
    "true when this call closed it"
    closePortalRound(processId: String!, round: Int!): Boolean! @requireAuth
  }
`
