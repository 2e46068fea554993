import { Prisma } from '@prisma/client'
import { dec, DECIMAL_KINDS, decimalText, type Dec } from '@procura/shared'

import { UserInputError } from '@redwoodjs/graphql-server'

import { currentUser } from 'src/lib/auth'
import { db } from 'src/lib/db'

// Spend → sourcing (issue "One procurement loop"): what the spend of the last twelve months says
// about materials a buyer is about to source.

/** The twelve whole months before the company's current one (an annual volume is a full year). */
export const lastTwelveMonths = (companyId: string) => Prisma.sql`
  month >= (date_trunc('month', now() AT TIME ZONE (SELECT "timeZone" FROM "Company" WHERE id = ${companyId})) - interval '12 months')::date
  AND month < date_trunc('month', now() AT TIME ZONE (SELECT "timeZone" FROM "Company" WHERE id = ${companyId}))::date`

/** A row, a bar or a slice of the spend dashboard: one supplier, material or material category. */
export interface SpendSelection {
  supplier?: string | null
  material?: string | null
  materialCategoryId?: string | null
}

/** The materials a process starts with: the selection's most spent. */
export const TOP_MATERIALS = 10

const selectionWhere = (companyId: string, selection: SpendSelection) => {
  const conditions = [
    Prisma.sql`"companyId" = ${companyId}`,
    lastTwelveMonths(companyId),
  ]
  if (selection.supplier)
    conditions.push(Prisma.sql`supplier = ${selection.supplier}`)
  if (selection.material)
    conditions.push(Prisma.sql`material = ${selection.material}`)
  if (selection.materialCategoryId)
    conditions.push(
      Prisma.sql`"materialCategoryId" = ${selection.materialCategoryId}`
    )
  if (conditions.length === 2) throw new UserInputError('spend.sourcing.empty')
  return Prisma.join(conditions, ' AND ')
}

/** The value of `column` most spent on in the selection's year, if any line has one. */
const mostSpentOf = async (column: string, where: Prisma.Sql) => {
  const [top] = await db.$queryRaw<{ key: string }[]>`
    SELECT ${Prisma.raw(`"${column}"`)} AS key FROM "SpendRollup"
     WHERE ${where} AND ${Prisma.raw(`"${column}"`)} <> ''
     GROUP BY 1 ORDER BY sum(spend) DESC, 1 LIMIT 1`
  return top?.key ?? null
}

/**
 * Is a running contract already buying these materials, and from the supplier the selection's spend
 * buys that material from (its name, code or VAT, any of the pairs), or only from another?
 */
const contractStatusOf = async (
  companyId: string,
  materials: string[],
  where: Prisma.Sql
) => {
  const [found] = await db.$queryRaw<{ same: boolean; any: boolean }[]>`
    WITH pairs AS (
      SELECT DISTINCT lower(trim(material)) AS material, supplier_name_key(supplier) AS "nameKey",
        "supplierCode", "supplierVat"
        FROM "SpendRollup" WHERE ${where} AND material = ANY(${materials})
    )
    SELECT coalesce(bool_or(EXISTS (
             SELECT 1 FROM pairs p WHERE p.material = lower(trim(c.material))
                AND (p."nameKey" = c."supplierKey"
                  OR (p."supplierCode" <> '' AND p."supplierCode" = upper(s."sapCode"))
                  OR (p."supplierVat" <> '' AND p."supplierVat" = s.vat)))), false) AS same,
           count(*) > 0 AS any
      FROM "Contract" c LEFT JOIN "Supplier" s ON s.id = c."supplierId"
     WHERE c."companyId" = ${companyId}
       AND c.status IN ('ON_GOING', 'TO_BE_STARTED')
       AND c."endDate" >= (now() AT TIME ZONE (SELECT "timeZone" FROM "Company" WHERE id = ${companyId}))::date
       AND lower(trim(c.material)) = ANY(${materials.map((material) => material.trim().toLowerCase())})`
  if (found?.same) return 'EXISTS_SAME_SUPPLIER' as const
  return found?.any
    ? ('EXISTS_DIFFERENT_SUPPLIER' as const)
    : ('NOT_EXISTS' as const)
}

