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

export type Solution =
  | { feasible: false }
  | { feasible: true; values: Map<string, number> }

/**
 * Solves the model to optimality (no gap tolerated), or says it has no solution. Presolve is off:
 * on these assignment models it finds nothing to remove and costs more than the solve.
 */
export const minimise = async (model: LinearModel): Promise<Solution> => {
  highs ??= loadHighs()
  const result = (await highs).solve(lpText(model), {
    output_flag: false,
    presolve: 'off',
    mip_rel_gap: 0,
  })
  if (result.Status === 'Infeasible') return { feasible: false }
  if (result.Status !== 'Optimal')
    throw new Error(`The solver stopped: ${result.Status}`)
  return {
    feasible: true,
    values: new Map(
      Object.entries(result.Columns).map(([name, column]) => [
        name,
        column.Primal,
      ])
    ),
  }
}
