import { Prisma } from '@prisma/client'
import {
  STATUSES_OF_STAGE,
  type SavingsFilter,
  type SavingsGroup,
  type SavingsStage,
} from '@procura/shared'

import { db } from 'src/lib/db'
import { assertMonthRange, monthStart } from 'src/lib/months'

/** Who is asking: the company, and what its months and amounts are counted in. */
export interface SavingsReader {
  companyId: string
  timeZone: string
  currencyCode: string
}

// The database keeps the spec's EXTENSION-LENGTH; GraphQL and the shared enumeration say EXTENSION_LENGTH.
const PROCESS_TYPE = `replace(p."processType"::text, '-', '_')`

/**
 * The processes behind the dashboard, each with the month it counts in: an approved process in the
 * month (company time) it was approved, any other in the month of its effective date.
 */
const selectedProcesses = (reader: SavingsReader, filter: SavingsFilter) => {
  assertMonthRange(filter.fromMonth, filter.toMonth)
  const conditions = [Prisma.sql`p."companyId" = ${reader.companyId}`]
  const equal = (column: string, value?: string | null) => {
    if (value) conditions.push(Prisma.sql`${Prisma.raw(column)} = ${value}`)
  }
  equal('p."categoryManagerId"', filter.categoryManagerId)
  equal(PROCESS_TYPE, filter.processType)
  equal('p."processProfile"::text', filter.processProfile)
  equal('cur."code"', filter.currencyCode)
  if (filter.categoryId)
    conditions.push(Prisma.sql`EXISTS (
      SELECT 1 FROM "ProcessItem" i JOIN "ItemDetail" d ON d."itemId" = i."id"
      WHERE i."processId" = p."id" AND d."categoryId" = ${filter.categoryId})`)
  const months = [Prisma.sql`TRUE`]
  if (filter.fromMonth)
    months.push(Prisma.sql`month >= ${monthStart(filter.fromMonth)}::date`)
  if (filter.toMonth)
    months.push(Prisma.sql`month <= ${monthStart(filter.toMonth)}::date`)
  return Prisma.sql`
    scoped AS (
      SELECT p."id", p."status"::text AS status, p."categoryManagerId", ${Prisma.raw(PROCESS_TYPE)} AS "processType",
        p."processProfile"::text AS "processProfile", p."createdAt", p."approvedAt", cur."code" AS "currencyCode",
        CASE WHEN p."status" = 'APPROVED'
          THEN date_trunc('month', p."approvedAt" AT TIME ZONE 'UTC' AT TIME ZONE ${reader.timeZone})::date
          ELSE date_trunc('month', p."effectiveDate")::date END AS month
      FROM "Process" p JOIN "Currency" cur ON cur."id" = p."currencyId"
      WHERE ${Prisma.join(conditions, ' AND ')}
    ), selected AS (SELECT * FROM scoped WHERE ${Prisma.join(months, ' AND ')})`
}

/** The ids of the processes a dashboard number stands for, newest first. */
export const savingsProcessIds = async (
  reader: SavingsReader,
  filter: SavingsFilter,
  stage?: SavingsStage | null
) => {
  const statuses = stage ? [...STATUSES_OF_STAGE[stage]] : null
  const rows = await db.$queryRaw<{ id: string }[]>`
    WITH ${selectedProcesses(reader, filter)}
    SELECT "id" FROM selected
    WHERE ${statuses ? Prisma.sql`status IN (${Prisma.join(statuses)})` : Prisma.sql`TRUE`}`
  return rows.map((row) => row.id)
}

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
  const [counts] = await db.$queryRaw<ProcessCounts[]>`
    WITH ${selectedProcesses(reader, filter)}
    SELECT
      count(*) FILTER (WHERE status IN (${Prisma.join([...STATUSES_OF_STAGE.OPEN])}))::int AS open,
      count(*) FILTER (WHERE status = 'IN_REVIEW')::int AS "inReview",
      count(*) FILTER (WHERE status = 'APPROVED')::int AS approved,
      (avg(extract(epoch FROM "approvedAt" - "createdAt")) FILTER (WHERE status = 'APPROVED') / 86400)::float8
        AS "averageDaysToApproval"
    FROM selected`
  return counts
}

export type SavingKind = 'REALIZED' | 'PIPELINE'

export interface SavingSums {
  costReduction: number
  costAvoidance: number
  costIncrease: number
  costSaving: number
  processes: number
}

/** One aggregate of the savings: the whole, a month, a group's value, or a currency. */
export interface SavingAggregate extends SavingSums {
  kind: SavingKind
  /** what the row groups by: null for the whole */
  by: 'month' | SavingsGroup | 'currency' | null
  key: string | Date | null
  /** in its own currency, what could not be converted (no rate for that currency at all) */
  unconvertedSaving: number
  unconvertedProcesses: number
}

// GROUPING() of the six columns below, as a bit mask (1 = not grouped by), per grouping set
const GROUPED_BY: Record<number, SavingAggregate['by']> = {
  0b111111: null,
  0b011111: 'month',
  0b101111: 'categoryManager',
  0b110111: 'processType',
  0b111011: 'processProfile',
  0b111101: 'category',
  0b111110: 'currency',
}
const KEY_OF = {
  month: 'month',
  categoryManager: 'categoryManagerId',
  processType: 'processType',
  processProfile: 'processProfile',
  category: 'categoryId',
  currency: 'currencyCode',
} as const satisfies Record<Exclude<SavingAggregate['by'], null>, string>

