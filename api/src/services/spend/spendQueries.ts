import { Prisma } from '@prisma/client'
import {
  ABC_LIMITS,
  SPEND_FILTER_FIELDS,
  type AbcClass,
  type SpendDimension,
  type SpendFilter,
  type SpendMeasure,
} from '@procura/shared'

import { ForbiddenError } from '@redwoodjs/graphql-server'

import { db } from 'src/lib/db'
import { assertMonthRange, monthStart } from 'src/lib/months'

import { isSpendOf } from './rollup'

export type { SpendFilter }

/**
 * Where the figures come from: the monthly rollup (what the dashboard reads) or the lines
 * themselves (what `yarn bench spend` compares it with). Same answers, other columns.
 */
export type SpendSource = 'rollup' | 'lines'

const SOURCES = {
  rollup: {
    table: Prisma.raw('"SpendRollup"'),
    month: Prisma.raw('"month"'),
    manager: Prisma.raw('"categoryManagerId"'),
    spend: Prisma.raw('"spend"'),
    lines: Prisma.raw('"lines"'),
  },
  lines: {
    table: Prisma.raw('"SpendLine"'),
    month: Prisma.raw(`date_trunc('month', "date")::date`),
    manager: Prisma.raw(`coalesce("categoryManagerId", '')`),
    spend: Prisma.raw('"spendAmount"'),
    lines: Prisma.raw('1'),
  },
} satisfies Record<SpendSource, Record<string, Prisma.Sql>>

const columnOf = (source: SpendSource, dimension: SpendDimension) =>
  dimension === 'categoryManager'
    ? SOURCES[source].manager
    : Prisma.raw(`"${SPEND_FILTER_FIELDS[dimension]}"`)

const measureOf = (source: SpendSource, measure: SpendMeasure) =>
  measure === 'spend' ? SOURCES[source].spend : Prisma.raw('"volume"')

/**
 * The spend of a supplier of the master (the filter's supplierId), told as the import and the
 * scorecard tell it (isSpendOf): by its code, VAT or name, whatever name each line carries.
 */
const masterCondition = async (
  companyId: string,
  supplierId?: string | null
) => {
  if (!supplierId) return null
  const owner = await db.supplier.findFirst({
    where: { id: supplierId, companyId },
    select: { id: true, name: true, sapCode: true, vat: true },
  })
  if (!owner) throw new ForbiddenError('suppliers.errors.companyNotAllowed')
  return isSpendOf(owner)
}

/** The rows `r` of the company under the filter. */
export const spendWhere = async (
  source: SpendSource,
  companyId: string,
  filter: SpendFilter
) => {
  const conditions = [Prisma.sql`r."companyId" = ${companyId}`]
  for (const [dimension, field] of Object.entries(SPEND_FILTER_FIELDS)) {
    const value = filter[field]
    if (value !== undefined && value !== null)
      conditions.push(
        Prisma.sql`${columnOf(source, dimension as SpendDimension)} = ${value}`
      )
  }
  const master = await masterCondition(companyId, filter.supplierId)
  if (master) conditions.push(master)
  // on the lines, a range of days the date index can use; on the rollup, of months
  const day = source === 'lines' ? Prisma.raw('"date"') : SOURCES.rollup.month
  if (filter.fromMonth)
    conditions.push(Prisma.sql`${day} >= ${monthStart(filter.fromMonth)}::date`)
  if (filter.toMonth)
    conditions.push(
      Prisma.sql`${day} < ${monthStart(filter.toMonth)}::date + interval '1 month'`
    )
  assertMonthRange(filter.fromMonth, filter.toMonth)
  return Prisma.join(conditions, ' AND ')
}

export interface SpendGroup {
  key: string
  value: Prisma.Decimal
  share: number
  cumulativeShare: number
  abc: AbcClass
  /** the unit of measure's id when the group's volume is in one unit, null when several */
  unitOfMeasureId: string | null
}

const abcOf = (share: number, cumulativeShare: number): AbcClass => {
  const before = cumulativeShare - share
  if (before < ABC_LIMITS.A - 1e-12) return 'A'
  return before < ABC_LIMITS.B - 1e-12 ? 'B' : 'C'
}

