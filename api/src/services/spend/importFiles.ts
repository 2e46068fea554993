import { Transform, type Readable } from 'node:stream'

import { SPEND_FILE_DELIMITERS, SPEND_FILE_ENCODINGS } from '@procura/shared'
import ExcelJS from 'exceljs'
import Papa from 'papaparse'

import { UserInputError } from '@redwoodjs/graphql-server'

import { fileStorage } from 'src/lib/fileStorage'

// An ERP extract read as it comes: CSV in any common dialect and encoding, or an XLSX sheet, as rows
// of cells. Only the file's start is read for its preview; the import streams the whole of it.

/** A cell as a file gives it: text (CSV), or what a spreadsheet typed it as. */
export type SpendCell = string | number | Date | boolean | null

export interface SpendFileReading {
  format: 'csv' | 'xlsx'
  encoding?: string | null
  delimiter?: string | null
  sheet?: string | null
}

/** The rows under the header shown for mapping; the header is searched for among the first rows. */
export const PREVIEW_ROWS = 20
export const HEADER_SEARCH_ROWS = 15
const SNIFF_BYTES = 64 * 1024

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf])

/** UTF-8 when the sample reads as UTF-8 (a character cut at its end aside), else Windows-1252. */
export const encodingOf = (sample: Buffer) => {
  if (sample.subarray(0, 3).equals(UTF8_BOM)) return 'utf-8'
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(
      sample.subarray(0, lastWholeCharacter(sample))
    )
    return 'utf-8'
  } catch {
    return 'windows-1252'
  }
}

/** Where the sample's last whole UTF-8 character ends. */
const lastWholeCharacter = (sample: Buffer) => {
  let end = sample.length
  // at most three continuation bytes (10xxxxxx) before a lead byte
  for (let back = 1; back <= 4 && end - back >= 0; back++) {
    const byte = sample[end - back]
    if ((byte & 0xc0) === 0x80) continue
    if (byte >= 0xc0) end -= back
    break
  }
  return end
}

/** The delimiters and encodings a CSV may have (the shared lists), as the api compares them. */
export const DELIMITERS: string[] = Object.values(SPEND_FILE_DELIMITERS)
export const ENCODINGS: string[] = [...SPEND_FILE_ENCODINGS]

/**
 * The delimiter that splits most of the sample's lines into one same number of fields (two or more):
 * a report's title lines above its table (a date, a comma in a sentence) do not sway it, as they
 * sway Papa Parse's own guess, which reads from the first line on. Each line parsed by Papa Parse.
 */
export const delimiterOf = (text: string) => {
  const sample = text.split(/\r?\n/).slice(0, 50).join('\n')
  const rowsIn = (delimiter: string) => {
    const widths = Papa.parse<string[]>(sample, {
      delimiter,
      skipEmptyLines: true,
    })
      .data.map((row) => row.length)
      .filter((width) => width > 1)
    const counts = new Map<number, number>()
    for (const width of widths) counts.set(width, (counts.get(width) ?? 0) + 1)
    // the lines of the table's width, the widest table first
    return Math.max(
      0,
      ...[...counts].map(([width, rows]) => rows * 1000 + width)
    )
  }
  const [best] = DELIMITERS.map((delimiter) => ({
    delimiter,
    score: rowsIn(delimiter),
  })).sort((a, b) => b.score - a.score)
  return best.score ? best.delimiter : ','
}

/** Counts the bytes that pass: how far through the file the reading is. */
const byteCounter = (onBytes: (bytes: number) => void) => {
  let bytes = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length
      onBytes(bytes)
      done(null, chunk)
    },
  })
}

/**
 * A CSV's rows, parsed a chunk of the file at a time by Papa Parse's own parser (as its streaming
 * mode does, without the row-at-a-time callbacks and stream that made it fifteen times slower): each
 * chunk's complete rows, the rest kept for the next. A character split between chunks is decoded
 * whole.
 */
