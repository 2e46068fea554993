export const schema = gql`
  enum SavingsGroup {
    categoryManager
    processType
    processProfile
    category
  }

  enum SavingsStage {
    "not approved yet: open or in review"
    PIPELINE
    "draft, or rejected and back with its owner"
    OPEN
    IN_REVIEW
    APPROVED
  }

  "Months are YYYY-MM, both included; no currency: every process, converted to the company's"
  input SavingsFilter {
    categoryManagerId: String
    processType: ProcessType
    processProfile: ProcessProfile
    categoryId: String
    fromMonth: String
    toMonth: String
    currencyCode: String
  }

  "cost saving = cost reduction + cost avoidance - cost increase; processes include those left unconverted"
  type SavingTotals {
    costReduction: Decimal!
    costAvoidance: Decimal!
    costIncrease: Decimal!
    costSaving: Decimal!
    processes: Int!
  }

  type SavingsMonth {
    month: String!
    realized: SavingTotals!
    pipeline: SavingTotals!
  }

  type SavingsGroupRow {
    "the manager's or category's id, the type or profile; null: items with no category"
    key: String
    realized: SavingTotals!
    pipeline: SavingTotals!
  }

  type SavingsBreakdown {
    group: SavingsGroup!
    rows: [SavingsGroupRow!]!
  }

  "Savings in a currency with no exchange rate at all, left out of the converted totals"
  type UnconvertedSavings {
    currencyCode: String!
    costSaving: Decimal!
    processes: Int!
  }

  type SavingsCounts {
    open: Int!
    inReview: Int!
    approved: Int!
    averageDaysToApproval: Float
    "the yearly targets the period covers, prorated by month; null: none set"
    target: Decimal
    "realized cost saving / target"
    targetShare: Float
  }

  "What approved processes' awards realized in the spend matched to them since their effective dates"
  type SpendRealization {
    "the company's: spend is converted at import"
    currencyCode: String!
    "(baseline − paid unit price) × volume bought, over the lines in the awarded unit"
    saving: Decimal!
    spend: Decimal!
    "approved processes with spend matched to their awards"
    processes: Int!
    "realized ÷ approved (negotiated) cost saving of the same processes; null when they are in another currency or none was negotiated"
    rate: Float
  }

  type SavingsDashboard {
    "every amount is in this currency"
    currencyCode: String!
    "whether amounts in other currencies were converted with the exchange rates"
    converted: Boolean!
    convertedFrom: [String!]!
    unconverted: [UnconvertedSavings!]!
    "whether the company has any process at all (a new company sees where to start)"
    anyProcess: Boolean!
    counts: SavingsCounts!
    realized: SavingTotals!
    "what the approved processes counted in realized have realized in spend"
    realizedInSpend: SpendRealization!
    pipeline: SavingTotals!
    months: [SavingsMonth!]!
    groups: [SavingsBreakdown!]!
  }

  type SavingsOption {
    id: String!
    label: String!
  }

  type SavingsFilterOptions {
    companyCurrency: String!
    categoryManagers: [SavingsOption!]!
    categories: [SavingsOption!]!
    currencies: [String!]!
  }

  type SavingsTarget {
    year: Int!
    "in the company currency"
    amount: Decimal!
  }

  type SavingsTargets {
    canEdit: Boolean!
    targets: [SavingsTarget!]!
  }

  input SavingsTargetInput {
    year: Int!
    amount: Decimal!
  }

  type Query {
    savingsDashboard(filter: SavingsFilter): SavingsDashboard! @requireAuth
    savingsFilterOptions(locale: String): SavingsFilterOptions! @requireAuth
    savingsTargets: SavingsTargets! @requireAuth
  }

  type Mutation {
    saveSavingsTarget(input: SavingsTargetInput!): SavingsTarget! @requireAuth
  }
`
