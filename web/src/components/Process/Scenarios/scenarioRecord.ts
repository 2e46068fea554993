import type {
  ScenarioExclusion,
  ScenarioKind,
  TieRule,
  ValidationMessage,
} from '@procura/shared'

export interface ScenarioKeep {
  itemId: string
  supplierId: string
}

/** A saved scenario as ProcessScenariosQuery reads it (decimals as text). */
export interface Scenario {
  id: string
  name: string
  kind: ScenarioKind
  maxSuppliers?: number | null
  tieRule: TieRule
  exclude: ScenarioExclusion[]
  keep: ScenarioKeep[]
  maxSharePercent?: number | null
  dualItemIds: string[]
  dualMinimumPercent: number
  createdByName: string
  createdAt: string
  problem?: (ValidationMessage & { values?: Record<string, unknown> }) | null
  /** false: the solver's best within its time limit, not proven the lowest */
  optimal: boolean
  uncovered: { itemId: string; reason: string }[]
  totals: {
    totalValue: string
    costReduction: string
    costAvoidance: string
    costIncrease: string
    result: string
    differenceToCheapest: string
  }
  suppliers: {
    supplierId: string
    name: string
    value: string
    sharePercent: string
  }[]
  changes: {
    itemId: string
    supplierId: string
    currentVolume: string
    scenarioVolume: string
  }[]
}
