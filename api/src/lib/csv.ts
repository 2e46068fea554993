import type { Locale } from '@procura/shared'
import Papa from 'papaparse'

/** A number as people type it in either language: 1234.5, 1234,5, 1.234,50 or 1,234.50; else the text. */
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
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : value
}

/** List entries by their code, as files name them (any case). */
export const byCode = (rows: { id: string; code: string }[]) =>
  new Map(rows.map((row) => [row.code.toUpperCase(), row.id]))

// Spreadsheets in Brazil read ';' between cells and ',' in numbers; in English ',' and '.'.
const DELIMITER: Record<Locale, string> = { en: ',', pt: ';' }

/** A number as the reader's spreadsheet reads it: fixed digits, the locale's decimal mark, no grouping. */
export const csvNumber = (value: number | null, locale: Locale, digits = 2) => {
  if (value === null) return ''
  const fixed = value.toFixed(digits)
  return locale === 'pt' ? fixed.replace('.', ',') : fixed
}

/**
 * A CSV file for the reader's spreadsheet: UTF-8 with a BOM (Excel), their delimiter, CRLF, and
 * formula-like cells neutralised (a supplier named "=HYPERLINK(...)" stays text).
 */
export const csvDocument = (
  fields: string[],
  data: string[][],
  locale: Locale
) =>
  `\ufeff${Papa.unparse({ fields, data }, { delimiter: DELIMITER[locale], escapeFormulae: true, newline: '\r\n' })}\r\n`
