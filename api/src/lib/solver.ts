import { SCENARIO_SOLVE_SECONDS } from '@procura/shared'
import loadHighs from 'highs'

// HiGHS (University of Edinburgh's LP/MIP solver) compiled to WebAssembly: loaded once per
// process; each solve gets a fresh native instance, so solves share nothing.

type Highs = Awaited<ReturnType<typeof loadHighs>>
let highs: Promise<Highs> | null = null

/** A variable's name and its coefficient. */
export type Term = [string, number]
export type Sense = '<=' | '>=' | '='

/** A linear model over named variables, minimised (HiGHS gets it as a sparse matrix). */
export interface LinearModel {
  /** the terms minimised: variable → coefficient */
  objective: Map<string, number>
  /** rows: their terms, a comparison and the right-hand side */
  rows: {
    terms: Term[]
    sense: Sense
    rhs: number
  }[]
  /** variables between 0 and 1 (continuous), and 0/1 ones (binary) */
  fractions: string[]
  binaries: string[]
}

/** The model as HiGHS takes it: columns in first-seen order, rows as a compressed sparse matrix. */
const modelData = (model: LinearModel, infinity: number) => {
  const columns = new Map<string, number>()
  const column = (name: string) => {
    if (!columns.has(name)) columns.set(name, columns.size)
    return columns.get(name)
  }
  const starts = [0]
  const indices: number[] = []
  const values: number[] = []
  for (const row of model.rows) {
    for (const [name, coefficient] of row.terms) {
      indices.push(column(name))
      values.push(coefficient)
    }
    starts.push(indices.length)
  }
  for (const name of [
    ...model.objective.keys(),
    ...model.fractions,
    ...model.binaries,
  ])
    column(name)
  const names = [...columns.keys()]
  const bounded = new Set([...model.fractions, ...model.binaries])
  const binary = new Set(model.binaries)
  return {
    names,
    data: {
      numCols: names.length,
      numRows: model.rows.length,
      colCost: names.map((name) => model.objective.get(name) ?? 0),
      colLower: names.map(() => 0),
      colUpper: names.map((name) => (bounded.has(name) ? 1 : infinity)),
      rowLower: model.rows.map((row) =>
        row.sense === '<=' ? -infinity : row.rhs
      ),
      rowUpper: model.rows.map((row) =>
        row.sense === '>=' ? infinity : row.rhs
      ),
      matrix: {
        format: 'csr' as const,
        numRows: model.rows.length,
        numCols: names.length,
        starts,
        indices,
        values,
      },
      integrality: names.map((name) => (binary.has(name) ? 1 : 0) as 0 | 1),
    },
  }
}

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
  const solver = await highs
  const { names, data } = modelData(model, solver.infinity)
  return solver.withModel(data, (instance) => {
    instance.options.set({
      output_flag: false,
      presolve: 'off',
      mip_rel_gap: 0,
      time_limit: seconds,
    })
    instance.run()
    const status = instance.getModelStatus()
    const codes = solver.constants.modelStatus
    if (status === codes.infeasible) return { status: 'infeasible' as const }
    const stopped = status === codes.timeLimit
    if (stopped && !Number.isFinite(instance.getObjectiveValue()))
      return { status: 'unsolved' as const }
    if (!stopped && status !== codes.optimal)
      throw new Error(`The solver stopped with status ${status}`)
    const { colValue } = instance.getSolution()
    return {
      status: stopped ? ('stopped' as const) : ('optimal' as const),
      values: new Map(names.map((name, index) => [name, colValue[index]])),
    }
  })
}
