export const schema = gql`
  enum ProcessType {
    NEW
    SPOT_PURCHASE
    EXTENSION_LENGTH_VALUE
    EXTENSION_LENGTH
    EXTENSION_VALUE
  }

  enum ProcessProfile {
    MORE_THAN_3_SUPPLIERS
    LESS_THAN_3_SUPPLIERS
    DIRECT_PURCHASE_RECOMMENDED
    DIRECT_PURCHASE_SOLE_SOURCE
  }

  enum CurrentContractStatus {
    NOT_EXISTS
    EXISTS_DIFFERENT_SUPPLIER
    EXISTS_SAME_SUPPLIER
  }

  enum ProcessStatus {
    DRAFT
    IN_REVIEW
    APPROVED
    REJECTED
  }

  "A user as a process shows them: category manager, owner, approver"
  type ProcessPerson {
    id: String!
    firstName: String!
    lastName: String!
  }

  type ProcessItem {
    id: String!
    code: String!
    description: String!
    detail: ItemDetail
    pipeline: PipelineItem
  }

  type Plant {
    id: String!
    plant: String!
    description: String!
    regionId: String!
    countryId: String!
  }

  type ApprovalStep {
    id: String!
    userId: String!
    user: ProcessPerson!
    title: String!
    priority: Int!
  }

  type Process {
    id: String!
    "the process ID users see, e.g. PRC-2026-0007"
    code: String!
    status: ProcessStatus!
    title: String!
    categoryManagerId: String!
    categoryManager: ProcessPerson!
    processDescription: String!
    executiveSummary: String!
    processType: ProcessType!
    processProfile: ProcessProfile!
    processNumber: String!
    parentProcessDescription: String!
    effectiveDate: Date!
    endingDate: Date!
    currentContractStatus: CurrentContractStatus!
    currencyId: String!
    currency: ReferenceEntry!
    finalExecutiveSummary: String
    keyStakeholders: String
    stakeholdersRequirementsShort: String
    stakeholdersRequirementsLong: String
    competitorsAdvantages: String
    supplierFeedbackRelationship: String
    createdAt: DateTime!
    items: [ProcessItem!]!
    plants: [Plant!]!
    approvalWorkflow: [ApprovalStep!]!
    suppliers: [ProcessSupplier!]!
    awards: [Award!]!
    "the quotations marked as awarded, in every round: the awardees step's rows"
    awardedQuotations: [Quotation!]!
    "the rounds that hold quotations, in order"
    rounds: [Int!]!
    "whether the process waits for the signed-in user's decision (spec §6: only they may act)"
    awaitsMyReview: Boolean!
    "I sent it for approval, and segregation of duties keeps me from deciding it"
    selfApprovalBarred: Boolean!
    "whether I may delete it"
    canDelete: Boolean!
    "whether I own it (the rejected banner asks its owner, not its approvers, to change it)"
    ownedByMe: Boolean!
    "the contract this process was started from"
    sourceContract: ProcessSourceContract
  }

  type ProcessSourceContract {
    id: String!
    contractId: String!
    supplier: String!
  }

  type ProcessSummary {
    id: String!
    code: String!
    title: String!
    processDescription: String!
    processType: ProcessType!
    status: ProcessStatus!
    categoryManager: ProcessPerson!
    createdAt: DateTime!
  }

  type ProcessPage {
    items: [ProcessSummary!]!
    total: Int!
  }

  input ProcessFilter {
    "matches the process ID, title or description"
    text: String
    processType: ProcessType
    "the processes waiting for my decision"
    awaitingMyReview: Boolean
    savings: SavingsSelection
    "the processes a supplier of the master is invited to"
    supplierId: String
    "with supplierId: only the approved processes that awarded it an item"
    awardedOnly: Boolean
  }

  "The processes behind a number of the sourcing dashboard"
  input SavingsSelection {
    filter: SavingsFilter
    stage: SavingsStage
  }

  input ProcessItemInput {
    "an existing item keeps its details and quotations"
    id: String
    code: String!
    description: String!
  }

  input PlantInput {
    id: String
    plant: String!
    description: String!
    regionId: String!
    countryId: String!
  }

  input ApprovalStepInput {
    userId: String!
    title: String!
    priority: Int!
  }

  input ProcessInput {
    title: String!
    categoryManagerId: String!
    processDescription: String!
    executiveSummary: String!
    processType: ProcessType!
    processProfile: ProcessProfile!
    processNumber: String!
    parentProcessDescription: String!
    effectiveDate: Date!
    endingDate: Date!
    currentContractStatus: CurrentContractStatus!
    currencyId: String!
    keyStakeholders: String
    stakeholdersRequirementsShort: String
    stakeholdersRequirementsLong: String
    competitorsAdvantages: String
    supplierFeedbackRelationship: String
    items: [ProcessItemInput!]!
    plants: [PlantInput!]!
    approvalWorkflow: [ApprovalStepInput!]!
  }

  "The people of my company a process can name (category manager, approvers)"
  type ProcessCandidate {
    id: String!
    firstName: String!
    lastName: String!
    roleName: String!
    "The product's own role it is (owner, buyer…), to be named in the reader's language; null for the company's"
    roleBuiltIn: String
  }

  "A deleted process, as the deletion log keeps it"
  type ProcessDeletion {
    id: String!
    number: Int!
    code: String!
    title: String!
    status: ProcessStatus!
    deletedByName: String!
    deletedAt: DateTime!
  }

  "The deletion log: only the company's highest-ranked role reads it"
  type ProcessDeletionLog {
    canRead: Boolean!
    deletions: [ProcessDeletion!]!
  }

  type Query {
    processes(page: PageInput!, filter: ProcessFilter): ProcessPage!
      @requireAuth
    "the company's deleted processes, newest first: for its highest-ranked role"
    processDeletionLog: ProcessDeletionLog! @requireAuth
    process(id: String!): Process! @requireAuth
    processCandidates: [ProcessCandidate!]! @requireAuth
  }

  type Mutation {
    "fromContractId: the expiring contract the process renews or replaces"
    createProcess(input: ProcessInput!, fromContractId: String): Process!
      @requireAuth
    updateProcess(id: String!, input: ProcessInput!): Process! @requireAuth
    deleteProcess(id: String!): Process! @requireAuth
  }
`
