import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import type { SavingsFilter } from '@procura/shared'
import { bulkTransaction, db } from 'api/src/lib/db'
import {
  contractConsumption,
  processRealization,
  spendCompliance,
} from 'api/src/services/realization/realization'
import {
  rematchCompany,
  throughClient,
} from 'api/src/services/realization/spendMatching'
import { savingsDashboard } from 'api/src/services/savings/savings'
import { rebuildSpendRollup } from 'api/src/services/spend/rollup'
import { rollBackSpendImport } from 'api/src/services/spend/spendImports'

import { asUser, benchCompany, recordFigure, report, timed } from './lib/bench'
import {
  type ExtractLine,
  outcomeOf,
  runInWorker,
  startImport,
  writeCsv,
} from './lib/spendImportJob'
import { seedReferenceData, type ReferenceIds } from './seed/referenceData'

const COMPANY_ID = '00000000-0000-4000-8000-00000000b006'
const PREFIX = 'realization-bench'
// the same supplier master, rates and history of lines, no contract and no process: the same file
// imported there is the import without matching (into a company with no lines, its rows went into
// that company's small part of each index of the lines, and what that saved was counted as matching's)
const BARE_COMPANY_ID = '00000000-0000-4000-8000-00000000b007'
const BARE_PREFIX = 'realization-bare'
// what the matching writes, the rollups included: analyzed once written, as this server's
// autovacuum may be off (the dashboards' plans read their statistics)
const MATCHED_TABLES =
  '"ContractSpend", "AwardSpend", "OffContractSpend", "Contract", "ContractRealization", "AwardRealization", ' +
  '"ComplianceMonth", "LeakageMonth", "PriceVarianceMonth", "ProcessSaving", "SavingsCell"'
const SUPPLIERS = 4_000
// materials 0…49,999 each have two contracts, one after the other (their suppliers differ); the
// rest have none
const CONTRACTED_MATERIALS = 50_000
const MATERIALS = 60_000
const CONTRACTS = 2 * CONTRACTED_MATERIALS
const PROCESSES = 20_000
const ITEMS_PER_PROCESS = 5
const HISTORY = 10_000_000
const HISTORY_CHUNK = 1_000_000
const IMPORT_LINES = 1_000_000
// imports without and with matching, one after the other
const IMPORT_PAIRS = Number(process.env.IMPORT_PAIRS ?? 2)
const RUNS = Number(process.env.RUNS ?? 30)
// the second contract of every material starts here
const SECOND_TERM = '2024-07-01'

/** The agreed unit price of material m, in reais (a contract's; an award's is 5 % below). */
const priceOf = (m: number) => 10 + (m % 90)

/**
 * A line of the import: a day of 2026, a material (most under contract), from the contracted
 * supplier four times in five, else any; one in fifty in units (not comparable); paid within 3 %
 * of the agreed price.
 */
const lineOf = (n: number): ExtractLine => {
  const material = (n * 7) % MATERIALS
  const supplier =
    material < CONTRACTED_MATERIALS && n % 5
      ? (material + 1) % SUPPLIERS
      : (n * 31) % SUPPLIERS
  const volume = 1 + (n % 50)
  return {
    day: new Date(Date.UTC(2026, n % 10, 1 + (n % 28))),
    code: n % 2 ? `V${supplier}` : '',
    name: `Fornecedor ${supplier} Ltda`,
    material: `Material ${material}`,
    category: n % 3 ? 'RESIN' : 'STEEL',
    plant: `Planta ${n % 12}`,
    region: n % 2 ? 'BR-SE' : 'BR-S',
    division: n % 2 ? 'FOOD' : 'AGRO',
    volume,
    unit: n % 50 ? 'KG' : 'UN',
    cents: Math.round(priceOf(material) * volume * (97 + (n % 7))),
  }
}

const seconds = (from: number) => Math.round((Date.now() - from) / 100) / 10

/** The master's suppliers, each with an ERP code and a VAT. */
const seedSuppliers = (
  refs: ReferenceIds,
  companyId = COMPANY_ID,
  idPrefix = 'rb-s-'
) => db.$executeRaw`
  INSERT INTO "Supplier" (id, "companyId", name, "nameKey", vat, "sapCode", "countryId", "updatedAt")
  SELECT ${idPrefix} || n, ${companyId}, 'Fornecedor ' || n || ' Ltda', supplier_name_key('Fornecedor ' || n || ' Ltda'),
    'RB' || lpad(n::text, 8, '0'), 'V' || n, ${refs.countries.BR}, now()
  FROM generate_series(0, ${SUPPLIERS - 1}) n`

