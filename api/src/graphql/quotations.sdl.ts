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

  type Query {
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
