import type { DecimalString } from '@procura/shared'
import type { ProcessScenariosQuery } from 'types/graphql'

// Three scenarios on the fixture process (steel and resin, Alpha Metals and Beta Polymers): the
// cheapest per item applied, Alpha alone, and one the constraints make impossible.
const totals = (
  totalValue: DecimalString,
  costReduction: DecimalString,
  result: DecimalString,
  differenceToCheapest: DecimalString
) => ({
  totalValue,
  costReduction,
  costAvoidance: '20000.00' as const,
  costIncrease: '0.00' as const,
  result,
  differenceToCheapest,
})

type Scenario = ProcessScenariosQuery['processScenarios']['scenarios'][number]

const scenario = (
  id: string,
  name: string,
  extra: Partial<Scenario>
): Scenario => ({
  __typename: 'AwardScenario' as const,
  id,
  name,
  kind: 'CHEAPEST',
  maxSuppliers: null,
  tieRule: 'SPLIT',
  exclude: [],
  keep: [],
  maxSharePercent: null,
  dualItemIds: [],
  dualMinimumPercent: 30,
  createdByName: 'Rafael Souza',
  createdAt: '2026-11-20T10:00:00Z',
  computedAt: '2026-11-20T10:00:01Z',
  state: 'READY',
  progress: null,
  solveSeconds: 10,
  stale: false,
  problem: null,
  optimal: true,
  gapPercent: null,
  uncovered: [],
  totals: totals('188000.00', '12000', '32000.00', '0.00'),
  suppliers: [
    {
      supplierId: 'sup-alpha',
      name: 'Alpha Metals',
      value: '90000.00',
      sharePercent: '47.87',
    },
    {
      supplierId: 'sup-beta',
      name: 'Beta Polymers',
      value: '98000.00',
      sharePercent: '52.13',
    },
  ],
  changes: [],
  ...extra,
})

export const standard = (): ProcessScenariosQuery => ({
  processScenarios: {
    scenarios: [
      scenario('scenario-cheapest', 'Cheapest per item', {}),
      scenario('scenario-alpha', 'Alpha Metals alone', {
        kind: 'SINGLE',
        exclude: ['litigant'],
        totals: totals('190000.00', '10000', '30000.00', '2000.00'),
        suppliers: [
          {
            supplierId: 'sup-alpha',
            name: 'Alpha Metals',
            value: '190000.00',
            sharePercent: '100.00',
          },
        ],
        changes: [
          {
            itemId: 'item-resin',
            supplierId: 'sup-alpha',
            currentVolume: '0',
            scenarioVolume: '1000',
          },
        ],
      }),
      scenario('scenario-impossible', 'At most one, 60 % cap', {
        kind: 'AT_MOST',
        maxSuppliers: 1,
        maxSharePercent: 60,
        problem: {
          key: 'process.scenarios.problems.shareNeedsSuppliers',
          values: { share: 60, needed: 2 },
        },
        suppliers: [],
      }),
    ],
    incumbents: [{ itemId: 'item-steel', supplierId: 'sup-alpha' }],
    history: [
      {
        id: 'event-1',
        scenarioId: 'scenario-cheapest',
        userName: 'Rafael Souza',
        createdAt: '2026-11-20T10:05:00Z',
        scenarioName: 'Cheapest per item',
        changes: [{ itemId: 'item-steel' }, { itemId: 'item-resin' }],
      },
    ],
  },
})

/**
 * While solves run in the background: a new hard scenario computing (no answer yet), one stopped
 * by the time limit with its gap, and one cancelled.
 */
export const computing = (): ProcessScenariosQuery => ({
  processScenarios: {
    scenarios: [
      scenario('scenario-hard', 'At most 3, 60 % cap', {
        kind: 'AT_MOST',
        maxSuppliers: 3,
        maxSharePercent: 60,
        computedAt: null,
        state: 'COMPUTING',
        progress: 35,
        suppliers: [],
      }),
      scenario('scenario-stopped', 'At most 2', {
        kind: 'AT_MOST',
        maxSuppliers: 2,
        optimal: false,
        gapPercent: '0.42',
      }),
      scenario('scenario-cancelled', 'At most 4', {
        kind: 'AT_MOST',
        maxSuppliers: 4,
        computedAt: null,
        state: 'CANCELLED',
        suppliers: [],
      }),
    ],
    incumbents: [],
    history: [],
  },
})
