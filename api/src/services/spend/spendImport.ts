import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'

import {
  dec,
  SPEND_IMPORT_COLUMNS,
  SPEND_TEMPLATE_FIELDS,
  suggestSpendLocale,
  supplierIdentity,
  type SpendCodedField,
  type SpendImportMapping,
  type SpendMappingField,
  type ValidationMessage,
} from '@procura/shared'
import type pg from 'pg'

import { UserInputError } from '@redwoodjs/graphql-server'

import { bulkTransaction, pool } from 'src/lib/db'
import { refreshBalances } from 'src/services/realization/contractBalances'
import { lineMatcherOf } from 'src/services/realization/lineMatcher'
import {
  lockCompanyMatching,
  throughClient,
} from 'src/services/realization/spendMatching'

import { cellText, isBlankRow, rowsOf, type SpendCell } from './importFiles'
import { lineReader, lookupsOf, type LineOutcome } from './importLines'
import { LineCopy } from './lineCopy'
import { addImportToRollup } from './rollup'

// a file with more problems than this is the wrong file: these are enough to tell why
export const MAX_REPORTED_PROBLEMS = 1_000
// the review lists the suppliers that spend most; the rest are counted
const MAX_LISTED_SUPPLIERS = 500

export interface SpendImportProblem {
  /** the line of the file, its first being 1 */
  line: number
  field: SpendMappingField
  /** the file's header for the field's column */
  column: string
  value: string
  message: ValidationMessage
}

export interface UnknownValueCount {
  field: SpendCodedField
  value: string
  count: number
}

export interface UnmatchedSupplierSpend {
  name: string
  vat: string | null
  code: string | null
  lines: number
  spend: string
}

/** Writes lines (LineRecord, as JSON) for company $1 and import $2 (null: lines no import brought). */
export const INSERT_LINES = `
  INSERT INTO "SpendLine" ("companyId", "date", "businessDivisionId", "regionId", "categoryManagerId", "supplier",
    "supplierCode", "supplierVat", "material", "materialCode", "materialCategoryId", "plant", "spendAmount",
    "originalAmount", "currencyId", "volume", "unitOfMeasureId", "importId")
  SELECT $1, x.d, x.bd, x.rg, x.cm, x.su, x.sc, x.sv, x.ma, x.mk, x.mc, x.pl, round(x.oa * x.rate, 2), x.oa, x.cu,
    x.vo, x.um, $2
  FROM json_to_recordset($3::json) AS x(d date, bd text, rg text, cm text, su text, sc text, sv text, ma text,
    mk text, mc text, pl text, oa numeric, rate numeric, cu text, vo numeric, um text)`

/** The names this import gave suppliers the master does not know, kept with its lines. */
const keepSpendNames = (
  client: pg.PoolClient,
  companyId: string,
  added: Map<string, string>
) =>
  added.size
    ? client.query(
        `INSERT INTO "SpendSupplierName" ("companyId", "identity", "name")
         SELECT $1, x.identity, x.name FROM json_to_recordset($2::json) AS x(identity text, name text)
         ON CONFLICT DO NOTHING`,
        [
          companyId,
          JSON.stringify(
            [...added].map(([identity, name]) => ({ identity, name }))
          ),
        ]
      )
    : undefined

// what makes two lines the same purchase: everything the ERP wrote (the columns "lineHash" hashes)
const LINE_COLUMNS = `date, "businessDivisionId", "regionId", "categoryManagerId", supplier, "supplierCode",
  "supplierVat", material, "materialCode", "materialCategoryId", plant, "originalAmount", "currencyId", volume,
  "unitOfMeasureId"`

// the company's other lines of a hash (the hash covers the company too, so it already finds them
// but for a collision): the company is checked past the OFFSET 0 fence, so that the look-up is always
// a probe of the hash's index. Left to choose, with statistics that have not seen the import's lines
// (a new company's first import), the planner walks a company index instead: a scan per new line.
const OTHER_LINES = (hash: string, columns: string) => `SELECT ${columns} FROM (
    SELECT * FROM "SpendLine" e WHERE e."lineHash" = ${hash} AND e."importId" IS DISTINCT FROM $2 OFFSET 0
  ) AS e WHERE e."companyId" = $1`

