import { Prisma } from '@prisma/client'
import {
  BUCKET_LIMITS,
  supplierNameKey,
  TERM_BUCKETS,
  type TermBucket,
} from '@procura/shared'

import { UserInputError } from '@redwoodjs/graphql-server'

import { db } from 'src/lib/db'

// shared/notes/domain.md "Contract traffic light", computed by PostgreSQL so that lists sort and
// filter on derived columns and the dashboard counts buckets without reading rows into Node.
// Today is read once per request and sent as a parameter: a time-zone conversion per row costs
// more than everything else together.

/** A month of remaining balance, in days (365.25 / 12): the estimate's fractional months become days. */
const DAYS_PER_MONTH = 30.4375

export interface ContractFilter {
  contractId?: string | null
  material?: string | null
  supplier?: string | null
  /** matched as supplier names are (supplier_name_key): the supplier master's contracts */
  supplierName?: string | null
  /** the master record: the contracts made from its awards (with supplierName, those too) */
  supplierId?: string | null
  materialCategoryId?: string | null
  categoryManagerId?: string | null
  businessDivisionId?: string | null
  regionId?: string | null
  actionNeed?: boolean | null
  /** contracts ending in this range of days 'YYYY-MM-DD', both included (the assistant's "expiring in N days") */
  endDateFrom?: string | null
  endDateTo?: string | null
  /** in force on the company's today: running, started and not ended (the supplier scorecard's count) */
  inForce?: boolean | null
  /** the dashboard's rows: contracts whose term, or balance, falls in the bucket (counted as it counts) */
  termBucket?: TermBucket | null
  balanceBucket?: TermBucket | null
}

/** The company's today, in its time zone, as a calendar day. */
export const companyToday = async (companyId: string) => {
  const [{ day }] = await db.$queryRaw<{ day: Date }[]>`
    SELECT (now() AT TIME ZONE "timeZone")::date AS day FROM "Company" WHERE id = ${companyId}`
  return day
}

/** Whole months from one calendar day to another (what age() counts, without its cost), as shared's term.ts counts them. */
const wholeMonths = (from: Prisma.Sql, to: Prisma.Sql) => Prisma.sql`
  ((date_part('year', ${to}) - date_part('year', ${from})) * 12
    + date_part('month', ${to}) - date_part('month', ${from})
    - (date_part('day', ${to}) < date_part('day', ${from}))::int)::int`

const daySql = (day: Date | Prisma.Sql) =>
  day instanceof Date ? Prisma.sql`${day}::date` : day

/** The spend matched to the contract `c` in the three months up to `today`, as `spend`. */
const lastMonthsSpendOf = (today: Prisma.Sql) =>
  Prisma.sql`SELECT sum(s.amount) AS spend FROM "ContractSpend" s WHERE s."contractId" = c.id
      AND s.date > ${today} - interval '3 months' AND s.date <= ${today}`

/**
 * What the stored values are: the remaining days for balance and the two ranks, computed on `today`.
 * A contract realizes per month only once started: before its start it has no pace (null), and
 * after it at least its first month's.
 */
const computedOn = (
  today: Prisma.Sql,
  lastMonthsSpend = Prisma.sql`(${lastMonthsSpendOf(today)})`
) => {
  const elapsed = Prisma.sql`(CASE WHEN c."startDate" <= ${today}
    THEN greatest(1, ${wholeMonths(Prisma.sql`c."startDate"`, today)}) END)`
  const realized = Prisma.sql`(c."totalBalance" - c."currentBalance")`
  // with spend matched to it, the pace of its last three months (of those it ran, when fewer)
  const spendPace = Prisma.sql`(${lastMonthsSpend} / least(3, ${elapsed}))`
  const bySpend = Prisma.sql`c."balanceSource" = 'SPEND'`
  const balanceDays = Prisma.sql`(CASE
    WHEN ${bySpend} THEN (CASE WHEN ${spendPace} > 0
      THEN round(c."currentBalance" / ${spendPace} * ${DAYS_PER_MONTH})::int END)
    WHEN c."totalBalance" > c."currentBalance"
    THEN round(c."currentBalance" * ${elapsed} / ${realized} * ${DAYS_PER_MONTH})::int END)`
  return {
    realizedPerMonth: Prisma.sql`(CASE WHEN ${bySpend} THEN ${spendPace} ELSE ${realized} / ${elapsed} END)`,
    balanceDays,
    termRank: bucketRank(Prisma.sql`(c."endDate" - ${today})`),
    balanceRank: bucketRank(balanceDays),
  }
}

/**
 * The derived values of the contract `c` on `day` (a date, or the SQL of one), each one SQL
 * expression: the stored ones when the row was written that day, else computed; with `allStored`
 * (every row of the company was, see storedOn) the stored columns themselves, which indexes order.
 */
