import * as yup from 'yup'

import { readDay } from '../day'
import { dec, NumberProblem, readDecimal, type ReadDecimal } from '../decimal'
import { atMost, required } from '../fields'
import { LOCALES, type Locale } from '../i18n'

import { SPEND_IMPORT_COLUMNS } from './index'

// Issue 26: an ERP extract's columns mapped to the spend line's fields, suggested from the headers
// (English, Portuguese, SAP and German names) and, where a header says nothing, from the values.

/** The template's columns: the spend line's fields, the supplier also as a code or a VAT id. */
export const SPEND_TEMPLATE_FIELDS = [
  ...SPEND_IMPORT_COLUMNS,
  'supplierCode',
  'supplierVat',
  'materialCode',
] as const

/**
 * The fields a file column can fill: the template's, and a unit's price for extracts that carry no
 * line amount (the amount is then the price times the volume).
 */
export const SPEND_MAPPING_FIELDS = [
  ...SPEND_TEMPLATE_FIELDS,
  'unitPrice',
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
  date: [
    'date',
    'posting date',
    'document date',
    'invoice date',
    'order date',
    'po date',
    'data',
    'data do documento',
    'data de lancamento',
    'data da fatura',
    'belegdatum',
    'buchungsdatum',
    'bedat',
  ],
  businessDivision: [
    'business division',
    'division',
    'business unit',
    'divisao',
    'unidade de negocio',
    'sparte',
  ],
  region: ['region', 'regiao', 'region code'],
  categoryManager: [
    'category manager',
    'buyer',
    'purchasing group',
    'comprador',
    'gestor de categoria',
    'grupo de compradores',
    'einkaufergruppe',
    'ekgrp',
  ],
  supplier: [
    'supplier',
    'vendor',
    'supplier name',
    'vendor name',
    'name of vendor',
    'fornecedor',
    'nome do fornecedor',
    'razao social',
    'lieferant',
    'name 1',
  ],
  supplierCode: [
    'supplier code',
    'vendor code',
    'vendor number',
    'supplier number',
    'codigo do fornecedor',
    'cod fornecedor',
    'lifnr',
    'kreditor',
  ],
  supplierVat: [
    'vat',
    'vat number',
    'tax id',
    'tax number',
    'cnpj',
    'cpf cnpj',
    'ust id',
    'stceg',
  ],
  material: [
    'material description',
    'short text',
    'item description',
    'description',
    'descricao do material',
    'descricao',
    'texto breve',
    'kurztext',
    'material',
    // TOTVS Protheus: the product, by its code
    'produto',
  ],
  materialCode: [
    'material code',
    'material number',
    'item code',
    'codigo do material',
    'matnr',
    'materialnummer',
  ],
  materialCategory: [
    'material group',
    'material category',
    'category',
    'commodity',
    'grupo de mercadorias',
    'categoria',
    'warengruppe',
    'matkl',
    // TOTVS Protheus: the product's group
    'grupo',
    'grupo do produto',
  ],
  plant: [
    'plant',
    'centro',
    'werk',
    'site',
    'plant code',
    'ship to plant',
    'ship to location',
    'werks',
    'filial',
  ],
  amount: [
    'net value',
    'net order value',
    'net amount',
    'amount',
    'invoice amount',
    'total amount',
    'total',
    'spend',
    'value',
    'valor liquido',
    'valor liquido do pedido',
    'valor total',
    'valor',
    'nettowert',
    'netwr',
    'nettobestellwert',
    'bestellwert',
    'line amount',
    'line total',
    'extended amount',
    'item value',
    'vlr total',
    'valor total do item',
  ],
  unitPrice: [
    'unit price',
    'net price',
    'nettopreis',
    'einzelpreis',
    'netpr',
    'price',
    'preco unitario',
    'prc unitario',
    'vlr unitario',
    'valor unitario',
    'preco',
  ],
  currency: ['currency', 'moeda', 'wahrung', 'waers', 'curr', 'crcy'],
  volume: [
    'order quantity',
    'quantity',
    'qty',
    'quantidade',
    'quantidade do pedido',
    'volume',
    'bestellmenge',
    'menge',
  ],
  unit: [
    'order unit',
    'unit',
    'uom',
    'unit of measure',
    'unidade',
    'unidade de medida',
    'um',
    'un',
    'bestellmengeneinheit',
    'meins',
  ],
}

/** How surely a header names a field: 1 for its surest name, less further down its list, 0 for none. */
const headerScore = (header: string, field: SpendMappingField) => {
  const key = headerKey(header)
  // the product's own template names its columns by the fields themselves
  if (key.replace(/ /g, '') === field.toLowerCase()) return 1.05
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
  const share = (pattern: RegExp) =>
    filled.filter((value) => pattern.test(value)).length / filled.length
  if (field === 'date') return share(DAY) * 0.3
  if (field === 'currency') return share(CURRENCY) * 0.3
  if (field === 'amount')
    return filled.some((value) => /[.,]\d{2}$/.test(value))
      ? share(MONEY) * 0.2
      : 0
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
  return (
    filled.length > 0 &&
    filled.every((value) => /^[\w./-]+$/.test(value) && /\d/.test(value))
  )
}

