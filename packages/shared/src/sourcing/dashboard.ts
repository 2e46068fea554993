import * as yup from 'yup'

import { dec } from '../decimal'
import { amount, required } from '../fields'

import type { ProcessProfile, ProcessType } from './enumerations'

// The sourcing dashboard (spec §2, issue 10): what it groups by, and where a process stands for it.

/** The charts "saving by …", in the order the screen shows them. */
export const SAVINGS_GROUPS = ['categoryManager', 'processType', 'processProfile', 'category'] as const
export type SavingsGroup = (typeof SAVINGS_GROUPS)[number]

/**
 * A process's stage on the dashboard. APPROVED processes' awards are the realized cost saving, in
 * the month of approval; the others are the pipeline, in the month of their effective date.
 */
export const SAVINGS_STAGES = ['PIPELINE', 'OPEN', 'IN_REVIEW', 'APPROVED'] as const
export type SavingsStage = (typeof SAVINGS_STAGES)[number]

export const STATUSES_OF_STAGE = {
  PIPELINE: ['DRAFT', 'REJECTED', 'IN_REVIEW'],
  // a rejected process is back with its owner, being reworked
  OPEN: ['DRAFT', 'REJECTED'],
  IN_REVIEW: ['IN_REVIEW'],
  APPROVED: ['APPROVED'],
} as const satisfies Record<SavingsStage, readonly string[]>

/**
 * What the dashboard shows and what its numbers link to: one value per group, months 'YYYY-MM'
 * (both included), and a currency (none: every process, converted to the company's currency).
 */
export interface SavingsFilter {
  categoryManagerId?: string | null
  processType?: ProcessType | null
  processProfile?: ProcessProfile | null
  categoryId?: string | null
  fromMonth?: string | null
  toMonth?: string | null
  currencyCode?: string | null
}

/** The group a chart's bar stands for, as the filter field that selects its processes. */
export const FILTER_FIELD_OF_GROUP = {
  categoryManager: 'categoryManagerId',
  processType: 'processType',
  processProfile: 'processProfile',
  category: 'categoryId',
} as const satisfies Record<SavingsGroup, keyof SavingsFilter>

export const SAVINGS_TARGET_MAX = 1e15

export const savingsTargetSchema = yup.object({
  year: yup
    .number()
    .typeError({ key: 'validation.integer' })
    .required(required)
    .integer({ key: 'validation.integer' })
    .min(2000, { key: 'savings.errors.year' })
    .max(2100, { key: 'savings.errors.year' }),
  amount: amount('money').test('at-most', { key: 'savings.errors.targetTooLarge' }, (value) =>
    value == null ? true : dec(value).lte(SAVINGS_TARGET_MAX)
  ),
})

export type SavingsTargetInput = yup.InferType<typeof savingsTargetSchema>
