import type { SavingsFilter } from '@procura/shared'
import { db } from 'api/src/lib/db'
import { processes } from 'api/src/services/processes/processes'
import {
  savingsDashboard,
  savingsReader,
} from 'api/src/services/savings/savings'
import type { SavingAggregate } from 'api/src/services/savings/savingsQueries'
import {
  processCounts,
  savingAggregates,
} from 'api/src/services/savings/savingsQueries'

import {
  asUser,
  benchCompany,
  percentile,
  recordFigure,
  report,
  timed,
} from './lib/bench'
import {
  processCountsBefore,
  savingAggregatesBefore,
} from './lib/savingsBefore'
import { seedReferenceData } from './seed/referenceData'

const COMPANY_ID = '00000000-0000-4000-8000-00000000b004'
const RUNS = Number(process.env.RUNS ?? 30)

/**
 * A company with `count` processes of five items each, written by PostgreSQL itself: every third
 * approved over the last year (one award per item), the others with a pipeline per item; one in
 * ten in dollars.
 */
const seedBenchCompany = async (count: number) => {
  const refs = await seedReferenceData()
  const managers = await benchCompany(
    COMPANY_ID,
    'Savings Bench Co.',
    'savings-bench'
  )
  const ids = (record: Record<string, string>) => Object.values(record)
  const categories = ids(refs.categories)
  await db.$executeRaw`
    INSERT INTO "Process" (id, "companyId", number, status, "approvedAt", "createdAt", "updatedAt", "ownerId",
      "categoryManagerId", title, "processDescription", "executiveSummary", "processType", "processProfile",
      "processNumber", "parentProcessDescription", "effectiveDate", "endingDate", "currentContractStatus",
      "currencyId", "reviewCycle")
    SELECT 'bench-p-' || n, ${COMPANY_ID}, n,
      (CASE WHEN n % 3 = 0 THEN 'APPROVED' WHEN n % 3 = 1 THEN 'DRAFT' ELSE 'IN_REVIEW' END)::"ProcessStatus",
      CASE WHEN n % 3 = 0 THEN now() - (n % 365) * interval '1 day' END,
      now() - (n % 365 + 30) * interval '1 day', now(),
      (${managers}::text[])[1], (${managers}::text[])[1 + n % ${managers.length}],
      'Bench process ' || n, 'Bench process ' || n, 'Bench',
      (ARRAY['NEW','SPOT_PURCHASE','EXTENSION-LENGTH_VALUE','EXTENSION-LENGTH','EXTENSION-VALUE'])[1 + n % 5]::"ProcessType",
      (ARRAY['MORE_THAN_3_SUPPLIERS','LESS_THAN_3_SUPPLIERS','DIRECT_PURCHASE_RECOMMENDED',
        'DIRECT_PURCHASE_SOLE_SOURCE'])[1 + n % 4]::"ProcessProfile",
      'PR-' || n, 'Bench', current_date + (n % 120 - 30), current_date + 700,
      'NOT_EXISTS'::"CurrentContractStatus",
      CASE WHEN n % 10 = 0 THEN ${refs.currencies.USD} ELSE ${refs.currencies.BRL} END, 1
    FROM generate_series(1, ${count}) n`
  await db.$executeRaw`
    INSERT INTO "ProcessSupplier" (id, "processId", name, vat, "sapCode", "countryId")
    SELECT 'bench-s-' || n, 'bench-p-' || n, 'Supplier ' || n % 800, 'VAT', 'SAP', ${refs.countries.BR}
    FROM generate_series(1, ${count}) n`
  await db.$executeRaw`
    INSERT INTO "ProcessItem" (id, "processId", code, description)
    SELECT 'bench-i-' || n || '-' || k, 'bench-p-' || n, 'MAT-' || k, 'Item ' || k
    FROM generate_series(1, ${count}) n, generate_series(1, 5) k`
  await db.$executeRaw`
    INSERT INTO "ItemDetail" (id, "itemId", "categoryId", "unitOfMeasureId", "incotermId", "supplyOriginId",
      "annualVolume", "paymentTerms", "historicalPrice", "historicalValue", "baselinePrice", "totalValue",
      "existingContractLength", "existingContractTakeOrPay", "existingContractGhgClause", "existingRebate",
      "existingContractMeetOrRelease", "existingContractAnnualValue", "existingContractAnnualVolume",
      "existingContractTermValue", "existingContractTermVolume")
    SELECT i.id, i.id, (${categories}::text[])[1 + (hashtext(i.id) & 1023) % ${categories.length}],
      ${refs.units.KG}, ${refs.incoterms.CIF}, ${refs.supplyOrigins.DOMESTIC},
      1000, 60, 100 + (hashtext(i.id) & 63), 0, 110 + (hashtext(i.id) & 63), 0, 12, false, false, false, false,
      0, 0, 0, 0
    FROM "ProcessItem" i JOIN "Process" p ON p.id = i."processId" WHERE p."companyId" = ${COMPANY_ID}`
  await db.$executeRaw`
    INSERT INTO "PipelineItem" (id, "itemId", "contractLength", "baselineUnit", "expectedResultUnit",
      "historicalPricingUnit", "annualVolume")
    SELECT d."itemId", d."itemId", 24, d."baselinePrice", d."historicalPrice" * 0.95, d."historicalPrice", 1000
    FROM "ItemDetail" d JOIN "ProcessItem" i ON i.id = d."itemId" JOIN "Process" p ON p.id = i."processId"
    WHERE p."companyId" = ${COMPANY_ID} AND p.status <> 'APPROVED'`
  await db.$executeRaw`
    INSERT INTO "Quotation" (id, "processId", round, "proposalDate", "supplierId", "itemId", "annualVolume",
      "paymentTerms", awarded, "awardedProposal", "awardedVolume", "agreementLength")
    SELECT i.id, p.id, 1, current_date, 'bench-s-' || p.number, i.id, 1000, 60, true,
      d."historicalPrice" * 0.93, 1000, 24
    FROM "ProcessItem" i JOIN "Process" p ON p.id = i."processId" JOIN "ItemDetail" d ON d."itemId" = i.id
    WHERE p."companyId" = ${COMPANY_ID} AND p.status = 'APPROVED'`
  await db.$executeRaw`
    INSERT INTO "Award" (id, "processId", "quotationId", volume, "contractLength", "unitPrice", "annualVolume",
      "totalContractValue", "totalContractVolume", "priceMechanism", "paymentTerms", "rebateDetail")
    SELECT q.id, q."processId", q.id, 100, 24, q."awardedProposal", 1000, 0, 2000, 'Fixed', 60, 'None'
    FROM "Quotation" q JOIN "Process" p ON p.id = q."processId" WHERE p."companyId" = ${COMPANY_ID}`
  await db.$executeRaw`
    INSERT INTO "ExchangeRate" ("companyId", "currencyCode", month, rate, "updatedAt")
    SELECT ${COMPANY_ID}, 'USD', date_trunc('month', current_date - m * interval '1 month')::date, 5.4, now()
    FROM generate_series(0, 12) m`
  for (const table of [
    'Process',
    'ProcessItem',
    'ItemDetail',
    'PipelineItem',
    'Quotation',
    'Award',
    'ProcessSaving',
  ])
    await db.$executeRawUnsafe(`ANALYZE "${table}"`)
  return { managers, categories }
}

