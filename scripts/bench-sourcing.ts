import { spawn } from 'node:child_process'

import type { QuotationInput } from '@procura/shared'
import { db } from 'api/src/lib/db'
import {
  Process,
  process as processById,
} from 'api/src/services/processes/processes'
import {
  deleteQuotationRound,
  quotationRound,
  saveQuotationRound,
} from 'api/src/services/quotations/quotations'

import { asUser, report, timed } from './lib/bench'
import { seedReferenceData } from './seed/referenceData'

const COMPANY_ID = '00000000-0000-4000-8000-00000000b002'
const ITEMS = 300
const SUPPLIERS = 30
const ROUNDS = 3
const RUNS = 5

type Refs = Awaited<ReturnType<typeof seedReferenceData>>

/** A company with one process of 300 items (with details) and 30 suppliers. */
const seedBenchProcess = async (refs: Refs) => {
  await db.company.deleteMany({ where: { id: COMPANY_ID } })
  await db.company.create({
    data: { id: COMPANY_ID, name: 'Sourcing Bench Co.' },
  })
  const role = await db.role.create({
    data: {
      companyId: COMPANY_ID,
      name: 'Owner',
      description: 'Owner',
      priority: 1_000_000,
    },
  })
  const owner = await db.user.create({
    data: {
      uid: 'bench-sourcing-owner',
      firstName: 'Bench',
      lastName: 'Owner',
      userName: 'bench.sourcing',
      email: 'bench.sourcing@bench.example.com',
      companyId: COMPANY_ID,
      roleId: role.id,
    },
  })
  const created = await db.process.create({
    data: {
      companyId: COMPANY_ID,
      number: 1,
      ownerId: owner.id,
      categoryManagerId: owner.id,
      title: 'Bench: 300 items × 30 suppliers',
      processDescription: 'Benchmark',
      executiveSummary: 'Benchmark',
      processType: 'NEW',
      processProfile: 'MORE_THAN_3_SUPPLIERS',
      processNumber: 'BENCH-1',
      parentProcessDescription: 'Benchmark',
      effectiveDate: new Date('2027-01-01'),
      endingDate: new Date('2028-12-31'),
      currentContractStatus: 'NOT_EXISTS',
      currencyId: refs.currencies.BRL,
    },
  })
  await db.processItem.createMany({
    data: Array.from({ length: ITEMS }, (_, n) => ({
      processId: created.id,
      code: `MAT-${String(n).padStart(5, '0')}`,
      description: `Item ${n}`,
    })),
  })
  await db.processSupplier.createMany({
    data: Array.from({ length: SUPPLIERS }, (_, n) => ({
      processId: created.id,
      name: `Supplier ${n}`,
      vat: `VAT-${n}`,
      sapCode: `SAP-${n}`,
      countryId: refs.countries.BR,
    })),
  })
  return created.id
}

/** A full round: every supplier quotes every item, as the grid sends it. */
const roundInput = async (processId: string, refs: Refs, round: number) => {
  const [items, suppliers] = await Promise.all([
    db.processItem.findMany({ where: { processId }, select: { id: true } }),
    db.processSupplier.findMany({ where: { processId }, select: { id: true } }),
  ])
  return items.flatMap((item, i) =>
    suppliers.map(
      (supplier, s): Omit<QuotationInput, 'round'> => ({
        proposalDate: new Date('2026-11-20'),
        supplierId: supplier.id,
        itemId: item.id,
        vendorCode: `V-${s}`,
        itemCode: `I-${i}`,
        unitOfMeasureId: refs.units.KG,
        annualVolume: `${1000 + i}`,
        paymentTerms: 60,
        incotermId: refs.incoterms.CIF,
        supplyOriginId: refs.supplyOrigins.DOMESTIC,
        responseStatus: 'ANSWERED',
        initialProposal: `${100 + s - round}`,
        equalizedProposal: `${99 + s - round}`,
        negotiatedProposal: `${98 + s - round}`,
        additionalInformation: null,
        awarded: round === ROUNDS && s === 0,
        agreementLength: 24,
        agreementPeriod: 'MONTHS',
        awardedProposal: round === ROUNDS && s === 0 ? '95' : null,
        awardedVolume: round === ROUNDS && s === 0 ? `${1000 + i}` : null,
      })
    )
  )
}

/** The quotations step as the page reads it: the process with items and suppliers, and one round. */
const loadQuotationsStep = async (processId: string, round: number) => {
  const root = await processById({ id: processId })
  const [items, suppliers, rows] = await Promise.all([
    Process.items(null, { root }),
    Process.suppliers(null, { root }),
    quotationRound({ processId, round }),
  ])
  // what the GraphQL layer does to the rows: decimals become numbers, then JSON
  return JSON.stringify({
    items,
    suppliers,
    quotationRound: rows.map((row) => ({
      ...row,
      annualVolume: Number(row.annualVolume),
      negotiatedProposal: Number(row.negotiatedProposal),
    })),
  }).length
}

/**
 * Saves and loads on the seeded process: 5 saves of a new round, 5 saves of an existing round
 * with a tenth changed, 5 loads of the quotations step. `phase` labels the figures.
 */