/**
 * Two contracts per contracted material: 2022-01 to 2024-06 with one supplier, then 2024-07 to 2027-06
 * with the next; half linked to the master, half naming their supplier only; one in ten priced in dollars.
 */
const seedContracts = (refs: ReferenceIds, managers: string[]) => {
  const ids = (record: Record<string, string>) => Object.values(record)
  return db.$executeRaw`
    INSERT INTO "Contract" (id, "companyId", "contractId", material, "materialCode", supplier, "supplierId",
      "materialCategoryId", "categoryManagerId", "businessDivisionId", "regionId", "startDate", "endDate",
      "currentBalance", "totalBalance", "unitPrice", "priceCurrencyId", "unitOfMeasureId", "paymentTerm",
      "actionNeed", "actionDescription", status, "estimatedConclusionDate", comment, "updatedAt")
    SELECT 'rb-c-' || n, ${COMPANY_ID}, 'RB-' || n, 'Material ' || m, 'MAT-' || m,
      'Fornecedor ' || s || ' Ltda', CASE WHEN n % 2 = 0 THEN 'rb-s-' || s END,
      (${ids(refs.materialCategories)}::text[])[1 + m % ${Object.keys(refs.materialCategories).length}],
      (${managers}::text[])[1 + m % ${managers.length}],
      (${ids(refs.businessDivisions)}::text[])[1 + m % ${Object.keys(refs.businessDivisions).length}],
      (${ids(refs.regions)}::text[])[1 + m % ${Object.keys(refs.regions).length}],
      CASE WHEN second THEN ${SECOND_TERM}::date ELSE DATE '2022-01-01' END,
      CASE WHEN second THEN DATE '2027-06-30' ELSE ${SECOND_TERM}::date - 1 END,
      50000000, 50000000,
      CASE WHEN m % 10 = 0 THEN round((10 + m % 90) / 5.0, 6) ELSE 10 + m % 90 END,
      CASE WHEN m % 10 = 0 THEN ${refs.currencies.USD} ELSE ${refs.currencies.BRL} END, ${refs.units.KG},
      30, false, 'LENGTH'::"ContractActionDescription", 'ON_GOING'::"ContractStatus", DATE '2027-06-30',
      'Bench contract', now()
    FROM generate_series(0, ${CONTRACTS - 1}) n,
      LATERAL (SELECT n % ${CONTRACTED_MATERIALS} AS m, n >= ${CONTRACTED_MATERIALS} AS second) x,
      LATERAL (SELECT (m + CASE WHEN second THEN 1 ELSE 0 END) % ${SUPPLIERS} AS s) y`
}

/**
 * Approved processes of five items each, effective 2023-01 to 2025-09 for 24 months, each item
 * awarded to the supplier of its material's contract then, at 5 % below the contract's price,
 * against a baseline 5 % above it.
 */
