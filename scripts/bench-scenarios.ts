import type { ScenarioDefinition } from '@procura/shared'
import { db } from 'api/src/lib/db'
import {
  deleteScenario,
  processScenarios,
  saveScenario,
} from 'api/src/services/scenarios/scenarios'
import { solvesSettled } from 'api/src/services/scenarios/scenarioSolves'

import { asUser, benchCompany, recordFigure, report, timed } from './lib/bench'
import { seedReferenceData } from './seed/referenceData'

const COMPANY_ID = '00000000-0000-4000-8000-00000000b007'
// process ids must look like ids
const PROCESS_ID = '00000000-0000-4000-8000-0000000b0071'
// the served part's hard process (scripts/bench/scenarios.mjs): prices drawn independently
const HARD_PROCESS_ID = '00000000-0000-4000-8000-0000000b0072'
const ITEMS = 300
const SUPPLIERS = 30
const ROUNDS = 3

/**
 * One process of 300 items and 30 suppliers, three rounds of answers. Suppliers have their own
 * price level (±12 %) and quote four items in five (the last five quote all); each round lowers some prices a little.
 * Suppliers 0–2 are litigants.
 */
const seedProcess = async (ownerId: string) => {
  const refs = await seedReferenceData()
  await db.$executeRaw`
    INSERT INTO "Process" (id, "companyId", number, "ownerId", "categoryManagerId", title,
      "processDescription", "executiveSummary", "processType", "processProfile", "processNumber",
      "parentProcessDescription", "effectiveDate", "endingDate", "currentContractStatus", "currencyId", "updatedAt")
    VALUES (${PROCESS_ID}, ${COMPANY_ID}, 1, ${ownerId}, ${ownerId}, 'Bench: 300 items × 30 suppliers',
      'Bench', 'Bench', 'NEW', 'MORE_THAN_3_SUPPLIERS', 'PR-1', 'Bench', '2027-01-01', '2028-12-31',
      'NOT_EXISTS', ${refs.currencies.BRL}, now())`
  await db.$executeRaw`
    INSERT INTO "ProcessItem" (id, "processId", code, description)
    SELECT 'bench-scn-i' || i, ${PROCESS_ID}, 'MAT-' || lpad(i::text, 4, '0'), 'Material ' || i
    FROM generate_series(1, ${ITEMS}) i`
  await db.$executeRaw`
    INSERT INTO "ItemDetail" (id, "itemId", "categoryId", "unitOfMeasureId", "incotermId", "supplyOriginId",
      "annualVolume", "paymentTerms", "historicalPrice", "historicalValue", "baselinePrice", "totalValue",
      "existingContractLength", "existingContractTakeOrPay", "existingContractGhgClause", "existingRebate",
      "existingContractMeetOrRelease", "existingContractAnnualValue", "existingContractAnnualVolume",
      "existingContractTermValue", "existingContractTermVolume")
    SELECT gen_random_uuid()::text, 'bench-scn-i' || i, ${refs.categories.RAW}, ${refs.units.KG},
      ${refs.incoterms.CIF}, ${refs.supplyOrigins.DOMESTIC}, 100 + (i * 7919) % 10000, 60,
      10 + (i * 37) % 90, 0, 11 + (i * 37) % 90, 0, 12, false, false, false, false, 0, 0, 0, 0
    FROM generate_series(1, ${ITEMS}) i`
  await db.$executeRaw`
    INSERT INTO "ProcessSupplier" (id, "processId", name, vat, "sapCode", "countryId", litigant, "technicalApproval")
    SELECT 'bench-scn-s' || s, ${PROCESS_ID}, 'Supplier ' || s, 'VAT-' || s, 'SAP-' || s,
      ${refs.countries.BR}, s < 3, true
    FROM generate_series(0, ${SUPPLIERS - 1}) s`
  await db.$executeRaw`
    INSERT INTO "Quotation" (id, "processId", round, "proposalDate", "supplierId", "itemId", "annualVolume",
      "paymentTerms", "responseStatus", "initialProposal", "negotiatedProposal", "agreementLength")
    SELECT gen_random_uuid()::text, ${PROCESS_ID}, r, '2026-11-20', 'bench-scn-s' || s, 'bench-scn-i' || i,
      100 + (i * 7919) % 10000, 60, 'ANSWERED',
      round(((10 + (i * 37) % 90) * (0.94 + ((s * 7) % 25) / 100.0) * (1 + ((i * s * 13 + r * 5) % 9) / 100.0)
             * (1 - r * 0.01))::numeric, 4),
      round(((10 + (i * 37) % 90) * (0.94 + ((s * 7) % 25) / 100.0) * (1 + ((i * s * 13 + r * 5) % 9) / 100.0)
             * (1 - r * 0.015))::numeric, 4),
      12
    FROM generate_series(1, ${ITEMS}) i, generate_series(0, ${SUPPLIERS - 1}) s, generate_series(1, ${ROUNDS}) r
    WHERE (i + s) % 5 <> 0 OR s >= 25`
}

/**
 * A second process of 300 items and 30 suppliers, every supplier pricing every item in one round,
 * each price drawn on its own (a hash of the pair) between 50 and 150: no supplier is cheap across
 * the board, so "at most 3 of 30" leaves the solver a long search.
 */