/**
 * The savings lines of the selected processes: each award of an approved process priced against
 * its item's history (realized), each pipeline item of the others (expected). With a category
 * filter, only the items of that category.
 */
const savingLines = (filter: SavingsFilter) => {
  const category = filter.categoryId
    ? Prisma.sql`AND d."categoryId" = ${filter.categoryId}`
    : Prisma.empty
  return Prisma.sql`
    lines AS (
      SELECT s.*, d."categoryId", 'REALIZED' AS kind, d."historicalPrice" AS historical, d."baselinePrice" AS baseline,
        a."unitPrice" AS price,
        a."annualVolume" * a."contractLength" * CASE a."contractPeriod" WHEN 'YEARS' THEN 12 ELSE 1 END / 12 AS volume
      FROM selected s
      JOIN "Award" a ON a."processId" = s."id"
      JOIN "Quotation" q ON q."id" = a."quotationId"
      JOIN "ItemDetail" d ON d."itemId" = q."itemId"
      WHERE s.status = 'APPROVED' ${category}
      UNION ALL
      SELECT s.*, d."categoryId", 'PIPELINE', pi."historicalPricingUnit", pi."baselineUnit", pi."expectedResultUnit",
        pi."annualVolume" * pi."contractLength" / 12
      FROM selected s
      JOIN "ProcessItem" i ON i."processId" = s."id"
      JOIN "PipelineItem" pi ON pi."itemId" = i."id"
      LEFT JOIN "ItemDetail" d ON d."itemId" = i."id"
      WHERE s.status <> 'APPROVED' ${category}
    )`
}

/**
 * shared/notes/domain.md "Savings", in SQL so that PostgreSQL aggregates it: the same formula as
 * the shared savingsOf (the service tests hold both to the same totals). Amounts are converted to
 * the company currency with the rate of the line's month, else the nearest earlier month, else the
 * nearest later one; a currency with no rate at all stays unconverted.
 */
const pricedLines = (reader: SavingsReader, filter: SavingsFilter) => {
  // one currency asked for: its own amounts, as they are
  const convertTo = filter.currencyCode ?? reader.currencyCode
  return Prisma.sql`
  priced AS (
    SELECT l."id" AS "processId", l.kind, l.month, l."categoryManagerId", l."processType", l."processProfile",
      l."categoryId", l."currencyCode",
      greatest(0, l.historical - l.price) * l.volume AS reduction,
      greatest(0, l.baseline - greatest(l.historical, l.price)) * l.volume AS avoidance,
      greatest(0, l.price - greatest(l.historical, l.baseline)) * l.volume AS increase,
      CASE WHEN l."currencyCode" = ${convertTo} THEN 1 ELSE (
        SELECT r."rate" FROM "ExchangeRate" r
        WHERE r."companyId" = ${reader.companyId} AND r."currencyCode" = l."currencyCode"
        ORDER BY r."month" > l.month, abs(r."month" - l.month) LIMIT 1
      ) END AS rate
    FROM lines l
  )`
}

type AggregateRow = Omit<SavingAggregate, 'by' | 'key'> &
  Record<(typeof KEY_OF)[keyof typeof KEY_OF], string | Date | null> & {
    grouping: number
  }

export const savingAggregates = async (
  reader: SavingsReader,
  filter: SavingsFilter
): Promise<SavingAggregate[]> => {
  const rows = await db.$queryRaw<AggregateRow[]>`
    WITH ${selectedProcesses(reader, filter)}, ${savingLines(filter)}, ${pricedLines(reader, filter)}
    SELECT kind, month, "categoryManagerId", "processType", "processProfile", "categoryId", "currencyCode",
      GROUPING(month, "categoryManagerId", "processType", "processProfile", "categoryId", "currencyCode")::int AS grouping,
      coalesce(sum(reduction * rate), 0)::float8 AS "costReduction",
      coalesce(sum(avoidance * rate), 0)::float8 AS "costAvoidance",
      coalesce(sum(increase * rate), 0)::float8 AS "costIncrease",
      coalesce(sum((reduction + avoidance - increase) * rate), 0)::float8 AS "costSaving",
      count(DISTINCT "processId")::int AS processes,
      coalesce(sum(reduction + avoidance - increase) FILTER (WHERE rate IS NULL), 0)::float8 AS "unconvertedSaving",
      count(DISTINCT "processId") FILTER (WHERE rate IS NULL)::int AS "unconvertedProcesses"
    FROM priced
    GROUP BY kind, GROUPING SETS ((), (month), ("categoryManagerId"), ("processType"), ("processProfile"),
      ("categoryId"), ("currencyCode"))`
  return rows.map(({ grouping, ...row }) => {
    const by = GROUPED_BY[grouping]
    const key = by ? row[KEY_OF[by]] : null
    return {
      kind: row.kind,
      by,
      key,
      costReduction: row.costReduction,
      costAvoidance: row.costAvoidance,
      costIncrease: row.costIncrease,
      costSaving: row.costSaving,
      processes: row.processes,
      unconvertedSaving: row.unconvertedSaving,
      unconvertedProcesses: row.unconvertedProcesses,
    }
  })
}