const seedProcesses = async (refs: ReferenceIds, managers: string[]) => {
  await db.$executeRaw`
    INSERT INTO "Process" (id, "companyId", number, status, "approvedAt", "createdAt", "updatedAt", "ownerId",
      "categoryManagerId", title, "processDescription", "executiveSummary", "processType", "processProfile",
      "processNumber", "parentProcessDescription", "effectiveDate", "endingDate", "currentContractStatus",
      "currencyId", "reviewCycle")
    SELECT md5('rb-p-' || n)::uuid::text, ${COMPANY_ID}, n, 'APPROVED', now(), now(), now(),
      (${managers}::text[])[1], (${managers}::text[])[1 + n % ${managers.length}],
      'Realization bench ' || n, 'Realization bench ' || n, 'Bench', 'NEW', 'MORE_THAN_3_SUPPLIERS',
      'RB-' || n, 'Bench', DATE '2023-01-01' + n % 1000, DATE '2023-01-01' + n % 1000 + 730,
      'NOT_EXISTS', ${refs.currencies.BRL}, 1
    FROM generate_series(1, ${PROCESSES}) n`
  await db.$executeRaw`
    INSERT INTO "ProcessItem" (id, "processId", code, description)
    SELECT 'rb-i-' || n || '-' || k, md5('rb-p-' || n)::uuid::text, 'MAT-' || m, 'Material ' || m
    FROM generate_series(1, ${PROCESSES}) n, generate_series(1, ${ITEMS_PER_PROCESS}) k,
      LATERAL (SELECT (n * ${ITEMS_PER_PROCESS} + k) % ${CONTRACTED_MATERIALS} AS m) x`
  await db.$executeRaw`
    INSERT INTO "ProcessSupplier" (id, "processId", "supplierId", name, vat, "sapCode", "countryId")
    SELECT 'rb-ps-' || i.id, p.id, s.id, s.name, s.vat, s."sapCode", s."countryId"
      FROM "ProcessItem" i JOIN "Process" p ON p.id = i."processId"
      JOIN "Supplier" s ON s.id = 'rb-s-' || ((split_part(i.code, '-', 2)::int
        + CASE WHEN p."effectiveDate" >= ${SECOND_TERM}::date THEN 1 ELSE 0 END) % ${SUPPLIERS})
     WHERE p."companyId" = ${COMPANY_ID}`
  await db.$executeRaw`
    INSERT INTO "ItemDetail" (id, "itemId", "categoryId", "unitOfMeasureId", "incotermId", "supplyOriginId",
      "annualVolume", "paymentTerms", "historicalPrice", "historicalValue", "baselinePrice", "totalValue",
      "existingContractLength", "existingContractTakeOrPay", "existingContractGhgClause", "existingRebate",
      "existingContractMeetOrRelease", "existingContractAnnualValue", "existingContractAnnualVolume",
      "existingContractTermValue", "existingContractTermVolume")
    SELECT i.id, i.id, ${refs.categories.RAW}, ${refs.units.KG}, ${refs.incoterms.CIF}, ${refs.supplyOrigins.DOMESTIC},
      12000, 60, price, 0, round(price * 1.05, 6), 0, 12, false, false, false, false, 0, 0, 0, 0
      FROM "ProcessItem" i JOIN "Process" p ON p.id = i."processId",
        LATERAL (SELECT 10 + split_part(i.code, '-', 2)::int % 90 AS price) x
     WHERE p."companyId" = ${COMPANY_ID}`
  await db.$executeRaw`
    INSERT INTO "Quotation" (id, "processId", round, "proposalDate", "supplierId", "itemId", "unitOfMeasureId",
      "annualVolume", "paymentTerms", awarded, "awardedProposal", "awardedVolume", "agreementLength")
    SELECT i.id, p.id, 1, p."effectiveDate", 'rb-ps-' || i.id, i.id, ${refs.units.KG}, 12000, 60, true,
      round(d."historicalPrice" * 0.95, 6), 12000, 24
      FROM "ProcessItem" i JOIN "Process" p ON p.id = i."processId" JOIN "ItemDetail" d ON d."itemId" = i.id
     WHERE p."companyId" = ${COMPANY_ID}`
  await db.$executeRaw`
    INSERT INTO "Award" (id, "processId", "quotationId", volume, "contractLength", "unitPrice", "annualVolume",
      "totalContractValue", "totalContractVolume", "priceMechanism", "paymentTerms", "rebateDetail")
    SELECT q.id, q."processId", q.id, 100, 24, q."awardedProposal", 12000, q."awardedProposal" * 24000, 24000,
      'Fixed', 60, 'None'
      FROM "Quotation" q JOIN "Process" p ON p.id = q."processId" WHERE p."companyId" = ${COMPANY_ID}`
}

/**
 * The company's lines before the import: 2022-01 to 2026-10, most from the contracted supplier of
 * their material on their day, named by ERP code or by name; most materials written with their
 * code; one in fifty in units. One set-based statement per million.
 */