const OTHER_LINE = `${OTHER_LINES('n."lineHash"', '1 AS found')} LIMIT 1`

/**
 * How many of the import's lines the company already had, line for line (the same file again, or
 * another extract over the same purchases): each existing line matches one new line at most. Each
 * new line looks its hash up in the index, so the cost is the file's, not the company's history's;
 * only lines whose hashes met are compared column by column. With the import's total, read in the
 * same pass.
 */
export const countDuplicates = async (
  client: pg.PoolClient,
  companyId: string,
  importId: string,
  allowDuplicates = false
) => {
  if (allowDuplicates) {
    const { rows } = await client.query<{ total: string | null }>(
      `SELECT sum("spendAmount")::text AS total FROM "SpendLine" WHERE "importId" = $1`,
      [importId]
    )
    return { duplicates: 0, total: rows[0].total ?? '0' }
  }
  const { rows } = await client.query<{
    total: string | null
    repeated: number
  }>(
    `SELECT sum(n."spendAmount")::text AS total, count(other.found)::int AS repeated
     FROM "SpendLine" n LEFT JOIN LATERAL (${OTHER_LINE}) AS other ON true
     WHERE n."importId" = $2`,
    [companyId, importId]
  )
  const total = rows[0].total ?? '0'
  if (!rows[0].repeated) return { duplicates: 0, total }
  // the new lines whose hash another line has, then the company's other lines of those hashes,
  // compared column by column
  const { rows: counted } = await client.query<{ duplicates: number }>(
    `WITH met AS MATERIALIZED (
       SELECT ${LINE_COLUMNS}, n."lineHash" AS hash FROM "SpendLine" n
       CROSS JOIN LATERAL (${OTHER_LINE}) AS other
       WHERE n."importId" = $2
     )
     SELECT count(*)::int AS duplicates FROM (
       SELECT ${LINE_COLUMNS} FROM met
       INTERSECT ALL
       SELECT had.* FROM (SELECT DISTINCT hash FROM met) AS repeated
       CROSS JOIN LATERAL (${OTHER_LINES('repeated.hash', LINE_COLUMNS)}) AS had
     ) AS same`,
    [companyId, importId]
  )
  return { duplicates: counted[0].duplicates, total }
}

/** What the file's rows told: problems, codes no list knows, names no supplier has. */
class Findings {
  problems: SpendImportProblem[] = []
  problemCount = 0
  /** the lines with at least one problem */
  problemLines = 0
  private unknown = new Map<string, UnknownValueCount>()
  private unmatched = new Map<string, UnmatchedSupplierSpend>()

  constructor(
    private headers: string[],
    private columns: (SpendMappingField | null)[]
  ) {}

  add(outcome: LineOutcome, line: number) {
    if (outcome.problems.length) this.problemLines += 1
    for (const problem of outcome.problems) {
      this.problemCount += 1
      if (this.problems.length < MAX_REPORTED_PROBLEMS)
        this.problems.push({
          line,
          column: this.headers[this.columns.indexOf(problem.field)] ?? '',
          ...problem,
        })
    }
    for (const { field, value } of outcome.unknown) {
      const key = `${field}:${value.toUpperCase()}`
      const known = this.unknown.get(key) ?? { field, value, count: 0 }
      known.count += 1
      this.unknown.set(key, known)
    }
    if (outcome.unmatched) {
      const { name, vat, code, spend } = outcome.unmatched
      const key = supplierIdentity(outcome.unmatched)
      const known = this.unmatched.get(key) ?? {
        name,
        vat,
        code,
        lines: 0,
        spend: '0',
      }
      known.lines += 1
      if (spend) known.spend = dec(known.spend).plus(spend).toFixed(2)
      this.unmatched.set(key, known)
    }
  }

