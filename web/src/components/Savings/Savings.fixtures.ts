import { dec, stored } from '@procura/shared'

import type { SavingsDashboardAnswer, SavingTotals } from './savingsAnswer'
import type { SavingsFilterOptions } from './SavingsFilters'

// A food company's year of sourcing, in its demo's terms, for the dashboard's stories.

const totals = (scale: number, processes: number): SavingTotals => {
  const costReduction = stored(dec(scale).times(610), 2)
  const costAvoidance = stored(dec(scale).times(235), 2)
  const costIncrease = stored(dec(scale).times(42), 2)
  return {
    costReduction,
    costAvoidance,
    costIncrease,
    costSaving: stored(
      dec(costReduction).plus(costAvoidance).minus(costIncrease),
      2
    ),
    processes,
  }
}

const CATEGORIES = [
  'Corrugated packaging',
  'Flexible packaging',
  'PET resin',
  'Steel drums',
  'Road freight',
  'Industrial maintenance',
  'Cleaning chemicals',
  'Labels and printing',
  'Pallets',
  'Electric energy',
  'Personal protective equipment',
  'Spare parts',
]

export const filterOptions = (
  categories = CATEGORIES
): SavingsFilterOptions => ({
  companyCurrency: 'BRL',
  categoryManagers: [
    { id: 'user-marina', label: 'Marina Costa' },
    { id: 'user-paulo', label: 'Paulo Mendes' },
    { id: 'user-lucia', label: 'Lúcia Ferreira' },
  ],
  categories: categories.map((label, n) => ({ id: `category-${n}`, label })),
  currencies: ['BRL', 'USD', 'EUR'],
})

/** The year's dashboard: `categories` rows in the category group (a crowded chart with many). */
export const savingsDashboard = (
  categories = CATEGORIES.length
): SavingsDashboardAnswer => ({
  currencyCode: 'BRL',
  converted: true,
  convertedFrom: ['USD', 'EUR'],
  unconverted: [],
  anyProcess: true,
  counts: {
    open: 14,
    inReview: 5,
    approved: 31,
    averageDaysToApproval: 6.4,
    target: '2500000',
    targetShare: 0.63,
  },
  realized: totals(2_000, 31),
  // 27 of the 31 bought under their awards so far: spend in the billions
  realizedInSpend: {
    currencyCode: 'BRL',
    saving: '987654.32',
    spend: '123456789012.34',
    processes: 27,
    rate: 987_654.32 / 1_606_000,
  },
  pipeline: totals(1_100, 19),
  months: Array.from({ length: 12 }, (_, n) => ({
    month: `2026-${String(n + 1).padStart(2, '0')}`,
    realized: totals(n < 10 ? 120 + n * 17 : 0, n < 10 ? 3 : 0),
    pipeline: totals(40 + n * 9, 2),
  })),
  groups: [
    {
      group: 'categoryManager',
      rows: ['user-marina', 'user-paulo', 'user-lucia', null].map((key, n) => ({
        key,
        realized: totals(900 - n * 200, 10 - n * 2),
        pipeline: totals(400 - n * 60, 6 - n),
      })),
    },
    {
      group: 'processType',
      rows: ['NEW', 'SPOT_PURCHASE', 'EXTENSION_LENGTH_VALUE'].map(
        (key, n) => ({
          key,
          realized: totals(1_000 - n * 300, 12 - n * 3),
          pipeline: totals(500 - n * 100, 8 - n * 2),
        })
      ),
    },
    {
      group: 'category',
      rows: Array.from({ length: categories }, (_, n) => ({
        key: `category-${n % CATEGORIES.length}`,
        realized: totals(600 / (n + 1), Math.max(1, 8 - n)),
        pipeline: totals(300 / (n + 1), Math.max(1, 5 - n)),
      })),
    },
  ],
})

/** A company whose processes are in several currencies, one of them with no rate to convert it. */
export const withUnconverted = (): SavingsDashboardAnswer => ({
  ...savingsDashboard(),
  unconverted: [{ currencyCode: 'CLP', costSaving: '18400000', processes: 2 }],
})

/** A new company: no process yet. */
export const noProcessYet = (): SavingsDashboardAnswer => ({
  ...savingsDashboard(),
  anyProcess: false,
  counts: {
    open: 0,
    inReview: 0,
    approved: 0,
    averageDaysToApproval: null,
    target: null,
    targetShare: null,
  },
  realized: totals(0, 0),
  realizedInSpend: {
    currencyCode: 'BRL',
    saving: '0',
    spend: '0',
    processes: 0,
    rate: null,
  },
  pipeline: totals(0, 0),
  months: [],
  groups: [],
})