const seedHardProcess = async (ownerId: string, currencyId: string) => {
  await db.$executeRaw`
    INSERT INTO "Process" (id, "companyId", number, "ownerId", "categoryManagerId", title,
      "processDescription", "executiveSummary", "processType", "processProfile", "processNumber",
      "parentProcessDescription", "effectiveDate", "endingDate", "currentContractStatus", "currencyId", "updatedAt")
    VALUES (${HARD_PROCESS_ID}, ${COMPANY_ID}, 2, ${ownerId}, ${ownerId}, 'Bench: hard, prices drawn independently',
      'Bench', 'Bench', 'NEW', 'MORE_THAN_3_SUPPLIERS', 'PR-2', 'Bench', '2027-01-01', '2028-12-31',
      'NOT_EXISTS', ${currencyId}, now())`
  await db.$executeRaw`
    INSERT INTO "ProcessItem" (id, "processId", code, description)
    SELECT 'bench-hard-i' || i, ${HARD_PROCESS_ID}, 'HARD-' || lpad(i::text, 4, '0'), 'Material ' || i
    FROM generate_series(1, ${ITEMS}) i`
  await db.$executeRaw`
    INSERT INTO "ItemDetail" (id, "itemId", "categoryId", "unitOfMeasureId", "incotermId", "supplyOriginId",
      "annualVolume", "paymentTerms", "historicalPrice", "historicalValue", "baselinePrice", "totalValue",
      "existingContractLength", "existingContractTakeOrPay", "existingContractGhgClause", "existingRebate",
      "existingContractMeetOrRelease", "existingContractAnnualValue", "existingContractAnnualVolume",
      "existingContractTermValue", "existingContractTermVolume")
    SELECT gen_random_uuid()::text, i."id", d."categoryId", d."unitOfMeasureId", d."incotermId", d."supplyOriginId",
      1000, 60, 100, 0, 110, 0, 12, false, false, false, false, 0, 0, 0, 0
    FROM "ProcessItem" i, (SELECT * FROM "ItemDetail" WHERE "itemId" = 'bench-scn-i1') d
    WHERE i."processId" = ${HARD_PROCESS_ID}`
  await db.$executeRaw`
    INSERT INTO "ProcessSupplier" (id, "processId", name, vat, "sapCode", "countryId", litigant, "technicalApproval")
    SELECT 'bench-hard-s' || s, ${HARD_PROCESS_ID}, name, vat, "sapCode", "countryId", false, true
    FROM "ProcessSupplier", generate_series(0, ${SUPPLIERS - 1}) s
    WHERE id = 'bench-scn-s' || s`
  await db.$executeRaw`
    INSERT INTO "Quotation" (id, "processId", round, "proposalDate", "supplierId", "itemId", "annualVolume",
      "paymentTerms", "responseStatus", "initialProposal", "negotiatedProposal", "agreementLength")
    SELECT gen_random_uuid()::text, ${HARD_PROCESS_ID}, 1, '2026-11-20', 'bench-hard-s' || s, 'bench-hard-i' || i,
      1000, 60, 'ANSWERED', 160,
      round((50 + (abs(hashtext(i || ':' || s)) % 100000) / 1000.0)::numeric, 4), 12
    FROM generate_series(1, ${ITEMS}) i, generate_series(0, ${SUPPLIERS - 1}) s`
}

const SCENARIOS: [string, Partial<ScenarioDefinition>][] = [
  ['cheapest per item', { kind: 'CHEAPEST' }],
  ['cheapest per item, 60 % cap', { kind: 'CHEAPEST', maxSharePercent: 60 }],
  ['single supplier', { kind: 'SINGLE' }],
  ['at most 3 suppliers', { kind: 'AT_MOST', maxSuppliers: 3 }],
  [
    'at most 3 suppliers, 60 % cap',
    { kind: 'AT_MOST', maxSuppliers: 3, maxSharePercent: 60 },
  ],
  [
    'at most 2 suppliers, no litigants',
    { kind: 'AT_MOST', maxSuppliers: 2, exclude: ['litigant'] },
  ],
]

/**
 * `yarn rw exec bench-scenarios [--runs 10] [--served 1]`: each scenario saved by the service and
 * solved on the solver's thread pool until READY, whether its answer is proven optimal and its
 * MIP gap. With --served, the company and a hard process stay for the served part
 * (scripts/bench/scenarios.mjs), which removes them.
 */
const main = async ({
  args = {},
}: { args?: { runs?: number; served?: number } } = {}) => {
  const runs = Number(args.runs ?? 10)
  const [owner] = await benchCompany(
    COMPANY_ID,
    'Scenarios Bench Co.',
    'bench-scn'
  )
  await seedProcess(owner)
  console.log(
    `${await db.quotation.count({ where: { processId: PROCESS_ID } })} quotations`
  )
  await asUser('bench-scn-0', async () => {
    for (const [label, asked] of SCENARIOS) {
      const times: number[] = []
      let shown: Awaited<
        ReturnType<typeof processScenarios>
      >['scenarios'][number]
      for (let run = 0; run < runs; run++) {
        const saved = await timed(times, async () => {
          const computing = await saveScenario({
            processId: PROCESS_ID,
            input: {
              name: label,
              tieRule: 'SPLIT',
              exclude: [],
              keep: [],
              dualItemIds: [],
              ...asked,
            } as never,
          })
          await solvesSettled()
          return computing
        })
        ;[shown] = (await processScenarios({ processId: PROCESS_ID })).scenarios
        if (shown.state !== 'READY' || shown.problem)
          throw new Error(`${label}: ${shown.state} ${shown.problem?.key}`)
        await deleteScenario({ id: saved.id })
      }
      report(`service: saveScenario until READY (thread pool): ${label}`, times)
      recordFigure({
        figure: `service: ${label}: answer`,
        optimal: String(shown.optimal),
        'gap %': shown.gapPercent ?? '0',
      })
    }
  })
  if (args.served) {
    const { currencyId } = await db.process.findUniqueOrThrow({
      where: { id: PROCESS_ID },
    })
    await seedHardProcess(owner, currencyId)
    return
  }
  await db.company.deleteMany({ where: { id: COMPANY_ID } })
}

export default main
