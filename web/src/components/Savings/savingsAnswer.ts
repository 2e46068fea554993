import type { SavingsGroup, SavingsStage } from '@procura/shared'

// What the sourcing dashboard's one query answers (api/src/graphql/savings.sdl.ts).

export interface SavingTotals {
  costReduction: number
  costAvoidance: number
  costIncrease: number
  costSaving: number
  processes: number
}

export type Stage = 'realized' | 'pipeline'
type BothStages = Record<Stage, SavingTotals>

export interface SavingsDashboardAnswer {
  currencyCode: string
  converted: boolean
  convertedFrom: string[]
  unconverted: { currencyCode: string; costSaving: number; processes: number }[]
  anyProcess: boolean
  counts: {
    open: number
    inReview: number
    approved: number
    averageDaysToApproval: number | null
    target: number | null
    targetShare: number | null
  }
  realized: SavingTotals
  pipeline: SavingTotals
  months: ({ month: string } & BothStages)[]
  groups: {
    group: SavingsGroup
    rows: ({ key: string | null } & BothStages)[]
  }[]
}

/** Where the processes behind a realized or a pipeline number stand. */
export const STAGE_OF: Record<Stage, SavingsStage> = {
  realized: 'APPROVED',
  pipeline: 'PIPELINE',
}

export const SAVING_FIELDS = [
  'costReduction',
  'costAvoidance',
  'costIncrease',
  'costSaving',
] as const

/** A link to the processes behind a number: the dashboard's filter, narrowed. */
export type ProcessesBehind = (
  stage?: SavingsStage,
  narrowed?: Partial<Record<string, string>>
) => string
