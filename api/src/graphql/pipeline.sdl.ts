export const schema = gql`
  type PipelineItem {
    id: String!
    itemId: String!
    "months"
    contractLength: Int!
    baselineUnit: Float!
    expectedResultUnit: Float!
    historicalPricingUnit: Float!
    annualVolume: Float!
  }

  input PipelineItemInput {
    itemId: String!
    contractLength: Int!
    baselineUnit: Float!
    expectedResultUnit: Float!
    historicalPricingUnit: Float!
    annualVolume: Float!
  }

  type Mutation {
    savePipeline(processId: String!, input: [PipelineItemInput!]!): Process!
      @requireAuth
  }
`
