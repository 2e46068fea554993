import * as yup from 'yup'

import { atMost, blankAsNull, fromList, oneOf, required } from '../fields'

// Issue 24: award scenarios. What a buyer asks ("which supplier gets how much of each item, if…"),
// validated by the form and the server alike; the answer is computed by the api's solver.

export const SCENARIO_KINDS = ['CHEAPEST', 'SINGLE', 'AT_MOST'] as const
export type ScenarioKind = (typeof SCENARIO_KINDS)[number]

/** How the cheapest-per-item scenario shares an item two suppliers offer at the same price. */
export const TIE_RULES = ['SPLIT', 'INCUMBENT'] as const
export type TieRule = (typeof TIE_RULES)[number]

/** Supplier flags a scenario can leave out, each its own toggle. */
export const SCENARIO_EXCLUSIONS = [
  'litigant',
  'blocked',
  'notApproved',
  'highRisk',
] as const
export type ScenarioExclusion = (typeof SCENARIO_EXCLUSIONS)[number]

export const SCENARIOS_PER_PROCESS = 4
/** The longest the solver looks for a scenario's award: past it, the best found so far, marked not proven. */
export const SCENARIO_SOLVE_SECONDS = 10
export const MAX_SUPPLIERS_LIMIT = 10
export const SCENARIO_NAME_MAX = 60
/** The share the second source of a dual-sourced item takes at least, when the buyer does not say. */
export const DUAL_SHARE_DEFAULT = 30

const HIGH_RISK_WORDS = new Set([
  'high',
  'alto',
  'alta',
  'elevado',
  'elevada',
  'critical',
  'critico',
  'critica',
])

/** A financial risk written as "High", "Alto", "Elevada"… (the master keeps it as free text). */
export const isHighFinancialRisk = (risk: string | null | undefined) =>
  !!risk &&
  HIGH_RISK_WORDS.has(
    risk
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .trim()
      .toLowerCase()
  )

export interface SupplierStanding {
  litigant: boolean
  blockReason?: string | null
  technicalApproval: boolean
  financialRisk?: string | null
}

/** The exclusions a supplier falls under (empty: eligible under any toggle). */
export const exclusionsOf = (supplier: SupplierStanding): ScenarioExclusion[] =>
  SCENARIO_EXCLUSIONS.filter(
    (exclusion) =>
      ({
        litigant: supplier.litigant,
        blocked: !!supplier.blockReason?.trim(),
        notApproved: !supplier.technicalApproval,
        highRisk: isHighFinancialRisk(supplier.financialRisk),
      })[exclusion]
  )

/** A whole number from `min` to `max` (suppliers, percents). */
const wholeFrom = (min: number, max: number) =>
  yup
    .number()
    .transform(blankAsNull)
    .typeError({ key: 'validation.number' })
    .integer({ key: 'validation.integer' })
    .min(min, { key: 'validation.between', values: { min, max } })
    .max(max, { key: 'validation.between', values: { min, max } })

const uniqueIds = (key: string) =>
  yup
    .array(yup.string().required(required))
    .default([])
    .test('unique', { key }, (ids) => new Set(ids).size === (ids ?? []).length)

export const scenarioSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(required)
    .max(SCENARIO_NAME_MAX, atMost(SCENARIO_NAME_MAX)),
  kind: oneOf(SCENARIO_KINDS),
  maxSuppliers: wholeFrom(1, MAX_SUPPLIERS_LIMIT)
    .nullable()
    .when('kind', {
      is: 'AT_MOST',
      then: (schema) => schema.required(required),
      otherwise: (schema) => schema.transform(() => null),
    }),
  tieRule: oneOf(TIE_RULES).default('SPLIT'),
  exclude: yup
    .array(
      yup
        .mixed<ScenarioExclusion>()
        .required(required)
        .oneOf(SCENARIO_EXCLUSIONS, fromList)
    )
    .default([]),
  /** the incumbent kept on these items: item id → supplier id (of the process) */
  keep: yup
    .array(
      yup.object({
        itemId: yup.string().required(required),
        supplierId: yup.string().required(required),
      })
    )
    .default([])
    .test(
      'one per item',
      { key: 'process.scenarios.errors.keepTwice' },
      (pairs) =>
        new Set((pairs ?? []).map((pair) => pair.itemId)).size ===
        (pairs ?? []).length
    ),
  /** no supplier over this share of the scenario's total value, in percent (null: no cap) */
  maxSharePercent: wholeFrom(1, 100).nullable().default(null),
  /** items that keep two suppliers at least */
  dualItemIds: uniqueIds('process.scenarios.errors.dualTwice'),
  /** the least share, in percent, each of a dual-sourced item's suppliers takes */
  dualMinimumPercent: wholeFrom(1, 50)
    .required(required)
    .default(DUAL_SHARE_DEFAULT),
})
export type ScenarioDefinition = yup.InferType<typeof scenarioSchema>

/** The figures a scenario is compared by, in order, with the message key of each one's label. */
export const SCENARIO_FIGURES = [
  ['totalValue', 'process.scenarios.totalValue'],
  ['costReduction', 'process.pipeline.costReduction'],
  ['costAvoidance', 'process.pipeline.costAvoidance'],
  ['costIncrease', 'process.pipeline.costIncrease'],
  ['result', 'process.review.result'],
  ['differenceToCheapest', 'process.scenarios.differenceToCheapest'],
] as const
export type ScenarioFigure = (typeof SCENARIO_FIGURES)[number][0]

/** A scenario problem's values ready for its message: lists of constraints or exclusions named by `t`. */
export const scenarioProblemValues = (
  values: Record<string, unknown> = {},
  t: (key: string) => string
) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      Array.isArray(value)
        ? value
            .map((entry) =>
              name === 'constraints' || name === 'exclusions'
                ? t(`process.scenarios.${name}.${entry}`)
                : entry
            )
            .join(', ')
        : value,
    ])
  )
