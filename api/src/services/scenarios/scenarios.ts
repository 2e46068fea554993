import type { AwardScenario, Prisma } from '@prisma/client'
import {
  personName,
  scenarioSchema,
  SCENARIOS_PER_PROCESS,
  type ScenarioDefinition,
} from '@procura/shared'

import { UserInputError } from '@redwoodjs/graphql-server'

import { currentUser } from 'src/lib/auth'
import { db } from 'src/lib/db'
import { isUuid } from 'src/lib/ids'
import { solveSeconds } from 'src/lib/solver'
import { validateWith } from 'src/lib/validation'
import {
  assertAllOf,
  editableProcess,
  isSentForApproval,
  processOfMyCompany,
} from 'src/services/processes/access'

import {
  awardChanges,
  awardedVolumes,
  writeScenarioAwards,
  type ScenarioApplication,
} from './applyScenario'
import { scenarioBasisOf } from './scenarioBasis'
import { scenarioFigures } from './scenarioFigures'
import {
  ABANDONED_AFTER_MS,
  isSolvingHere,
  runSolve,
  startingSolve,
  startSolve,
  stopSolve,
} from './scenarioSolves'
import { solveScenario, type ScenarioAnswer } from './solveScenario'

type Basis = Awaited<ReturnType<typeof scenarioBasisOf>>

/** What a scenario shows before its first solve ends: nothing awarded yet. */
const NO_ANSWER: ScenarioAnswer = {
  allocations: [],
  uncovered: [],
  problem: null,
  optimal: true,
}

const answerOf = (scenario: AwardScenario) =>
  (scenario.answer as unknown as ScenarioAnswer | null) ?? NO_ANSWER
const definitionOf = (scenario: AwardScenario) =>
  scenario.definition as unknown as ScenarioDefinition

/**
 * How far a COMPUTING scenario's solve is, in percent: the models it solved of those it needs,
 * the current one counted by the time it has had of its limit (it may end sooner).
 */
const progressOf = (scenario: AwardScenario, now = Date.now()) => {
  if (scenario.state !== 'COMPUTING') return null
  const started = (scenario.stepStartedAt ?? scenario.solveStartedAt)?.getTime()
  const current = Math.min(
    1,
    started ? (now - started) / 1000 / solveSeconds() : 0
  )
  return Math.min(
    99,
    Math.floor(((scenario.solveStep + current) / scenario.solveSteps) * 100)
  )
}

/** A scenario's answer computed here and now, stored READY (the demo's seed; the api solves in the background). */
export const computedAnswer = async (
  { basis, fingerprint }: Basis,
  definition: ScenarioDefinition
) => ({
  answer: (await solveScenario(
    basis,
    definition
  )) as unknown as Prisma.InputJsonValue,
  basis: fingerprint,
  computedAt: new Date(),
  state: 'READY' as const,
})

/** A saved scenario as the review shows it: its state, definition, answer and figures. */
const presented = (
  scenario: AwardScenario,
  { basis, fingerprint }: Basis,
  current: Map<string, string>
) => {
  const answer = answerOf(scenario)
  return {
    ...scenario,
    ...definitionOf(scenario),
    ...scenarioFigures(answer, basis),
    problem: answer.problem,
    // answers saved before the solver had a time limit were all proven
    optimal: answer.optimal ?? true,
    gapPercent: answer.gap === undefined ? null : (answer.gap * 100).toFixed(2),
    uncovered: answer.uncovered,
    changes: awardChanges(answer.allocations, current),
    stale: scenario.basis !== null && scenario.basis !== fingerprint,
    progress: progressOf(scenario),
    solveSeconds: Math.ceil(solveSeconds()),
  }
}

/** The volume each (item, supplier) is awarded today. */
const currentVolumes = async (processId: string) =>
  awardedVolumes(
    await db.quotation.findMany({
      where: { processId, awarded: true },
      select: { itemId: true, supplierId: true, awardedVolume: true },
    })
  )

/**
 * Reading never solves: a scenario computed from other offers than today's is marked STALE, and
 * while the process may still change, its solve starts again in the background (as does one that
 * a stopped api process left COMPUTING). Answers the scenarios as they are now.
 */
const renewed = async (
  saved: AwardScenario[],
  { fingerprint }: Basis,
  editable: boolean
) => {
  const abandoned = new Date(Date.now() - ABANDONED_AFTER_MS)
  const stale = saved.filter(
    (scenario) =>
      (scenario.state === 'READY' || scenario.state === 'STALE') &&
      scenario.basis !== fingerprint
  )
  const left = saved.filter(
    (scenario) =>
      scenario.state === 'COMPUTING' &&
      scenario.solveStartedAt < abandoned &&
      !isSolvingHere(scenario.id)
  )
  const now = new Map<string, AwardScenario>()
  if (editable)
    for (const scenario of [...stale, ...left]) {
      // only as it was read: of two readers, one starts it
      const started = await startSolve(scenario.id, {
        state: scenario.state,
        solveId: scenario.solveId,
      })
      if (started) now.set(scenario.id, { ...scenario, ...started })
    }
  else if (stale.length) {
    await db.awardScenario.updateMany({
      where: { id: { in: stale.map((scenario) => scenario.id) } },
      data: { state: 'STALE' },
    })
    for (const scenario of stale)
      now.set(scenario.id, { ...scenario, state: 'STALE' })
  }
  return saved.map((scenario) => now.get(scenario.id) ?? scenario)
}

