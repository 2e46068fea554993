import { Prisma, type OffContractReason } from '@prisma/client'

import { UserInputError } from '@redwoodjs/graphql-server'

import { currentUser } from 'src/lib/auth'
import { db } from 'src/lib/db'
import { assertMonthRange, monthStart } from 'src/lib/months'
import { contractOfMyCompany } from 'src/services/contracts/contracts'
import { processOfMyCompany } from 'src/services/processes/access'

import { RUNS_OUT } from './alerts'

// The screens' reads of spend matched to contracts and awards: from the matches alone, never the
// company's lines, except for the few lines a list shows.

type Money = Prisma.Decimal

/** A contract's matched spend per month and unit, and what was paid beyond its agreed price. */
export const contractConsumption = async ({ id }: { id: string }) => {
  await contractOfMyCompany(id)
  return db.$queryRaw<
    {
      month: Date
      amount: Money
      volume: Money
      unitOfMeasureCode: string
      lines: number
      priceVariance: Money | null
    }[]
  >`
    SELECT date_trunc('month', s.date)::date AS month, sum(s.amount) AS amount, sum(s.volume) AS volume,
      u.code AS "unitOfMeasureCode", count(*)::int AS lines, sum(s."priceVariance") AS "priceVariance"
      FROM "ContractSpend" s JOIN "UnitOfMeasure" u ON u.id = s."unitOfMeasureId"
     WHERE s."contractId" = ${id}
     GROUP BY 1, u.code ORDER BY 1, 4`
}

/** A line paid above its contract's agreed unit price, with where and when. */
type LinePaidAboveRow = {
  contractId: string
  date: Date
  plant: string
  supplier: string
  amount: Money
  volume: Money
  unitOfMeasureCode: string
  priceVariance: Money
}

/** The contract's lines paid above its agreed unit price, with where and when. */
export const contractLinesPaidAbove = async ({ id }: { id: string }) => {
  await contractOfMyCompany(id)
  return db.$queryRaw<LinePaidAboveRow[]>`
    SELECT c."contractId", s.date, l.plant, l.supplier, s.amount, s.volume, u.code AS "unitOfMeasureCode", s."priceVariance"
      FROM "ContractSpend" s
      JOIN "SpendLine" l ON l.id = s."lineId"
      JOIN "UnitOfMeasure" u ON u.id = s."unitOfMeasureId" JOIN "Contract" c ON c.id = s."contractId"
     WHERE s."contractId" = ${id} AND s."priceVariance" > 0
     ORDER BY s."priceVariance" DESC, s.date, s."lineId"`
}

/**
 * The process's negotiated (approved) cost saving in the company's currency, from the savings
 * rollup, converted as the sourcing dashboard converts it: at its month's rate, else the nearest
 * earlier, else the nearest later; null when not approved or no rate converts it.
 */
const negotiatedSaving = async (processId: string) => {
  const [row] = await db.$queryRaw<{ negotiated: Money | null }[]>`
    SELECT (s."reductionX12" + s."avoidanceX12" - s."increaseX12") / 12 * (
        CASE WHEN s."currencyCode" = co."currencyCode" THEN 1 ELSE (
          SELECT x.rate FROM "ExchangeRate" x
           WHERE x."companyId" = s."companyId" AND x."currencyCode" = s."currencyCode"
           ORDER BY x.month > s.month, abs(x.month - s.month) LIMIT 1) END) AS negotiated
      FROM "ProcessSaving" s JOIN "Company" co ON co.id = s."companyId"
     WHERE s."processId" = ${processId} AND s."wholeProcess" AND s.status = 'APPROVED'`
  return row?.negotiated ? row.negotiated.toDecimalPlaces(2) : null
}

/**
 * An approved process's realized saving per month (a process not approved has none yet), beside
 * its negotiated saving and the share of it realized so far.
 */
