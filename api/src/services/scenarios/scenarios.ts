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
import { validateWith } from 'src/lib/validation'
import {
  assertAllOf,
  editableProcess,
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
  solveScenario,
  type ScenarioAnswer,
  type ScenarioBasis,
} from './solveScenario'

type Basis = Awaited<ReturnType<typeof scenarioBasisOf>>

const answerOf = (scenario: AwardScenario) =>
  scenario.answer as unknown as ScenarioAnswer
const definitionOf = (scenario: AwardScenario) =>
  scenario.definition as unknown as ScenarioDefinition

/** A saved scenario as the review shows it: its definition, answer and figures. */
const presented = (
  scenario: AwardScenario,
  basis: ScenarioBasis,
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
    uncovered: answer.uncovered,
    changes: awardChanges(answer.allocations, current),
  }
}

/** A scenario's answer as stored: with the fingerprint of what it was computed from, and when. */
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
})

/** The answer again when the offers, volumes or flags it was computed from have changed. */
const current = async (scenario: AwardScenario, basis: Basis) =>
  scenario.basis === basis.fingerprint
    ? scenario
    : db.awardScenario.update({
        where: { id: scenario.id },
        data: await computedAnswer(basis, definitionOf(scenario)),
      })

/** The volume each (item, supplier) is awarded today. */
const currentVolumes = async (processId: string) =>
  awardedVolumes(
    await db.quotation.findMany({
      where: { processId, awarded: true },
      select: { itemId: true, supplierId: true, awardedVolume: true },
    })
  )

/** Spec issue 24: a process's saved scenarios, the incumbents a scenario may keep, and the history. */
export const processScenarios = async ({
  processId,
}: {
  processId: string
}) => {
  await processOfMyCompany(processId)
  const basis = await scenarioBasisOf(processId)
  const [saved, volumes, history] = await Promise.all([
    db.awardScenario.findMany({
      where: { processId },
      orderBy: { createdAt: 'asc' },
    }),
    currentVolumes(processId),
    db.processEvent.findMany({
      where: { processId },
      orderBy: { createdAt: 'desc' },
    }),
  ])
  const scenarios = []
  for (const scenario of saved) scenarios.push(await current(scenario, basis))
  return {
    scenarios: scenarios.map((scenario) =>
      presented(scenario, basis.basis, volumes)
    ),
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
        ...(await computedAnswer(basis, definition)),
        createdById: user.id,
        createdByName: personName(user),
      },
    })
    .catch((error) => {
      // the database's own count (a trigger): another save took the last place meanwhile
      if (String(error).includes('AwardScenario_limit')) throw tooMany()
      throw error
    })
  return presented(scenario, basis.basis, await currentVolumes(processId))
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
  await db.awardScenario.delete({ where: { id } })
  return { id }
}

/**
 * The scenario's awards become the process's, in one transaction, as long as the offers it was
 * computed from are still the process's: a stale scenario is computed again before it is applied.
 */
export const applyScenario = async ({ id }: { id: string }) => {
  const { scenario, process } = await editableScenario(id)
  const answer = answerOf(scenario)
  if (answer.problem || !answer.allocations.length)
    throw new UserInputError('process.scenarios.errors.nothingToApply')
  await writeScenarioAwards(process.id, scenario, answer.allocations)
  return db.process.findUnique({ where: { id: process.id } })
}