const seedLines = async (
  refs: ReferenceIds,
  managers: string[],
  companyId = COMPANY_ID
) => {
  for (let from = 0; from < HISTORY; from += HISTORY_CHUNK)
    await db.$executeRawUnsafe(
      `INSERT INTO "SpendLine" ("companyId", "date", "businessDivisionId", "regionId", "categoryManagerId",
         "supplier", "supplierCode", "supplierVat", "material", "materialCode", "materialCategoryId", "plant",
         "spendAmount", "originalAmount", "currencyId", "volume", "unitOfMeasureId")
       SELECT $1, day, CASE WHEN n % 2 = 1 THEN $2 ELSE $3 END, CASE WHEN n % 2 = 1 THEN $4 ELSE $5 END,
         ($10::text[])[1 + m % 20], 'Fornecedor ' || s || ' Ltda', CASE WHEN n % 2 = 1 THEN 'V' || s END, NULL,
         'Material ' || m, CASE WHEN n % 10 < 7 THEN 'MAT-' || m END, CASE WHEN n % 3 = 0 THEN $7 ELSE $6 END,
         'Planta ' || n % 12, amount, amount, $8, volume, CASE WHEN n % 50 = 0 THEN $13 ELSE $9 END
       FROM generate_series($11::bigint, $12::bigint) AS n,
         LATERAL (SELECT DATE '2022-01-01' + (n * 7919 % 1765)::int AS day, n * 7 % ${MATERIALS} AS m,
           1 + n % 50 AS volume) a,
         LATERAL (SELECT CASE WHEN m < ${CONTRACTED_MATERIALS} AND n % 5 <> 0
             THEN (m + CASE WHEN day >= '${SECOND_TERM}' THEN 1 ELSE 0 END) % ${SUPPLIERS}
             ELSE n * 31 % ${SUPPLIERS} END AS s,
           round((10 + m % 90) * volume * (97 + n % 7) / 100.0, 2) AS amount) b`,
      companyId,
      refs.businessDivisions.FOOD,
      refs.businessDivisions.AGRO,
      refs.regions['BR-SE'],
      refs.regions['BR-S'],
      refs.materialCategories.RESIN,
      refs.materialCategories.STEEL,
      refs.currencies.BRL,
      refs.units.KG,
      managers,
      from,
      Math.min(HISTORY, from + HISTORY_CHUNK) - 1,
      refs.units.UN
    )
}

/** The dollar's rate for every month of the lines. */
const seedRates = (companyId = COMPANY_ID) => db.$executeRaw`
  INSERT INTO "ExchangeRate" ("companyId", "currencyCode", month, rate, "updatedAt")
  SELECT ${companyId}, 'USD', month, 5 + extract(month FROM month) / 100.0, now()
  FROM generate_series(DATE '2022-01-01', DATE '2026-12-01', interval '1 month') month`

/** Rolls back the imports a stopped run left in a company. */
const rollBackLeftImports = async (companyId: string, owner: string) => {
  const left = await db.spendImport.findMany({
    where: { companyId, status: 'DONE' },
    select: { id: true },
  })
  for (const { id } of left)
    await asUser(owner, async () => {
      await rollBackSpendImport({ id })
    })
}

/** How many lines a company has from before the imports. */
const historyOf = async (companyId: string) => {
  const [{ lines }] = await db.$queryRaw<{ lines: number }[]>`
    SELECT count(*)::int AS lines FROM "SpendLine" WHERE "companyId" = ${companyId} AND "importId" IS NULL`
  return lines
}

/** The company without commitments: the last run's when its lines are all there, else made anew. */
const bareCompany = async (refs: ReferenceIds) => {
  if ((await historyOf(BARE_COMPANY_ID)) === HISTORY)
    return rollBackLeftImports(BARE_COMPANY_ID, `${BARE_PREFIX}-0`)
  const started = Date.now()
  const managers = await benchCompany(
    BARE_COMPANY_ID,
    'Realization Bench Bare Co.',
    BARE_PREFIX
  )
  await seedSuppliers(refs, BARE_COMPANY_ID, 'rb0-s-')
  await seedRates(BARE_COMPANY_ID)
  await seedLines(refs, managers, BARE_COMPANY_ID)
  await rebuildSpendRollup(BARE_COMPANY_ID)
  await db.$executeRawUnsafe('VACUUM ANALYZE "SpendLine", "SpendRollup"')
  console.log(
    `seeded the company without commitments with the same ${HISTORY.toLocaleString('en')} lines in ` +
      `${seconds(started)} s`
  )
}

/**
 * The bench company: the last run's when its lines are all there (an import a stopped run left
 * rolled back), else made anew; then matched by the rebuild script's work, timed, unless a run
 * matched it already.
 */
