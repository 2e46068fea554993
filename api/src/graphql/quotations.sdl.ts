export const schema = gql`
  enum QuotationResponseStatus {
    PENDING
    DECLINED
    ANSWERED
  }

  enum AgreementPeriod {
    MONTHS
    YEARS
  }

  type Quotation {
    id: String!
    round: Int!
    proposalDate: Date!
    supplierId: String!
    itemId: String!
    vendorCode: String
    itemCode: String
    unitOfMeasureId: String
    annualVolume: Decimal!
    paymentTerms: Int!
    incotermId: String
    supplyOriginId: String
    responseStatus: QuotationResponseStatus!
    initialProposal: Decimal
    equalizedProposal: Decimal
    negotiatedProposal: Decimal
    additionalInformation: String
    awarded: Boolean!
    agreementLength: Int
    agreementPeriod: AgreementPeriod!
    "unit price"
    awardedProposal: Decimal
    "annual"
    awardedVolume: Decimal
    "who answered it on the supplier portal, and when"
    portalAnsweredBy: String
    portalAnsweredAt: DateTime
  }

  "One supplier's proposal for one item; the round comes with the mutation"
  input QuotationInput {
    proposalDate: Date!
    supplierId: String!
    itemId: String!
    vendorCode: String
    itemCode: String
    unitOfMeasureId: String
    annualVolume: Decimal!
    paymentTerms: Int!
    incotermId: String
    supplyOriginId: String
    responseStatus: QuotationResponseStatus!
    initialProposal: Decimal
    equalizedProposal: Decimal
    negotiatedProposal: Decimal
    additionalInformation: String
    awarded: Boolean!
    agreementLength: Int
    agreementPeriod: AgreementPeriod!
    awardedProposal: Decimal
    awardedVolume: Decimal
  }

  type QuotationFieldChange {
    field: String!
    before: String
    after: String
  }

  "the buyer's change to a quotation that its supplier answered on the portal"
  type QuotationChange {
    id: String!
    quotationId: String!
    supplierId: String!
    itemId: String!
    userName: String!
    createdAt: DateTime!
    portalAnsweredBy: String
    portalAnsweredAt: DateTime
    fields: [QuotationFieldChange!]!
  }

  type Query {
    "what buyers changed of a round's portal answers, newest first"
    portalAnswerHistory(processId: String!, round: Int!): [QuotationChange!]!
      @requireAuth
    quotationRound(processId: String!, round: Int!): [Quotation!]! @requireAuth
    "every round's quotations, for the comparative map"
    processQuotations(processId: String!): [Quotation!]! @requireAuth
  }

  type Mutation {
    "answers how many quotations the round holds now"
    saveQuotationRound(
      processId: String!
      round: Int!
      input: [QuotationInput!]!
    ): Int! @requireAuth
    "answers how many quotations were removed"
    deleteQuotationRound(processId: String!, round: Int!): Int! @requireAuth
  }
`
