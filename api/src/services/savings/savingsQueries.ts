import { Prisma } from '@prisma/client'
import {
  STATUSES_OF_STAGE,
  type SavingsFilter,
  type SavingsGroup,
  type SavingsStage,
} from '@procura/shared'

import { db } from 'src/lib/db'
import { assertMonthRange, monthStart } from 'src/lib/months'

/** Who is asking: the company, and the currency its amounts are counted in. */
export interface SavingsReader {
  companyId: string
  currencyCode: string
}

/**
 * What the filter asks of the rollup's rows (SavingsCell and ProcessSaving name them alike): each
 * process counts in a month, the month (company time) of its approval if approved, else the month
 * of its effective date.
 */
const filterConditions = (reader: SavingsReader, filter: SavingsFilter) => {
  assertMonthRange(filter.fromMonth, filter.toMonth)
  const conditions = [Prisma.sql`"companyId" = ${reader.companyId}`]
  const equal = (column: string, value?: string | null) => {
    if (value) conditions.push(Prisma.sql`${Prisma.raw(column)} = ${value}`)
  }
  equal('"categoryManagerId"', filter.categoryManagerId)
  equal('"processType"', filter.processType)
  equal('"processProfile"', filter.processProfile)
  equal('"currencyCode"', filter.currencyCode)
  equal('"categoryId"', filter.categoryId)
  if (filter.fromMonth)
    conditions.push(Prisma.sql`month >= ${monthStart(filter.fromMonth)}::date`)
  if (filter.toMonth)
    conditions.push(Prisma.sql`month <= ${monthStart(filter.toMonth)}::date`)
  return Prisma.join(conditions, ' AND ')
}

/**
 * The rows that stand for whole processes: with a category filter, each process's part in that
 * category (a process with an item of the category has one, priced or not).
 */
const asWhole = (filter: SavingsFilter) =>
  Prisma.raw(filter.categoryId ? 'TRUE' : '"wholeProcess"')

const statusOf = (stage: SavingsStage) =>
  Prisma.sql`status IN (${Prisma.join([...STATUSES_OF_STAGE[stage]])})`

/** The ids of the processes a dashboard number stands for (the process list sorts and pages them). */
export const savingsProcessIds = async (
  reader: SavingsReader,
  filter: SavingsFilter,
  stage?: SavingsStage | null
) => {
  const rows = await db.$queryRaw<{ processId: string }[]>`
    SELECT "processId" FROM "ProcessSaving"
    WHERE ${filterConditions(reader, filter)} AND ${asWhole(filter)}
      AND ${stage ? statusOf(stage) : Prisma.sql`TRUE`}`
  return rows.map((row) => row.processId)
}

/**
 * The rollup's cells the filter selects (SavingsCell, kept by triggers): those of whole processes,
 * with a category filter that category's, and without one every category's for the category group.
 */
const selectedCells = (reader: SavingsReader, filter: SavingsFilter) =>
  Prisma.sql`
    cells AS (
      SELECT *, ${asWhole(filter)} AS "asWhole"
      FROM "SavingsCell" WHERE ${filterConditions(reader, filter)} AND processes > 0
    )`

export interface ProcessCounts {
  open: number
  inReview: number
  approved: number
  averageDaysToApproval: number | null
}

export const processCounts = async (
  reader: SavingsReader,
  filter: SavingsFilter
) => {
  const count = (stage: SavingsStage) =>
    Prisma.sql`coalesce(sum(processes) FILTER (WHERE ${statusOf(stage)}), 0)::int`
  const [counts] = await db.$queryRaw<ProcessCounts[]>`
    WITH ${selectedCells(reader, filter)}
    SELECT ${count('OPEN')} AS open, ${count('IN_REVIEW')} AS "inReview", ${count('APPROVED')} AS approved,
      (sum("approvalSeconds") FILTER (WHERE status = 'APPROVED')
        / nullif(sum(processes) FILTER (WHERE status = 'APPROVED'), 0) / 86400)::float8
        AS "averageDaysToApproval"
    FROM cells WHERE "asWhole"`
  return counts
}

export type SavingKind = 'REALIZED' | 'PIPELINE'

/** Sums in numeric, as PostgreSQL gives them (Prisma's Decimal). */
export interface SavingSums {
  costReduction: Prisma.Decimal
  costAvoidance: Prisma.Decimal
  costIncrease: Prisma.Decimal
  costSaving: Prisma.Decimal
  processes: number
}

