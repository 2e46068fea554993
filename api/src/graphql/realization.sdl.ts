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
    "paid beyond the agreed price (negative: below it); null when no line compares (another unit, or no agreed price)"
    priceVariance: Decimal
  }

  "A line of spend paid above its contract's agreed unit price"
  type LinePaidAbove {
    date: Date!
    plant: String!
    supplier: String!
    "in the company's currency"
    amount: Decimal!
    volume: Decimal!
    unitOfMeasureCode: String!
    "what was paid beyond the agreed price, for the line's volume"
    priceVariance: Decimal!
  }

  "A month of the spend an approved process's awards cover"
  type RealizationMonth {
    "the month's first day"
    month: Date!
    "in the company's currency"
    spend: Decimal!
    "(baseline − paid unit price) × volume, over the lines in the agreed unit"
    saving: Decimal!
    "paid beyond the awarded prices"
    priceVariance: Decimal!
    "spend in another unit than the award's: neither saving nor variance counts it"
    notComparableSpend: Decimal!
  }

  "What an approved process's awards realized, month by month since its effective date"
  type ProcessRealization {
    "the company's, which every amount is in"
    currencyCode: String!
    months: [RealizationMonth!]!
  }

  "Off-contract spend of one value of a dimension, the largest first"
  type LeakageGroup {
    "the id (category, manager) or the text (plant, supplier) it is filtered by"
    key: String!
    name: String!
    "in the company's currency"
    amount: Decimal!
    lines: Int!
  }

  "Spend under contract beside the spend that escaped a contract (leakage), over a period"
  type SpendCompliance {
    "the company's, which every amount is in"
    currencyCode: String!
    underContract: Decimal!
    offContract: Decimal!
    "the share of spend under contract among the spend a contract covered or should have (0–100); null with neither"
    compliance: Float
    byCategory: [LeakageGroup!]!
    byCategoryManager: [LeakageGroup!]!
    byPlant: [LeakageGroup!]!
    bySupplier: [LeakageGroup!]!
  }

  type Query {
    "a contract's spend month by month, oldest first"
    contractConsumption(id: String!): [ContractConsumptionMonth!]! @requireAuth
    "the contract's lines paid above its agreed price, the largest excess first"
    contractLinesPaidAbove(id: String!): [LinePaidAbove!]! @requireAuth
    processRealization(id: String!): ProcessRealization! @requireAuth
    "the company's compliance over the days from–to (both included; every day when not given)"
    spendCompliance(from: Date, to: Date): SpendCompliance! @requireAuth
  }
`
