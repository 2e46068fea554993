import { Prisma } from '@prisma/client'
import { Dec, decimalText, realizedSavings } from '@procura/shared'

import { db } from 'src/lib/db'
import {
  companyToday,
  contractCount,
  whereOf,
  type ContractFilter,
} from 'src/services/contracts/contractRows'
import { readContracts } from 'src/services/contracts/contracts'
import { spendGroups, spendMonths } from 'src/services/spend/spendQueries'

import { supplierOfMyCompany } from './suppliers'

/** A contract expiring within this many days is listed on the scorecard (the traffic light's amber). */
export const EXPIRING_DAYS = 120

const DAY = 86_400_000

const isoDay = (day: Date) => day.toISOString().slice(0, 10)

/** The month `back` months before `day`'s, 'YYYY-MM'. */
const monthBefore = (day: Date, back: number) =>
  isoDay(
    new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() - back, 1))
  ).slice(0, 7)

/** The supplier's answers, per round it was asked in: answered (any price), declined (every item), or not. */
const roundsOf = async (supplierId: string) => {
  const [rounds] = await db.$queryRaw<
    { invited: number; answered: number; declined: number }[]
  >`
    SELECT count(*)::int AS invited,
           count(*) FILTER (WHERE answered)::int AS answered,
           count(*) FILTER (WHERE declined)::int AS declined
      FROM (SELECT bool_or(q."responseStatus" = 'ANSWERED') AS answered,
                   bool_and(q."responseStatus" = 'DECLINED') AS declined
              FROM "Quotation" q
              JOIN "ProcessSupplier" ps ON ps.id = q."supplierId"
             WHERE ps."supplierId" = ${supplierId}
             GROUP BY q."processId", q.round) asked`
  return {
    ...rounds,
    notAnswered: rounds.invited - rounds.answered - rounds.declined,
  }
}

/** Items it answered and items awarded to it, in approved processes (a draft's award is not won). */
const itemsOf = async (supplierId: string) => {
  const [items] = await db.$queryRaw<{ quoted: number; awarded: number }[]>`
    SELECT count(DISTINCT q."itemId") FILTER (WHERE q."responseStatus" = 'ANSWERED')::int AS quoted,
           count(DISTINCT q."itemId") FILTER (WHERE a.id IS NOT NULL)::int AS awarded
      FROM "Quotation" q
      JOIN "ProcessSupplier" ps ON ps.id = q."supplierId"
      JOIN "Process" p ON p.id = q."processId" AND p.status = 'APPROVED'
      LEFT JOIN "Award" a ON a."quotationId" = q.id
     WHERE ps."supplierId" = ${supplierId}`
  return items
}

/** Awarded value and the savings it delivered, per currency, over its approved processes' awards. */
const awardedOf = async (supplierId: string) => {
  const awards = await db.$queryRaw<
    {
      currencyCode: string
      totalContractValue: Prisma.Decimal
      unitPrice: Prisma.Decimal
      annualVolume: Prisma.Decimal
      contractLength: number
      contractPeriod: 'MONTHS' | 'YEARS'
      historicalPrice: Prisma.Decimal | null
      baselinePrice: Prisma.Decimal | null
    }[]
  >`
    SELECT cur.code AS "currencyCode", a."totalContractValue", a."unitPrice", a."annualVolume",
           a."contractLength", a."contractPeriod", d."historicalPrice", d."baselinePrice"
      FROM "Award" a
      JOIN "Quotation" q ON q.id = a."quotationId"
      JOIN "ProcessSupplier" ps ON ps.id = q."supplierId"
      JOIN "Process" p ON p.id = a."processId" AND p.status = 'APPROVED'
      JOIN "Currency" cur ON cur.id = p."currencyId"
      LEFT JOIN "ItemDetail" d ON d."itemId" = q."itemId"
     WHERE ps."supplierId" = ${supplierId}`
  const byCurrency = new Map<string, Record<string, Dec>>()
  for (const award of awards) {
    const sum = byCurrency.get(award.currencyCode) ?? {
      awardedValue: new Dec(0),
      costReduction: new Dec(0),
      costAvoidance: new Dec(0),
      costIncrease: new Dec(0),
    }
    const { savings } = award.historicalPrice
      ? realizedSavings(
          {
            historicalPrice: award.historicalPrice.toString(),
            baselinePrice: award.baselinePrice.toString(),
          },
          [
            {
              unitPrice: award.unitPrice.toString(),
              annualVolume: award.annualVolume.toString(),
              contractLength: award.contractLength,
              contractPeriod: award.contractPeriod,
            },
          ]
        )
      : { savings: null }
    byCurrency.set(award.currencyCode, {
      awardedValue: sum.awardedValue.plus(award.totalContractValue.toString()),
      costReduction: sum.costReduction.plus(savings?.costReduction ?? 0),
      costAvoidance: sum.costAvoidance.plus(savings?.costAvoidance ?? 0),
      costIncrease: sum.costIncrease.plus(savings?.costIncrease ?? 0),
    })
  }
  return [...byCurrency.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currencyCode, sum]) => ({
      currencyCode,
      ...Object.fromEntries(
        Object.entries(sum).map(([field, value]) => [
          field,
          decimalText(value.toFixed(2)),
        ])
      ),
    }))
}