export const derivedOf = (day: Date | Prisma.Sql, allStored = false) => {
  const today = daySql(day)
  const computed = computedOn(today)
  const storedOr = (column: string, value: Prisma.Sql) =>
    allStored
      ? Prisma.sql`c.${Prisma.raw(column)}`
      : Prisma.sql`(CASE WHEN c."derivedOn" = ${today} THEN c.${Prisma.raw(column)} ELSE ${value} END)`
  const remainingDaysForBalance = storedOr(
    '"balanceDays"',
    computed.balanceDays
  )
  const estimatedEndingDate = Prisma.sql`(${today} + ${remainingDaysForBalance})`
  return {
    // a term's months, both of its days included (@procura/shared's term.ts)
    length: wholeMonths(
      Prisma.sql`c."startDate"`,
      Prisma.sql`(c."endDate" + 1)`
    ),
    amountRealizedPerMonth: computed.realizedPerMonth,
    remainingDaysForLength: Prisma.sql`(c."endDate" - ${today})`,
    remainingDaysForBalance,
    estimatedEndingDate,
    lightDate: storedOr(
      '"lightDate"',
      Prisma.sql`least(c."endDate", ${estimatedEndingDate})`
    ),
    termRank: storedOr('"termRank"', computed.termRank),
    balanceRank: storedOr('"balanceRank"', computed.balanceRank),
  }
}

/**
 * Whether every contract of the company holds its derived values of `day`: three index probes, each
 * a plain index scan that stops at its first row and marks the index entries the daily job left
 * dead, so that only the first request after the job walks past them.
 */
export const storedOn = async (companyId: string, day: Date) => {
  const any = (condition: Prisma.Sql) =>
    Prisma.sql`EXISTS (SELECT 1 FROM "Contract" c WHERE c."companyId" = ${companyId} AND ${condition})`
  const [{ stale }] = await db.$queryRaw<{ stale: boolean }[]>`
    SELECT ${any(Prisma.sql`c."derivedOn" IS NULL`)}
      OR ${any(Prisma.sql`c."derivedOn" < ${day}::date`)}
      OR ${any(Prisma.sql`c."derivedOn" > ${day}::date`)} AS stale`
  return !stale
}

/** Where storeDerived reads contracts from, and which of their columns it writes beside the derived ones. */
interface DerivedSource {
  /** a relation `c` with the contract's columns (its id, company, term, balances and their source) */
  contracts: Prisma.Sql
  /** columns of `contracts` written too: a change of one also moves the row's "updatedAt" */
  written: string[]
}

// what storeDerived writes of every contract it reads
const DERIVED = [
  '"derivedOn"',
  '"balanceDays"',
  '"lightDate"',
  '"termRank"',
  '"balanceRank"',
]

const CONTRACTS: DerivedSource = {
  contracts: Prisma.sql`"Contract"`,
  written: [],
}

/**
 * Writes the derived values of the contracts `c` that match `condition` as of their company's day
 * `co.day`: every write of a contract runs it in its transaction, and the daily job for every stale
 * row. Each contract's recent spend is summed once (its values name it several times), and a row
 * is rewritten only where a value changes: an import touches tens of thousands of contracts.
 */
export const storeDerived = (
  condition: Prisma.Sql,
  { contracts, written }: DerivedSource = CONTRACTS
) => {
  const computed = computedOn(Prisma.sql`co.day`, Prisma.sql`recent.spend`)
  const of = (relation: string, columns: string[]) =>
    Prisma.join(columns.map((column) => Prisma.raw(`${relation}.${column}`)))
  const changed = written.length
    ? Prisma.sql`(${of('t', written)}) IS DISTINCT FROM (${of('x', written)})`
    : Prisma.sql`false`
  const assigned = [...written, ...DERIVED].map((column) =>
    Prisma.raw(`${column} = x.${column}`)
  )
  return Prisma.sql`
    UPDATE "Contract" t SET ${Prisma.join(assigned)},
      "updatedAt" = CASE WHEN ${changed} THEN now() ELSE t."updatedAt" END
    FROM (
      SELECT c.id, co.day AS "derivedOn", ${computed.balanceDays} AS "balanceDays",
        least(c."endDate", co.day + ${computed.balanceDays}) AS "lightDate",
        ${computed.termRank} AS "termRank", ${computed.balanceRank} AS "balanceRank"
        ${written.length ? Prisma.sql`, ${of('c', written)}` : Prisma.empty}
      FROM ${contracts} c
      JOIN (SELECT id, (now() AT TIME ZONE "timeZone")::date AS day FROM "Company") co ON co.id = c."companyId"
      -- an aggregate, which the planner never pulls up into the query: summed once per contract
      LEFT JOIN LATERAL (${lastMonthsSpendOf(Prisma.sql`co.day`)}) recent ON true
      WHERE ${condition}) x
    WHERE t.id = x.id AND (${changed} OR (${of('t', DERIVED)}) IS DISTINCT FROM (${of('x', DERIVED)}))`
}