/** Headers of a unit's price: money-like values, but never a line's amount. */
const UNIT_PRICE_HEADERS = new Set(HEADER_NAMES.unitPrice)

/** How surely a column fills a field, by its header and its values. */
const columnScore = (
  header: string,
  values: string[],
  field: SpendMappingField
) => {
  if (field === 'amount' && UNIT_PRICE_HEADERS.has(headerKey(header))) return 0
  const codes = looksLikeCodes(values)
  const named = headerScore(header, field)
  const nameField = (Object.keys(CODE_OF) as SpendMappingField[]).find(
    (name) => CODE_OF[name] === field
  )
  if (nameField)
    return Math.max(named, codes ? headerScore(header, nameField) * 0.9 : 0)
  return Math.max(
    CODE_OF[field] && codes ? named / 2 : named,
    valueScore(values, field)
  )
}

/**
 * A field for each column of the file (null: ignore it): each field to the column that names it most
 * surely, by its header, else by its values; a field never goes to two columns.
 */
export const suggestSpendMapping = (
  headers: string[],
  sampleRows: string[][]
) => {
  const candidates = headers.flatMap((header, column) => {
    const values = sampleRows.map((row) => row[column] ?? '')
    return SPEND_MAPPING_FIELDS.map((field) => ({
      column,
      field,
      score: columnScore(header, values, field),
    }))
  })
  const mapping: (SpendMappingField | null)[] = headers.map(() => null)
  const taken = new Set<SpendMappingField>()
  for (const { column, field } of candidates
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score)) {
    if (mapping[column] || taken.has(field)) continue
    mapping[column] = field
    taken.add(field)
  }
  // a price only stands in for the amount where the file has none
  if (taken.has('amount') && taken.has('unitPrice'))
    mapping[mapping.indexOf('unitPrice')] = null
  return mapping
}

// ───────── how a mapped file is read ─────────

/** Fields whose values are codes of a list: unknown ones are listed for the user to map. */
export const SPEND_CODED_FIELDS = [
  'businessDivision',
  'region',
  'categoryManager',
  'materialCategory',
  'currency',
  'unit',
] as const
export type SpendCodedField = (typeof SPEND_CODED_FIELDS)[number]

/** Fields that may have no column: one value then stands for every line of the file. */
export const SPEND_DEFAULT_FIELDS = [
  'businessDivision',
  'region',
  'materialCategory',
  'currency',
  'unit',
  'plant',
] as const
export type SpendDefaultField = (typeof SPEND_DEFAULT_FIELDS)[number]

/**
 * How a file is read: a field for each of its columns (null: ignored), the language its numbers and
 * dates are written in, a value for the fields no column fills, and the file's unknown codes mapped
 * to the lists' codes (`values.region['SUDESTE'] = 'BR-SE'`, by the value in upper case).
 */
export interface SpendImportMapping {
  columns: (SpendMappingField | null)[]
  locale: Locale
  defaults: Partial<Record<SpendDefaultField, string>>
  values: Partial<Record<SpendCodedField, Record<string, string>>>
}

/** Each need a line has, and the fields any of which fills it. */
const NEEDS: [SpendMappingField, SpendMappingField[]][] = [
  ['date', ['date']],
  ['supplier', ['supplier', 'supplierCode', 'supplierVat']],
  ['material', ['material', 'materialCode']],
  ['amount', ['amount', 'unitPrice']],
  ['volume', ['volume']],
]

/** The fields a mapping leaves unfilled: neither a column nor a value for every line. */
export const missingSpendFields = (
  mapping: Pick<SpendImportMapping, 'columns' | 'defaults'>
) => {
  const mapped = new Set(mapping.columns)
  const missing = NEEDS.filter(
    ([, fields]) => !fields.some((field) => mapped.has(field))
  ).map(([need]) => need)
  for (const field of SPEND_DEFAULT_FIELDS)
    if (!mapped.has(field) && !mapping.defaults[field]?.trim())
      missing.push(field)
  return missing
}

/** The mapping as the api takes it: shapes checked, one column per field, nothing required left out. */
export const spendImportMappingSchema = yup.object({
  columns: yup
    .array(
      yup
        .mixed<SpendMappingField>()
        .oneOf([...SPEND_MAPPING_FIELDS])
        .nullable()
        .defined()
    )
    .required(required)
    .max(500, atMost(500))
    .test('once', { key: 'spend.import.mapping.twice' }, (columns) => {
      const fields = (columns ?? []).filter(Boolean)
      return new Set(fields).size === fields.length
    })
    .test(
      'oneAmount',
      { key: 'spend.import.mapping.amountAndPrice' },
      (columns) =>
        !(columns?.includes('amount') && columns.includes('unitPrice'))
    ),
  locale: yup
    .mixed<Locale>()
    .oneOf([...LOCALES])
    .required(required),
  defaults: yup
    .object(
      Object.fromEntries(
        SPEND_DEFAULT_FIELDS.map((field) => [
          field,
          yup.string().trim().max(200, atMost(200)),
        ])
      )
    )
    .required(required),
  values: yup
    .object(
      Object.fromEntries(
        SPEND_CODED_FIELDS.map((field) => [
          field,
          // a map of the file's values, not a shape: kept whole (a shape's unknown keys are dropped)
          yup
            .mixed<Record<string, string>>()
            .test('codes', { key: 'validation.invalid' }, (codes) =>
              Object.entries(codes ?? {}).every(
                ([value, code]) =>
                  value.length <= 200 &&
                  typeof code === 'string' &&
                  code.length <= 254
              )
            ),
        ])
      )
    )
    .required(required),
})

