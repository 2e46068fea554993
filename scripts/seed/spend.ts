import { db } from 'api/src/lib/db'

import { MATERIALS, SUPPLIERS } from './names'
import type { ReferenceIds } from './referenceData'
import { DEMO_COMPANY_ID, type DemoUserIds } from './team'

export const DEFAULT_SPEND_LINES = 100_000
const BATCH = 100_000

const PLANTS = [
  'Campinas',
  'Camaçari',
  'Paulínia',
  'Rio Grande',
  'Uberaba',
  'Manaus',
]

/**
 * Tops the demo company up to `target` spend lines. PostgreSQL generates each batch itself
 * (generate_series), so a million lines load in seconds; the mix is deterministic per line number.
 */
export const seedSpendLines = async (
  refs: ReferenceIds,
  users: DemoUserIds,
  target: number
) => {
  const existing = await db.spendLine.count({
    where: { companyId: DEMO_COMPANY_ID },
  })
  const dimensions = [
    Object.values(refs.businessDivisions),
    Object.values(refs.regions),
    [users.manager1, users.manager2, users.director],
    SUPPLIERS,
    MATERIALS.map(([material]) => material),
    Object.values(refs.materialCategories),
    PLANTS,
  ]
  for (let from = existing + 1; from <= target; from += BATCH) {
    const to = Math.min(target, from + BATCH - 1)
    await db.$executeRawUnsafe(
      `insert into "SpendLine" ("companyId", "date", "businessDivisionId", "regionId", "categoryManagerId",
         "supplier", "material", "materialCategoryId", "plant", "spendAmount", "currencyId", "volume", "unitOfMeasureId")
       select $1, current_date - (g * 37 % 730)::int,
         ($2::text[])[1 + g * 7 % cardinality($2::text[])],
         ($3::text[])[1 + g * 11 % cardinality($3::text[])],
         ($4::text[])[1 + g * 13 % cardinality($4::text[])],
         ($5::text[])[1 + g * 17 % cardinality($5::text[])],
         ($6::text[])[1 + g * 19 % cardinality($6::text[])],
         ($7::text[])[1 + g * 23 % cardinality($7::text[])],
         ($8::text[])[1 + g * 29 % cardinality($8::text[])],
         round((100 + (g::bigint * 2654435761 % 5000000) / 100.0)::numeric, 2),
         $9, (1 + g::bigint * 40503 % 10000)::numeric, $10
       from generate_series($11::int, $12::int) as g`,
      DEMO_COMPANY_ID,
      ...dimensions,
      refs.currencies.BRL,
      refs.units.KG,
      from,
      to
    )
    console.info(
      `  spend lines ${to.toLocaleString('en')} / ${target.toLocaleString('en')}`
    )
  }
  return Math.max(0, target - existing)
}