/**
 * A new process's first values from a selection of the spend: its most spent materials as items,
 * the category manager who spends most on them, and whether a running contract already covers them.
 */
export const sourcingFromSpend = async ({
  selection,
}: {
  selection: SpendSelection
}) => {
  const { companyId } = currentUser()
  const where = selectionWhere(companyId, selection)
  // each with the ERP's code it is most spent under, if the files gave one
  const top = await db.$queryRaw<{ material: string; code: string | null }[]>`
    SELECT material,
      (array_agg("materialCode" ORDER BY spend DESC) FILTER (WHERE "materialCode" <> ''))[1] AS code
      FROM "SpendRollup" WHERE ${where}
     GROUP BY material ORDER BY sum(spend) DESC, material LIMIT ${TOP_MATERIALS}`
  const materials = top.map((row) => row.material)
  const supplier = selection.supplier ?? (await mostSpentOf('supplier', where))
  const category = selection.materialCategoryId
    ? await db.materialCategory.findUnique({
        where: { id: selection.materialCategoryId },
      })
    : null
  return {
    title:
      selection.supplier ??
      selection.material ??
      (currentUser().locale === 'pt' ? category?.namePt : category?.nameEn) ??
      '',
    items: top.map(({ material, code }) => ({
      code: code ?? material,
      description: material,
    })),
    supplier,
    categoryManagerId: await mostSpentOf('categoryManagerId', where),
    currentContractStatus: await contractStatusOf(companyId, materials, where),
  }
}

/**
 * The volume-weighted price with the fewest decimals (from a price's six) that, times the volume,
 * gives the spend back to the cent: an item's historical value is then the spend it came from.
 */
const historicalPriceOf = (spend: Dec, volume: Dec) => {
  const exact = spend.div(volume)
  const { price, historicalPrice } = DECIMAL_KINDS
  for (let places = price.scale; places < historicalPrice.scale; places += 1) {
    const rounded = exact.toDecimalPlaces(places)
    if (rounded.times(volume).toDecimalPlaces(2).eq(spend)) return rounded
  }
  return exact.toDecimalPlaces(historicalPrice.scale)
}

/**
 * Each material's last twelve months of spend: month by month, and as an annual volume and a
 * volume-weighted price in the company's currency. A material bought in several units is told in
 * the unit most spent in (its volume and price of that unit only: kilograms and tonnes do not add).
 */
export const materialSpend = async ({ materials }: { materials: string[] }) => {
  const { companyId } = currentUser()
  const rows = await db.$queryRaw<
    {
      material: string
      unitOfMeasureId: string
      month: Date
      spend: Prisma.Decimal
      volume: Prisma.Decimal
    }[]
  >`
    SELECT material, "unitOfMeasureId", month, sum(spend) AS spend, sum(volume) AS volume
      FROM "SpendRollup"
     WHERE "companyId" = ${companyId} AND ${lastTwelveMonths(companyId)}
       AND material = ANY(${materials})
     GROUP BY material, "unitOfMeasureId", month
     ORDER BY material, month`
  return [...new Set(materials)].flatMap((material) => {
    const own = rows.filter((row) => row.material === material)
    if (!own.length) return []
    const spendOf = (unit: string) =>
      own
        .filter((row) => row.unitOfMeasureId === unit)
        .reduce((sum, row) => sum.plus(row.spend.toString()), dec(0))
    const [unitOfMeasureId] = [
      ...new Set(own.map((row) => row.unitOfMeasureId)),
    ].sort((a, b) => spendOf(b).comparedTo(spendOf(a)))
    const inUnit = own.filter((row) => row.unitOfMeasureId === unitOfMeasureId)
    const spend = spendOf(unitOfMeasureId)
    const volume = inUnit.reduce(
      (sum, row) => sum.plus(row.volume.toString()),
      dec(0)
    )
    return [
      {
        material,
        unitOfMeasureId,
        annualSpend: decimalText(spend.toFixed(2)),
        annualVolume: decimalText(volume.toFixed(4)),
        historicalPrice: volume.gt(0)
          ? decimalText(historicalPriceOf(spend, volume).toFixed())
          : null,
        months: inUnit.map((row) => ({
          month: row.month.toISOString().slice(0, 7),
          spend: row.spend,
          volume: row.volume,
        })),
      },
    ]
  })
}
