import {
  dec,
  realisticCompany,
  SPEND_DIMENSIONS,
  stored,
  sumOf,
  type AbcClass,
  type SpendDimension,
} from '@procura/shared'
import type { SpendAnalysisQuery } from 'types/graphql'

import type { SpendFilterOptions } from './SpendFilters'
import type { SpendGroup } from './SpendTable'

// The demo company's spend (realisticCompany, which the seed writes too): a few divisions and
// regions, its 80 suppliers, 60 materials and 12 plants.

const NAMES: Partial<Record<SpendDimension, string[]>> = {
  supplier: realisticCompany.spendSuppliers().map((supplier) => supplier.name),
  material: realisticCompany.MATERIALS_BY_CATEGORY.flatMap(
    ([, materials]) => materials
  ),
  plant: realisticCompany.PLANTS.map(([plant]) => plant),
  businessDivision: ['Food', 'Agribusiness', 'Beverages'],
  region: ['Southeast', 'South', 'Northeast', 'Center-West', 'North'],
  categoryManager: ['Marina Costa', 'Paulo Mendes', 'Lúcia Ferreira'],
  materialCategory: [
    'Corrugated packaging',
    'PET resin',
    'Road freight',
    'Steel drums',
    'Cleaning chemicals',
  ],
}

const nameOf = (dimension: SpendDimension, n: number) =>
  NAMES[dimension]?.[n] ?? `${dimension} ${n + 1}`

const countOf = (dimension: SpendDimension) => NAMES[dimension]?.length ?? 1

/** Groups falling away as a Pareto does: a few take most of the spend. */
const spendGroups = (dimension: SpendDimension, total = 184_320_511.37) => {
  const count = countOf(dimension)
  const weights = Array.from({ length: count }, (_, n) => 1 / (n + 1) ** 1.1)
  const sum = weights.reduce((a, b) => a + b, 0)
  let cumulative = 0
  return weights.map((weight, n): SpendGroup => {
    const share = weight / sum
    cumulative += share
    const abc: AbcClass =
      cumulative <= 0.8 ? 'A' : cumulative <= 0.95 ? 'B' : 'C'
    return {
      key: `${dimension}-${n}`,
      label: nameOf(dimension, n),
      // decimal text, as the api sends it
      value: stored(dec(total).times(share), 2),
      share,
      cumulativeShare: Math.min(cumulative, 1),
      abc,
      unit: null,
    }
  })
}

/** What the api answers for a dimension: the year's total, its groups and months. */
export const spendAnalysis = (
  dimension: SpendDimension
): SpendAnalysisQuery['spendAnalysis'] => {
  const groups = spendGroups(dimension)
  const total = sumOf(groups.map((group) => group.value))
  return {
    currency: 'BRL',
    total: stored(total, 2),
    lineCount: 1_000_000,
    unit: null,
    groupCount: groups.length,
    classCounts: { A: groups.filter((group) => group.abc === 'A').length },
    groups,
    months: Array.from({ length: 12 }, (_, n) => ({
      month: `2026-${String(n + 1).padStart(2, '0')}`,
      value: stored(total.div(12).times(0.8 + (n % 5) * 0.1), 2),
    })),
  }
}

export const spendFilterOptions = (): SpendFilterOptions => ({
  firstMonth: '2025-01',
  lastMonth: '2026-10',
  dimensions: SPEND_DIMENSIONS.map((dimension) => ({
    dimension,
    entries: spendGroups(dimension)
      .slice(0, 30)
      .map(({ key, label }) => ({ key, label })),
  })),
})

/** Suppliers as Brazilian ERPs write them: accents and legal suffixes, more than a chart's top ten. */
export const SUPPLIERS = [
  'Aço Norte Indústria Ltda',
  'Embalagens São Jorge S.A.',
  'Química Paulista Eireli',
  'Transportes Goiás ME',
  'Resinas do Brasil Ltda',
  'Papelão Ondulado Sul S/A',
  'Fretes Já Logística',
  'Filmes Técnicos Ltda',
  'Metalúrgica Caxias',
  'Tintas Açaí Ltda',
  'Óleos Vegetais Ceará',
  'Energia Verde Comercializadora',
]