  get unknownValues() {
    return [...this.unknown.values()].sort(
      (a, b) => a.field.localeCompare(b.field) || b.count - a.count
    )
  }

  get unmatchedSuppliers() {
    return [...this.unmatched.values()]
      .sort(
        (a, b) =>
          dec(b.spend).comparedTo(a.spend) || a.name.localeCompare(b.name)
      )
      .slice(0, MAX_LISTED_SUPPLIERS)
  }

  get unknownCount() {
    return this.unknown.size
  }

  get unmatchedCount() {
    return this.unmatched.size
  }
}

export interface SpendImportRun {
  companyId: string
  /** the import's id, which its lines carry (a new one when not given) */
  importId?: string
  /** the file's data rows, after its header */
  rows: AsyncIterable<SpendCell[]>
  headers: string[]
  /** the file's line of the first data row */
  firstLine: number
  mapping: SpendImportMapping
  reviewed: boolean
  allowDuplicates?: boolean
  /** the valid lines only: a line with a problem is left out, not a reason to keep nothing */
  validOnly?: boolean
  /** hears how many rows were read, twice a second at most; throwing stops the import and keeps nothing */
  onProgress?: (rowsRead: number) => Promise<void> | void
}

// the screen polls every 1.5 s: a file of a few thousand rows shows its progress too
const PROGRESS_ROWS = 500
const PROGRESS_MS = 500

/** Calls `report` every PROGRESS_ROWS rows, once PROGRESS_MS have passed since the last call. */
const progressReporter = (report?: SpendImportRun['onProgress']) => {
  let reportedAt = Date.now()
  return async (rows: number) => {
    if (
      !report ||
      rows % PROGRESS_ROWS ||
      Date.now() - reportedAt < PROGRESS_MS
    )
      return
    reportedAt = Date.now()
    await report(rows)
  }
}

const readInto = async (
  client: pg.PoolClient,
  run: SpendImportRun,
  importId: string
) => {
  const lookups = await lookupsOf(run.companyId)
  const read = lineReader(run.mapping, lookups, run.reviewed)
  const findings = new Findings(run.headers, run.mapping.columns)
  const started = Date.now()
  let rows = 0
  // its lines are matched as they are written, to the commitments as they are under the lock: they
  // load on another connection meanwhile, as no write of them can pass the lock
  const statement = throughClient(client)
  await lockCompanyMatching(statement, run.companyId)
  let loaded = 0
  // through node-postgres, as the import's own statements: Prisma's client engine would convert each
  // of the commitments' rows once more, on the thread that reads the lines
  const loading = lineMatcherOf(throughClient(pool), run.companyId).then(
    (matcher) => {
      loaded = Date.now()
      return matcher
    }
  )
  const copy = await LineCopy.open(client, run.companyId, importId, loading)
  const blocked = () =>
    (findings.problemCount > 0 && !run.validOnly) ||
    findings.unknownCount > 0 ||
    (!run.reviewed && findings.unmatchedCount > 0)
  const progress = progressReporter(run.onProgress)
  let line = run.firstLine - 1
  try {
    for await (const row of run.rows) {
      line += 1
      if (isBlankRow(row)) continue
      rows += 1
      await progress(rows)
      const outcome = read(row)
      if (
        outcome.problems.length ||
        outcome.unknown.length ||
        outcome.unmatched
      ) {
        findings.add(outcome, line)
        // once the file cannot be imported as it is nothing is written: the rest is only read
        if (blocked()) await copy.abort()
      }
      if (outcome.line && !blocked()) await copy.write(outcome.line)
    }
    await run.onProgress?.(rows)
  } catch (error) {
    await copy.abort()
    throw error
  }
  const told = {
    rowsRead: rows,
    problems: findings.problems,
    problemCount: findings.problemCount,
    linesLeftOut: findings.problemLines,
    unknownValues: findings.unknownValues,
    unmatchedSuppliers: findings.unmatchedSuppliers,
  }
  const nothing = {
    ...told,
    importId: null,
    imported: 0,
    total: '0',
    duplicates: 0,
    phases: {} as Record<string, number>,
  }
  // nothing valid to import is a failure, whatever was chosen
  if (!rows || blocked() || findings.problemLines === rows) {
    await copy.abort()
    if (!rows) throw new UserInputError('spend.import.empty')
    return nothing
  }
  await copy.end()
  const copied = Date.now()
  const { duplicates, total } = await countDuplicates(
    client,
    run.companyId,
    importId,
    Boolean(run.allowDuplicates)
  )
  const checked = Date.now()
  // how long each part took, for the bench (milliseconds)
  const phases = {
    readAndCopy: copied - started,
    duplicateCheck: checked - copied,
  }
  if (duplicates) return { ...nothing, duplicates, phases }
  await addImportToRollup(client, importId)
  await keepSpendNames(client, run.companyId, lookups.spendNames.added)
  const rolledUp = Date.now()
  await refreshBalances(statement, copy.contracts)
  // the matching's parts, summed over the import (the loading while the first lines are copied)
  const matching = {
    loadingCommitments: loaded - started,
    matchingLines: Math.round(copy.took.matching),
    copyingMatches: Math.round(copy.took.copyingMatches),
    refreshingBalances: Date.now() - rolledUp,
  }
  return {
    ...told,
    importId,
    imported: rows - findings.problemLines,
    total,
    duplicates,
    phases: {
      ...phases,
      rollup: rolledUp - checked,
      ...matching,
      matching: Object.values(matching).reduce((sum, ms) => sum + ms),
    },
  }
}