/** One aggregate of the savings: the whole, a month, a group's value, or a currency. */
export interface SavingAggregate extends SavingSums {
  kind: SavingKind
  /** what the row groups by: null for the whole */
  by: 'month' | SavingsGroup | 'currency' | null
  /** the month 'YYYY-MM', the group's value or the currency; null for the whole or no category */
  key: string | null
  /** in its own currency, what could not be converted (no rate for that currency at all) */
  unconvertedSaving: Prisma.Decimal
  unconvertedProcesses: number
}

/**
 * Each cell's rate to the company currency: its month's, else the nearest earlier month's, else
 * the nearest later one's; none for a currency with no rate at all. One currency asked for: its
 * own amounts, as they are. Cells are divided by 12 one by one, so that the months add up to the
 * whole to the last digit.
 */
const ratedCells = (reader: SavingsReader, filter: SavingsFilter) => Prisma.sql`
  priced AS (SELECT * FROM cells WHERE "processesWithSavings" > 0),
  rates AS (
    SELECT r."currencyCode", r.month, CASE WHEN r."currencyCode" = ${filter.currencyCode ?? reader.currencyCode}
      THEN 1 ELSE (
        SELECT x."rate" FROM "ExchangeRate" x
        WHERE x."companyId" = ${reader.companyId} AND x."currencyCode" = r."currencyCode"
        ORDER BY x."month" > r.month, abs(x."month" - r.month) LIMIT 1
      ) END AS rate
    FROM (SELECT DISTINCT "currencyCode", month FROM priced) r
  ), rated AS (
    SELECT c.*, CASE WHEN c.status = 'APPROVED' THEN 'REALIZED' ELSE 'PIPELINE' END AS kind, rates.rate,
      c."reductionX12" / 12 AS reduction, c."avoidanceX12" / 12 AS avoidance, c."increaseX12" / 12 AS increase
    FROM priced c JOIN rates USING ("currencyCode", month)
  )`

const SUMS = Prisma.sql`
  coalesce(sum(reduction * rate), 0) AS "costReduction",
  coalesce(sum(avoidance * rate), 0) AS "costAvoidance",
  coalesce(sum(increase * rate), 0) AS "costIncrease",
  coalesce(sum((reduction + avoidance - increase) * rate), 0) AS "costSaving",
  coalesce(sum("processesWithSavings"), 0)::int AS processes,
  coalesce(sum(reduction + avoidance - increase) FILTER (WHERE rate IS NULL), 0) AS "unconvertedSaving",
  coalesce(sum("processesWithSavings") FILTER (WHERE rate IS NULL), 0)::int AS "unconvertedProcesses"`

/**
 * Every aggregate the dashboard shows, in one statement: by process-level groupings (whole
 * processes, or with a category filter that category's part of each) and by category.
 */
export const savingAggregates = async (
  reader: SavingsReader,
  filter: SavingsFilter
): Promise<SavingAggregate[]> =>
  db.$queryRaw<SavingAggregate[]>`
    WITH ${selectedCells(reader, filter)}, ${ratedCells(reader, filter)}
    SELECT kind,
      CASE GROUPING(month, "categoryManagerId", "processType", "processProfile", "currencyCode")
        WHEN 15 THEN 'month' WHEN 23 THEN 'categoryManager' WHEN 27 THEN 'processType'
        WHEN 29 THEN 'processProfile' WHEN 30 THEN 'currency' END AS by,
      coalesce(to_char(month, 'YYYY-MM'), "categoryManagerId", "processType", "processProfile", "currencyCode") AS key,
      ${SUMS}
    FROM rated WHERE "asWhole"
    GROUP BY kind, GROUPING SETS ((), (month), ("categoryManagerId"), ("processType"), ("processProfile"),
      ("currencyCode"))
    UNION ALL
    SELECT kind, 'category', nullif("categoryId", ''), ${SUMS}
    FROM rated WHERE NOT "wholeProcess"
    GROUP BY kind, "categoryId"`

/** What approved processes' awards realized in spend (AwardRealization), in the company currency. */
export interface SpendRealizationSums {
  saving: Prisma.Decimal
  spend: Prisma.Decimal
  processes: number
}

/**
 * The realized saving of the approved processes the filter selects, as the negotiated one counts
 * them (with a category filter, the awards of that category's items only): from the same cells,
 * which sum what each process's awards realized (migration 20261207090000_savings_cell_realized).
 */
export const spendRealization = async (
  reader: SavingsReader,
  filter: SavingsFilter
) => {
  const [sums] = await db.$queryRaw<SpendRealizationSums[]>`
    WITH ${selectedCells(reader, filter)}
    SELECT coalesce(sum("realizedSaving"), 0) AS saving, coalesce(sum("realizedSpend"), 0) AS spend,
      coalesce(sum("processesRealized"), 0)::int AS processes
    FROM cells WHERE "asWhole" AND ${statusOf('APPROVED')}`
  return sums
}
