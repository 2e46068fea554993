export const schema = gql`
  type Award {
    id: String!
    quotationId: String!
    "the share of the item's annual volume, in percent"
    volume: Decimal!
    contractLength: Int!
    contractPeriod: AgreementPeriod!
    unitPrice: Decimal!
    annualVolume: Decimal!
    totalContractValue: Decimal!
    totalContractVolume: Decimal!
    priceMechanism: String!
    takeOrPay: Boolean!
    "shown as 'Evergreen or automatic renewal'"
    ghgClause: Boolean!
    terminationClause: Boolean!
    paymentTerms: Int!
    incotermId: String
    meetOrReleaseClause: Boolean!
    rebate: Boolean!
    rebateDetail: String!
    otherKeyTerms: String
  }

  input AwardInput {
    quotationId: String!
    contractLength: Int!
    contractPeriod: AgreementPeriod!
    unitPrice: Decimal!
    annualVolume: Decimal!
    priceMechanism: String!
    takeOrPay: Boolean!
    ghgClause: Boolean!
    terminationClause: Boolean!
    paymentTerms: Int!
    incotermId: String
    meetOrReleaseClause: Boolean!
    rebate: Boolean!
    rebateDetail: String!
    otherKeyTerms: String
  }

  type Mutation {
    saveAwards(processId: String!, input: [AwardInput!]!): Process! @requireAuth
  }
`