/** Each aggregate's figures to the cent, by what it groups: the two designs must agree on them. */
const toTheCent = (aggregates: SavingAggregate[]) =>
  JSON.stringify(
    aggregates
      .map((a) =>
        [a.kind, a.by, a.key, a.processes, a.costSaving.toFixed(2)].join(' ')
      )
      .sort()
  )

const p95 = (sample: number[]) =>
  percentile(
    [...sample].sort((a, b) => a - b),
    95
  )

/**
 * The dashboard's two queries for one filter (process counts, every aggregate), from the rollup
 * beside the ones it replaced (every line priced at read), runs interleaved, after checking that
 * the two agree to the cent; then the whole dashboard service as the page calls it.
 */
const compareDesigns = async (label: string, filter: SavingsFilter) => {
  const reader = {
    ...(await savingsReader()),
    ...(await db.company.findUniqueOrThrow({
      where: { id: COMPANY_ID },
      select: { timeZone: true },
    })),
  }
  const [before, rollup] = await Promise.all([
    savingAggregatesBefore(reader, filter),
    savingAggregates(reader, filter),
  ])
  if (toTheCent(before) !== toTheCent(rollup))
    throw new Error(`dashboard, ${label}: the rollup differs from the lines`)
  const times = { before: [] as number[], rollup: [] as number[] }
  for (let run = 0; run < RUNS; run++) {
    await timed(times.before, () =>
      Promise.all([
        processCountsBefore(reader, filter),
        savingAggregatesBefore(reader, filter),
      ])
    )
    await timed(times.rollup, () =>
      Promise.all([
        processCounts(reader, filter),
        savingAggregates(reader, filter),
      ])
    )
  }
  report(`queries, ${label}, before: lines priced at read`, times.before)
  report(`queries, ${label}, from the rollup`, times.rollup)
  const ratio = Math.round((p95(times.before) / p95(times.rollup)) * 10) / 10
  console.log(`queries, ${label}: the rollup is ${ratio}× faster at p95`)
  recordFigure({ figure: `queries, ${label}: before p95 ÷ rollup p95`, ratio })
  const service: number[] = []
  for (let run = 0; run < RUNS; run++)
    await timed(service, () => savingsDashboard({ filter }))
  report(`dashboard service, ${label} (rollup)`, service)
}

/**
 * `yarn bench savings --processes N`: the sourcing dashboard (counts, totals, months and every
 * group) read from the rollup beside the queries it replaced, and the process list
 * behind a number, over N processes (5 items each) of one company. Reports milliseconds.
 */
export default async ({ args }: { args: { processes?: number } }) => {
  const count = Number(args.processes ?? 20_000)
  const started = Date.now()
  const { managers, categories } = await seedBenchCompany(count)
  console.log(
    `seeded ${count.toLocaleString('en')} processes, ${(count * 5).toLocaleString('en')} items ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s`
  )
  const year = new Date().getFullYear()
  const filters = {
    'no filter': {},
    'this year': { fromMonth: `${year}-01`, toMonth: `${year}-12` },
    'category manager': { categoryManagerId: managers[3] },
    category: { categoryId: categories[2] },
    'dollars only': { currencyCode: 'USD' },
  }
  try {
    await asUser('savings-bench-0', async () => {
      for (const [label, filter] of Object.entries(filters))
        await compareDesigns(label, filter)
      const times: number[] = []
      for (let run = 0; run < RUNS; run++)
        await timed(times, () =>
          processes({
            page: { page: 0, pageSize: 20 },
            filter: {
              savings: { filter: filters['this year'], stage: 'APPROVED' },
            },
          })
        )
      report('process list behind "approved this year"', times)
    })
  } finally {
    await db.company.deleteMany({ where: { id: COMPANY_ID } })
  }
}
