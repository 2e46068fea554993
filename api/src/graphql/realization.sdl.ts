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
    "the contract's id as users type it"
    contractId: String!
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

  "A page of the lines paid above their contracts' prices, the largest excess first"
  type LinesPaidAbove {
    "every line the filter selects"
    total: Int!
    lines: [LinePaidAbove!]!
  }

  "What contracts were paid beyond their agreed prices in a month (key YYYY-MM) or to a supplier (key: its name), over the lines that compare"
  type PriceVarianceGroup {
    key: String!
    "net: paid above less paid below, in the company's currency"
    variance: Decimal!
    "the lines paid above alone"
    above: Decimal!
    linesAbove: Int!
    "the lines that compare (in the agreed unit, with a price)"
    lines: Int!
  }

  "Price compliance over a period: what contracts were paid beyond their agreed prices"
  type PriceCompliance {
    "the company's, which every amount is in"
    currencyCode: String!
    variance: Decimal!
    above: Decimal!
    linesAbove: Int!
    "every month of the period with spend that compares, oldest first"
    byMonth: [PriceVarianceGroup!]!
    "the 50 suppliers paid most above their prices"
    bySupplier: [PriceVarianceGroup!]!
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
    "the cost saving approved over the whole agreements, converted as the sourcing dashboard does; null when no rate converts it"
    negotiated: Decimal
    "saving realized so far ÷ negotiated; null without a positive negotiated saving"
    rate: Float
    months: [RealizationMonth!]!
  }

  "What leakage is grouped by"
  enum LeakageDimension {
    category
    categoryManager
    plant
    supplier
  }

  "Why a line escaped the contracts"
  enum OffContractReason {
    "its material was under a running contract with another supplier on its date"
    OTHER_SUPPLIER
    "bought from a contract's supplier after the contract's term ended"
    AFTER_TERM
  }

  "A spend line no contract covers although one should have"
  type OffContractLine {
    date: Date!
    supplier: String!
    material: String!
    plant: String!
    "in the company's currency"
    amount: Decimal!
    reason: OffContractReason!
    "the contract it escaped (its id as users type it) and that contract's supplier"
    contractId: String!
    contractSupplier: String!
  }

  "A page of off-contract lines, the largest first"
  type OffContractLines {
    "every line the filter selects"
    total: Int!
    lines: [OffContractLine!]!
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
    "the 50 largest of each dimension"
    byCategory: [LeakageGroup!]!
    byCategoryManager: [LeakageGroup!]!
    byPlant: [LeakageGroup!]!
    bySupplier: [LeakageGroup!]!
  }

  type Query {
    "what contracts were paid beyond their agreed prices over the months from–to (YYYY-MM, both included)"
    priceCompliance(fromMonth: String, toMonth: String): PriceCompliance!
      @requireAuth
    "the lines paid above their contracts' prices over the months from–to, of one supplier when given (100 from offset)"
    linesPaidAbove(
      fromMonth: String
      toMonth: String
      supplier: String
      offset: Int
    ): LinesPaidAbove! @requireAuth
    "a contract's spend month by month, oldest first"
    contractConsumption(id: String!): [ContractConsumptionMonth!]! @requireAuth
    "the contract's lines paid above its agreed price, the largest excess first"
    contractLinesPaidAbove(id: String!): [LinePaidAbove!]! @requireAuth
    processRealization(id: String!): ProcessRealization! @requireAuth
    "the company's compliance over the months from–to (YYYY-MM, both included; every month when not given)"
    spendCompliance(fromMonth: String, toMonth: String): SpendCompliance!
      @requireAuth
    "the off-contract lines of the months from–to, of one value of a dimension when given (its group's key; 100 from offset)"
    offContractLines(
      fromMonth: String
      toMonth: String
      dimension: LeakageDimension
      value: String
      offset: Int
    ): OffContractLines! @requireAuth
  }
`