export const processRealization = async ({ id }: { id: string }) => {
  const process = await processOfMyCompany(id)
  const [company, negotiated, months] = await Promise.all([
    db.company.findUniqueOrThrow({
      where: { id: process.companyId },
      select: { currencyCode: true },
    }),
    negotiatedSaving(id),
    db.$queryRaw<
      {
        month: Date
        spend: Money
        saving: Money
        priceVariance: Money
        notComparableSpend: Money
      }[]
    >`
      SELECT date_trunc('month', s.date)::date AS month, sum(s.amount) AS spend,
        coalesce(sum(s.saving), 0) AS saving, coalesce(sum(s."priceVariance"), 0) AS "priceVariance",
        coalesce(sum(s.amount) FILTER (WHERE s.saving IS NULL), 0) AS "notComparableSpend"
        FROM "AwardSpend" s JOIN "Award" a ON a.id = s."awardId"
       WHERE a."processId" = ${id}
       GROUP BY 1 ORDER BY 1`,
  ])
  const realized = months.reduce(
    (total, month) => total.plus(month.saving),
    new Prisma.Decimal(0)
  )
  return {
    currencyCode: company.currencyCode,
    negotiated,
    // a ratio, not money
    rate: negotiated?.gt(0) ? realized.div(negotiated).toNumber() : null,
    months,
  }
}

/** The dimensions leakage is grouped by (LeakageMonth.dimension), as the answer names them. */
const LEAKAGE_DIMENSIONS = {
  category: 'byCategory',
  categoryManager: 'byCategoryManager',
  plant: 'byPlant',
  supplier: 'bySupplier',
} as const
export type LeakageDimension = keyof typeof LEAKAGE_DIMENSIONS

/** The largest groups of each dimension the screen lists (the totals count every one). */
const LEAKAGE_GROUPS_SHOWN = 50

type LeakageGroup = { key: string; name: string; amount: Money; lines: number }

/** Months from–to ('YYYY-MM', both included) as SQL on a date `column` (a day, or a month's first). */
const inMonths = (
  column: Prisma.Sql,
  fromMonth?: string | null,
  toMonth?: string | null
) => {
  assertMonthRange(fromMonth, toMonth)
  const from = fromMonth
    ? Prisma.sql`${column} >= ${monthStart(fromMonth)}::date`
    : Prisma.sql`true`
  const to = toMonth
    ? Prisma.sql`${column} < ${monthStart(toMonth)}::date + interval '1 month'`
    : Prisma.sql`true`
  return Prisma.sql`${from} AND ${to}`
}

/** A group's name: a category's or manager's (in the reader's language), else the text grouped by. */
const groupName = (locale: string) => Prisma.sql`CASE g.dimension
  WHEN 'category' THEN (SELECT mc.${Prisma.raw(locale === 'pt' ? '"namePt"' : '"nameEn"')}
    FROM "MaterialCategory" mc WHERE mc.id = g.key)
  WHEN 'categoryManager' THEN coalesce((SELECT trim(u."firstName" || ' ' || u."lastName") FROM "User" u
    WHERE u.id = g.key), '')
  ELSE g.key END`

export interface SpendPeriod {
  fromMonth?: string | null
  toMonth?: string | null
}

/**
 * The spend under contract beside the spend that escaped one, and the escaped spend by category,
 * manager, plant and supplier (the largest of each), over the months asked: from the rollups
 * (ComplianceMonth, LeakageMonth).
 */
export const spendCompliance = async ({ fromMonth, toMonth }: SpendPeriod) => {
  const { companyId, locale } = currentUser()
  const period = inMonths(Prisma.sql`month`, fromMonth, toMonth)
  const [company, [{ under, off }], groups] = await Promise.all([
    db.company.findUniqueOrThrow({
      where: { id: companyId },
      select: { currencyCode: true },
    }),
    db.$queryRaw<{ under: Money; off: Money }[]>`
      SELECT coalesce(sum("underContract"), 0) AS under, coalesce(sum("offContract"), 0) AS off
        FROM "ComplianceMonth" WHERE "companyId" = ${companyId} AND ${period}`,
    db.$queryRaw<(LeakageGroup & { dimension: LeakageDimension })[]>`
      SELECT g.dimension, g.key, ${groupName(locale ?? 'en')} AS name, g.amount, g.lines
        FROM (SELECT dimension, key, sum(amount) AS amount, sum(lines)::int AS lines,
            row_number() OVER (PARTITION BY dimension ORDER BY sum(amount) DESC, key) AS rank
            FROM "LeakageMonth" WHERE "companyId" = ${companyId} AND ${period}
           GROUP BY 1, 2 HAVING sum(lines) > 0) g
       WHERE g.rank <= ${LEAKAGE_GROUPS_SHOWN}
       ORDER BY g.amount DESC, name`,
  ])
  const addressable = under.plus(off)
  const byDimension = Object.fromEntries(
    Object.entries(LEAKAGE_DIMENSIONS).map(([dimension, field]) => [
      field,
      groups
        .filter((group) => group.dimension === dimension)
        .map(({ key, name, amount, lines }) => ({ key, name, amount, lines })),
    ])
  ) as Record<(typeof LEAKAGE_DIMENSIONS)[LeakageDimension], LeakageGroup[]>
  return {
    currencyCode: company.currencyCode,
    underContract: under,
    offContract: off,
    compliance: addressable.isZero()
      ? null
      : under.div(addressable).times(100).toNumber(),
    ...byDimension,
  }
}

