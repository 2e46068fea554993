import { Prisma } from '@prisma/client'

import { currentUser } from 'src/lib/auth'
import { db } from 'src/lib/db'
import { contractOfMyCompany } from 'src/services/contracts/contracts'
import { processOfMyCompany } from 'src/services/processes/access'

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

/** The contract's lines paid above its agreed unit price, with where and when. */
export const contractLinesPaidAbove = async ({ id }: { id: string }) => {
  await contractOfMyCompany(id)
  return db.$queryRaw<
    {
      date: Date
      plant: string
      supplier: string
      amount: Money
      volume: Money
      unitOfMeasureCode: string
      priceVariance: Money
    }[]
  >`
    SELECT s.date, l.plant, l.supplier, s.amount, s.volume, u.code AS "unitOfMeasureCode", s."priceVariance"
      FROM "ContractSpend" s
      JOIN "SpendLine" l ON l.id = s."lineId"
      JOIN "UnitOfMeasure" u ON u.id = s."unitOfMeasureId"
     WHERE s."contractId" = ${id} AND s."priceVariance" > 0
     ORDER BY s."priceVariance" DESC, s.date, s."lineId"`
}

/** An approved process's realized saving per month (a process not approved has none yet). */
export const processRealization = async ({ id }: { id: string }) => {
  const process = await processOfMyCompany(id)
  const company = await db.company.findUniqueOrThrow({
    where: { id: process.companyId },
    select: { currencyCode: true },
  })
  const months = await db.$queryRaw<
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
     GROUP BY 1 ORDER BY 1`
  return { currencyCode: company.currencyCode, months }
}

/** The leakage screens' groups: what each groups off-contract lines `l` by, and names them by. */
const leakageGroups = (locale: string) => {
  const name = Prisma.raw(locale === 'pt' ? '"namePt"' : '"nameEn"')
  return {
    byCategory: {
      key: Prisma.sql`l."materialCategoryId"`,
      name: Prisma.sql`(SELECT mc.${name} FROM "MaterialCategory" mc WHERE mc.id = l."materialCategoryId")`,
    },
    byCategoryManager: {
      key: Prisma.sql`coalesce(l."categoryManagerId", '')`,
      name: Prisma.sql`coalesce((SELECT trim(u."firstName" || ' ' || u."lastName") FROM "User" u
        WHERE u.id = l."categoryManagerId"), '')`,
    },
    byPlant: { key: Prisma.sql`l.plant`, name: Prisma.sql`l.plant` },
    bySupplier: { key: Prisma.sql`l.supplier`, name: Prisma.sql`l.supplier` },
  }
}

type LeakageGroup = { key: string; name: string; amount: Money; lines: number }

/** Days from–to, both included, as SQL on `column` (every day for a bound not given). */
const within = (column: Prisma.Sql, from?: Date | null, to?: Date | null) => {
  const day = (date: Date) => date.toISOString().slice(0, 10)
  return Prisma.sql`${from ? Prisma.sql`${column} >= ${day(from)}::date` : Prisma.sql`true`}
    AND ${to ? Prisma.sql`${column} <= ${day(to)}::date` : Prisma.sql`true`}`
}

/**
 * The spend under contract beside the spend that escaped one, and the escaped spend by category,
 * manager, plant and supplier: from the matches (and the escaped lines, for the groups).
 */
export const spendCompliance = async ({
  from,
  to,
}: {
  from?: Date | null
  to?: Date | null
}) => {
  const { companyId, locale } = currentUser()
  const company = await db.company.findUniqueOrThrow({
    where: { id: companyId },
    select: { currencyCode: true },
  })
  const [under, off] = await Promise.all(
    ['"ContractSpend"', '"OffContractSpend"'].map(async (table) => {
      const [{ amount }] = await db.$queryRaw<{ amount: Money }[]>`
        SELECT coalesce(sum(s.amount), 0) AS amount FROM ${Prisma.raw(table)} s
         WHERE s."companyId" = ${companyId} AND ${within(Prisma.sql`s.date`, from, to)}`
      return amount
    })
  )
  const addressable = under.plus(off)
  const groups = Object.fromEntries(
    await Promise.all(
      Object.entries(leakageGroups(locale ?? 'en')).map(
        async ([group, { key, name }]) => [
          group,
          await db.$queryRaw<LeakageGroup[]>`
            SELECT ${key} AS key, min(${name}) AS name, sum(o.amount) AS amount, count(*)::int AS lines
              FROM "OffContractSpend" o JOIN "SpendLine" l ON l.id = o."lineId"
             WHERE o."companyId" = ${companyId} AND ${within(Prisma.sql`o.date`, from, to)}
             GROUP BY 1 ORDER BY 3 DESC, 2`,
        ]
      )
    )
  ) as Record<keyof ReturnType<typeof leakageGroups>, LeakageGroup[]>
  return {
    currencyCode: company.currencyCode,
    underContract: under,
    offContract: off,
    compliance: addressable.isZero()
      ? null
      : under.div(addressable).times(100).toNumber(),
    ...groups,
  }
}