/**
 * The measure per value of the dimension, largest first, with its share and the cumulative share
 * (Pareto), the first `limit` groups; `groupCount` and `classCounts` cover every group.
 */
export const spendGroups = async ({
  source,
  companyId,
  dimension,
  measure,
  filter,
  limit,
}: {
  source: SpendSource
  companyId: string
  dimension: SpendDimension
  measure: SpendMeasure
  filter: SpendFilter
  limit: number
}) => {
  const { table } = SOURCES[source]
  const rows = await db.$queryRaw<
    (Omit<SpendGroup, 'abc'> & {
      groupCount: number
      a: number
      b: number
    })[]
  >`
    WITH grouped AS (
      SELECT ${columnOf(source, dimension)} AS key, sum(${measureOf(source, measure)}) AS value,
        CASE WHEN count(DISTINCT "unitOfMeasureId") = 1 THEN min("unitOfMeasureId") END AS "unitOfMeasureId"
      FROM ${table} r WHERE ${await spendWhere(source, companyId, filter)}
      GROUP BY 1
    ), ranked AS (
      SELECT *, coalesce(value / nullif(sum(value) OVER (), 0), 0)::float8 AS share,
        coalesce(sum(value) OVER (ORDER BY value DESC, key ROWS UNBOUNDED PRECEDING)
          / nullif(sum(value) OVER (), 0), 0)::float8 AS "cumulativeShare"
      FROM grouped
    ), classes AS (
      SELECT count(*)::int AS "groupCount",
        count(*) FILTER (WHERE "cumulativeShare" - share < ${ABC_LIMITS.A - 1e-12})::int AS a,
        count(*) FILTER (WHERE "cumulativeShare" - share >= ${ABC_LIMITS.A - 1e-12}
          AND "cumulativeShare" - share < ${ABC_LIMITS.B - 1e-12})::int AS b
      FROM ranked
    )
    SELECT ranked.*, classes.* FROM classes LEFT JOIN LATERAL (
      SELECT * FROM ranked ORDER BY value DESC, key LIMIT ${limit}
    ) ranked ON true`
  const [first] = rows
  return {
    groups: rows
      .filter((row) => row.key !== null)
      .map(({ key, value, share, cumulativeShare, unitOfMeasureId }) => ({
        key,
        value,
        share,
        cumulativeShare,
        unitOfMeasureId,
        abc: abcOf(share, cumulativeShare),
      })),
    groupCount: first?.groupCount ?? 0,
    classCounts: {
      A: first?.a ?? 0,
      B: first?.b ?? 0,
      C: (first?.groupCount ?? 0) - (first?.a ?? 0) - (first?.b ?? 0),
    },
  }
}

/** The values a dimension takes in the company's spend, the largest first (at most `limit`). */
export const spendKeys = async (
  companyId: string,
  dimension: SpendDimension,
  limit: number
) =>
  (
    await db.$queryRaw<{ key: string }[]>`
      SELECT ${columnOf('rollup', dimension)} AS key FROM "SpendRollup" WHERE "companyId" = ${companyId}
      GROUP BY 1 ORDER BY sum("spend") DESC, 1 LIMIT ${limit}`
  ).map((row) => row.key)

/** The measure month by month, with the whole's total, line count and units. */
export const spendMonths = async ({
  source,
  companyId,
  measure,
  filter,
}: {
  source: SpendSource
  companyId: string
  measure: SpendMeasure
  filter: SpendFilter
}) => {
  const { table, month, lines } = SOURCES[source]
  return db.$queryRaw<
    {
      month: Date
      value: Prisma.Decimal
      lines: number
      unitOfMeasureIds: string[]
    }[]
  >`
    SELECT ${month} AS month, sum(${measureOf(source, measure)}) AS value,
      sum(${lines})::float8 AS lines, array_agg(DISTINCT "unitOfMeasureId") AS "unitOfMeasureIds"
    FROM ${table} r WHERE ${await spendWhere(source, companyId, filter)}
    GROUP BY 1 ORDER BY 1`
}
