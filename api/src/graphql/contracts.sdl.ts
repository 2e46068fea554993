export const schema = gql`
  enum ContractStatus {
    COMPLETED
    ON_GOING
    ON_HOLD
    CANCELLED
    TO_BE_STARTED
  }

  enum ContractActionDescription {
    NO_VOLUME_DEMAND
    NEW_CONTRACTING_PROCESS
    LENGTH_VALUE
    LENGTH
    VALUE
  }

  "where a contract's current balance comes from"
  enum ContractBalanceSource {
    "as typed: no spend is matched to the contract"
    TYPED
    "the total balance less the spend matched to the contract"
    SPEND
  }

  "Remaining days: EXPIRED < 0 ≤ LESS_THAN_30 < 30 ≤ LESS_THAN_120 < 120 ≤ MORE_THAN_120"
  enum TermBucket {
    EXPIRED
    LESS_THAN_30
    LESS_THAN_120
    MORE_THAN_120
  }

  "A contract with the values the traffic light derives from it (shared/notes/domain.md)"
  type Contract {
    id: String!
    contractId: String!
    material: String!
    supplier: String!
    materialCategoryId: String!
    materialCategoryNameEn: String!
    materialCategoryNamePt: String!
    categoryManagerId: String
    categoryManagerName: String!
    businessDivisionId: String!
    businessDivisionNameEn: String!
    businessDivisionNamePt: String!
    regionId: String!
    regionNameEn: String!
    regionNamePt: String!
    startDate: Date!
    endDate: Date!
    currentBalance: Decimal!
    totalBalance: Decimal!
    balanceSource: ContractBalanceSource!
    paymentTerm: Int!
    actionNeed: Boolean!
    actionDescription: ContractActionDescription!
    status: ContractStatus!
    estimatedConclusionDate: Date!
    comment: String!
    "calendar months from start to end, both days included (01/01–31/12 is 12)"
    length: Int!
    "realized per month since its start (at least one month), or with spend matched the pace of its last three months; null before it starts"
    amountRealizedPerMonth: Decimal
    "none while nothing has been realized, or before its start"
    estimatedEndingDate: Date
    remainingDaysForLength: Int!
    remainingDaysForBalance: Int
    termBucket: TermBucket!
    balanceBucket: TermBucket
    "the worse of the two buckets: the row's status light"
    light: TermBucket!
    "the approved process whose award it was made from"
    sourceProcess: ContractSource
  }

  type ContractSource {
    id: String!
    "PRC-YYYY-NNNN"
    code: String!
  }

  type ContractPage {
    items: [Contract!]!
    total: Int!
  }

  input ContractFilter {
    contractId: String
    material: String
    supplier: String
    "contracts whose supplier is this one, however its name was written (case, accents, Ltda, S.A., Inc...)"
    supplierName: String
    "the supplier master's record: contracts made from its awards; with supplierName, either"
    supplierId: String
    materialCategoryId: String
    categoryManagerId: String
    businessDivisionId: String
    regionId: String
    actionNeed: Boolean
    "YYYY-MM-DD: contracts ending on or after this day"
    endDateFrom: String
    "YYYY-MM-DD: contracts ending on or before this day"
    endDateTo: String
    "in force on the company's today: on going or to be started, started and not ended"
    inForce: Boolean
    "the dashboard's row: contracts whose term falls in the bucket"
    termBucket: TermBucket
    "the dashboard's row: contracts whose balance (else term) falls in the bucket"
    balanceBucket: TermBucket
  }

  input ContractInput {
    contractId: String!
    material: String!
    supplier: String!
    materialCategoryId: String!
    categoryManagerId: String!
    businessDivisionId: String!
    regionId: String!
    startDate: Date!
    endDate: Date!
    currentBalance: Decimal!
    totalBalance: Decimal!
    paymentTerm: Int!
    actionNeed: Boolean!
    actionDescription: ContractActionDescription!
    status: ContractStatus!
    estimatedConclusionDate: Date!
    comment: String!
  }

  type ContractEditor {
    id: String!
    firstName: String!
    lastName: String!
  }

  "One saved edit: changes is { field: { from, to } }"
  type ContractEdit {
    id: String!
    user: ContractEditor
    changes: JSON!
    createdAt: DateTime!
  }

  type ContractBucketCount {
    bucket: TermBucket!
    byTerm: Int!
    byBalance: Int!
  }

  type ContractPerson {
    id: String!
    firstName: String!
    lastName: String!
  }

  type ContractFilterOptions {
    materials: [String!]!
    suppliers: [String!]!
    materialCategories: [ReferenceEntry!]!
    businessDivisions: [ReferenceEntry!]!
    regions: [ReferenceEntry!]!
    categoryManagers: [ContractPerson!]!
  }

  type ContractDashboard {
    totalContracts: Int!
    averagePaymentTerm: Float
    "payment term weighted by total amount"
    weightedPaymentTerm: Float
    buckets: [ContractBucketCount!]!
  }

  "A contract as an award proposes it, before it is made: a value it cannot tell is null"
  type ContractDraft {
    contractId: String!
    material: String!
    supplier: String!
    materialCategoryId: String
    categoryManagerId: String!
    businessDivisionId: String
    regionId: String
    startDate: Date!
    endDate: Date!
    "the award's total contract value in the company's currency; null without an exchange rate"
    currentBalance: Decimal
    totalBalance: Decimal
    paymentTerm: Int!
    actionNeed: Boolean!
    actionDescription: ContractActionDescription!
    status: ContractStatus!
    estimatedConclusionDate: Date!
    comment: String!
  }

  type MadeContract {
    id: String!
    contractId: String!
  }

  "One awarded supplier and item of an approved process, and its contract: made, or proposed"
  type ContractProposal {
    awardId: String!
    itemCode: String!
    itemDescription: String!
    supplierName: String!
    "the award's total contract value, in the process's currency"
    awardCurrency: String!
    awardValue: Decimal!
    contract: MadeContract
    draft: ContractDraft!
  }

  input ContractFromAwardInput {
    awardId: String!
    contract: ContractInput!
  }

  type Query {
    contractProposals(processId: String!): [ContractProposal!]! @requireAuth
    contracts(page: PageInput!, filter: ContractFilter): ContractPage!
      @requireAuth
    contract(id: String!): Contract! @requireAuth
    contractEdits(id: String!): [ContractEdit!]! @requireAuth
    contractDashboard(filter: ContractFilter): ContractDashboard! @requireAuth
    contractFilterOptions: ContractFilterOptions! @requireAuth
  }

  type Mutation {
    createContract(input: ContractInput!): Contract! @requireAuth
    updateContract(id: String!, input: ContractInput!): Contract! @requireAuth
    "makes the chosen awards' contracts, all or none; an award's contract is made once"
    createContractsFromAwards(
      processId: String!
      input: [ContractFromAwardInput!]!
    ): [ContractProposal!]! @requireAuth
  }
`
