export const schema = gql`
  type PipelineItem {
    id: String!
    itemId: String!
    "months"
    contractLength: Int!
    baselineUnit: Decimal!
    expectedResultUnit: Decimal!
    historicalPricingUnit: Decimal!
    annualVolume: Decimal!
  }

  input PipelineItemInput {
    itemId: String!
    contractLength: Int!
    baselineUnit: Decimal!
    expectedResultUnit: Decimal!
    historicalPricingUnit: Decimal!
    annualVolume: Decimal!
  }

  type Mutation {
    savePipeline(processId: String!, input: [PipelineItemInput!]!): Process!
      @requireAuth
  }
`
