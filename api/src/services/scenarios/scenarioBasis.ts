import { createHash } from 'node:crypto'

import type { Prisma } from '@prisma/client'
import {
  decimalText,
  exclusionsOf,
  monthsOf,
  offerOf,
  type AgreementPeriod,
} from '@procura/shared'

import { db } from 'src/lib/db'

import type { ScenarioBasis, ScenarioOffer } from './solveScenario'

// What every scenario of a process is computed from, read in five queries: items and their
// incumbents, suppliers and their flags, each supplier's final offer per item, and the agreement
// the item's awards already have. Read through `reader`: the api's client, or the transaction
// that locks the process to apply a scenario.

type Reader = Prisma.TransactionClient

/** Per item, the process supplier of a running contract for its material (by code or description). */
const incumbentsOf = async (reader: Reader, processId: string) => {
  const rows = await reader.$queryRaw<{ itemId: string; supplierId: string }[]>`
    SELECT DISTINCT ON (i.id) i.id AS "itemId", ps.id AS "supplierId"
      FROM "Process" p
      JOIN "ProcessItem" i ON i."processId" = p.id
      JOIN "Contract" c ON c."companyId" = p."companyId"
       AND c.status IN ('ON_GOING', 'TO_BE_STARTED')
       AND c."endDate" >= (now() AT TIME ZONE (SELECT "timeZone" FROM "Company" WHERE id = p."companyId"))::date
       AND (lower(trim(c.material)) IN (lower(trim(i.code)), lower(trim(i.description))) OR c.id = p."sourceContractId")
      JOIN "ProcessSupplier" ps ON ps."processId" = p.id
       AND (ps."supplierId" = c."supplierId" OR supplier_name_key(ps.name) = c."supplierKey")
     WHERE p.id = ${processId}
     -- a contract for the item's own material before the process's source contract; then the latest
     ORDER BY i.id, (c.id = p."sourceContractId"), c."startDate" DESC`
  return new Map(rows.map((row) => [row.itemId, row.supplierId]))
}

interface Agreement {
  contractLength: number
  contractPeriod: AgreementPeriod
}

const longest = (agreements: Agreement[]) =>
  agreements.reduce((longer, agreement) =>
    monthsOf(agreement.contractLength, agreement.contractPeriod) >
    monthsOf(longer.contractLength, longer.contractPeriod)
      ? agreement
      : longer
  )

/** The agreement each item's awards have (the longest, if a split award's parts differ). */
const awardedAgreementsOf = async (reader: Reader, processId: string) => {
  const awards = await reader.award.findMany({
    where: { processId },
    select: {
      contractLength: true,
      contractPeriod: true,
      quotation: { select: { itemId: true } },
    },
  })
  const byItem = new Map<string, Agreement[]>()
  for (const { quotation, ...agreement } of awards)
    byItem.set(quotation.itemId, [
      ...(byItem.get(quotation.itemId) ?? []),
      agreement,
    ])
  return new Map([...byItem].map(([itemId, all]) => [itemId, longest(all)]))
}

/**
 * Each item's agreement, the same whoever a scenario gives the item to, so that scenarios compare
 * savings over the same months: its award's where it has one, else the longest its suppliers
 * offered (a year where an offer gives none). Applied, an item not awarded yet keeps its
 * supplier's own term (applyScenario).
 */
const itemAgreementsOf = (
  answers: FinalAnswer[],
  awarded: Map<string, Agreement>
) => {
  const offered = new Map<string, Agreement[]>()
  for (const answer of answers)
    offered.set(answer.itemId, [
      ...(offered.get(answer.itemId) ?? []),
      {
        contractLength: answer.agreementLength ?? 12,
        contractPeriod: answer.agreementPeriod,
      },
    ])
  return (itemId: string): Agreement =>
    awarded.get(itemId) ?? longest(offered.get(itemId))
}

interface FinalAnswer {
  id: string
  round: number
  itemId: string
  supplierId: string
  responseStatus: 'ANSWERED' | 'DECLINED'
  initialProposal: string | null
  equalizedProposal: string | null
  negotiatedProposal: string | null
  agreementLength: number | null
  agreementPeriod: AgreementPeriod
}

/** Each supplier's latest answer per item over every round: an offer, or a decline (decimals as text). */
const finalAnswersOf = (reader: Reader, processId: string) =>
  reader.$queryRaw<FinalAnswer[]>`
    SELECT DISTINCT ON ("itemId", "supplierId") id, round, "itemId", "supplierId",
           "responseStatus"::text AS "responseStatus", "initialProposal"::text AS "initialProposal",
           "equalizedProposal"::text AS "equalizedProposal", "negotiatedProposal"::text AS "negotiatedProposal",
           "agreementLength", "agreementPeriod"::text AS "agreementPeriod"
      FROM "Quotation"
     WHERE "processId" = ${processId} AND "responseStatus" <> 'PENDING'
     ORDER BY "itemId", "supplierId", round DESC`

export const scenarioBasisOf = async (
  processId: string,
  reader: Reader = db
) => {
  const [items, suppliers, answers, incumbents, awarded] = await Promise.all([
    reader.processItem.findMany({
      where: { processId, detail: { isNot: null } },
      orderBy: [{ createdAt: 'asc' }, { code: 'asc' }],
      select: {
        id: true,
        code: true,
        detail: {
          select: {
            annualVolume: true,
            historicalPrice: true,
            baselinePrice: true,
          },
        },
      },
    }),
    reader.processSupplier.findMany({
      where: { processId },
      orderBy: { name: 'asc' },
    }),
    finalAnswersOf(reader, processId),
    incumbentsOf(reader, processId),
    awardedAgreementsOf(reader, processId),
  ])
  const agreementOf = itemAgreementsOf(
    answers.filter((answer) => offerOf(answer) !== null),
    awarded
  )
  const offers: ScenarioOffer[] = []
  const answered = new Set<string>()
  for (const answer of answers) {
    const price = offerOf(answer)
    if (price === null) continue
    answered.add(answer.itemId)
    offers.push({
      itemId: answer.itemId,
      supplierId: answer.supplierId,
      quotationId: answer.id,
      price,
      ...agreementOf(answer.itemId),
    })
  }
  const basis: ScenarioBasis = {
    items: items.map((item) => ({
      id: item.id,
      code: item.code,
      annualVolume: decimalText(item.detail.annualVolume),
      historicalPrice: decimalText(item.detail.historicalPrice),
      baselinePrice: decimalText(item.detail.baselinePrice),
      incumbentId: incumbents.get(item.id) ?? null,
    })),
    suppliers: suppliers.map((supplier) => ({
      id: supplier.id,
      name: supplier.name,
      exclusions: exclusionsOf(supplier),
    })),
    offers,
    declinedItemIds: [
      ...new Set(answers.map((answer) => answer.itemId)),
    ].filter((id) => !answered.has(id)),
  }
  return {
    basis,
    fingerprint: createHash('sha256')
      .update(JSON.stringify(basis))
      .digest('base64url'),
  }
}
