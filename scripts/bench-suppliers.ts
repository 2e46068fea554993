import { Prisma } from '@prisma/client'
import { db } from 'api/src/lib/db'
import { storeDerived } from 'api/src/services/contracts/contractRows'
import { rebuildSpendRollup } from 'api/src/services/spend/rollup'
import { supplierScorecard } from 'api/src/services/suppliers/scorecard'
import { supplierMatches } from 'api/src/services/suppliers/suppliers'

import { asUser, benchCompany, report, timed } from './lib/bench'
import { seedReferenceData } from './seed/referenceData'
import { writeSpendLines } from './seed/spend'

const COMPANY_ID = '00000000-0000-4000-8000-00000000b006'
const SUPPLIERS = 20_000
const PROCESSES = 2_000
const ITEMS = 3
const CONTRACTS = 100
const OTHER_CONTRACTS = 20_000
const RUNS = 30
// how the spend and the contracts write the supplier the scorecard is about
const TARGET_NAMES = ['Target Steel Ltda.', 'TARGET STEEL', 'Target Steel S/A']

const seconds = (since: number) =>
  `${((Date.now() - since) / 1000).toFixed(1)} s`

/** The master: 20,000 suppliers, and the one scored. */
const seedSuppliers = async (countryId: string) => {
  await db.$executeRaw`
    INSERT INTO "Supplier" (id, "companyId", name, vat, "sapCode", "countryId", "updatedAt")
    SELECT gen_random_uuid()::text, ${COMPANY_ID},
      (ARRAY['Aços', 'Filmes', 'Resinas', 'Papelão', 'Fretes'])[1 + n % 5] || ' Supplier ' || n,
      lpad(n::text, 14, '0'), 'V' || n, ${countryId}, now()
    FROM generate_series(1, ${SUPPLIERS - 1}) n`
  return db.supplier.create({
    data: {
      companyId: COMPANY_ID,
      name: TARGET_NAMES[0],
      vat: '11222333000181',
      sapCode: 'TARGET',
      countryId,
    },
  })
}

/**
 * 2,000 processes inviting the scored supplier with two others, three items each, two rounds of
 * answers; half approved, with an award of the first item to it.
 */
const seedProcesses = async (
  supplierId: string,
  managers: string[],
  refs: Awaited<ReturnType<typeof seedReferenceData>>
) => {
  await db.$executeRaw`
    INSERT INTO "Process" (id, "companyId", number, status, "ownerId", "categoryManagerId", title,
      "processDescription", "executiveSummary", "processType", "processProfile", "processNumber",
      "parentProcessDescription", "effectiveDate", "endingDate", "currentContractStatus", "currencyId",
      "approvedAt", "updatedAt")
    SELECT 'bench-sp-' || n, ${COMPANY_ID}, n,
      (CASE WHEN n % 2 = 0 THEN 'APPROVED' ELSE 'DRAFT' END)::"ProcessStatus",
      (${managers}::text[])[1 + n % 20], (${managers}::text[])[1 + n % 20], 'Bench ' || n, 'Bench', 'Bench',
      'NEW', 'MORE_THAN_3_SUPPLIERS', 'PR-' || n, 'Bench', current_date - n % 300, current_date + 400,
      'NOT_EXISTS', ${refs.currencies.BRL}, CASE WHEN n % 2 = 0 THEN now() END, now()
    FROM generate_series(1, ${PROCESSES}) n`
  await db.$executeRaw`
    INSERT INTO "ProcessItem" (id, "processId", code, description)
    SELECT 'bench-si-' || n || '-' || i, 'bench-sp-' || n, 'MAT-' || i, 'Material ' || i
    FROM generate_series(1, ${PROCESSES}) n, generate_series(1, ${ITEMS}) i`
  await db.$executeRaw`
    INSERT INTO "ItemDetail" (id, "itemId", "categoryId", "unitOfMeasureId", "incotermId", "supplyOriginId",
      "annualVolume", "paymentTerms", "historicalPrice", "historicalValue", "baselinePrice", "totalValue",
      "existingContractLength", "existingContractTakeOrPay", "existingContractGhgClause", "existingRebate",
      "existingContractMeetOrRelease", "existingContractAnnualValue", "existingContractAnnualVolume",
      "existingContractTermValue", "existingContractTermVolume")
    SELECT gen_random_uuid()::text, i.id, ${refs.categories.RAW}, ${refs.units.KG}, ${refs.incoterms.CIF},
      ${refs.supplyOrigins.DOMESTIC}, 1000, 60, 100, 100000, 110, 110000, 12, false, false, false, false, 0, 0, 0, 0
    FROM "ProcessItem" i WHERE i.id LIKE 'bench-si-%'`
  await db.$executeRaw`
    INSERT INTO "ProcessSupplier" (id, "processId", "supplierId", name, vat, "sapCode", "countryId")
    SELECT 'bench-ps-' || n || '-' || s, 'bench-sp-' || n,
      CASE WHEN s = 0 THEN ${supplierId} END,
      CASE WHEN s = 0 THEN ${TARGET_NAMES[0]} ELSE 'Other ' || s END, 'VAT', 'SAP', ${refs.countries.BR}
    FROM generate_series(1, ${PROCESSES}) n, generate_series(0, 2) s`
  await db.$executeRaw`
    INSERT INTO "Quotation" (id, "processId", round, "proposalDate", "supplierId", "itemId",
      "annualVolume", "paymentTerms", "responseStatus", "negotiatedProposal", awarded)
    SELECT 'bench-q-' || n || '-' || s || '-' || i || '-' || r, 'bench-sp-' || n, r, current_date,
      'bench-ps-' || n || '-' || s, 'bench-si-' || n || '-' || i, 1000, 60,
      (CASE WHEN (n + r) % 7 = 0 THEN 'DECLINED' WHEN (n + i) % 11 = 0 THEN 'PENDING' ELSE 'ANSWERED' END)::"QuotationResponseStatus",
      90 + s + i, r = 2 AND s = 0 AND i = 1
    FROM generate_series(1, ${PROCESSES}) n, generate_series(0, 2) s,
      generate_series(1, ${ITEMS}) i, generate_series(1, 2) r`
  await db.$executeRaw`
    INSERT INTO "Award" (id, "processId", "quotationId", volume, "contractLength", "contractPeriod",
      "unitPrice", "annualVolume", "totalContractValue", "totalContractVolume", "priceMechanism",
      "paymentTerms", "rebateDetail")
    SELECT gen_random_uuid()::text, q."processId", q.id, 100, 12, 'MONTHS', q."negotiatedProposal", 1000,
      q."negotiatedProposal" * 1000, 1000, 'Fixed', 60, ''
    FROM "Quotation" q WHERE q.id LIKE 'bench-q-%' AND q.awarded`
}