/**
 * The ISO day of a cell: ISO text (with a time or not), else as the file's language writes days, else
 * as the other language does when only that reading is a day ("15/03/2026" in an English file).
 */
export const readSpendDay = (text: string, locale: Locale) => {
  const iso = /^(\d{4}-\d{2}-\d{2})(?:[T ][\d:.]+Z?)?$/.exec(text.trim())
  if (iso) return readDay(iso[1], locale)
  return (
    readDay(text, locale) ||
    readDay(text, locale === 'en' ? 'pt' : 'en') ||
    null
  )
}

/** Symbols and codes an amount may carry, and the currency each says. */
const SYMBOLS: [RegExp, string | null][] = [
  [/^R\$/, 'BRL'],
  [/^US\$/, 'USD'],
  [/^€/, 'EUR'],
  [/^£/, 'GBP'],
  [/^\$/, null],
  [/^[A-Z]{3}(?=[\s\d-])/, ''],
]

/**
 * An amount as an extract writes it: "R$ 1.234,56", "US$ 1,234.56", "(1,234.56)" or "1234.56 EUR".
 * `currency` is what a symbol or code says ('$' alone says nothing); `value` as readDecimal answers.
 */
export const readSpendAmount = (
  text: string,
  locale: Locale
): { value: ReadDecimal; currency?: string } => {
  let rest = text.trim()
  let negative = false
  if (/^\(.*\)$/.test(rest)) {
    negative = true
    rest = rest.slice(1, -1).trim()
  }
  if (rest.startsWith('-')) {
    negative = !negative
    rest = rest.slice(1).trim()
  }
  let currency: string | undefined
  const suffix = /\s*([A-Z]{3})$/.exec(rest)
  if (suffix) {
    currency = suffix[1]
    rest = rest.slice(0, suffix.index)
  } else
    for (const [symbol, code] of SYMBOLS) {
      const found = symbol.exec(rest)
      if (!found) continue
      currency = code === '' ? found[0] : (code ?? undefined)
      rest = rest.slice(found[0].length).trim()
      break
    }
  if (rest.startsWith('-')) {
    negative = !negative
    rest = rest.slice(1)
  }
  let value = readDecimal(rest, locale)
  // "R$ 250,00" in an English file: the real is written the Brazilian way
  if (value instanceof NumberProblem && currency === 'BRL' && locale === 'en')
    value = readDecimal(rest, 'pt')
  return {
    value:
      typeof value === 'string' && negative
        ? dec(value).neg().toFixed()
        : value,
    currency,
  }
}

/** A currency cell: its code, or the code a symbol stands for ('$' is the dollar). */
export const spendCurrencyCode = (text: string) => {
  const value = text.trim().toUpperCase()
  return (
    { R$: 'BRL', US$: 'USD', $: 'USD', '€': 'EUR', '£': 'GBP' }[value] ?? value
  )
}

/**
 * The language a file writes numbers and dates in, told by its sample: decimal commas or day-first
 * dates beyond the 12th say Portuguese, decimal points or month-first dates English; ';' between
 * cells leans Portuguese when the sample cannot tell.
 */
export const suggestSpendLocale = (
  columns: (SpendMappingField | null)[],
  rows: string[][],
  delimiter?: string
): Locale => {
  let pt = 0
  let en = 0
  columns.forEach((field, column) => {
    for (const row of rows) {
      const value = (row[column] ?? '').trim()
      if (field === 'amount' || field === 'unitPrice' || field === 'volume') {
        if (/\d,\d{1,2}$/.test(value) || /\.\d{3},/.test(value)) pt += 1
        if (/\d\.\d{1,2}$/.test(value) || /,\d{3}\./.test(value)) en += 1
      }
      const day =
        field === 'date' ? /^(\d{1,2})\D(\d{1,2})\D\d{4}$/.exec(value) : null
      if (day && +day[1] > 12) pt += 1
      if (day && +day[2] > 12) en += 1
    }
  })
  if (pt !== en) return pt > en ? 'pt' : 'en'
  return delimiter === ';' ? 'pt' : 'en'
}

/** The headers as a profile is chosen by: each as compared, in order. */
export const headersKeyOf = (headers: string[]) =>
  headers.map(headerKey).join('|')
