import { decimalText, portalColumnsOf, type PortalOffer } from '@procura/shared'

import type { ColumnKind } from 'src/components/Process/Quotations/quotationRows'

// The supplier's answer in the portal grid: one row per item, cells as typed (numbers as exact
// decimal text once read in the supplier's language), the offer sent as the api reads it.

export type PortalColumnField = keyof PortalOffer & string

export interface PortalColumn {
  field: PortalColumnField
  kind: ColumnKind
  options?: 'incoterms' | 'supplyOrigins' | 'agreementPeriod'
}

const KINDS: Partial<Record<PortalColumnField, Omit<PortalColumn, 'field'>>> = {
  unitPrice: { kind: 'number' },
  annualVolume: { kind: 'number' },
  paymentTerms: { kind: 'number' },
  incotermId: { kind: 'select', options: 'incoterms' },
  supplyOriginId: { kind: 'select', options: 'supplyOrigins' },
  agreementLength: { kind: 'number' },
  agreementPeriod: { kind: 'select', options: 'agreementPeriod' },
  additionalInformation: { kind: 'text' },
  declined: { kind: 'check' },
}

/** The grid's editable columns for the fields the round asks. */
export const portalColumns = (fields: string[]): PortalColumn[] =>
  portalColumnsOf(fields).map((field) => ({
    field: field as PortalColumnField,
    ...(KINDS[field as PortalColumnField] as Omit<PortalColumn, 'field'>),
  }))

export type PortalRow = { itemId: string } & Record<PortalColumnField, string>

const WHOLE = new Set<PortalColumnField>(['paymentTerms', 'agreementLength'])

/** Rows for every item, filled from the saved answer. */
export const portalRows = (
  items: { id: string }[],
  columns: PortalColumn[],
  saved: Partial<Record<string, unknown>>[]
): PortalRow[] => {
  const byItem = new Map(saved.map((offer) => [offer.itemId, offer]))
  return items.map((item) => {
    const offer = byItem.get(item.id) ?? {}
    const row = { itemId: item.id } as PortalRow
    for (const { field, kind } of columns) {
      const value = offer[field]
      row[field] =
        kind === 'check'
          ? value
            ? 'true'
            : ''
          : kind === 'number'
            ? (decimalText(value as string | number | null) ?? '')
            : value == null
              ? ''
              : String(value)
    }
    return row
  })
}

/** What the api takes: exact decimal text, whole numbers for days and months, empty cells left out. */
export const toOffers = (rows: PortalRow[], columns: PortalColumn[]) =>
  rows.map((row) => {
    const offer: Record<string, unknown> = { itemId: row.itemId }
    for (const { field, kind } of columns) {
      const value = row[field]
      if (kind === 'check') offer[field] = value === 'true'
      else if (value !== '')
        offer[field] = WHOLE.has(field) ? Number(value) : value
    }
    return offer
  })

/** The row an api error names ("[3].unitPrice" is the fourth item's price). */
export const rowOfField = (field?: string) => {
  const index = field?.match(/^\[(\d+)\]/)?.[1]
  return index === undefined ? null : Number(index)
}
