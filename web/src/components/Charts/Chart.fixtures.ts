import type { ChartSeries } from './Chart'

// Example savings by category manager, for the chart kit's stories and tests.
export const savingsRows = [
  { manager: 'Rafael Souza', costReduction: 420_000, costAvoidance: 130_000 },
  { manager: 'Emily Carter', costReduction: 310_000, costAvoidance: 220_000 },
  { manager: 'Helena Costa', costReduction: 95_000, costAvoidance: 40_000 },
]

export const savingsSeries: ChartSeries[] = [
  { key: 'costReduction', label: 'Cost reduction' },
  { key: 'costAvoidance', label: 'Cost avoidance' },
]
