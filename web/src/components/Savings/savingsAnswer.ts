import type { SavingsStage } from '@procura/shared'
import type { SavingsDashboardQuery, SavingTotalsFields } from 'types/graphql'

// What the sourcing dashboard's one query answers (api/src/graphql/savings.sdl.ts): amounts as decimal text.

export type SavingTotals = SavingTotalsFields

export type Stage = 'realized' | 'pipeline'

export type SavingsDashboardAnswer = SavingsDashboardQuery['savingsDashboard']

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
