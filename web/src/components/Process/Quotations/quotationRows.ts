import type { QuotationInput } from '@procura/shared'
import Papa from 'papaparse'

import type { ProcessRecord } from '../processRecord'

// One grid row per supplier and item of a round. Cells hold what the user typed (text), so a
// half-typed "12," is not lost; they become numbers when the round is saved.

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

type Stored = Partial<Record<keyof QuotationInput, unknown>> & {
  supplierId: string
  itemId: string
}

const text = (value: unknown) =>
  value === null || value === undefined ? '' : String(value)

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
  annualVolume: text(item.detail?.annualVolume),
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
      kind === 'check' ? (stored[field] ? 'true' : '') : text(stored[field]),
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

/** A number as the user's language writes it: 1,234.5 (en) or 1.234,5 (pt). */
export const parseNumber = (value: string, locale: string) => {
  const trimmed = value.trim()
  if (!trimmed) return null
  const plain = locale.startsWith('pt')
    ? trimmed.replace(/\./g, '').replace(',', '.')
    : trimmed.replace(/,/g, '')
  return Number(plain)
}

/** What the api takes for a row; the shared schema then checks it. */
export const toInput = (row: QuotationRow, locale: string) => {
  const number = (field: keyof QuotationRow) => parseNumber(row[field], locale)
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

/** A pasted or imported cell as the grid keeps it (yes/no for the awarded flag). */
export const cellValue = (column: GridColumn, value: string) => {
  if (column.kind !== 'check') return value.trim()
  return /^(true|yes|sim|x|1)$/i.test(value.trim()) ? 'true' : ''
}

/** Pasted spreadsheet cells (tab-separated lines). */
export const parseClipboard = (pasted: string) =>
  Papa.parse<string[]>(pasted.replace(/\r?\n$/, ''), { delimiter: '\t' }).data

export interface CsvImport {
  rows: { supplierId: string; itemId: string; cells: string[] }[]
  errors: { line: number; key: string; value: string }[]
}

/**
 * A round from CSV: supplier (name or SAP code), item code, then the grid's columns in order.
 * The first line is a header.
 */
export const parseRoundCsv = (
  csv: string,
  process: ProcessRecord
): CsvImport => {
  const lines = Papa.parse<string[]>(csv.trim(), {
    skipEmptyLines: true,
  }).data.slice(1)
  const supplierOf = (value: string) =>
    process.suppliers.find(
      (s) =>
        s.sapCode === value.trim() ||
        s.name.toLowerCase() === value.trim().toLowerCase()
    )
  const itemOf = (value: string) =>
    process.items.find((i) => i.code === value.trim())
  const result: CsvImport = { rows: [], errors: [] }
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
