import { UserInputError } from '@redwoodjs/graphql-server'

import { db } from 'src/lib/db'

const byCode = { orderBy: { code: 'asc' as const } }

/** The shared lists the sourcing and contract forms choose from (spec §5 "valid ids"). */
export const referenceData = async () => {
  const [
    categories,
    units,
    incoterms,
    supplyOrigins,
    countries,
    regions,
    currencies,
    materialCategories,
    businessDivisions,
  ] = await Promise.all([
    db.category.findMany(byCode),
    db.unitOfMeasure.findMany(byCode),
    db.incoterm.findMany(byCode),
    db.supplyOrigin.findMany(byCode),
    db.country.findMany(byCode),
    db.region.findMany(byCode),
    db.currency.findMany(byCode),
    db.materialCategory.findMany(byCode),
    db.businessDivision.findMany(byCode),
  ])
  return {
    categories,
    units,
    incoterms,
    supplyOrigins,
    countries,
    regions,
    currencies,
    materialCategories,
    businessDivisions,
  }
}

type ReferenceTable =
  | 'category'
  | 'materialCategory'
  | 'businessDivision'
  | 'unitOfMeasure'
  | 'incoterm'
  | 'supplyOrigin'
  | 'country'
  | 'region'
  | 'currency'

/** Every id names a row of the reference table, or the field's 'invalid' message. */
export const assertReferenceIds = async (
  table: ReferenceTable,
  ids: (string | null | undefined)[],
  field: string
) => {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))]
  if (!wanted.length) return
  const delegate = db[table] as unknown as {
    count(args: { where: { id: { in: string[] } } }): Promise<number>
  }
  const found = await delegate.count({ where: { id: { in: wanted } } })
  if (found !== wanted.length)
    throw new UserInputError('validation.invalidId', { field })
}
