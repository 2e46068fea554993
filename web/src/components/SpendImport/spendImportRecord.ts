import type { SpendImportMapping } from '@procura/shared'

// An import as the screens read it (SpendImport in the api's schema).

export type SpendImportStatus =
  | 'MAPPING'
  | 'QUEUED'
  | 'RUNNING'
  | 'REVIEW'
  | 'DONE'
  | 'FAILED'
  | 'CANCELLED'
  | 'ROLLED_BACK'

export interface SpendImportSummary {
  id: string
  fileName: string
  status: SpendImportStatus
  createdByName: string
  createdAt: string
  lines: number
  total: string
  currency: string
}

export interface SpendImportRecord extends SpendImportSummary {
  format: string
  size: number
  encoding: string | null
  delimiter: string | null
  sheets: string[]
  sheet: string | null
  headerRow: number
  headers: string[]
  preview: string[][]
  mapping: SpendImportMapping | null
  profileName: string | null
  startedAt: string | null
  finishedAt: string | null
  updatedAt: string
  rowsRead: number
  bytesRead: number
  duplicates: number
  problemCount: number
  problems: {
    line: number
    field: string
    column: string
    value: string
    messageKey: string
    messageValues: Record<string, unknown> | null
  }[]
  unknownValues: { field: string; value: string; count: number }[]
  unmatchedSuppliers: {
    name: string
    vat: string | null
    code: string | null
    lines: number
    spend: string
  }[]
  failure: string | null
  rolledBackAt: string | null
  rolledBackByName: string | null
  canRollBack: boolean
}

export const SPEND_IMPORT_SUMMARY = gql`
  fragment SpendImportSummaryFields on SpendImport {
    id
    fileName
    status
    createdByName
    createdAt
    lines
    total
    currency
  }
`

export const SPEND_IMPORT_FIELDS = gql`
  fragment SpendImportFields on SpendImport {
    ...SpendImportSummaryFields
    format
    size
    encoding
    delimiter
    sheets
    sheet
    headerRow
    headers
    preview
    mapping
    profileName
    startedAt
    finishedAt
    updatedAt
    rowsRead
    bytesRead
    duplicates
    problemCount
    problems {
      line
      field
      column
      value
      messageKey
      messageValues
    }
    unknownValues {
      field
      value
      count
    }
    unmatchedSuppliers {
      name
      vat
      code
      lines
      spend
    }
    failure
    rolledBackAt
    rolledBackByName
    canRollBack
  }
  ${SPEND_IMPORT_SUMMARY}
`

/** Whether the job still works on it: the screen keeps asking. */
export const isImportRunning = (status: SpendImportStatus) =>
  status === 'QUEUED' || status === 'RUNNING'
