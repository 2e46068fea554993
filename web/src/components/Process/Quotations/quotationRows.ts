import type { ClipboardEvent } from 'react'

import {
  decimalText,
  NumberProblem,
  readDay,
  readDecimal,
  type DecimalString,
  type Locale,
  type QuotationInput,
  type ValidationMessage,
} from '@procura/shared'
import Papa from 'papaparse'
import type { QuotationFields } from 'types/graphql'

import type { ProcessRecord } from '../processRecord'

// One grid row per supplier and item of a round. Text cells hold what the user typed; number cells
// hold exact decimal text ("3.2"), read once from what was typed in the user's language and never
// again from how it is shown. A number that cannot be read is kept aside with its message.

export type ColumnKind = 'text' | 'number' | 'date' | 'select' | 'check'

export interface GridColumn {
  field: keyof QuotationRow
  kind: ColumnKind
  /** the reference list or enumeration a select offers */
  options?:
    | 'units'
    | 'incoterms'
    | 'supplyOrigins'
    | 'responseStatus'
    | 'agreementPeriod'
}

/** Editable columns, in grid (and CSV) order. */
export const GRID_COLUMNS: GridColumn[] = [
  { field: 'proposalDate', kind: 'date' },
  { field: 'vendorCode', kind: 'text' },
  { field: 'itemCode', kind: 'text' },
  { field: 'unitOfMeasureId', kind: 'select', options: 'units' },
  { field: 'annualVolume', kind: 'number' },
  { field: 'paymentTerms', kind: 'number' },
  { field: 'incotermId', kind: 'select', options: 'incoterms' },
  { field: 'supplyOriginId', kind: 'select', options: 'supplyOrigins' },
  { field: 'responseStatus', kind: 'select', options: 'responseStatus' },
  { field: 'initialProposal', kind: 'number' },
  { field: 'equalizedProposal', kind: 'number' },
  { field: 'negotiatedProposal', kind: 'number' },
  { field: 'additionalInformation', kind: 'text' },
  { field: 'awarded', kind: 'check' },
  { field: 'agreementLength', kind: 'number' },
  { field: 'agreementPeriod', kind: 'select', options: 'agreementPeriod' },
  { field: 'awardedProposal', kind: 'number' },
  { field: 'awardedVolume', kind: 'number' },
]

export type QuotationRow = {
  supplierId: string
  itemId: string
} & Record<
  Exclude<keyof QuotationInput, 'round' | 'supplierId' | 'itemId'>,
  string
>

/** A quotation as the api keeps it. */
export type Stored = QuotationFields

const text = (value: unknown) =>
  value === null || value === undefined ? '' : String(value)

/** Whole numbers on the wire (days, months); the other number columns are decimals. */
const WHOLE_FIELDS = new Set<keyof QuotationRow>([
  'paymentTerms',
  'agreementLength',
])

const today = () => new Date().toISOString().slice(0, 10)

/** A row for a pair with no quotation yet, starting from the item's details. */
const blankRow = (
  supplierId: string,
  item: ProcessRecord['items'][number]
): QuotationRow => ({
  supplierId,
  itemId: item.id,
  proposalDate: today(),
  vendorCode: '',
  itemCode: '',
  unitOfMeasureId: text(item.detail?.unitOfMeasureId),
  annualVolume: decimalText(item.detail?.annualVolume) ?? '',
  paymentTerms: text(item.detail?.paymentTerms),
  incotermId: text(item.detail?.incotermId),
  supplyOriginId: text(item.detail?.supplyOriginId),
  responseStatus: 'PENDING',
  initialProposal: '',
  equalizedProposal: '',
  negotiatedProposal: '',
  additionalInformation: '',
  awarded: '',
  agreementLength: '',
  agreementPeriod: 'MONTHS',
  awardedProposal: '',
  awardedVolume: '',
})

const rowOf = (stored: Stored): Partial<QuotationRow> =>
  Object.fromEntries(
    GRID_COLUMNS.map(({ field, kind }) => [
      field,
      kind === 'check'
        ? stored[field]
          ? 'true'
          : ''
        : kind === 'number'
          ? (decimalText(stored[field] as DecimalString | number | null) ?? '')
          : text(stored[field]),
    ])
  )

/** Every supplier × item pair of the process, filled from the round's saved quotations. */
export const roundRows = (process: ProcessRecord, saved: Stored[]) => {
  const byPair = new Map(saved.map((q) => [`${q.supplierId}:${q.itemId}`, q]))
  return process.items.flatMap((item) =>
    process.suppliers.map((supplier) => {
      const stored = byPair.get(`${supplier.id}:${item.id}`)
      return stored
        ? { ...blankRow(supplier.id, item), ...rowOf(stored) }
        : blankRow(supplier.id, item)
    })
  )
}

/**
 * A new round started from the one before: the same suppliers, items and terms, nothing awarded
 * yet; its prices kept (a round of negotiation) or cleared (a fresh call for offers).
 */
export const nextRoundFrom = (
  previous: Stored[],
  keepPrices: boolean
): Stored[] =>
  previous.map((quotation) => ({
    ...quotation,
    proposalDate: new Date().toISOString().slice(0, 10),
    awarded: false,
    awardedProposal: null,
    awardedVolume: null,
    ...(keepPrices
      ? {}
      : {
          responseStatus: 'PENDING',
          initialProposal: null,
          equalizedProposal: null,
          negotiatedProposal: null,
        }),
  }))