const measure = async (processId: string, refs: Refs, phase: string) => {
  const total = await db.quotation.count({ where: { processId } })
  if (total !== ITEMS * SUPPLIERS * ROUNDS)
    throw new Error(`expected 27,000 quotations, saw ${total}`)

  const firstSaves: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const input = await roundInput(processId, refs, ROUNDS + 1)
    await timed(firstSaves, () =>
      saveQuotationRound({ processId, round: ROUNDS + 1, input })
    )
    await deleteQuotationRound({ processId, round: ROUNDS + 1 })
  }
  report(
    `${phase}: save a new round (${ITEMS * SUPPLIERS} quotations, beside ${total})`,
    firstSaves
  )

  const resaves: number[] = []
  for (let run = 0; run < RUNS; run++) {
    // a negotiation moves some prices: a tenth of the round changes each time
    const input = (await roundInput(processId, refs, 2)).map((row, n) =>
      n % 10 === run
        ? {
            ...row,
            negotiatedProposal: `${Number(row.negotiatedProposal) - 1 - run}`,
          }
        : row
    )
    await timed(resaves, () =>
      saveQuotationRound({ processId, round: 2, input })
    )
  }
  report(
    `${phase}: save the round again with a tenth of its ${ITEMS * SUPPLIERS} quotations changed`,
    resaves
  )

  // the statement before issue 22, for comparison: its anti-join deletes nothing here (every
  // pair is kept), so its time is all plan
  const kept = JSON.stringify(
    (await roundInput(processId, refs, 2)).map(({ supplierId, itemId }) => ({
      supplierId,
      itemId,
    }))
  )
  const antiJoins: number[] = []
  for (let run = 0; run < RUNS; run++)
    await timed(
      antiJoins,
      () =>
        db.$executeRaw`
        DELETE FROM "Quotation" q WHERE q."processId" = ${processId} AND q."round" = 2
          AND NOT EXISTS (
            SELECT 1 FROM jsonb_to_recordset(${kept}::jsonb) AS kept("supplierId" text, "itemId" text)
            WHERE kept."supplierId" = q."supplierId" AND kept."itemId" = q."itemId")`
    )
  report(
    `${phase}: before issue 22, its left-out delete alone (anti-join against the JSON of ${ITEMS * SUPPLIERS} pairs)`,
    antiJoins
  )

  const loads: number[] = []
  let bytes = 0
  for (let run = 0; run < RUNS; run++)
    bytes = await timed(loads, () => loadQuotationsStep(processId, 3))
  report(
    `${phase}: load the quotations step (process, items, suppliers, one round; ${(bytes / 1e6).toFixed(1)} MB JSON)`,
    loads
  )
}

/** Seeds the process and its three rounds (the first save also warms up, as a running server is), then measures. */
const seedAndMeasure = async (phase: string, analyse: boolean) => {
  const refs = await seedReferenceData()
  const processId = await seedBenchProcess(refs)
  try {
    await asUser('bench-sourcing-owner', async () => {
      for (let round = 1; round <= ROUNDS; round++)
        await saveQuotationRound({
          processId,
          round,
          input: await roundInput(processId, refs, round),
        })
      if (analyse) await db.$executeRawUnsafe('ANALYZE')
      await measure(processId, refs, phase)
    })
  } finally {
    await db.company.deleteMany({ where: { id: COMPANY_ID } })
  }
}

const run = (command: string, env: NodeJS.ProcessEnv) =>
  new Promise<void>((resolve, reject) =>
    spawn(command, { shell: true, stdio: 'inherit', env })
      .on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`${command}: exit ${code}`))
      )
      .on('error', reject)
  )

/**
 * The same figures on a database that PostgreSQL has never analysed: a new one, migrated, with
 * autovacuum off so that no statistics appear while it runs (a freshly deployed server's state).
 */
const onNeverAnalysedDatabase = async () => {
  const url = new URL(process.env.DATABASE_URL as string)
  const name = `${url.pathname.slice(1)}_fresh`
  await db.$executeRawUnsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  await db.$executeRawUnsafe(`CREATE DATABASE "${name}"`)
  url.pathname = `/${name}`
  const env = { ...process.env, DATABASE_URL: url.toString() }
  try {
    await run('yarn rw prisma migrate deploy', env)
    await run('yarn rw exec bench-sourcing --phase fresh', env)
  } finally {
    await db.$executeRawUnsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  }
}

/** Tables PostgreSQL has statistics for: none on a database never analysed. */
const analysedTables = async () =>
  db.$queryRaw<{ relname: string }[]>`
    SELECT relname FROM pg_stat_user_tables
    WHERE last_analyze IS NOT NULL OR last_autoanalyze IS NOT NULL`

/**
 * `yarn bench sourcing`: a process of 300 items × 30 suppliers × 3 rounds (27,000 quotations).
 * Reports the time the api takes to save a round (9,000 rows: validation, checks, writes) and to
 * load the quotations step, first on a database never analysed, then after `ANALYZE`. Asserts
 * nothing.
 */
export default async ({ args }: { args: { phase?: string } }) => {
  try {
    if (args.phase === 'fresh') {
      await db.$executeRawUnsafe(`
        DO $$ DECLARE t text; BEGIN
          FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
            EXECUTE format('ALTER TABLE %I SET (autovacuum_enabled = false)', t);
          END LOOP;
        END $$`)
      await seedAndMeasure('never analysed', false)
      const analysed = await analysedTables()
      if (analysed.length)
        console.warn(`analysed meanwhile: ${analysed.map((t) => t.relname)}`)
      return
    }
    await onNeverAnalysedDatabase()
    await seedAndMeasure('analysed', true)
  } finally {
    await db.$disconnect()
  }
}