/**
 * Reads a mapped extract's rows and writes its lines in one transaction, converted to the company's
 * currency, and adds them to the rollup. Any problem, unknown code or (before the review) unmatched
 * supplier: nothing is kept, and the answer says which rows and values; with `validOnly`, lines with a
 * problem are left out instead (and counted). Lines the company already has are not doubled unless
 * `allowDuplicates` says the user confirmed it.
 */
export const runSpendImport = (run: SpendImportRun) =>
  bulkTransaction(
    (client) => readInto(client, run, run.importId ?? randomUUID()),
    (result) => result.importId !== null
  )

/** The product's own template read as it is: its columns by name, the language told by its rows. */
export const importSpendLines = async ({
  companyId,
  input,
  allowDuplicates = false,
  onProgress,
}: {
  companyId: string
  input: Readable
  allowDuplicates?: boolean
  onProgress?: SpendImportRun['onProgress']
}) => {
  const rows = rowsOf(input, {
    format: 'csv',
    encoding: 'utf-8',
    delimiter: ',',
  })
  const first = await rows.next()
  const headers = first.done ? [] : first.value.map(cellText)
  const missing = SPEND_IMPORT_COLUMNS.filter(
    (column) => !headers.includes(column)
  )
  if (first.done) throw new UserInputError('spend.import.empty')
  if (missing.length)
    throw new UserInputError('spend.import.columns', {
      values: { columns: missing.join(', ') },
    })
  // the supplier's code and VAT and the material's code are optional columns
  const columns = headers.map(
    (header) =>
      SPEND_TEMPLATE_FIELDS.find((column) => column === header) ?? null
  )
  const sample: string[][] = []
  const buffered: SpendCell[][] = []
  // read by hand: leaving a for-await loop would close the rows
  while (buffered.length < 50) {
    const next = await rows.next()
    if (next.done) break
    buffered.push(next.value)
    sample.push(next.value.map(cellText))
  }
  async function* all() {
    yield* buffered
    yield* rows
  }
  return runSpendImport({
    companyId,
    rows: all(),
    headers,
    firstLine: 2,
    mapping: {
      columns,
      locale: suggestSpendLocale(columns, sample),
      defaults: {},
      values: {},
    },
    reviewed: true,
    allowDuplicates,
    onProgress,
  })
}
