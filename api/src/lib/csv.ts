import {
  dec,
  type Locale,
  type Numeric,
  type ValidationMessage,
} from '@procura/shared'
import Papa from 'papaparse'

import { UserInputError } from '@redwoodjs/graphql-server'

/**
 * An ERP extract's number in either language's writing (1234.5, 1234,5, 1.234,50 or 1,234.50), as
 * decimal text; else the text. The spend import's own reading until it maps a file's formats; the
 * screens and the contract import read with the shared readDecimal, in one locale.
 */
export const numberOf = (text: string) => {
  const value = text.trim()
  if (!value) return ''
  const lastComma = value.lastIndexOf(',')
  const lastDot = value.lastIndexOf('.')
  const decimal = lastComma > lastDot ? ',' : '.'
  const plain = value
    .split(decimal === ',' ? '.' : ',')
    .join('')
    .replace(decimal, '.')
  return /^-?\d+(\.\d+)?$/.test(plain) ? plain : value
}

/** List entries by their code, as files name them (any case). */
export const byCode = (rows: { id: string; code: string }[]) =>
  new Map(rows.map((row) => [row.code.toUpperCase(), row.id]))

// Spreadsheets in Brazil read ';' between cells and ',' in numbers; in English ',' and '.'.
const DELIMITER: Record<Locale, string> = { en: ',', pt: ';' }

/** The writing of a CSV file's numbers, told by its delimiter: ';' is a Brazilian spreadsheet's. */
export const csvLocaleOf = (delimiter: string): Locale =>
  delimiter === ';' ? 'pt' : 'en'

/** A number as the reader's spreadsheet reads it: fixed digits, the locale's decimal mark, no grouping. */
export const csvNumber = (
  value: Numeric | null,
  locale: Locale,
  digits = 2
) => {
  if (value === null) return ''
  const fixed = dec(value).toFixed(digits)
  return locale === 'pt' ? fixed.replace('.', ',') : fixed
}

// what a spreadsheet would run as a formula; a signed number ("-12", "-3,5") is left a number
const FORMULA = /^[=+\-@\t\r](?![\d.,]+$)/

/**
 * A CSV file for the reader's spreadsheet: UTF-8 with a BOM (Excel), their delimiter, CRLF, and
 * formula-like cells neutralised (a supplier named "=HYPERLINK(...)" stays text).
 */
export const csvDocument = (
  fields: string[],
  data: string[][],
  locale: Locale
) =>
  `\ufeff${Papa.unparse({ fields, data }, { delimiter: DELIMITER[locale], escapeFormulae: FORMULA, newline: '\r\n' })}\r\n`

// what csvDocument put before a cell a spreadsheet would have run as a formula
export const unescaped = (cell: string | undefined) =>
  (cell ?? '').replace(/^'(?=[=+\-@\t\r])/, '')

const TRUE = new Set(['true', 'yes', 'sim', '1', 'y', 's'])
const FALSE = new Set(['false', 'no', 'não', 'nao', '0', 'n'])

/** A yes/no cell in either language; anything else as written, for the schema to refuse. */
export const csvFlag = (cell: string | undefined) => {
  const flag = (cell ?? '').trim().toLowerCase()
  if (TRUE.has(flag)) return true
  if (FALSE.has(flag)) return false
  return flag || undefined
}

/** A file this long is an ERP extract, not a form: import it from the command line instead. */
export const IMPORT_MAX_ROWS = 10_000

export interface ImportProblem {
  /** the line of the file, the header being line 1 */
  line: number
  field: string
  message: ValidationMessage
}

export type ImportOutcome = 'created' | 'updated' | 'unchanged'

/**
 * An import file's rows, each by its columns (a heading read by `columnOf`), refused with the
 * `messages` section's words when it has no row, too many, or lacks a column.
 */
export const importedRows = (
  csv: string,
  {
    columns,
    columnOf,
    messages,
  }: {
    columns: readonly string[]
    columnOf: (heading: string) => string
    messages: string
  }
) => {
  const parsed = Papa.parse<Record<string, string>>(
    csv.replace(/^\ufeff/, ''),
    {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (header) => columnOf(header.trim()),
    }
  )
  if (!parsed.data.length) throw new UserInputError(`${messages}.empty`)
  if (parsed.data.length > IMPORT_MAX_ROWS)
    throw new UserInputError(`${messages}.tooMany`, {
      values: { max: IMPORT_MAX_ROWS },
    })
  const missing = columns.filter(
    (column) => !parsed.meta.fields?.includes(column)
  )
  if (missing.length)
    throw new UserInputError(`${messages}.columns`, {
      values: { columns: missing.join(', ') },
    })
  return parsed
}

/** What an import answers: each row's outcome and their counts, or the problems. */
export const importResult = (
  outcomes: { line: number; record: string; outcome: ImportOutcome }[],
  problems: ImportProblem[]
) => {
  const count = (outcome: ImportOutcome) =>
    outcomes.filter((row) => row.outcome === outcome).length
  return {
    imported: outcomes.length,
    created: count('created'),
    updated: count('updated'),
    unchanged: count('unchanged'),
    rows: outcomes,
    problems,
  }
}
