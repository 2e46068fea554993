export const schema = gql`
  type ItemDetail {
    id: String!
    itemId: String!
    categoryId: String!
    unitOfMeasureId: String!
    incotermId: String!
    supplyOriginId: String!
    annualVolume: Float!
    "days"
    paymentTerms: Int!
    historicalPrice: Float!
    historicalValue: Float!
    baselinePrice: Float!
    totalValue: Float!
    "months"
    existingContractLength: Int!
    existingContractTakeOrPay: Boolean!
    existingContractGhgClause: Boolean!
    existingRebate: Boolean!
    existingContractMeetOrRelease: Boolean!
    existingContractAnnualValue: Float!
    existingContractAnnualVolume: Float!
    existingContractTermValue: Float!
    existingContractTermVolume: Float!
  }

  "What the items step sends; derived values are computed by the api"
  input ItemDetailInput {
    itemId: String!
    categoryId: String!
    unitOfMeasureId: String!
    incotermId: String!
    supplyOriginId: String!
    annualVolume: Float!
    paymentTerms: Int!
    historicalPrice: Float!
    baselinePrice: Float!
    existingContractLength: Int!
    existingContractTakeOrPay: Boolean!
    existingContractGhgClause: Boolean!
    existingRebate: Boolean!
    existingContractMeetOrRelease: Boolean!
    existingContractAnnualValue: Float!
    existingContractAnnualVolume: Float!
  }

  type Mutation {
    saveItemDetails(processId: String!, input: [ItemDetailInput!]!): Process!
      @requireAuth
  }
`
