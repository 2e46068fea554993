import type { SpendImportMapping } from '@procura/shared'
import type {
  SpendImportFields,
  SpendImportStatus as SpendImportStatusEnum,
  SpendImportSummaryFields,
} from 'types/graphql'

// An import as the screens read it (SpendImport in the api's schema).

export type SpendImportStatus = SpendImportStatusEnum

export type SpendImportSummary = SpendImportSummaryFields

export type SpendImportRecord = SpendImportFields

/** An import's mapping: JSON to the schema, written by the api in the shared mapping's shape. */
export const mappingOf = (spendImport: Pick<SpendImportRecord, 'mapping'>) =>
  spendImport.mapping as unknown as SpendImportMapping | null

export const SPEND_IMPORT_SUMMARY = gql`
  fragment SpendImportSummaryFields on SpendImport {
    id
    fileName
    status
    createdByName
    createdAt
    lines
    linesLeftOut
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