/** 100 of its contracts, written three ways, among 20,000 of other suppliers. */
const seedContracts = async (
  managers: string[],
  refs: Awaited<ReturnType<typeof seedReferenceData>>
) => {
  const first = (record: Record<string, string>) => Object.values(record)[0]
  await db.$executeRaw`
    INSERT INTO "Contract" (id, "companyId", "contractId", material, supplier, "materialCategoryId",
      "categoryManagerId", "businessDivisionId", "regionId", "startDate", "endDate", "currentBalance",
      "totalBalance", "paymentTerm", "actionNeed", "actionDescription", status, "estimatedConclusionDate",
      comment, "updatedAt")
    SELECT gen_random_uuid()::text, ${COMPANY_ID}, 'BENCH-' || n, 'Material ' || (n % 300),
      CASE WHEN n <= ${CONTRACTS} THEN (${TARGET_NAMES}::text[])[1 + n % 3] ELSE 'Supplier ' || (n % 5000) END,
      ${first(refs.materialCategories)}, (${managers}::text[])[1 + n % 20], ${first(refs.businessDivisions)},
      ${first(refs.regions)}, current_date - 200, current_date + (n % 400 - 20), (n % 100) * 100, 100000,
      30, false, 'LENGTH', 'ON_GOING', current_date + 100, 'Bench', now()
    FROM generate_series(1, ${CONTRACTS + OTHER_CONTRACTS}) n`
  await db.$executeRaw(storeDerived(Prisma.sql`c."companyId" = ${COMPANY_ID}`))
}

/**
 * `yarn bench suppliers [--lines N]`: a supplier's scorecard (2,000 processes, 100 contracts, the
 * company's 1,000,000 spend lines) and the suppliers step's type-ahead over 20,000 suppliers, as
 * the api's services answer them. Reports milliseconds.
 */
export default async ({ args }: { args: { lines?: number } }) => {
  const lines = Number(args?.lines ?? 1_000_000)
  let started = Date.now()
  const refs = await seedReferenceData()
  const managers = await benchCompany(
    COMPANY_ID,
    'Supplier Bench Co.',
    'supplier-bench'
  )
  const target = await seedSuppliers(refs.countries.BR)
  await seedProcesses(target.id, managers, refs)
  await seedContracts(managers, refs)
  console.log(
    `seeded suppliers, processes and contracts in ${seconds(started)}`
  )
  started = Date.now()
  await writeSpendLines(
    COMPANY_ID,
    {
      businessDivisions: Object.values(refs.businessDivisions),
      regions: Object.values(refs.regions),
      categoryManagers: managers,
      suppliers: [
        ...TARGET_NAMES,
        ...Array.from({ length: 397 }, (_, n) => `Supplier ${n}`),
      ],
      materials: Array.from({ length: 1_200 }, (_, n) => `Material ${n}`),
      materialCategories: Object.values(refs.materialCategories),
      plants: Array.from({ length: 12 }, (_, n) => `Plant ${n}`),
      currencyId: refs.currencies.BRL,
      unitOfMeasureId: refs.units.KG,
      purchases: 3_000,
    },
    1,
    lines
  )
  await rebuildSpendRollup(COMPANY_ID)
  for (const table of [
    'Supplier',
    'Process',
    'ProcessSupplier',
    'Quotation',
    'Award',
    'Contract',
    'SpendRollup',
  ])
    await db.$executeRawUnsafe(`ANALYZE "${table}"`)
  console.log(
    `wrote ${lines.toLocaleString('en')} spend lines and their rollup in ${seconds(started)}`
  )
  try {
    await asUser('supplier-bench-0', async () => {
      const card = await supplierScorecard({ id: target.id })
      console.log(
        `scorecard: ${card.processesInvited} processes, ${card.roundsInvited} rounds, ` +
          `${card.contractsRunning} contracts running, spend ${card.spend12Months} in ${card.spendLines} lines`
      )
      const times: number[] = []
      for (let run = 0; run < RUNS; run++)
        await timed(times, () => supplierScorecard({ id: target.id }))
      report('scorecard of a supplier with 2,000 processes', times)
      for (const search of [
        'targ',
        'Resinas Supplier 1234',
        '0000000001',
        'V19',
      ]) {
        const matches: number[] = []
        for (let run = 0; run < RUNS; run++)
          await timed(matches, async () => supplierMatches({ search }))
        report(`type-ahead over 20,000 suppliers: "${search}"`, matches)
      }
    })
  } finally {
    await db.company.deleteMany({ where: { id: COMPANY_ID } })
    await db.$disconnect()
  }
}
