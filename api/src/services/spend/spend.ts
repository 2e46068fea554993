import {
  SPEND_DIMENSIONS,
  sumOf,
  toLocale,
  type Locale,
  type SpendDimension,
  type SpendMeasure,
} from '@procura/shared'

import { UserInputError } from '@redwoodjs/graphql-server'

import { currentUser } from 'src/lib/auth'
import { db } from 'src/lib/db'
import { translate } from 'src/lib/i18n'

import {
  spendGroups,
  spendKeys,
  spendMonths,
  type SpendFilter,
} from './spendQueries'

// the table shows this many groups at most; the CSV export has them all
const MAX_GROUPS = 500
// a filter's choices; past this many, a drill-down or the export is the way in
const MAX_OPTIONS = 10_000

/** Names for what the rollup stores as ids: list entries in the reader's language, people by name. */
export const spendLabels = async (companyId: string, locale: Locale) => {
  const named = (rows: { id: string; nameEn: string; namePt: string }[]) =>
    new Map(
      rows.map((row) => [row.id, locale === 'pt' ? row.namePt : row.nameEn])
    )
  const entry = { select: { id: true, nameEn: true, namePt: true } }
  const [divisions, regions, categories, people, units] = await Promise.all([
    db.businessDivision.findMany(entry),
    db.region.findMany(entry),
    db.materialCategory.findMany(entry),
    db.user.findMany({
      where: { companyId },
      select: { id: true, firstName: true, lastName: true },
    }),
    db.unitOfMeasure.findMany({ select: { id: true, code: true } }),
  ])
  const byId: Partial<Record<SpendDimension, Map<string, string>>> = {
    businessDivision: named(divisions),
    region: named(regions),
    materialCategory: named(categories),
    categoryManager: new Map([
      ['', translate(locale, 'spend.noCategoryManager')],
      ...people.map((person): [string, string] => [
        person.id,
        `${person.firstName} ${person.lastName}`,
      ]),
    ]),
  }
  const unitCode = new Map(units.map((unit) => [unit.id, unit.code]))
  return {
    label: (dimension: SpendDimension, key: string) =>
      byId[dimension]?.get(key) ?? key,
    unit: (id: string | null) => (id ? (unitCode.get(id) ?? null) : null),
  }
}

/** The language asked for (the screen's), else the user's. */
const readerLocale = (locale?: string) =>
  toLocale(locale) ?? currentUser().locale

const companyCurrency = async (companyId: string) =>
  (
    await db.company.findUniqueOrThrow({
      where: { id: companyId },
      select: { currencyCode: true },
    })
  ).currencyCode

/** Spec §2 spending analysis: the measure by one dimension, month by month, under the filter. */
export const spendAnalysis = async ({
  dimension,
  measure,
  filter = {},
  limit = 50,
  locale,
}: {
  dimension: SpendDimension
  measure: SpendMeasure
  filter?: SpendFilter
  limit?: number
  locale?: string
}) => {
  if (limit < 1 || limit > MAX_GROUPS)
    throw new UserInputError('spend.errors.limit', {
      values: { max: MAX_GROUPS },
    })
  const { companyId } = currentUser()
  const query = { source: 'rollup', companyId, measure, filter } as const
  const [{ groups, groupCount, classCounts }, months, labels, currency] =
    await Promise.all([
      spendGroups({ ...query, dimension, limit }),
      spendMonths(query),
      spendLabels(companyId, readerLocale(locale)),
      companyCurrency(companyId),
    ])
  const units = new Set(months.flatMap((month) => month.unitOfMeasureIds))
  return {
    currency,
    total: sumOf(months.map((month) => month.value)),
    lineCount: months.reduce((sum, month) => sum + month.lines, 0),
    unit: units.size === 1 ? labels.unit([...units][0]) : null,
    groupCount,
    classCounts,
    groups: groups.map((group) => ({
      ...group,
      label: labels.label(dimension, group.key),
      unit: labels.unit(group.unitOfMeasureId),
    })),
    months: months.map(({ month, value }) => ({
      month: month.toISOString().slice(0, 7),
      value,
    })),
  }
}

/** The values each filter offers: those in the company's own spend, and the months it covers. */
export const spendFilterOptions = async ({
  locale,
}: { locale?: string } = {}) => {
  const { companyId } = currentUser()
  const [labels, ...values] = await Promise.all([
    spendLabels(companyId, readerLocale(locale)),
    ...SPEND_DIMENSIONS.map((dimension) =>
      spendKeys(companyId, dimension, MAX_OPTIONS)
    ),
  ])
  const [bounds] = await db.$queryRaw<
    { first: Date | null; last: Date | null }[]
  >`
    SELECT min("month") AS first, max("month") AS last FROM "SpendRollup" WHERE "companyId" = ${companyId}`
  return {
    firstMonth: bounds.first?.toISOString().slice(0, 7) ?? null,
    lastMonth: bounds.last?.toISOString().slice(0, 7) ?? null,
    dimensions: SPEND_DIMENSIONS.map((dimension, index) => ({
      dimension,
      entries: values[index]
        .map((key) => ({ key, label: labels.label(dimension, key) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    })),
  }
}

export {
  exchangeRates,
  saveExchangeRate,
  deleteExchangeRate,
} from './exchangeRates'
