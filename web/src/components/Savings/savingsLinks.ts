import {
  PROCESS_PROFILES,
  PROCESS_TYPES,
  SAVINGS_STAGES,
  type SavingsStage,
} from '@procura/shared'
import type { SavingsFilter } from 'types/graphql'

import { routes } from '@redwoodjs/router'

// A dashboard number links to the process list, its selection written in the address.

const FIELDS = [
  'categoryManagerId',
  'processType',
  'processProfile',
  'categoryId',
  'fromMonth',
  'toMonth',
  'currencyCode',
] as const satisfies readonly (keyof SavingsFilter)[]

export interface SavingsSelection {
  filter: SavingsFilter
  stage: SavingsStage | null
}

/** The process list of the processes behind a number. */
export const processesBehind = (
  filter: SavingsFilter,
  stage?: SavingsStage
) => {
  const params: Record<string, string> = { from: 'dashboard' }
  for (const field of FIELDS) if (filter[field]) params[field] = filter[field]
  if (stage) params.stage = stage
  return routes.processList(params)
}

/** The selection a process list was opened with, or null when it was not opened from the dashboard. */
export const selectionOf = (
  params: Record<string, string | undefined>
): SavingsSelection | null => {
  if (params.from !== 'dashboard') return null
  const oneOf = <T extends string>(values: readonly T[], value?: string) =>
    values.find((v) => v === value)
  const filter: SavingsFilter = {
    categoryManagerId: params.categoryManagerId,
    processType: oneOf(PROCESS_TYPES, params.processType),
    processProfile: oneOf(PROCESS_PROFILES, params.processProfile),
    categoryId: params.categoryId,
    fromMonth: params.fromMonth,
    toMonth: params.toMonth,
    currencyCode: params.currencyCode,
  }
  return { filter, stage: oneOf(SAVINGS_STAGES, params.stage) ?? null }
}
