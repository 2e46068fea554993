import { randomUUID } from 'node:crypto'

import type { Prisma } from '@prisma/client'
import type { ScenarioDefinition } from '@procura/shared'

import { db } from 'src/lib/db'
import { logger } from 'src/lib/logger'

import { scenarioBasisOf } from './scenarioBasis'
import { solveScenario, type SolveControl } from './solveScenario'

// A scenario's solve runs in the background of the api process that started it, its models on the
// solver's thread pool (src/lib/solver.ts): the request that asks for it answers at once with the
// scenario COMPUTING, and the solve stores its state as it goes. The solve's id guards its writes:
// a cancelled or replaced solve stores nothing.

/** The solves this process runs, by scenario. */
const solving = new Map<
  string,
  { solveId: string; controller: AbortController }
>()
const runs = new Set<Promise<void>>()

/** A COMPUTING scenario no process has answered for this long was left by a process that stopped. */
export const ABANDONED_AFTER_MS = 15 * 60 * 1000

export const isSolvingHere = (scenarioId: string) => solving.has(scenarioId)

/** The columns of a solve that starts now. */
export const startingSolve = () => {
  const now = new Date()
  return {
    state: 'COMPUTING' as const,
    solveId: randomUUID(),
    solveStartedAt: now,
    solveStep: 0,
    solveSteps: 1,
    stepStartedAt: now,
  }
}

const TOO_HARD = 'process.scenarios.problems.tooHard'

const solve = async (
  scenarioId: string,
  solveId: string,
  signal: AbortSignal
) => {
  const ours = { id: scenarioId, solveId, state: 'COMPUTING' as const }
  let stepWrites = Promise.resolve()
  const onStep: SolveControl['onStep'] = ({ done, steps }) => {
    stepWrites = stepWrites.then(async () => {
      await db.awardScenario.updateMany({
        where: ours,
        data: { solveStep: done, solveSteps: steps, stepStartedAt: new Date() },
      })
    })
  }
  try {
    const scenario = await db.awardScenario.findFirst({ where: ours })
    if (!scenario) return
    const basis = await scenarioBasisOf(scenario.processId)
    const answer = await solveScenario(
      basis.basis,
      scenario.definition as unknown as ScenarioDefinition,
      { signal, onStep }
    )
    await stepWrites
    await db.awardScenario.updateMany({
      where: ours,
      data: {
        answer: answer as unknown as Prisma.InputJsonValue,
        basis: basis.fingerprint,
        computedAt: new Date(),
        state: answer.problem?.key === TOO_HARD ? 'TIMED_OUT' : 'READY',
      },
    })
  } catch (error) {
    await stepWrites.catch(() => undefined)
    // cancelled: the cancel stored the scenario's state
    if (signal.aborted) return
    logger.error({ error, scenarioId }, 'A scenario solve failed')
    await db.awardScenario.updateMany({
      where: ours,
      data: { state: 'FAILED' },
    })
  }
}

/** Runs the scenario's solve `solveId` (already stored as COMPUTING) in the background. */
export const runSolve = (scenarioId: string, solveId: string) => {
  solving.get(scenarioId)?.controller.abort(new Error('replaced'))
  const controller = new AbortController()
  solving.set(scenarioId, { solveId, controller })
  const run = solve(scenarioId, solveId, controller.signal).finally(() => {
    if (solving.get(scenarioId)?.solveId === solveId) solving.delete(scenarioId)
    runs.delete(run)
  })
  runs.add(run)
}

/**
 * Starts a new solve of the scenario when it still matches `where` (so that of two readers who
 * saw it stale, one starts it). Answers the solve's columns, or null when it did not start.
 */
export const startSolve = async (
  scenarioId: string,
  where: Prisma.AwardScenarioWhereInput = {}
) => {
  const starting = startingSolve()
  const { count } = await db.awardScenario.updateMany({
    where: { ...where, id: scenarioId },
    data: starting,
  })
  if (!count) return null
  runSolve(scenarioId, starting.solveId)
  return starting
}

/** Stops this process's solve of the scenario, if it runs one (its thread is ended). */
export const stopSolve = (scenarioId: string) => {
  solving.get(scenarioId)?.controller.abort(new Error('cancelled'))
  solving.delete(scenarioId)
}

/** Until every solve this process started has ended (tests, benchmarks, shutdown). */
export const solvesSettled = async () => {
  while (runs.size) await Promise.allSettled([...runs])
}