/** The lines a screen lists at a time (off contract, paid above). */
const LINES_PAGE = 100

/** A page's first line, refused unless a whole number from 0. */
const pageStart = (offset?: number | null) => {
  const start = offset ?? 0
  if (!Number.isInteger(start) || start < 0)
    throw new UserInputError('validation.page')
  return start
}

/** The column of OffContractSpend `o` each dimension groups by. */
const DIMENSION_COLUMNS: Record<LeakageDimension, Prisma.Sql> = {
  category: Prisma.sql`o."materialCategoryId"`,
  categoryManager: Prisma.sql`coalesce(o."categoryManagerId", '')`,
  plant: Prisma.sql`o.plant`,
  supplier: Prisma.sql`o.supplier`,
}

/**
 * The off-contract lines behind a leakage number, the largest first (a page at a time): those of a
 * dimension's value over the months asked, or every one of the months when no dimension is given.
 */
export const offContractLines = async ({
  fromMonth,
  toMonth,
  dimension,
  value,
  offset,
}: SpendPeriod & {
  dimension?: LeakageDimension | null
  value?: string | null
  offset?: number | null
}) => {
  const { companyId } = currentUser()
  const start = pageStart(offset)
  const ofGroup = dimension
    ? Prisma.sql`AND ${DIMENSION_COLUMNS[dimension]} = ${value ?? ''}`
    : Prisma.empty
  const where = Prisma.sql`o."companyId" = ${companyId} AND ${inMonths(Prisma.sql`o.date`, fromMonth, toMonth)} ${ofGroup}`
  const [[{ total }], lines] = await Promise.all([
    db.$queryRaw<{ total: number }[]>`
      SELECT count(*)::int AS total FROM "OffContractSpend" o WHERE ${where}`,
    db.$queryRaw<
      {
        date: Date
        supplier: string
        material: string
        plant: string
        amount: Money
        reason: OffContractReason
        contractId: string
        contractSupplier: string
      }[]
    >`
      SELECT o.date, o.supplier, l.material, o.plant, o.amount, o.reason, c."contractId", c.supplier AS "contractSupplier"
        FROM "OffContractSpend" o JOIN "SpendLine" l ON l.id = o."lineId" JOIN "Contract" c ON c.id = o."contractId"
       WHERE ${where}
       ORDER BY o.amount DESC, o."lineId" LIMIT ${LINES_PAGE} OFFSET ${start}`,
  ])
  return { total, lines }
}

/**
 * The company's running contracts whose balance runs out before their end at the pace of their
 * last months (as the alert tells it), the soonest first: how many, and the first `first`.
 */
