import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'

import {
  dec,
  isDecimalText,
  SPEND_IMPORT_COLUMNS,
  type SpendImportColumn,
  type ValidationMessage,
} from '@procura/shared'
import Papa from 'papaparse'
import type pg from 'pg'

import { UserInputError } from '@redwoodjs/graphql-server'

import { byCode, numberOf } from 'src/lib/csv'
import { bulkTransaction, db } from 'src/lib/db'

import { addImportToRollup } from './rollup'

// lines go to PostgreSQL in chunks this size, the next one read while the last is written
const CHUNK = 5_000
// a file with more problems than this is the wrong file: these are enough to tell why
export const MAX_REPORTED_PROBLEMS = 1_000
const MAX_TEXT = 200
// Decimal(20, 2) and the sums over millions of lines stay exact well below this
const MAX_AMOUNT = 1e15

export interface SpendImportProblem {
  /** the line of the file, the header being line 1 */
  line: number
  field: SpendImportColumn
  message: ValidationMessage
}

/** A line as it goes to PostgreSQL: short keys keep a chunk's JSON small. */
interface LineRecord {
  d: string
  bd: string
  rg: string
  cm: string | null
  su: string
  ma: string
  mc: string
  pl: string
  oa: string
  rate: string
  cu: string
  vo: string
  um: string
}

/** What a company's lines resolve through: codes, its people's emails, its currency and rates. */
const lookupsOf = async (companyId: string) => {
  const code = { select: { id: true, code: true } }
  const [
    company,
    divisions,
    regions,
    categories,
    currencies,
    units,
    people,
    rates,
  ] = await Promise.all([
    db.company.findUniqueOrThrow({
      where: { id: companyId },
      select: { currencyCode: true },
    }),
    db.businessDivision.findMany(code),
    db.region.findMany(code),
    db.materialCategory.findMany(code),
    db.currency.findMany(code),
    db.unitOfMeasure.findMany(code),
    db.user.findMany({
      where: { companyId },
      select: { id: true, email: true },
    }),
    db.exchangeRate.findMany({ where: { companyId } }),
  ])
  return {
    companyCurrency: company.currencyCode,
    businessDivision: byCode(divisions),
    region: byCode(regions),
    materialCategory: byCode(categories),
    currency: byCode(currencies),
    unit: byCode(units),
    categoryManager: new Map(
      people.map((person) => [person.email.toUpperCase(), person.id])
    ),
    rate: new Map(
      rates.map((rate) => [
        `${rate.currencyCode}:${rate.month.toISOString().slice(0, 7)}`,
        rate.rate.toString(),
      ])
    ),
  }
}
type Lookups = Awaited<ReturnType<typeof lookupsOf>>

/** YYYY-MM-DD, or DD/MM/YYYY as Brazilian extracts write it; null when not a real day. */
const dayOf = (text: string) => {
  const value = text.trim()
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value)
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : br
      ? [br[3], br[2], br[1]]
      : []
  if (!year) return null
  const date = new Date(Date.UTC(+year, +month - 1, +day))
  return date.getUTCDate() === +day && date.getUTCMonth() === +month - 1
    ? `${year}-${month}-${day}`
    : null
}

/** One row of the file checked and resolved: the line to write, or what is wrong with it. */
const lineOf = (
  row: Record<string, string>,
  lookups: Lookups
): {
  line?: LineRecord
  problems: [SpendImportColumn, ValidationMessage][]
} => {
  const problems: [SpendImportColumn, ValidationMessage][] = []
  const problem = (
    field: SpendImportColumn,
    key: string,
    values?: Record<string, unknown>
  ) => problems.push([field, { key: `spend.import.${key}`, values }])
  const cell = (field: SpendImportColumn) => (row[field] ?? '').trim()
  const text = (field: SpendImportColumn) => {
    const value = cell(field)
    if (!value) problem(field, 'required')
    else if (value.length > MAX_TEXT)
      problem(field, 'tooLong', { max: MAX_TEXT })
    return value
  }
  const coded = (
    field: SpendImportColumn,
    lookup: Map<string, string>,
    optional = false
  ) => {
    const value = cell(field)
    if (!value) {
      if (!optional) problem(field, 'required')
      return null
    }
    const id = lookup.get(value.toUpperCase())
    if (!id) problem(field, 'unknown', { value })
    return id ?? null
  }
  const amount = (field: SpendImportColumn) => {
    const value = numberOf(cell(field))
    if (value === '') problem(field, 'required')
    else if (!isDecimalText(value) || dec(value).abs().gte(MAX_AMOUNT))
      problem(field, 'number')
    return value
  }

  const date = dayOf(cell('date'))
  if (!date) problem('date', cell('date') ? 'date' : 'required')
  const currencyCode = cell('currency').toUpperCase()
  const currency = coded('currency', lookups.currency)
  const month = date?.slice(0, 7)
  const rate =
    currencyCode === lookups.companyCurrency
      ? '1'
      : lookups.rate.get(`${currencyCode}:${month}`)
  if (currency && date && !rate)
    problem('currency', 'noRate', { currency: currencyCode, month })
  const line = {
    d: date ?? '',
    bd: coded('businessDivision', lookups.businessDivision) ?? '',
    rg: coded('region', lookups.region) ?? '',
    cm: coded('categoryManager', lookups.categoryManager, true),
    su: text('supplier'),
    ma: text('material'),
    mc: coded('materialCategory', lookups.materialCategory) ?? '',
    pl: text('plant'),
    oa: amount('amount'),
    rate: rate ?? '',
    cu: currency ?? '',
    vo: amount('volume'),
    um: coded('unit', lookups.unit) ?? '',
  }
  return problems.length ? { problems } : { line, problems }
}

