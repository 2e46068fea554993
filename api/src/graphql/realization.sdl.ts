export const schema = gql`
  "A month of the spend matched to a contract, in one unit of measure"
  type ContractConsumptionMonth {
    "the month's first day"
    month: Date!
    "in the company's currency"
    amount: Decimal!
    volume: Decimal!
    unitOfMeasureCode: String!
    lines: Int!
  }

  type Query {
    "a contract's spend month by month, oldest first"
    contractConsumption(id: String!): [ContractConsumptionMonth!]! @requireAuth
  }
`
