import { SPEND_IMPORT_COLUMNS } from './index'

// Issue 26: an ERP extract's columns mapped to the spend line's fields, suggested from the headers
// (English, Portuguese, SAP and German names) and, where a header says nothing, from the values.

/** The spend line's fields a file column can fill; the supplier may also come as a code or a VAT id. */
export const SPEND_MAPPING_FIELDS = [
  ...SPEND_IMPORT_COLUMNS,
  'supplierCode',
  'supplierVat',
  'materialCode',
] as const
export type SpendMappingField = (typeof SPEND_MAPPING_FIELDS)[number]

/** A header as compared: lower case, no accents, words separated by one space. */
export const headerKey = (header: string) =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/** What ERPs and spreadsheets call each field, as header keys; the first names are the surest. */
const HEADER_NAMES: Record<SpendMappingField, string[]> = {
  date: ['date', 'posting date', 'document date', 'invoice date', 'order date', 'po date', 'data', 'data do documento',
    'data de lancamento', 'data da fatura', 'belegdatum', 'buchungsdatum', 'bedat'],
  businessDivision: ['business division', 'division', 'business unit', 'divisao', 'unidade de negocio', 'sparte'],
  region: ['region', 'regiao', 'region code'],
  categoryManager: ['category manager', 'buyer', 'purchasing group', 'comprador', 'gestor de categoria',
    'grupo de compradores', 'einkaufergruppe', 'ekgrp'],
  supplier: ['supplier', 'vendor', 'supplier name', 'vendor name', 'name of vendor', 'fornecedor', 'nome do fornecedor',
    'razao social', 'lieferant', 'name 1'],
  supplierCode: ['supplier code', 'vendor code', 'vendor number', 'supplier number', 'codigo do fornecedor',
    'cod fornecedor', 'lifnr', 'kreditor'],
  supplierVat: ['vat', 'vat number', 'tax id', 'tax number', 'cnpj', 'cpf cnpj', 'ust id', 'stceg'],
  material: ['material description', 'short text', 'item description', 'description', 'descricao do material',
    'descricao', 'texto breve', 'kurztext', 'material'],
  materialCode: ['material code', 'material number', 'item code', 'codigo do material', 'matnr', 'materialnummer'],
  materialCategory: ['material group', 'material category', 'category', 'commodity', 'grupo de mercadorias',
    'categoria', 'warengruppe', 'matkl'],
  plant: ['plant', 'centro', 'werk', 'site', 'plant code', 'werks'],
  amount: ['net value', 'net order value', 'net amount', 'amount', 'invoice amount', 'total amount', 'spend', 'value',
    'valor liquido', 'valor liquido do pedido', 'valor total', 'valor', 'nettowert', 'netwr'],
  currency: ['currency', 'moeda', 'wahrung', 'waers', 'curr', 'crcy'],
  volume: ['order quantity', 'quantity', 'qty', 'quantidade', 'quantidade do pedido', 'volume', 'bestellmenge', 'menge'],
  unit: ['order unit', 'unit', 'uom', 'unit of measure', 'unidade', 'unidade de medida', 'bestellmengeneinheit', 'meins'],
}

/** How surely a header names a field: 1 for its surest name, less further down its list, 0 for none. */
const headerScore = (header: string, field: SpendMappingField) => {
  const key = headerKey(header)
  const names = HEADER_NAMES[field]
  const at = names.indexOf(key)
  if (at >= 0) return 1 - at / (names.length * 2)
  // "Net Value (BRL)", "Fornecedor - Nome": a name at the header's start counts, for less
  const partial = names.findIndex((name) => key.startsWith(`${name} `))
  return partial >= 0 ? 0.4 - partial / (names.length * 10) : 0
}

const DAY = /^(\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}-\d{2}-\d{2}(T.*)?)$/
const CURRENCY = /^(BRL|USD|EUR|GBP|ARS|CLP|MXN|CNY|JPY|R\$|US\$|€|\$)$/i
const MONEY = /^-?(R\$|US\$|€|\$)?\s?-?[\d.,\s]*\d$/

/** What a column's values look like, when its header says nothing: dates, currencies or amounts. */
const valueScore = (values: string[], field: SpendMappingField) => {
  const filled = values.map((value) => value.trim()).filter(Boolean)
  if (!filled.length) return 0
  const share = (pattern: RegExp) => filled.filter((value) => pattern.test(value)).length / filled.length
  if (field === 'date') return share(DAY) * 0.3
  if (field === 'currency') return share(CURRENCY) * 0.3
  if (field === 'amount') return filled.some((value) => /[.,]\d{2}$/.test(value)) ? share(MONEY) * 0.2 : 0
  return 0
}

/** The field a column of codes fills where its header names the thing itself (SAP's "Fornecedor"). */
const CODE_OF: Partial<Record<SpendMappingField, SpendMappingField>> = {
  supplier: 'supplierCode',
  material: 'materialCode',
}

/** Values that are codes (100234, MAT-0042), not names: no spaces, a digit in each. */
const looksLikeCodes = (values: string[]) => {
  const filled = values.map((value) => value.trim()).filter(Boolean)
  return filled.length > 0 && filled.every((value) => /^[\w./-]+$/.test(value) && /\d/.test(value))
}

/** How surely a column fills a field, by its header and its values. */
const columnScore = (header: string, values: string[], field: SpendMappingField) => {
  const codes = looksLikeCodes(values)
  const named = headerScore(header, field)
  const nameField = (Object.keys(CODE_OF) as SpendMappingField[]).find((name) => CODE_OF[name] === field)
  if (nameField)
    return Math.max(named, codes ? headerScore(header, nameField) * 0.9 : 0)
  return Math.max(CODE_OF[field] && codes ? named / 2 : named, valueScore(values, field))
}

/**
 * A field for each column of the file (null: ignore it): each field to the column that names it most
 * surely, by its header, else by its values; a field never goes to two columns.
 */
export const suggestSpendMapping = (headers: string[], sampleRows: string[][]) => {
  const candidates = headers.flatMap((header, column) => {
    const values = sampleRows.map((row) => row[column] ?? '')
    return SPEND_MAPPING_FIELDS.map((field) => ({ column, field, score: columnScore(header, values, field) }))
  })
  const mapping: (SpendMappingField | null)[] = headers.map(() => null)
  const taken = new Set<SpendMappingField>()
  for (const { column, field, score } of candidates.filter((c) => c.score > 0).sort((a, b) => b.score - a.score)) {
    if (mapping[column] || taken.has(field)) continue
    mapping[column] = field
    taken.add(field)
  }
  return mapping
}