const benchCompanyWithSpend = async (refs: ReferenceIds) => {
  if ((await historyOf(COMPANY_ID)) === HISTORY) {
    await rollBackLeftImports(COMPANY_ID, `${PREFIX}-0`)
    console.log(
      `the company's spend, contracts and processes are there from the last run`
    )
  } else {
    const started = Date.now()
    const managers = await benchCompany(
      COMPANY_ID,
      'Realization Bench Co.',
      PREFIX
    )
    await seedSuppliers(refs)
    await seedContracts(refs, managers)
    await seedProcesses(refs, managers)
    await seedRates()
    await seedLines(refs, managers)
    await rebuildSpendRollup(COMPANY_ID)
    await db.$executeRawUnsafe('VACUUM ANALYZE')
    console.log(
      `seeded ${HISTORY.toLocaleString('en')} lines, ${CONTRACTS.toLocaleString('en')} contracts and ` +
        `${PROCESSES.toLocaleString('en')} processes in ${seconds(started)} s`
    )
  }
  if (await db.contractSpend.findFirst({ where: { companyId: COMPANY_ID } }))
    return
  const started = Date.now()
  await bulkTransaction((client) =>
    rematchCompany(throughClient(client), COMPANY_ID)
  )
  await db.$executeRawUnsafe(`VACUUM ANALYZE ${MATCHED_TABLES}`)
  console.log(
    `every line matched anew (the rebuild script) in ${seconds(started)} s`
  )
  recordFigure({
    figure: `rebuild of every match over ${HISTORY} lines`,
    seconds: seconds(started),
  })
}

/** What the company's matches hold, to say what was measured on. */
const countMatches = async () => {
  const [counts] = await db.$queryRaw<Record<string, number>[]>`
    SELECT (SELECT count(*)::int FROM "ContractSpend" WHERE "companyId" = ${COMPANY_ID}) AS "under contract",
      (SELECT count(*)::int FROM "AwardSpend" WHERE "companyId" = ${COMPANY_ID}) AS "under an award",
      (SELECT count(*)::int FROM "OffContractSpend" WHERE "companyId" = ${COMPANY_ID}) AS "off contract"`
  console.log(
    `lines ${Object.entries(counts)
      .map(([what, count]) => `${what}: ${count.toLocaleString('en')}`)
      .join(', ')}`
  )
}

/** The import of a file by the worker's job into the company of `owner`, then its rollback. */
const importAndRollBack = async (csv: string, owner: string) => {
  const id = await startImport(csv, owner)
  const run = await runInWorker(id)
  const outcome = await outcomeOf(id, owner)
  if (outcome.status !== 'DONE' || outcome.lines !== IMPORT_LINES)
    throw new Error(
      `the import ended ${outcome.status} with ${outcome.lines} lines`
    )
  const started = Date.now()
  await asUser(owner, async () => {
    await rollBackSpendImport({ id })
  })
  const rollback = seconds(started)
  await db.$executeRawUnsafe(
    `VACUUM ANALYZE "SpendLine", "SpendRollup", ${MATCHED_TABLES}`
  )
  return { ...run, rollback }
}

/** The sum of a figure over runs. */
const sum = (values: number[]) =>
  values.reduce((total, value) => total + value, 0)

/**
 * The import of IMPORT_LINES lines by the worker's job, into the company without commitments, then
 * into the one with them, IMPORT_PAIRS times: what matching adds to the import's time is the
 * difference of their sums. Their parts tell it too: the matched import's copy of lines and matches
 * beyond the other's copy of lines, and its contracts' balances (the duplicate check and the rollup
 * are the same work in both).
 */
