import { Prisma } from '@prisma/client'
import { STATUSES_OF_STAGE, type SavingsFilter } from '@procura/shared'
import { db } from 'api/src/lib/db'
import { monthStart } from 'api/src/lib/months'
import type {
  SavingAggregate,
  SavingsReader,
} from 'api/src/services/savings/savingsQueries'

// The sourcing dashboard's two queries as they were before the rollup (issue "Performance, round
// two"): every savings line priced at each read. Kept only so that `yarn bench savings` measures
// the rollup against them in the same run; nothing in the product calls them.

interface Reader extends SavingsReader {
  timeZone: string
}

const PROCESS_TYPE = `replace(p."processType"::text, '-', '_')`

/**
 * The processes behind the dashboard, each with the month it counts in: an approved process in the
 * month (company time) it was approved, any other in the month of its effective date.
 */
const selectedProcesses = (reader: Reader, filter: SavingsFilter) => {
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

export const processCountsBefore = async (
  reader: Reader,
  filter: SavingsFilter
) => {
  const [counts] = await db.$queryRaw<Record<string, unknown>[]>`
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

/**
 * The savings lines of the selected processes, summed per process and category: each award of an
 * approved process priced against its item's history (realized), each pipeline item of the others
 * (expected). With a category filter, only the items of that category.
 *
 * shared/notes/domain.md "Savings", in SQL so that PostgreSQL aggregates it: the same formula as
 * the shared savingsOf (the service tests hold both to the same totals), in numeric: volumes are
 * summed as volume × months and divided by 12 once, so nothing is rounded before the cents.
 */
const savingsPerCategory = (filter: SavingsFilter) => {
  const category = filter.categoryId
    ? Prisma.sql`AND d."categoryId" = ${filter.categoryId}`
    : Prisma.empty
  return Prisma.sql`
    lines AS (
      SELECT s."id", d."categoryId", 'REALIZED' AS kind, d."historicalPrice" AS historical,
        d."baselinePrice" AS baseline, a."unitPrice" AS price,
        a."annualVolume" * a."contractLength" * CASE a."contractPeriod" WHEN 'YEARS' THEN 12 ELSE 1 END
          AS "volumeMonths"
      FROM selected s
      JOIN "Award" a ON a."processId" = s."id"
      JOIN "Quotation" q ON q."id" = a."quotationId"
      JOIN "ItemDetail" d ON d."itemId" = q."itemId"
      WHERE s.status = 'APPROVED' ${category}
      UNION ALL
      SELECT s."id", d."categoryId", 'PIPELINE', pi."historicalPricingUnit", pi."baselineUnit",
        pi."expectedResultUnit", pi."annualVolume" * pi."contractLength"
      FROM selected s
      JOIN "ProcessItem" i ON i."processId" = s."id"
      JOIN "PipelineItem" pi ON pi."itemId" = i."id"
      LEFT JOIN "ItemDetail" d ON d."itemId" = i."id"
      WHERE s.status <> 'APPROVED' ${category}
    ), per_category AS (
      SELECT "id", kind, "categoryId",
        sum(greatest(0, historical - price) * "volumeMonths") / 12 AS reduction,
        sum(greatest(0, baseline - greatest(historical, price)) * "volumeMonths") / 12 AS avoidance,
        sum(greatest(0, price - greatest(historical, baseline)) * "volumeMonths") / 12 AS increase
      FROM lines GROUP BY 1, 2, 3
    ), per_process AS (
      SELECT "id", kind, sum(reduction) AS reduction, sum(avoidance) AS avoidance, sum(increase) AS increase
      FROM per_category GROUP BY 1, 2
    )`
}

/**
 * Each selected process's rate to the company currency: its month's, else the nearest earlier
 * month's, else the nearest later one's; none for a currency with no rate at all. One currency
 * asked for: its own amounts, as they are.
 */
const ratedProcesses = (reader: Reader, filter: SavingsFilter) => Prisma.sql`
  rated AS (
    SELECT s.*, CASE WHEN s."currencyCode" = ${filter.currencyCode ?? reader.currencyCode} THEN 1 ELSE (
      SELECT r."rate" FROM "ExchangeRate" r
      WHERE r."companyId" = ${reader.companyId} AND r."currencyCode" = s."currencyCode"
      ORDER BY r."month" > s.month, abs(r."month" - s.month) LIMIT 1
    ) END AS rate
    FROM selected s
  )`

const SUMS = Prisma.sql`
  coalesce(sum(reduction * rate), 0) AS "costReduction",
  coalesce(sum(avoidance * rate), 0) AS "costAvoidance",
  coalesce(sum(increase * rate), 0) AS "costIncrease",
  coalesce(sum((reduction + avoidance - increase) * rate), 0) AS "costSaving",
  count(*)::int AS processes,
  coalesce(sum(reduction + avoidance - increase) FILTER (WHERE rate IS NULL), 0) AS "unconvertedSaving",
  count(*) FILTER (WHERE rate IS NULL)::int AS "unconvertedProcesses"`

/**
 * Every aggregate the dashboard shows, in one statement: by process-level groupings (one row per
 * process, so a count is a count of processes) and by category (one row per process and category).
 */
export const savingAggregatesBefore = async (
  reader: Reader,
  filter: SavingsFilter
): Promise<SavingAggregate[]> =>
  db.$queryRaw<SavingAggregate[]>`
    WITH ${selectedProcesses(reader, filter)}, ${ratedProcesses(reader, filter)}, ${savingsPerCategory(filter)}
    SELECT kind,
      CASE GROUPING(month, "categoryManagerId", "processType", "processProfile", "currencyCode")
        WHEN 15 THEN 'month' WHEN 23 THEN 'categoryManager' WHEN 27 THEN 'processType'
        WHEN 29 THEN 'processProfile' WHEN 30 THEN 'currency' END AS by,
      coalesce(to_char(month, 'YYYY-MM'), "categoryManagerId", "processType", "processProfile", "currencyCode") AS key,
      ${SUMS}
    FROM per_process JOIN rated USING ("id")
    GROUP BY kind, GROUPING SETS ((), (month), ("categoryManagerId"), ("processType"), ("processProfile"),
      ("currencyCode"))
    UNION ALL
    SELECT kind, 'category', "categoryId", ${SUMS}
    FROM per_category JOIN rated USING ("id")
    GROUP BY kind, "categoryId"`