const INSERT_LINES = `
  INSERT INTO "SpendLine" ("companyId", "date", "businessDivisionId", "regionId", "categoryManagerId", "supplier",
    "material", "materialCategoryId", "plant", "spendAmount", "originalAmount", "currencyId", "volume",
    "unitOfMeasureId", "importId")
  SELECT $1, x.d, x.bd, x.rg, x.cm, x.su, x.ma, x.mc, x.pl, round(x.oa * x.rate, 2), x.oa, x.cu, x.vo, x.um, $2
  FROM json_to_recordset($3::json) AS x(d date, bd text, rg text, cm text, su text, ma text, mc text, pl text,
    oa numeric, rate numeric, cu text, vo numeric, um text)`

/** The file's rows checked and, while none is wrong, written: what the import answers. */
// what makes two lines the same purchase: everything the ERP wrote
const LINE_COLUMNS = `date, "businessDivisionId", "regionId", "categoryManagerId", supplier, material,
  "materialCategoryId", plant, "originalAmount", "currencyId", volume, "unitOfMeasureId"`

/**
 * How many of the import's lines the company already had, line for line (the same file again, or
 * another extract over the same purchases): each existing line matches one new line at most.
 */
const countDuplicates = async (
  client: pg.PoolClient,
  companyId: string,
  importId: string
) => {
  const { rows } = await client.query<{ duplicates: number }>(
    `SELECT count(*)::int AS duplicates FROM (
       SELECT ${LINE_COLUMNS} FROM "SpendLine" WHERE "companyId" = $1 AND "importId" = $2
       INTERSECT ALL
       SELECT ${LINE_COLUMNS} FROM "SpendLine"
       WHERE "companyId" = $1 AND "importId" IS DISTINCT FROM $2
     ) AS repeated`,
    [companyId, importId]
  )
  return rows[0].duplicates
}

const readInto = async (
  client: pg.PoolClient,
  parser: AsyncIterable<Record<string, string>>,
  lookups: Lookups,
  companyId: string,
  allowDuplicates: boolean,
  onProgress?: (rowsRead: number) => void
) => {
  const importId = randomUUID()
  const problems: SpendImportProblem[] = []
  let problemCount = 0
  let rows = 0
  let chunk: LineRecord[] = []
  let writing: Promise<unknown> = Promise.resolve()
  const write = async () => {
    await writing
    writing = client.query(INSERT_LINES, [
      companyId,
      importId,
      JSON.stringify(chunk),
    ])
    // awaited before the next chunk or at the end; until then, not an unhandled rejection
    writing.catch(() => undefined)
    chunk = []
  }
  for await (const row of parser) {
    if (rows === 0) {
      const missing = SPEND_IMPORT_COLUMNS.filter((column) => !(column in row))
      if (missing.length)
        throw new UserInputError('spend.import.columns', {
          values: { columns: missing.join(', ') },
        })
    }
    rows += 1
    if (rows % CHUNK === 0) onProgress?.(rows)
    const { line, problems: found } = lineOf(row, lookups)
    for (const [field, message] of found) {
      problemCount += 1
      if (problems.length < MAX_REPORTED_PROBLEMS)
        problems.push({ line: rows + 1, field, message })
    }
    // once one row is wrong nothing is written: the rest is only checked
    if (line && !problemCount) {
      chunk.push(line)
      if (chunk.length === CHUNK) await write()
    }
  }
  if (!rows) throw new UserInputError('spend.import.empty')
  if (problemCount) {
    await writing
    return {
      importId: null,
      imported: 0,
      duplicates: 0,
      problems,
      problemCount,
    }
  }
  if (chunk.length) await write()
  await writing
  const duplicates = allowDuplicates
    ? 0
    : await countDuplicates(client, companyId, importId)
  if (duplicates)
    return { importId: null, imported: 0, duplicates, problems, problemCount }
  await addImportToRollup(client, importId)
  return { importId, imported: rows, duplicates, problems, problemCount }
}

/**
 * Reads an ERP extract (CSV with SPEND_IMPORT_COLUMNS) as a stream and writes its lines in one
 * transaction, converted to the company's currency, and adds them to the rollup. Any problem:
 * nothing is kept, and the problems (the first MAX_REPORTED_PROBLEMS) say which rows and why.
 * Lines the company already has are not doubled unless `allowDuplicates` says the user confirmed
 * it: nothing is kept, and `duplicates` says how many there were.
 */
export const importSpendLines = async ({
  companyId,
  input,
  allowDuplicates = false,
  onProgress,
}: {
  companyId: string
  input: Readable
  allowDuplicates?: boolean
  onProgress?: (rowsRead: number) => void
}) => {
  const lookups = await lookupsOf(companyId)
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header: string) => header.replace(/^\ufeff/, '').trim(),
  })
  input.on('error', (error) => parser.destroy(error))
  input.pipe(parser)

  try {
    return await bulkTransaction(
      (client) =>
        readInto(
          client,
          parser as AsyncIterable<Record<string, string>>,
          lookups,
          companyId,
          allowDuplicates,
          onProgress
        ),
      // a file with any problem, or lines already there, leaves nothing behind
      (result) => result.importId !== null
    )
  } finally {
    input.unpipe(parser)
  }
}