async function* csvRows(input: Readable, encoding: string, delimiter: string) {
  const text = new TextDecoder(encoding)
  let newline: Papa.ParseConfig['newline']
  // what is left of the text after the last complete row, and where it starts in the file's text
  let rest = ''
  let start = 0
  let first = true
  const parse = (chunk: string, last: boolean): SpendCell[][] => {
    // the line break is told by the first chunk that has one
    if (!newline && !last && !/[\r\n]/.test(chunk)) {
      rest = chunk
      return []
    }
    newline ??= Papa.parse(chunk, { delimiter, preview: 1 }).meta
      .linebreak as Papa.ParseConfig['newline']
    // blank lines are kept, so that a row's number is its line in the file; the import skips them
    const parsed = new Papa.Parser({ delimiter, newline }).parse(
      chunk,
      start,
      !last
    ) as { data: string[][]; meta: { cursor: number } }
    rest = last ? '' : chunk.substring(parsed.meta.cursor - start)
    start = parsed.meta.cursor
    if (first && parsed.data.length) {
      const [row] = parsed.data
      if (row[0]) row[0] = row[0].replace(/^\ufeff/, '')
      first = false
    }
    return parsed.data as SpendCell[][]
  }
  for await (const chunk of input as AsyncIterable<Buffer>)
    yield* parse(rest + text.decode(chunk, { stream: true }), false)
  const end = rest + text.decode()
  if (end) yield* parse(end, true)
}

/** A spreadsheet cell's value: formulas by their result, rich text by its text, errors as empty. */
const cellOf = (value: ExcelJS.CellValue): SpendCell => {
  if (value === null || value === undefined) return null
  if (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value instanceof Date
  )
    return value
  if ('richText' in value)
    return value.richText.map((part) => part.text).join('')
  if ('result' in value) return cellOf(value.result as ExcelJS.CellValue)
  if ('text' in value) return String(value.text)
  return null
}

const workbookOf = (input: Readable) =>
  new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
  })

async function* xlsxRows(
  input: Readable,
  sheet: string | null | undefined,
  onSheets?: (names: string[]) => void
) {
  const workbook = workbookOf(input)
  for await (const worksheet of workbook) {
    const sheets = (
      (workbook as unknown as { model: { sheets?: { name: string }[] } }).model
        .sheets ?? []
    ).map((one) => one.name)
    onSheets?.(sheets)
    const name = (worksheet as unknown as { name: string }).name
    if (sheet && name !== sheet) {
      // a sheet not asked for is read past
      for await (const _row of worksheet) continue
      continue
    }
    let number = 0
    for await (const row of worksheet) {
      // a sheet leaves empty rows out: they are given back, so that a row's place is its number
      while (++number < row.number) yield []
      // row.values is 1-based and sparse
      const values = (row.values as ExcelJS.CellValue[]).slice(1)
      yield Array.from(values, cellOf)
    }
    return
  }
}

/** A file's rows, from its first, as cells; `onBytes` hears how many bytes have been read. */
export const rowsOf = (
  input: Readable,
  reading: SpendFileReading,
  onBytes: (bytes: number) => void = () => undefined,
  onSheets?: (names: string[]) => void
): AsyncGenerator<SpendCell[]> => {
  const counted = input.pipe(byteCounter(onBytes))
  input.on('error', (error) => counted.destroy(error))
  return reading.format === 'xlsx'
    ? xlsxRows(counted, reading.sheet, onSheets)
    : csvRows(counted, reading.encoding ?? 'utf-8', reading.delimiter ?? ',')
}

/** Whether a row holds nothing: a blank line, an empty sheet row. */
export const isBlankRow = (row: SpendCell[]) =>
  row.every(
    (cell) =>
      cell === null || cell === '' || (typeof cell === 'string' && !cell.trim())
  )

/** A cell as the preview and the mapping see it: text, a day as ISO. */
export const cellText = (cell: SpendCell) => {
  if (cell === null) return ''
  if (cell instanceof Date) return cell.toISOString().slice(0, 10)
  return String(cell).trim()
}

