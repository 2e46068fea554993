export const schema = gql`
  "Someone at the supplier who receives the buyer's requests, in their language (en or pt)"
  type SupplierContact {
    id: String!
    name: String!
    email: String!
    language: String!
  }

  "A supplier of the company's master: entered once, picked by every process"
  type Supplier {
    id: String!
    name: String!
    "upper-case letters and digits"
    vat: String!
    sapCode: String
    countryId: String!
    technicalApproval: Boolean!
    financialRisk: String
    associatedParty: Boolean!
    blockReason: String
    litigant: Boolean!
    contacts: [SupplierContact!]!
    updatedAt: DateTime!
  }

  type SupplierPage {
    items: [Supplier!]!
    total: Int!
  }

  input SupplierFilter {
    "part of the name, the VAT (with or without punctuation) or the SAP code"
    search: String
    technicalApproval: Boolean
    associatedParty: Boolean
    litigant: Boolean
    "a block reason is given"
    blocked: Boolean
  }

  input SupplierContactInput {
    name: String!
    email: String!
    language: String!
  }

  input SupplierInput {
    name: String!
    vat: String!
    sapCode: String
    countryId: String!
    technicalApproval: Boolean!
    financialRisk: String
    associatedParty: Boolean!
    blockReason: String
    litigant: Boolean!
    contacts: [SupplierContactInput!]!
  }

  "A supplier invited to a process, as the process shows it (the master's values while it can change)"
  type ProcessSupplier {
    id: String!
    "the master record; null once it was deleted"
    supplierId: String
    name: String!
    vat: String!
    sapCode: String!
    countryId: String!
    technicalApproval: Boolean!
    financialRisk: String
    associatedParty: Boolean!
    blockReason: String
    litigant: Boolean!
  }

  input ProcessSupplierInput {
    "an existing row keeps its quotations"
    id: String
    "the master record; an existing row whose master was deleted comes without it"
    supplierId: String
  }

  "Awarded value and savings delivered in one currency (approved processes only)"
  type SupplierAwarded {
    currencyCode: String!
    awardedValue: Decimal!
    costReduction: Decimal!
    costAvoidance: Decimal!
    costIncrease: Decimal!
  }

  type SupplierExpiringContract {
    id: String!
    contractId: String!
    material: String!
    endDate: Date!
    remainingDaysForLength: Int!
    light: TermBucket!
  }

  "A supplier's record of work with the company; each figure has a list behind it"
  type SupplierScorecard {
    supplierId: String!
    processesInvited: Int!
    "rounds it was asked to quote in"
    roundsInvited: Int!
    "rounds with at least one price"
    roundsAnswered: Int!
    "rounds with every item declined"
    roundsDeclined: Int!
    roundsNotAnswered: Int!
    "answered / invited; null when never invited"
    responseRate: Float
    "items it answered in approved processes"
    itemsQuoted: Int!
    "items awarded to it in approved processes"
    itemsAwarded: Int!
    winRate: Float
    awarded: [SupplierAwarded!]!
    "in force today (on going or to be started, started and not ended), matched by name: the contract list's inForce"
    contractsRunning: Int!
    "contracts in force ending within expiringDays (by expiringUntil), soonest first"
    contractsExpiring: [SupplierExpiringContract!]!
    expiringDays: Int!
    "YYYY-MM-DD: the last end day counted as expiring (the list's endDateTo)"
    expiringUntil: String!
    "spend of the last 12 whole months, in the company's currency: the spend analysis of supplierId over spendFromMonth to spendToMonth"
    spend12Months: Decimal!
    "YYYY-MM, the first of the 12 months"
    spendFromMonth: String!
    "YYYY-MM, the last of the 12 months"
    spendToMonth: String!
    spendLines: Int!
    "how the spend names it, most spent first"
    spendNames: [String!]!
  }

  type Query {
    supplierScorecard(id: String!): SupplierScorecard! @requireAuth
    suppliers(page: PageInput!, filter: SupplierFilter): SupplierPage!
      @requireAuth
    supplier(id: String!): Supplier! @requireAuth
    "the first ten suppliers whose name, VAT or SAP code contains the text"
    supplierMatches(search: String!): [Supplier!]! @requireAuth
  }

  type Mutation {
    createSupplier(input: SupplierInput!): Supplier! @requireAuth
    updateSupplier(id: String!, input: SupplierInput!): Supplier! @requireAuth
    deleteSupplier(id: String!): Supplier! @requireAuth
    saveSuppliers(
      processId: String!
      input: [ProcessSupplierInput!]!
    ): Process! @requireAuth
  }
`
