import { Prisma } from '@prisma/client'
import {
  Dec,
  decimalText,
  realizedSavings,
  supplierNameKey,
} from '@procura/shared'

import { db } from 'src/lib/db'
import { companyToday } from 'src/services/contracts/contractRows'
import { readContracts } from 'src/services/contracts/contracts'
import { isSpendOf, type SpendOwner } from 'src/services/spend/rollup'
import { lastTwelveMonths } from 'src/services/spend/spendSourcing'

import { supplierOfMyCompany } from './suppliers'

/** A contract expiring within this many days is listed on the scorecard (the traffic light's amber). */
export const EXPIRING_DAYS = 120

const RUNNING = Prisma.sql`c.status IN ('ON_GOING', 'TO_BE_STARTED')`

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
 * name): running, and those expiring soon.
 */
const contractsOf = async (
  companyId: string,
  supplierId: string,
  nameKey: string
) => {
  const day = await companyToday(companyId)
  const rows = await db.$queryRaw<{ id: string; endDate: Date }[]>`
    SELECT c.id, c."endDate" FROM "Contract" c
     WHERE c."companyId" = ${companyId}
       AND (c."supplierId" = ${supplierId} OR supplier_name_key(c.supplier) = ${nameKey})
       AND ${RUNNING} AND c."endDate" >= ${day}::date`
  const horizon = new Date(day.getTime() + EXPIRING_DAYS * 86_400_000)
  const expiringIds = rows
    .filter((row) => row.endDate < horizon)
    .sort((a, b) => a.endDate.getTime() - b.endDate.getTime())
    .map((row) => row.id)
  const expiring = await readContracts(expiringIds, day)
  return {
    contractsRunning: rows.length,
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
 * Spend of the last twelve whole months, in the company's currency, from the spend rollup: the
 * supplier's as the import tells whose a line is (by SAP code, else VAT, else name).
 */
const spendOf = async (supplier: SpendOwner & { companyId: string }) => {
  const { companyId } = supplier
  const rows = await db.$queryRaw<
    { supplier: string; spend: Prisma.Decimal; lines: number }[]
  >`
    SELECT r.supplier, sum(r.spend) AS spend, sum(r.lines)::int AS lines
      FROM "SpendRollup" r
     WHERE r."companyId" = ${companyId} AND ${lastTwelveMonths(companyId)}
       AND ${isSpendOf(supplier)}
     GROUP BY r.supplier
     ORDER BY sum(r.spend) DESC, r.supplier`
  const total = rows.reduce(
    (sum, row) => sum.plus(row.spend.toString()),
    new Dec(0)
  )
  return {
    spend12Months: decimalText(total.toFixed(2)),
    spendLines: rows.reduce((sum, row) => sum + row.lines, 0),
    // the names the spend wrote it with, most spent first: the spend screen filters by one
    spendNames: rows.map((row) => row.supplier),
  }
}

const rate = (part: number, whole: number) => (whole ? part / whole : null)

/**
 * A supplier's scorecard: processes invited to, rounds answered, items won, awarded value and the
 * savings it delivered, contracts running and expiring, and the last twelve months' spend.
 */
export const supplierScorecard = async ({ id }: { id: string }) => {
  const supplier = await supplierOfMyCompany(id)
  const nameKey = supplierNameKey(supplier.name)
  const [processesInvited, rounds, items, awarded, contracts, spend] =
    await Promise.all([
      db.processSupplier
        .groupBy({ by: ['processId'], where: { supplierId: id } })
        .then((groups) => groups.length),
      roundsOf(id),
      itemsOf(id),
      awardedOf(id),
      contractsOf(supplier.companyId, id, nameKey),
      spendOf(supplier),
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