/**
 * The header row among the first rows: the first with at least three cells, all text, and nearly as
 * many cells as the widest row (a title above it has one or two).
 */
export const headerRowOf = (rows: SpendCell[][]) => {
  const filled = rows.map((row) => row.filter((cell) => cellText(cell)).length)
  const widest = Math.max(0, ...filled)
  const at = rows.findIndex(
    (row, index) =>
      filled[index] >= Math.min(3, widest) &&
      filled[index] >= widest * 0.6 &&
      row.every(
        (cell) =>
          cell === null ||
          (typeof cell === 'string' && !/^-?[\d.,\s]+$/.test(cell.trim()))
      )
  )
  return at < 0 ? 0 : at
}

export interface SpendFilePreview extends SpendFileReading {
  sheets: string[]
  /** 1-based */
  headerRow: number
  headers: string[]
  rows: string[][]
}

const isXlsx = (sample: Buffer) =>
  sample.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))

/** Reads a file's start: its kind, encoding and delimiter, header row and the rows under it. */
export const previewOf = async (
  open: () => Promise<Readable>,
  {
    sheet,
    headerRow,
    encoding,
    delimiter,
  }: {
    sheet?: string | null
    headerRow?: number | null
    /** a CSV's, as the user chose them: else detected */
    encoding?: string | null
    delimiter?: string | null
  } = {}
): Promise<SpendFilePreview> => {
  const sample = await firstBytes(await open())
  const reading: SpendFileReading = isXlsx(sample)
    ? { format: 'xlsx', sheet: sheet ?? null }
    : { format: 'csv', encoding: encoding ?? encodingOf(sample) }
  if (reading.format === 'csv')
    reading.delimiter =
      delimiter ??
      delimiterOf(new TextDecoder(reading.encoding ?? 'utf-8').decode(sample))
  let sheets: string[] = []
  const input = await open()
  const rows: SpendCell[][] = []
  try {
    for await (const row of rowsOf(input, reading, undefined, (names) => {
      sheets = names
    })) {
      rows.push(row)
      if (rows.length >= HEADER_SEARCH_ROWS + PREVIEW_ROWS) break
    }
  } finally {
    input.destroy()
  }
  const header = headerRow
    ? headerRow - 1
    : headerRowOf(rows.slice(0, HEADER_SEARCH_ROWS))
  const headers = (rows[header] ?? []).map(cellText)
  const width = Math.max(headers.length, ...rows.map((row) => row.length))
  return {
    ...reading,
    sheet: reading.format === 'xlsx' ? (sheet ?? sheets[0] ?? null) : null,
    sheets,
    headerRow: header + 1,
    headers: Array.from({ length: width }, (_, at) => headers[at] ?? ''),
    rows: rows
      .slice(header + 1)
      .filter((row) => !isBlankRow(row))
      .slice(0, PREVIEW_ROWS)
      .map((row) =>
        Array.from({ length: width }, (_, at) => cellText(row[at] ?? null))
      ),
  }
}

const firstBytes = async (input: Readable) => {
  const chunks: Buffer[] = []
  let length = 0
  try {
    for await (const chunk of input) {
      chunks.push(chunk as Buffer)
      length += (chunk as Buffer).length
      if (length >= SNIFF_BYTES) break
    }
  } finally {
    input.destroy()
  }
  return Buffer.concat(chunks).subarray(0, SNIFF_BYTES)
}

/** An import's stored file, read again from its start. */
export const openImportFile = async ({ fileKey }: { fileKey: string }) => {
  const stream = await fileStorage.getStream(fileKey)
  if (!stream) throw new UserInputError('spend.import.fileMissing')
  return stream
}

/** The rows under the header (`headerRow`, 1-based). */
export async function* rowsAfter(
  rows: AsyncIterable<SpendCell[]>,
  headerRow: number
) {
  let read = 0
  for await (const row of rows) if (++read > headerRow) yield row
}