/** What the api takes for a row: exact decimal text, whole numbers for days and months. */
export const toInput = (row: QuotationRow) => {
  const number = (field: keyof QuotationRow) =>
    row[field] === ''
      ? null
      : WHOLE_FIELDS.has(field)
        ? Number(row[field])
        : row[field]
  return {
    proposalDate: row.proposalDate,
    supplierId: row.supplierId,
    itemId: row.itemId,
    vendorCode: row.vendorCode || null,
    itemCode: row.itemCode || null,
    unitOfMeasureId: row.unitOfMeasureId || null,
    annualVolume: number('annualVolume'),
    paymentTerms: number('paymentTerms'),
    incotermId: row.incotermId || null,
    supplyOriginId: row.supplyOriginId || null,
    responseStatus: row.responseStatus,
    initialProposal: number('initialProposal'),
    equalizedProposal: number('equalizedProposal'),
    negotiatedProposal: number('negotiatedProposal'),
    additionalInformation: row.additionalInformation || null,
    awarded: row.awarded === 'true',
    agreementLength: number('agreementLength'),
    agreementPeriod: row.agreementPeriod,
    awardedProposal: number('awardedProposal'),
    awardedVolume: number('awardedVolume'),
  }
}

/** A number cell's text that could not be read, with why: nothing is saved while one is left. */
export interface InvalidCell {
  text: string
  message: ValidationMessage
}

/** What a number typed (or pasted) in `locale` makes of a cell: exact decimal text, or why not. */
export const readNumberCell = (
  typed: string,
  locale: string
): { value: string } | { invalid: InvalidCell } => {
  const read = readDecimal(typed, locale)
  return read instanceof NumberProblem
    ? { invalid: { text: typed, message: read.message } }
    : { value: read ?? '' }
}

/**
 * A pasted or imported cell as the grid keeps it: yes/no for the awarded flag, a day as ISO text
 * when `locale` writes it as one (else as it came, for the save to refuse).
 */
export const cellValue = (
  column: Pick<GridColumn, 'kind'>,
  value: string,
  locale: string
) => {
  if (column.kind === 'date') return readDay(value, locale) ?? value.trim()
  if (column.kind !== 'check') return value.trim()
  return /^(true|yes|sim|x|1)$/i.test(value.trim()) ? 'true' : ''
}

/** Pasted spreadsheet cells (tab-separated lines). */
export const parseClipboard = (pasted: string) =>
  Papa.parse<string[]>(pasted.replace(/\r?\n$/, ''), { delimiter: '\t' }).data

/**
 * The cells a spreadsheet paste fills, from the focused grid cell rightwards and down (within the
 * grid); null when the paste is one value, which the cell takes as typed.
 */
export const pastedCells = <Field extends string>(
  event: ClipboardEvent<HTMLElement>,
  columns: { field: Field; kind: ColumnKind }[],
  rowCount: number,
  locale: string
) => {
  const target = event.target as HTMLElement
  const pasted = event.clipboardData.getData('text/plain')
  if (target.dataset.row === undefined || !/[\t\n]/.test(pasted)) return null
  event.preventDefault()
  const startRow = Number(target.dataset.row)
  const startCol = Number(target.dataset.col)
  return parseClipboard(pasted).flatMap((cells, r) =>
    cells.flatMap((value, c) => {
      const column = columns[startCol + c]
      const rowIndex = startRow + r
      if (!column || rowIndex >= rowCount) return []
      return [
        {
          rowIndex,
          field: column.field,
          value: cellValue(column, value, locale),
        },
      ]
    })
  )
}

export interface CsvImport {
  rows: { supplierId: string; itemId: string; cells: string[] }[]
  errors: { line: number; key: string; value: string }[]
  /** how the file writes numbers: a ';' between cells is a Brazilian spreadsheet's */
  locale: Locale
}

/**
 * A round from CSV: supplier (name or SAP code), item code, then the grid's columns in order.
 * The first line is a header.
 */
export const parseRoundCsv = (
  csv: string,
  process: ProcessRecord
): CsvImport => {
  const parsed = Papa.parse<string[]>(csv.trim(), { skipEmptyLines: true })
  const lines = parsed.data.slice(1)
  const supplierOf = (value: string) =>
    process.suppliers.find(
      (s) =>
        s.sapCode === value.trim() ||
        s.name.toLowerCase() === value.trim().toLowerCase()
    )
  const itemOf = (value: string) =>
    process.items.find((i) => i.code === value.trim())
  const result: CsvImport = {
    rows: [],
    errors: [],
    locale: parsed.meta.delimiter === ';' ? 'pt' : 'en',
  }
  lines.forEach(([supplier = '', item = '', ...cells], index) => {
    const line = index + 2
    const foundSupplier = supplierOf(supplier)
    const foundItem = itemOf(item)
    if (!foundSupplier)
      result.errors.push({
        line,
        key: 'process.quotations.unknownSupplier',
        value: supplier,
      })
    else if (!foundItem)
      result.errors.push({
        line,
        key: 'process.quotations.unknownItem',
        value: item,
      })
    else
      result.rows.push({
        supplierId: foundSupplier.id,
        itemId: foundItem.id,
        cells,
      })
  })
  return result
}