/** The number of bucket limits a count of days reaches: TERM_BUCKETS' index (0 expired … 3 over 120). */
const bucketRank = (days: Prisma.Sql) =>
  Prisma.sql`(${Prisma.join(
    BUCKET_LIMITS.map((limit) => Prisma.sql`(${days} >= ${limit})::int`),
    ' + '
  )})`

export const bucketName = (rank: number | null) =>
  rank === null ? null : TERM_BUCKETS[rank]

const equals = (column: string, value?: string | boolean | null) =>
  value === null || value === undefined || value === ''
    ? null
    : Prisma.sql`${Prisma.raw(column)} = ${value}`

/** The company's contracts `c` matching a filter; its values are parameters, never SQL. */
/** A filter's calendar day, 'YYYY-MM-DD'; anything else is refused before it reaches SQL. */
const filterDay = (field: 'endDateFrom' | 'endDateTo', day?: string | null) => {
  if (!day) return null
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day)))
    throw new UserInputError('validation.date', { field })
  return day
}

/** A master supplier's contracts: made from its awards (supplierId), or written with its name. */
const supplierCondition = ({ supplierId, supplierName }: ContractFilter) => {
  const byName = supplierName?.trim()
    ? Prisma.sql`c."supplierKey" = ${supplierNameKey(supplierName)}`
    : null
  const byRecord = supplierId
    ? Prisma.sql`c."supplierId" = ${supplierId}`
    : null
  if (byName && byRecord) return Prisma.sql`(${byRecord} OR ${byName})`
  return byRecord ?? byName
}

export const whereOf = (companyId: string, filter: ContractFilter = {}) => {
  const endDateFrom = filterDay('endDateFrom', filter.endDateFrom)
  const endDateTo = filterDay('endDateTo', filter.endDateTo)
  const conditions = [
    Prisma.sql`c."companyId" = ${companyId}`,
    filter.contractId?.trim()
      ? Prisma.sql`c."contractId" ILIKE ${`%${filter.contractId.trim().replace(/[\\%_]/g, '\\$&')}%`}`
      : null,
    equals('c.material', filter.material),
    equals('c.supplier', filter.supplier),
    supplierCondition(filter),
    equals('c."materialCategoryId"', filter.materialCategoryId),
    equals('c."categoryManagerId"', filter.categoryManagerId),
    equals('c."businessDivisionId"', filter.businessDivisionId),
    equals('c."regionId"', filter.regionId),
    equals('c."actionNeed"', filter.actionNeed),
    endDateFrom ? Prisma.sql`c."endDate" >= ${endDateFrom}::date` : null,
    endDateTo ? Prisma.sql`c."endDate" <= ${endDateTo}::date` : null,
    filter.inForce ? inForceOn(companyTodaySql(companyId)) : null,
    ...bucketConditions(companyId, filter),
  ].filter((condition): condition is Prisma.Sql => condition !== null)
  return Prisma.join(conditions, ' AND ')
}

/** The company's today in SQL, for a filter that reads it. */
const companyTodaySql = (companyId: string) => Prisma.sql`(now() AT TIME ZONE
    (SELECT co."timeZone" FROM "Company" co WHERE co.id = ${companyId}))::date`

/** Running (on going or to be started by its status), started and not yet ended on `today`. */
const inForceOn = (today: Prisma.Sql) =>
  Prisma.sql`c.status IN ('ON_GOING', 'TO_BE_STARTED') AND c."startDate" <= ${today} AND c."endDate" >= ${today}`

/** A bucket filter, on the company's today: the term's bucket, or the balance's (else the term's, as the dashboard counts). */
const bucketConditions = (companyId: string, filter: ContractFilter) => {
  if (!filter.termBucket && !filter.balanceBucket) return []
  const rankOf = (bucket: TermBucket) => {
    const rank = TERM_BUCKETS.indexOf(bucket)
    if (rank < 0) throw new UserInputError('validation.fromList')
    return rank
  }
  const derived = derivedOf(companyTodaySql(companyId))
  return [
    filter.termBucket
      ? Prisma.sql`${derived.termRank} = ${rankOf(filter.termBucket)}`
      : null,
    filter.balanceBucket
      ? Prisma.sql`coalesce(${derived.balanceRank}, ${derived.termRank}) = ${rankOf(filter.balanceBucket)}`
      : null,
  ]
}

export const contractCount = async (
  companyId: string,
  filter?: ContractFilter
) => {
  const [{ total }] = await db.$queryRaw<{ total: number }[]>`
    SELECT count(*)::int AS total FROM "Contract" c WHERE ${whereOf(companyId, filter)}`
  return total
}
