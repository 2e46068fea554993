export const schema = gql`
  enum SpendImportStatus {
    MAPPING
    QUEUED
    RUNNING
    REVIEW
    DONE
    FAILED
    CANCELLED
    ROLLED_BACK
  }

  type SpendImportProblem {
    "the file's line, its first being 1"
    line: Int!
    field: String!
    "the file's header of the field's column"
    column: String!
    value: String!
    "a translation key, and its values"
    messageKey: String!
    messageValues: JSON
  }

  type SpendUnknownValue {
    field: String!
    value: String!
    count: Int!
  }

  "A supplier the master does not know: one per code, else VAT, else spelling"
  type SpendUnmatchedSupplier {
    "the file's first spelling"
    name: String!
    vat: String
    code: String
    lines: Int!
    "in the company's currency"
    spend: Decimal!
  }

  "An ERP extract uploaded from the screen, from its mapping to its outcome"
  type SpendImport {
    id: String!
    fileName: String!
    "csv or xlsx"
    format: String!
    size: Int!
    encoding: String
    delimiter: String
    sheets: [String!]!
    sheet: String
    headerRow: Int!
    headers: [String!]!
    "the first rows under the header, as text"
    preview: [[String!]!]!
    "SpendImportMapping (@procura/shared): columns, locale, defaults, values"
    mapping: JSON
    profileName: String
    status: SpendImportStatus!
    createdByName: String!
    createdAt: DateTime!
    startedAt: DateTime
    finishedAt: DateTime
    updatedAt: DateTime!
    rowsRead: Int!
    bytesRead: Int!
    lines: Int!
    total: Decimal!
    "the company's currency, the total's"
    currency: String!
    duplicates: Int!
    problemCount: Int!
    "the lines with a problem: left out when the valid lines were imported"
    linesLeftOut: Int!
    "the first problems"
    problems: [SpendImportProblem!]!
    unknownValues: [SpendUnknownValue!]!
    "the most spent first"
    unmatchedSuppliers: [SpendUnmatchedSupplier!]!
    failure: String
    rolledBackAt: DateTime
    rolledBackByName: String
    "whether the signed-in user ranks high enough to roll it back"
    canRollBack: Boolean!
  }

  type SpendImportProfile {
    id: String!
    name: String!
    updatedAt: DateTime!
  }

  input StartSpendImportInput {
    "SpendImportMapping"
    mapping: JSON!
    "saves the mapping under this name, chosen again for files with the same headers"
    profileName: String
  }

  input SupplierDecision {
    "as the file writes it"
    name: String!
    "makes the name an alias of this supplier of the master"
    supplierId: String!
  }

  "A supplier the file names, created in the master (its VAT a Brazilian CNPJ or CPF)"
  input SpendSupplierToCreate {
    name: String!
    vat: String!
    "its ERP code, the master's SAP code"
    code: String
  }

  input ReviewSpendImportInput {
    "unknown values mapped: { field: { value: code } }"
    values: JSON!
    suppliers: [SupplierDecision!]!
    newSuppliers: [SpendSupplierToCreate!]
  }

  type Query {
    spendImports: [SpendImport!]! @requireAuth
    spendImport(id: String!): SpendImport! @requireAuth
    spendImportProfiles: [SpendImportProfile!]! @requireAuth
  }

  type Mutation {
    "reads the file again: its sheet, header row, and a CSV's encoding (utf-8, windows-1252) and delimiter (, ; tab |) as chosen"
    rereadSpendImport(
      id: String!
      sheet: String
      headerRow: Int
      encoding: String
      delimiter: String
    ): SpendImport! @requireAuth
    startSpendImport(id: String!, input: StartSpendImportInput!): SpendImport!
      @requireAuth
    reviewSpendImport(
      id: String!
      input: ReviewSpendImportInput!
    ): SpendImport! @requireAuth
    importSpendDuplicates(id: String!): SpendImport! @requireAuth
    importValidSpendLines(id: String!): SpendImport! @requireAuth
    cancelSpendImport(id: String!): SpendImport! @requireAuth
    rollBackSpendImport(id: String!): SpendImport! @requireAuth
    deleteSpendImportProfile(id: String!): Boolean! @requireAuth
  }
`
