export const schema = gql`
  type ItemDetail {
    id: String!
    itemId: String!
    categoryId: String!
    unitOfMeasureId: String!
    incotermId: String!
    supplyOriginId: String!
    annualVolume: Decimal!
    "days"
    paymentTerms: Int!
    historicalPrice: Decimal!
    historicalValue: Decimal!
    baselinePrice: Decimal!
    totalValue: Decimal!
    "months"
    existingContractLength: Int!
    existingContractTakeOrPay: Boolean!
    existingContractGhgClause: Boolean!
    existingRebate: Boolean!
    existingContractMeetOrRelease: Boolean!
    existingContractAnnualValue: Decimal!
    existingContractAnnualVolume: Decimal!
    existingContractTermValue: Decimal!
    existingContractTermVolume: Decimal!
  }

  "What the items step sends; derived values are computed by the api"
  input ItemDetailInput {
    itemId: String!
    categoryId: String!
    unitOfMeasureId: String!
    incotermId: String!
    supplyOriginId: String!
    annualVolume: Decimal!
    paymentTerms: Int!
    historicalPrice: Decimal!
    baselinePrice: Decimal!
    existingContractLength: Int!
    existingContractTakeOrPay: Boolean!
    existingContractGhgClause: Boolean!
    existingRebate: Boolean!
    existingContractMeetOrRelease: Boolean!
    existingContractAnnualValue: Decimal!
    existingContractAnnualVolume: Decimal!
  }

  type Mutation {
    saveItemDetails(processId: String!, input: [ItemDetailInput!]!): Process!
      @requireAuth
  }
`