/**
 * Its contracts (made from its awards, or matched by name, as the traffic light keeps a supplier's
 * name) in force today, and those of them ending within EXPIRING_DAYS: each counted with the filter
 * its list opens with, so that the list shows what the figure counts.
 */
const contractsOf = async (
  companyId: string,
  supplier: { id: string; name: string }
) => {
  const day = await companyToday(companyId)
  const inForce: ContractFilter = {
    supplierId: supplier.id,
    supplierName: supplier.name,
    inForce: true,
  }
  // remaining days under EXPIRING_DAYS: the last day counted is today + EXPIRING_DAYS - 1
  const expiringUntil = isoDay(
    new Date(day.getTime() + (EXPIRING_DAYS - 1) * DAY)
  )
  const [contractsRunning, expiringIds] = await Promise.all([
    contractCount(companyId, inForce),
    db.$queryRaw<{ id: string }[]>`
      SELECT c.id FROM "Contract" c
       WHERE ${whereOf(companyId, { ...inForce, endDateTo: expiringUntil })}
       ORDER BY c."endDate", c."contractId"`,
  ])
  const expiring = await readContracts(
    expiringIds.map((row) => row.id),
    day
  )
  return {
    contractsRunning,
    expiringUntil,
    contractsExpiring: expiring.map((contract) => ({
      id: contract.id,
      contractId: contract.contractId,
      material: contract.material,
      endDate: contract.endDate,
      remainingDaysForLength: contract.remainingDaysForLength,
      light: contract.light,
    })),
  }
}

/**
 * Spend of the last twelve whole months, in the company's currency, read as the spend analysis
 * reads its filter of the supplier and those months (the list the figure opens): the supplier's as
 * the import tells whose a line is (by SAP code, else VAT, else name).
 */
const spendOf = async (companyId: string, supplierId: string) => {
  const day = await companyToday(companyId)
  const filter = {
    supplierId,
    fromMonth: monthBefore(day, 12),
    toMonth: monthBefore(day, 1),
  }
  const query = {
    source: 'rollup',
    companyId,
    measure: 'spend',
    filter,
  } as const
  const [months, { groups }] = await Promise.all([
    spendMonths(query),
    spendGroups({ ...query, dimension: 'supplier', limit: 50 }),
  ])
  const total = months.reduce(
    (sum, month) => sum.plus(month.value.toString()),
    new Dec(0)
  )
  return {
    spend12Months: decimalText(total.toFixed(2)),
    spendFromMonth: filter.fromMonth,
    spendToMonth: filter.toMonth,
    spendLines: months.reduce((sum, month) => sum + month.lines, 0),
    // the names the spend wrote it with, most spent first
    spendNames: groups.map((group) => group.key),
  }
}

const rate = (part: number, whole: number) => (whole ? part / whole : null)

/**
 * A supplier's scorecard: processes invited to, rounds answered, items won, awarded value and the
 * savings it delivered, contracts running and expiring, and the last twelve months' spend.
 */
export const supplierScorecard = async ({ id }: { id: string }) => {
  const supplier = await supplierOfMyCompany(id)
  const [processesInvited, rounds, items, awarded, contracts, spend] =
    await Promise.all([
      db.processSupplier
        .groupBy({ by: ['processId'], where: { supplierId: id } })
        .then((groups) => groups.length),
      roundsOf(id),
      itemsOf(id),
      awardedOf(id),
      contractsOf(supplier.companyId, supplier),
      spendOf(supplier.companyId, id),
    ])
  return {
    supplierId: id,
    processesInvited,
    roundsInvited: rounds.invited,
    roundsAnswered: rounds.answered,
    roundsDeclined: rounds.declined,
    roundsNotAnswered: rounds.notAnswered,
    responseRate: rate(rounds.answered, rounds.invited),
    itemsQuoted: items.quoted,
    itemsAwarded: items.awarded,
    winRate: rate(items.awarded, items.quoted),
    awarded,
    ...contracts,
    expiringDays: EXPIRING_DAYS,
    ...spend,
  }
}
