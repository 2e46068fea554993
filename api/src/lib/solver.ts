import { SCENARIO_SOLVE_SECONDS } from '@procura/shared'
import loadHighs from 'highs'

// HiGHS (University of Edinburgh's LP/MIP solver) compiled to WebAssembly: loaded once per
// process; each solve gets a fresh native instance, so solves share nothing.

type Highs = Awaited<ReturnType<typeof loadHighs>>
let highs: Promise<Highs> | null = null

/** A linear model in CPLEX LP text, as `lpModel` writes it. */
export interface LinearModel {
  /** the terms minimised: variable → coefficient */
  objective: Map<string, number>
  /** named rows: their terms, a comparison and the right-hand side */
  rows: {
    name: string
    terms: [string, number][]
    sense: '<=' | '>=' | '='
    rhs: number
  }[]
  /** variables between 0 and 1 (continuous), and 0/1 ones (binary) */
  fractions: string[]
  binaries: string[]
}

const term = ([name, coefficient]: [string, number]) =>
  `${coefficient < 0 ? '-' : '+'} ${Math.abs(coefficient)} ${name}`

const lpText = (model: LinearModel) =>
  [
    'Minimize',
    ` obj: ${[...model.objective].map(term).join(' ') || '0 x'}`,
    'Subject To',
    ...model.rows.map(
      (row) =>
        ` ${row.name}: ${row.terms.map(term).join(' ')} ${row.sense} ${row.rhs}`
    ),
    'Bounds',
    ...model.fractions.map((name) => ` 0 <= ${name} <= 1`),
    ...(model.binaries.length
      ? ['Binary', ` ${model.binaries.join(' ')}`]
      : []),
    'End',
  ].join('\n')

/** The longest a solve may block the api's event loop: past it, the best solution found so far. */
export const SOLVE_SECONDS = SCENARIO_SOLVE_SECONDS

/**
 * optimal: proven the lowest; stopped: the best found in SOLVE_SECONDS, not proven; infeasible: none
 * exists; unsolved: none found in time.
 */
export type Solution =
  | { status: 'optimal' | 'stopped'; values: Map<string, number> }
  | { status: 'infeasible' | 'unsolved' }

/**
 * Solves the model to optimality (no gap tolerated) within `seconds`. Presolve is off: on these
 * assignment models it finds nothing to remove and costs more than the solve.
 */
export const minimise = async (
  model: LinearModel,
  seconds = SOLVE_SECONDS
): Promise<Solution> => {
  highs ??= loadHighs()
  const result = (await highs).solve(lpText(model), {
    output_flag: false,
    presolve: 'off',
    mip_rel_gap: 0,
    time_limit: seconds,
  })
  if (result.Status === 'Infeasible') return { status: 'infeasible' }
  const stopped = result.Status === 'Time limit reached'
  if (stopped && !Number.isFinite(result.ObjectiveValue))
    return { status: 'unsolved' }
  if (!stopped && result.Status !== 'Optimal')
    throw new Error(`The solver stopped: ${result.Status}`)
  return {
    status: stopped ? 'stopped' : 'optimal',
    values: new Map(
      Object.entries(result.Columns).map(([name, column]) => [
        name,
        column.Primal,
      ])
    ),
  }
}
