import { Prisma } from '@prisma/client'
import { BUCKET_LIMITS, TERM_BUCKETS } from '@procura/shared'

import { db } from 'src/lib/db'

// shared/notes/domain.md "Contract traffic light", computed by PostgreSQL so that lists sort and
// filter on derived columns and the dashboard counts buckets without reading rows into Node.

/** A month of remaining balance, in days (365.25 / 12): the estimate's fractional months become days. */
const DAYS_PER_MONTH = 30.4375

export interface ContractFilter {
  contractId?: string | null
  material?: string | null
  supplier?: string | null
  materialCategoryId?: string | null
  categoryManagerId?: string | null
  businessDivisionId?: string | null
  regionId?: string | null
  actionNeed?: boolean | null
}

/** The number of bucket limits a count of days reaches: TERM_BUCKETS' index (0 expired … 3 over 120). */
const bucketRank = (days: Prisma.Sql) =>
  Prisma.join(
    BUCKET_LIMITS.map((limit) => Prisma.sql`(${days} >= ${limit})::int`),
    ' + '
  )

export const bucketName = (rank: number | null) =>
  rank === null ? null : TERM_BUCKETS[rank]

const equals = (column: string, value?: string | boolean | null) =>
  value === null || value === undefined || value === ''
    ? null
    : Prisma.sql`${Prisma.raw(column)} = ${value}`

/** The company's contracts matching a filter; its values are parameters, never SQL. */
const whereOf = (companyId: string, filter: ContractFilter = {}) => {
  const conditions = [
    Prisma.sql`c."companyId" = ${companyId}`,
    filter.contractId?.trim()
      ? Prisma.sql`c."contractId" ILIKE ${`%${filter.contractId.trim().replace(/[\\%_]/g, '\\$&')}%`}`
      : null,
    equals('c.material', filter.material),
    equals('c.supplier', filter.supplier),
    equals('c."materialCategoryId"', filter.materialCategoryId),
    equals('c."categoryManagerId"', filter.categoryManagerId),
    equals('c."businessDivisionId"', filter.businessDivisionId),
    equals('c."regionId"', filter.regionId),
    equals('c."actionNeed"', filter.actionNeed),
  ].filter((condition): condition is Prisma.Sql => condition !== null)
  return Prisma.join(conditions, ' AND ')
}

/**
 * Every derived value of each contract matching the filter, as the subquery `d`: length (whole
 * months), amountRealizedPerMonth, remainingDaysForLength, remainingDaysForBalance (null when nothing
 * was realized), estimatedEndingDate, and the bucket ranks of term, balance and light.
 */
export const derivedContracts = (
  companyId: string,
  filter?: ContractFilter
) => Prisma.sql`
  SELECT c.*, m.length, m."remainingDaysForLength", r."amountRealizedPerMonth", b."remainingDaysForBalance",
         (t.day + b."remainingDaysForBalance") AS "estimatedEndingDate",
         ${bucketRank(Prisma.sql`m."remainingDaysForLength"`)} AS "termRank",
         ${bucketRank(Prisma.sql`b."remainingDaysForBalance"`)} AS "balanceRank"
  FROM "Contract" c
  CROSS JOIN (SELECT (now() AT TIME ZONE "timeZone")::date AS day FROM "Company" WHERE id = ${companyId}) t
  CROSS JOIN LATERAL (
    SELECT (extract(year FROM age(c."endDate", c."startDate")) * 12
              + extract(month FROM age(c."endDate", c."startDate")))::int AS length,
           greatest(1, extract(year FROM age(t.day, c."startDate")) * 12
              + extract(month FROM age(t.day, c."startDate")))::int AS elapsed,
           (c."endDate" - t.day) AS "remainingDaysForLength"
  ) m
  CROSS JOIN LATERAL (
    SELECT ((c."totalBalance" - c."currentBalance") / m.elapsed)::float8 AS "amountRealizedPerMonth"
  ) r
  CROSS JOIN LATERAL (
    SELECT CASE WHEN r."amountRealizedPerMonth" > 0
      THEN round(c."currentBalance"::float8 / r."amountRealizedPerMonth" * ${DAYS_PER_MONTH})::int
    END AS "remainingDaysForBalance"
  ) b
  WHERE ${whereOf(companyId, filter)}`

export const contractCount = async (
  companyId: string,
  filter?: ContractFilter
) => {
  const [{ total }] = await db.$queryRaw<{ total: number }[]>`
    SELECT count(*)::int AS total FROM "Contract" c WHERE ${whereOf(companyId, filter)}`
  return total
}