export const contractsRunningOut = async ({ first }: { first: number }) => {
  const { companyId } = currentUser()
  const [company, [{ total }], contracts] = await Promise.all([
    db.company.findUniqueOrThrow({
      where: { id: companyId },
      select: { currencyCode: true },
    }),
    db.$queryRaw<{ total: number }[]>`
      SELECT count(*)::int AS total FROM "Contract" c WHERE c."companyId" = ${companyId} AND ${RUNS_OUT}`,
    db.$queryRaw<
      {
        contractId: string
        supplier: string
        material: string
        endDate: Date
        currentBalance: Money
        runsOut: Date
      }[]
    >`
      SELECT c."contractId", c.supplier, c.material, c."endDate", c."currentBalance",
          c."derivedOn" + c."balanceDays" AS "runsOut"
        FROM "Contract" c WHERE c."companyId" = ${companyId} AND ${RUNS_OUT}
       ORDER BY "runsOut", c."contractId" LIMIT ${first}`,
  ])
  return { currencyCode: company.currencyCode, total, contracts }
}

/** The suppliers of the largest excess the price compliance screen lists (the totals count every one). */
const VARIANCE_SUPPLIERS_SHOWN = 50

type VarianceGroup = {
  key: string
  variance: Money
  above: Money
  linesAbove: number
  lines: number
}

/**
 * What contracts were paid beyond their agreed prices over the months asked, over the lines that
 * compare: in all, per month and per supplier (the largest excess first), from the rollup
 * (PriceVarianceMonth).
 */
export const priceCompliance = async ({ fromMonth, toMonth }: SpendPeriod) => {
  const { companyId } = currentUser()
  const period = inMonths(Prisma.sql`month`, fromMonth, toMonth)
  const sums = Prisma.sql`sum(variance) AS variance, sum(above) AS above,
    sum("linesAbove")::int AS "linesAbove", sum(lines)::int AS lines`
  const [company, byMonth, bySupplier] = await Promise.all([
    db.company.findUniqueOrThrow({
      where: { id: companyId },
      select: { currencyCode: true },
    }),
    db.$queryRaw<VarianceGroup[]>`
      SELECT to_char(month, 'YYYY-MM') AS key, ${sums} FROM "PriceVarianceMonth"
       WHERE "companyId" = ${companyId} AND ${period} GROUP BY month ORDER BY month`,
    db.$queryRaw<VarianceGroup[]>`
      SELECT supplier AS key, ${sums} FROM "PriceVarianceMonth"
       WHERE "companyId" = ${companyId} AND ${period}
       GROUP BY supplier ORDER BY sum(above) DESC, supplier LIMIT ${VARIANCE_SUPPLIERS_SHOWN}`,
  ])
  const total = (key: 'variance' | 'above') =>
    byMonth.reduce((sum, month) => sum.plus(month[key]), new Prisma.Decimal(0))
  return {
    currencyCode: company.currencyCode,
    variance: total('variance'),
    above: total('above'),
    linesAbove: byMonth.reduce((sum, month) => sum + month.linesAbove, 0),
    byMonth,
    bySupplier,
  }
}

/**
 * The lines paid above their contract's agreed price over the months asked (of one supplier when
 * given), the largest excess first, a page at a time: with their plant, date and contract.
 */
export const linesPaidAbove = async ({
  fromMonth,
  toMonth,
  supplier,
  offset,
}: SpendPeriod & { supplier?: string | null; offset?: number | null }) => {
  const { companyId } = currentUser()
  const start = pageStart(offset)
  const where = Prisma.sql`s."companyId" = ${companyId} AND s."priceVariance" > 0
    AND ${inMonths(Prisma.sql`s.date`, fromMonth, toMonth)}
    ${supplier ? Prisma.sql`AND s.supplier = ${supplier}` : Prisma.empty}`
  const [[{ total }], lines] = await Promise.all([
    db.$queryRaw<{ total: number }[]>`
      SELECT count(*)::int AS total FROM "ContractSpend" s WHERE ${where}`,
    db.$queryRaw<LinePaidAboveRow[]>`
      SELECT s.date, l.plant, s.supplier, s.amount, s.volume, u.code AS "unitOfMeasureCode", s."priceVariance",
          c."contractId"
        FROM "ContractSpend" s JOIN "SpendLine" l ON l.id = s."lineId"
        JOIN "UnitOfMeasure" u ON u.id = s."unitOfMeasureId" JOIN "Contract" c ON c.id = s."contractId"
       WHERE ${where}
       ORDER BY s."priceVariance" DESC, s."lineId" LIMIT ${LINES_PAGE} OFFSET ${start}`,
  ])
  return { total, lines }
}
