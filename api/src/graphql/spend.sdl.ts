export const schema = gql`
  "Spec §2 spending analysis: what the dashboard groups by"
  enum SpendDimension {
    businessDivision
    region
    categoryManager
    materialCategory
    supplier
    material
    plant
  }

  enum SpendMeasure {
    spend
    volume
  }

  "Pareto class: A makes the first 80% of the measure, B the next 15%, C the rest"
  enum AbcClass {
    A
    B
    C
  }

  input SpendFilter {
    businessDivisionId: String
    regionId: String
    "'' for the lines without a category manager"
    categoryManagerId: String
    materialCategoryId: String
    supplier: String
    "a supplier of the master: its spend, however each line names it"
    supplierId: String
    material: String
    plant: String
    "YYYY-MM, included"
    fromMonth: String
    "YYYY-MM, included"
    toMonth: String
  }

  type SpendGroup {
    "the id or the value the filter takes"
    key: String!
    label: String!
    value: Decimal!
    share: Float!
    cumulativeShare: Float!
    abc: AbcClass!
    "the unit of the group's volume; null when it mixes units"
    unit: String
  }

  type SpendMonth {
    "YYYY-MM"
    month: String!
    value: Decimal!
  }

  type AbcCounts {
    A: Int!
    B: Int!
    C: Int!
  }

  type SpendAnalysis {
    "the company's currency: every amount is converted to it at import"
    currency: String!
    total: Decimal!
    lineCount: Float!
    "the unit of the whole volume; null when it mixes units"
    unit: String
    "how many values of the dimension have spend under the filter"
    groupCount: Int!
    classCounts: AbcCounts!
    "the largest first, at most the limit asked"
    groups: [SpendGroup!]!
    months: [SpendMonth!]!
  }

  type SpendFilterEntry {
    key: String!
    label: String!
  }

  type SpendDimensionOptions {
    dimension: SpendDimension!
    entries: [SpendFilterEntry!]!
  }

  type SpendFilterOptions {
    firstMonth: String
    lastMonth: String
    dimensions: [SpendDimensionOptions!]!
  }

  type ExchangeRate {
    currencyCode: String!
    "YYYY-MM"
    month: String!
    "units of the company's currency for one unit of currencyCode"
    rate: Decimal!
  }

  input ExchangeRateInput {
    currencyCode: String!
    month: String!
    rate: Decimal!
  }

  input ExchangeRateKey {
    currencyCode: String!
    month: String!
  }

  "A row, bar or slice of the dashboard to start a sourcing process from"
  input SpendSelection {
    supplier: String
    material: String
    materialCategoryId: String
  }

  type SourcingItem {
    code: String!
    description: String!
  }

  "A new process's first values from the selection's spend of the last 12 whole months"
  type SourcingFromSpend {
    title: String!
    "the most spent materials, at most 10"
    items: [SourcingItem!]!
    "the selection's supplier, else its most spent one"
    supplier: String
    categoryManagerId: String
    "whether a running contract already buys these materials, and from whom"
    currentContractStatus: CurrentContractStatus!
  }

  type MaterialSpendMonth {
    "YYYY-MM"
    month: String!
    spend: Decimal!
    volume: Decimal!
  }

  "A material's last 12 whole months of spend, in the unit most spent in and the company's currency"
  type MaterialSpend {
    material: String!
    unitOfMeasureId: String!
    annualSpend: Decimal!
    annualVolume: Decimal!
    "spend / volume: the volume-weighted price; null without volume"
    historicalPrice: Decimal
    months: [MaterialSpendMonth!]!
  }

  type Query {
    sourcingFromSpend(selection: SpendSelection!): SourcingFromSpend!
      @requireAuth
    "the spend of these materials (item codes), those with any"
    materialSpend(materials: [String!]!): [MaterialSpend!]! @requireAuth
    "labels follow locale (en or pt), else the user's language"
    spendAnalysis(
      dimension: SpendDimension!
      measure: SpendMeasure!
      filter: SpendFilter
      limit: Int
      locale: String
    ): SpendAnalysis! @requireAuth
    spendFilterOptions(locale: String): SpendFilterOptions! @requireAuth
    exchangeRates: [ExchangeRate!]! @requireAuth
  }

  type Mutation {
    saveExchangeRate(input: ExchangeRateInput!): ExchangeRate! @requireAuth
    deleteExchangeRate(input: ExchangeRateKey!): Boolean! @requireAuth
  }
`
