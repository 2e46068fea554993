import { bulkTransaction, db } from 'api/src/lib/db'
import {
  rematchCompany,
  throughClient,
} from 'api/src/services/realization/spendMatching'
import { rebuildSpendRollup } from 'api/src/services/spend/rollup'

import { writeRealisticSpend } from './realisticSpend'
import type { ReferenceIds } from './referenceData'
import { DEMO_COMPANY_ID, type DemoUserIds } from './team'

export const DEFAULT_SPEND_LINES = 100_000
const BATCH = 500_000

export interface SpendCatalogue {
  businessDivisions: string[]
  regions: string[]
  categoryManagers: string[]
  suppliers: string[]
  materials: string[]
  materialCategories: string[]
  plants: string[]
  currencyId: string
  unitOfMeasureId: string
  /** how many supplier × material × plant purchases the company repeats month after month */
  purchases: number
}

/**
 * Writes lines `from`..`to` of a company's synthetic ERP extract, PostgreSQL generating each batch
 * itself (generate_series): a million lines in seconds, the same lines for the same numbers. As
 * in a real company, lines repeat a fixed set of purchases (a material for a plant, with the
 * supplier, category and manager at the material's index) over the last two years, so the rollup holds at most
 * purchases × 25 rows whatever the line count. Call rebuildSpendRollup afterwards.
 */
export const writeSpendLines = async (
  companyId: string,
  catalogue: SpendCatalogue,
  from: number,
  to: number
) => {
  for (let start = from; start <= to; start += BATCH) {
    const end = Math.min(to, start + BATCH - 1)
    await db.$executeRawUnsafe(
      `INSERT INTO "SpendLine" ("companyId", "date", "businessDivisionId", "regionId", "categoryManagerId",
         "supplier", "material", "materialCategoryId", "plant", "spendAmount", "originalAmount", "currencyId",
         "volume", "unitOfMeasureId")
       SELECT $1, current_date - (g * 37 % 730)::int,
         ($2::text[])[1 + p * 3 % cardinality($2::text[])],
         ($3::text[])[1 + p * 5 % cardinality($3::text[])],
         ($4::text[])[1 + (p % cardinality($6::text[])) % cardinality($4::text[])],
         ($5::text[])[1 + (p % cardinality($6::text[])) % cardinality($5::text[])],
         ($6::text[])[1 + p % cardinality($6::text[])],
         ($7::text[])[1 + (p % cardinality($6::text[])) % cardinality($7::text[])],
         ($8::text[])[1 + p * 17 % cardinality($8::text[])],
         amount, amount, $9, (1 + g::bigint * 40503 % 10000)::numeric, $10
       FROM generate_series($11::int, $12::int) AS g,
         LATERAL (SELECT (g::bigint * 7919 % $13)::int AS p,
           round((100 + (g::bigint * 2654435761 % 5000000) / 100.0)::numeric, 2) AS amount) AS line`,
      companyId,
      catalogue.businessDivisions,
      catalogue.regions,
      catalogue.categoryManagers,
      catalogue.suppliers,
      catalogue.materials,
      catalogue.materialCategories,
      catalogue.plants,
      catalogue.currencyId,
      catalogue.unitOfMeasureId,
      start,
      end,
      catalogue.purchases
    )
    console.info(
      `  spend lines ${end.toLocaleString('en')} / ${to.toLocaleString('en')}`
    )
  }
}

/** Tops the demo company up to `target` spend lines and rebuilds its rollup. */
export const seedSpendLines = async (
  refs: ReferenceIds,
  users: DemoUserIds,
  target: number
) => {
  const existing = await db.spendLine.count({
    where: { companyId: DEMO_COMPANY_ID },
  })
  if (existing >= target) return 0
  await writeRealisticSpend(refs, users, existing + 1, target)
  await rebuildSpendRollup(DEMO_COMPANY_ID)
  // the demo's spend measured against its contracts and approved processes, as imports are
  await bulkTransaction((client) =>
    rematchCompany(throughClient(client), DEMO_COMPANY_ID)
  )
  return target - existing
}