const measureImport = async () => {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'realization-bench-'))
  try {
    const csv = path.join(folder, `ME80FN-${IMPORT_LINES}.csv`)
    await writeCsv(csv, IMPORT_LINES, lineOf)
    const pairs = []
    for (let pair = 0; pair < IMPORT_PAIRS; pair++) {
      const bare = await importAndRollBack(csv, `${BARE_PREFIX}-0`)
      const matched = await importAndRollBack(csv, `${PREFIX}-0`)
      console.log(
        `import of ${IMPORT_LINES.toLocaleString('en')} lines: ${bare.seconds.toFixed(1)} s into a company without ` +
          `commitments, ${matched.seconds.toFixed(1)} s matched to ${CONTRACTS.toLocaleString('en')} contracts and ` +
          `${PROCESSES.toLocaleString('en')} processes`
      )
      console.log(
        `  phases without commitments (ms): ${JSON.stringify(bare.phases)}`
      )
      console.log(`  phases matched (ms): ${JSON.stringify(matched.phases)}`)
      console.log(`  rollbacks: ${bare.rollback} s and ${matched.rollback} s`)
      pairs.push({ bare, matched })
    }
    const without = sum(pairs.map(({ bare }) => bare.seconds))
    const added = sum(pairs.map(({ matched }) => matched.seconds)) - without
    const byParts =
      sum(
        pairs.map(
          ({ bare, matched }) =>
            matched.phases.readAndCopy -
            bare.phases.readAndCopy +
            matched.phases.refreshingBalances
        )
      ) / 1000
    const share = (seconds: number) =>
      Math.round((seconds / without) * 1000) / 10
    console.log(
      `matching adds ${(added / IMPORT_PAIRS).toFixed(1)} s to the ${(without / IMPORT_PAIRS).toFixed(1)} s of the ` +
        `import without it: ${share(added)} %; by its parts ${(byParts / IMPORT_PAIRS).toFixed(1)} s, ` +
        `${share(byParts)} % (target < 25 %)`
    )
    recordFigure({
      figure: `import of ${IMPORT_LINES} lines (mean of ${IMPORT_PAIRS})`,
      'without matching s': Math.round((without / IMPORT_PAIRS) * 10) / 10,
      'matching added %': share(added),
      'added by its parts %': share(byParts),
    })
    recordFigure({
      figure: `rollback of ${IMPORT_LINES} matched lines`,
      seconds: Math.max(...pairs.map(({ matched }) => matched.rollback)),
    })
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

/** `RUNS` runs of each of `subjects`, one after the other, reported as one figure. */
const measureEach = async <T>(
  label: string,
  subjects: T[],
  work: (subject: T) => Promise<unknown>
) => {
  const times: number[] = []
  for (let run = 0; run < RUNS; run++)
    for (const subject of subjects) await timed(times, () => work(subject))
  report(label, times)
}

/** The screens' reads: the compliance dashboard for every period, a process's realization, a contract's months. */
const measureReads = async (owner: string, refs: ReferenceIds) => {
  const periods: Record<string, { from?: Date; to?: Date }> = {
    'every day': {},
    '2026 to date': { from: new Date('2026-01-01') },
    'last quarter': {
      from: new Date('2026-07-01'),
      to: new Date('2026-09-30'),
    },
    'a month': { from: new Date('2026-10-01'), to: new Date('2026-10-31') },
    'a past year': {
      from: new Date('2023-01-01'),
      to: new Date('2023-12-31'),
    },
  }
  // process ids are UUIDs, as the api checks them
  const processes = (
    await db.$queryRaw<{ id: string }[]>`
      SELECT id FROM "Process" WHERE "companyId" = ${COMPANY_ID} AND number % 997 = 1 LIMIT 20`
  ).map(({ id }) => id)
  const contracts = Array.from(
    { length: 20 },
    (_, n) => `rb-c-${(n * 4999) % CONTRACTS}`
  )
  await asUser(owner, async () => {
    for (const [label, period] of Object.entries(periods))
      await measureEach(`compliance dashboard, ${label}`, [period], (p) =>
        spendCompliance(p)
      )
    await measureEach('a process realization', processes, (id) =>
      processRealization({ id })
    )
    // the sourcing dashboard, its realized saving beside the negotiated one, as filtered there
    const [manager] = await db.user.findMany({
      where: { companyId: COMPANY_ID },
      take: 1,
      orderBy: { uid: 'asc' },
    })
    const dashboardFilters: Record<string, SavingsFilter> = {
      'no filter': {},
      'a year': { fromMonth: '2026-01', toMonth: '2026-12' },
      'a category manager': { categoryManagerId: manager.id },
      'a category': { categoryId: refs.categories.RAW },
      'a process type': { processType: 'NEW' },
    }
    for (const [label, filter] of Object.entries(dashboardFilters))
      await measureEach(
        `sourcing dashboard with realized saving, ${label}`,
        [filter],
        (f) => savingsDashboard({ filter: f })
      )
    await measureEach("a contract's consumption", contracts, (id) =>
      contractConsumption({ id })
    )
  })
}

/**
 * `yarn bench realization`: a company with 10,000,000 spend lines, 100,000 contracts and 20,000
 * approved processes (seeded and matched once, kept between runs): a 1,000,000-line import by the
 * worker's job, timed against the same file's import into a company with the same suppliers and
 * lines and no commitments (matching adds < 25 %; IMPORT_PAIRS of each), then the compliance
 * dashboard for every period, the realization view and the sourcing dashboard's realized saving for
 * every filter (p95 < 150 ms), and a contract's consumption (p95 < 50 ms). BENCH_SKIP_IMPORT=1: the
 * reads only.
 */
export default async () => {
  const refs = await seedReferenceData()
  await benchCompanyWithSpend(refs)
  await bareCompany(refs)
  await countMatches()
  if (!process.env.BENCH_SKIP_IMPORT) await measureImport()
  await measureReads(`${PREFIX}-0`, refs)
  await db.$disconnect()
}
