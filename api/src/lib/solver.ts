import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'

import { SCENARIO_SOLVE_SECONDS } from '@procura/shared'

// HiGHS (University of Edinburgh's LP/MIP solver) compiled to WebAssembly, run by a pool of
// worker threads (solverWorker.js) so that a solve never blocks the api's event loop; each solve
// gets a fresh native instance, so solves share nothing.

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
const modelData = (model: LinearModel) => {
  const infinity = Infinity
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

/**
 * The longest one solve may take: past it, the best solution found so far (SCENARIO_SOLVE_SECONDS
 * in the environment overrides the product's).
 */
export const solveSeconds = () =>
  Number(process.env.SCENARIO_SOLVE_SECONDS) || SCENARIO_SOLVE_SECONDS

/**
 * optimal: proven the lowest; stopped: the best found in its time, not proven, `gap` (a
 * fraction) from the proven bound; infeasible: none exists; unsolved: none found in time.
 */
export type Solution =
  | { status: 'optimal' | 'stopped'; values: Map<string, number>; gap: number }
  | { status: 'infeasible' | 'unsolved' }

type Answer =
  | { status: 'optimal' | 'stopped'; colValue: Float64Array; gap: number }
  | { status: 'infeasible' | 'unsolved' }
  | { error: string }

interface Task {
  message: { data: ReturnType<typeof modelData>['data']; seconds: number }
  signal?: AbortSignal
  resolve: (answer: Answer) => void
  reject: (error: unknown) => void
}

interface Thread {
  worker: Worker
  task: Task | null
}

/** Threads at most: one core left to the api (SOLVER_THREADS overrides it). */
export const solverThreads = () =>
  Number(process.env.SOLVER_THREADS) ||
  Math.max(1, os.availableParallelism() - 1)

const threads: Thread[] = []
const queue: Task[] = []

/** Why a solve stopped when its signal was aborted: the signal's reason. */
const abortError = (signal: AbortSignal) =>
  signal.reason ?? new Error('The solve was cancelled')

const retire = (thread: Thread) => {
  if (threads.includes(thread)) threads.splice(threads.indexOf(thread), 1)
  thread.worker.removeAllListeners()
  void thread.worker.terminate()
}

const startThread = () => {
  const thread: Thread = {
    worker: new Worker(path.join(__dirname, 'solverWorker.js')),
    task: null,
  }
  // an idle thread keeps no process alive (scripts, tests)
  thread.worker.unref()
  thread.worker.on('message', (answer: Answer) => {
    const { task } = thread
    thread.task = null
    thread.worker.unref()
    task?.resolve(answer)
    next()
  })
  const failed = (error: unknown) => {
    const { task } = thread
    retire(thread)
    task?.reject(error)
    next()
  }
  thread.worker.on('error', failed)
  thread.worker.on('exit', (code) =>
    failed(new Error(`The solver thread exited with code ${code}`))
  )
  threads.push(thread)
  return thread
}

/** The next queued solve to a free thread, starting one while the pool has room. */
const next = () => {
  while (queue.length) {
    const thread =
      threads.find((candidate) => !candidate.task) ??
      (threads.length < solverThreads() ? startThread() : null)
    if (!thread) return
    const task = queue.shift()
    thread.task = task
    thread.worker.ref()
    thread.worker.postMessage(task.message)
  }
}

/** Runs one solve on the pool; an aborted signal drops it from the queue or ends its thread. */
const solveOnPool = (message: Task['message'], signal?: AbortSignal) =>
  new Promise<Answer>((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal))
    const task: Task = { message, signal, resolve, reject }
    signal?.addEventListener(
      'abort',
      () => {
        const queued = queue.indexOf(task)
        if (queued >= 0) queue.splice(queued, 1)
        const thread = threads.find((candidate) => candidate.task === task)
        // WebAssembly cannot be interrupted from outside: the thread goes, a new one replaces it
        if (thread) {
          retire(thread)
          next()
        }
        reject(abortError(signal))
      },
      { once: true }
    )
    queue.push(task)
    next()
  })

/**
 * Solves the model to optimality (no gap tolerated) within `seconds`, on a thread of the pool.
 * Presolve is off: on these assignment models it finds nothing to remove and costs more than the
 * solve. Aborting `signal` rejects with its reason.
 */
export const minimise = async (
  model: LinearModel,
  seconds = solveSeconds(),
  signal?: AbortSignal
): Promise<Solution> => {
  const { names, data } = modelData(model)
  const answer = await solveOnPool({ data, seconds }, signal)
  if ('error' in answer) throw new Error(answer.error)
  if (!('colValue' in answer)) return answer
  return {
    status: answer.status,
    values: new Map(names.map((name, index) => [name, answer.colValue[index]])),
    gap: answer.gap,
  }
}