/** Spec issue 24: a process's saved scenarios, the incumbents a scenario may keep, and the history. */
export const processScenarios = async ({
  processId,
}: {
  processId: string
}) => {
  const process = await processOfMyCompany(processId)
  const basis = await scenarioBasisOf(processId)
  const scenarios = await renewed(
    await db.awardScenario.findMany({
      where: { processId },
      orderBy: { createdAt: 'asc' },
    }),
    basis,
    !isSentForApproval(process.status)
  )
  const [volumes, history] = await Promise.all([
    currentVolumes(processId),
    db.processEvent.findMany({
      where: { processId },
      orderBy: { createdAt: 'desc' },
    }),
  ])
  return {
    scenarios: scenarios.map((scenario) => presented(scenario, basis, volumes)),
    incumbents: basis.basis.items
      .filter((item) => item.incumbentId)
      .map((item) => ({ itemId: item.id, supplierId: item.incumbentId })),
    history: history.map((event) => ({
      ...event,
      ...(event.details as unknown as ScenarioApplication),
    })),
  }
}

/** The ids a definition names must be this process's items and suppliers. */
const assertOwnIds = (definition: ScenarioDefinition, { basis }: Basis) => {
  const items = new Set(basis.items.map((item) => item.id))
  const suppliers = new Set(basis.suppliers.map((supplier) => supplier.id))
  assertAllOf(
    [...definition.dualItemIds, ...definition.keep.map((pair) => pair.itemId)],
    items,
    'process.scenarios.errors.item'
  )
  assertAllOf(
    definition.keep.map((pair) => pair.supplierId),
    suppliers,
    'process.scenarios.errors.supplier'
  )
}

const tooMany = () =>
  new UserInputError('process.scenarios.errors.tooMany', {
    values: { max: SCENARIOS_PER_PROCESS },
  })

export const saveScenario = async ({
  processId,
  input,
}: {
  processId: string
  input: ScenarioDefinition
}) => {
  await editableProcess(processId)
  const definition = await validateWith(scenarioSchema, input)
  // refused before the offers are solved; the database enforces it under concurrent saves
  if (
    (await db.awardScenario.count({ where: { processId } })) >=
    SCENARIOS_PER_PROCESS
  )
    throw tooMany()
  const basis = await scenarioBasisOf(processId)
  assertOwnIds(definition, basis)
  const user = currentUser()
  const scenario = await db.awardScenario
    .create({
      data: {
        processId,
        name: definition.name,
        definition: definition as unknown as Prisma.InputJsonValue,
        ...startingSolve(),
        createdById: user.id,
        createdByName: personName(user),
      },
    })
    .catch((error) => {
      // the database's own count (a trigger): another save took the last place meanwhile
      if (String(error).includes('AwardScenario_limit')) throw tooMany()
      throw error
    })
  // solved in the background: the screen follows its state until it is READY
  runSolve(scenario.id, scenario.solveId)
  return presented(scenario, basis, await currentVolumes(processId))
}

/** One scenario as the review shows it, read now. */
const presentedNow = async (id: string, processId: string) =>
  presented(
    await db.awardScenario.findUniqueOrThrow({ where: { id } }),
    await scenarioBasisOf(processId),
    await currentVolumes(processId)
  )

/** Stops a scenario's solve: CANCELLED, with the answer it had before (if any). */
export const cancelScenario = async ({ id }: { id: string }) => {
  const { scenario } = await editableScenario(id)
  const { count } = await db.awardScenario.updateMany({
    where: { id, state: 'COMPUTING' },
    data: { state: 'CANCELLED' },
  })
  if (!count) throw new UserInputError('process.scenarios.errors.notComputing')
  // a solve another api process runs goes on to its limit, but its answer is no longer stored
  stopSolve(id)
  return presentedNow(id, scenario.processId)
}

/** Solves a scenario again (one cancelled, failed, timed out or stale), in the background. */
export const recomputeScenario = async ({ id }: { id: string }) => {
  const { scenario } = await editableScenario(id)
  if (scenario.state !== 'COMPUTING')
    await startSolve(id, { state: scenario.state, solveId: scenario.solveId })
  return presentedNow(id, scenario.processId)
}

/**
 * A scenario of a process of my company that may still change (another company's is 'not
 * allowed'), with its process.
 */
const editableScenario = async (id: string) => {
  const scenario = isUuid(id)
    ? await db.awardScenario.findUnique({ where: { id } })
    : null
  if (!scenario) throw new UserInputError('process.scenarios.errors.notFound')
  return { scenario, process: await editableProcess(scenario.processId) }
}

export const deleteScenario = async ({ id }: { id: string }) => {
  await editableScenario(id)
  stopSolve(id)
  await db.awardScenario.delete({ where: { id } })
  return { id }
}

/**
 * The scenario's awards become the process's, in one transaction, as long as the offers it was
 * computed from are still the process's: a stale scenario is computed again before it is applied.
 */
export const applyScenario = async ({ id }: { id: string }) => {
  const { scenario, process } = await editableScenario(id)
  if (scenario.state === 'STALE')
    throw new UserInputError('process.scenarios.errors.stale')
  if (scenario.state !== 'READY')
    throw new UserInputError('process.scenarios.errors.notReady')
  const answer = answerOf(scenario)
  if (answer.problem || !answer.allocations.length)
    throw new UserInputError('process.scenarios.errors.nothingToApply')
  await writeScenarioAwards(process.id, scenario, answer.allocations)
  return db.process.findUnique({ where: { id: process.id } })
}
