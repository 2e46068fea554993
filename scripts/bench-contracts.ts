import { Prisma } from '@prisma/client'
import { db } from 'api/src/lib/db'
import { storeDerived } from 'api/src/services/contracts/contractRows'
import {
  contractDashboard,
  contracts,
} from 'api/src/services/contracts/contracts'

import { asUser, benchCompany, report, timed } from './lib/bench'
import { seedReferenceData } from './seed/referenceData'

const COMPANY_ID = '00000000-0000-4000-8000-00000000b003'
const CONTRACTS = 100_000
const RUNS = 30

/** A company with 100,000 contracts, written by PostgreSQL itself (seconds, not minutes). */
const seedBenchCompany = async () => {
  const refs = await seedReferenceData()
  const managers = await benchCompany(
    COMPANY_ID,
    'Contract Bench Co.',
    'contract-bench'
  )
  const ids = (record: Record<string, string>) => Object.values(record)
  await db.$executeRaw`
    INSERT INTO "Contract" (id, "companyId", "contractId", material, supplier, "materialCategoryId",
      "categoryManagerId", "businessDivisionId", "regionId", "startDate", "endDate", "currentBalance",
      "totalBalance", "paymentTerm", "actionNeed", "actionDescription", status, "estimatedConclusionDate",
      comment, "updatedAt")
    SELECT gen_random_uuid()::text, ${COMPANY_ID}, 'BENCH-' || n, 'Material ' || (n % 500),
      'Supplier ' || (n % 800),
      (${ids(refs.materialCategories)}::text[])[1 + n % ${Object.keys(refs.materialCategories).length}],
      (${managers}::text[])[1 + n % ${managers.length}],
      (${ids(refs.businessDivisions)}::text[])[1 + n % ${Object.keys(refs.businessDivisions).length}],
      (${ids(refs.regions)}::text[])[1 + n % ${Object.keys(refs.regions).length}],
      current_date - (365 + n % 700), current_date + (n % 900 - 250),
      (n % 1000) * 100, 100000, 15 + n % 90, n % 3 = 0,
      'LENGTH'::"ContractActionDescription", 'ON_GOING'::"ContractStatus", current_date + n % 300,
      'Bench contract', now()
    FROM generate_series(1, ${CONTRACTS}) n`
  await db.$executeRaw`ANALYZE "Contract"`
}

/**
 * `yarn bench contracts`: the contract dashboard and list pages over 100,000 contracts of one
 * company, unfiltered and filtered, as the api's services answer them: first with every derived
 * value computed per row (the design before), then stored by the daily job. Reports milliseconds.
 */
export default async () => {
  const started = Date.now()
  await seedBenchCompany()
  console.log(
    `seeded ${CONTRACTS.toLocaleString('en')} contracts in ${((Date.now() - started) / 1000).toFixed(1)} s`
  )
  const [category] = await db.materialCategory.findMany({
    take: 1,
    orderBy: { code: 'asc' },
  })
  const filters = {
    'no filter': {},
    supplier: { supplier: 'Supplier 7' },
    'material category': { materialCategoryId: category.id },
    'contract id text': { contractId: 'BENCH-99' },
    'action need': { actionNeed: true },
  }
  // the rows as seeded have no stored derived values: every read computes them, as before
  const measure = async (phase: string) => {
    for (const [label, filter] of Object.entries(filters)) {
      const times: number[] = []
      for (let run = 0; run < RUNS; run++)
        await timed(times, () => contractDashboard({ filter }))
      report(`${phase}: dashboard, ${label}`, times)
    }
    for (const sortBy of [
      'endDate',
      'remainingDaysForBalance',
      'status',
      'supplier',
    ]) {
      const times: number[] = []
      for (let run = 0; run < RUNS; run++)
        await timed(times, () =>
          contracts({ page: { page: run % 10, pageSize: 20, sortBy } })
        )
      report(`${phase}: list page of 20 by ${sortBy}`, times)
    }
    const times: number[] = []
    for (let run = 0; run < RUNS; run++)
      await timed(times, () =>
        contracts({
          page: { page: 0, pageSize: 20, sortBy: 'endDate' },
          filter: filters.supplier,
        })
      )
    report(`${phase}: list page of 20, filtered by supplier`, times)
  }
  try {
    await asUser('contract-bench-0', async () => {
      await measure('computed per row (before)')
      const job: number[] = []
      await timed(job, () =>
        db.$executeRaw(
          storeDerived(Prisma.sql`c."derivedOn" IS DISTINCT FROM co.day`)
        )
      )
      report("the daily job's store of 100,000 rows", job)
      await db.$executeRaw`VACUUM ANALYZE "Contract"`
      await measure('stored')
    })
  } finally {
    await db.company.deleteMany({ where: { id: COMPANY_ID } })
    await db.$disconnect()
  }
}
