import type { Prisma, ProcessStatus } from '@prisma/client'
import { dec, personName, type Numeric } from '@procura/shared'

import { ForbiddenError, UserInputError } from '@redwoodjs/graphql-server'

import { currentUser } from 'src/lib/auth'
import { db } from 'src/lib/db'
import { awardFigures } from 'src/services/awards/awards'
import { isSentForApproval } from 'src/services/processes/access'

import { scenarioBasisOf } from './scenarioBasis'
import type { Allocation } from './solveScenario'

const pairOf = (row: { itemId: string; supplierId: string }) =>
  `${row.itemId}:${row.supplierId}`

/** The volume each (item, supplier) is awarded, by pair: split rounds of one pair added up. */
export const awardedVolumes = (
  quotations: {
    itemId: string
    supplierId: string
    awardedVolume: Numeric | null
  }[]
) => {
  const volumes = new Map<string, string>()
  for (const quotation of quotations) {
    const pair = pairOf(quotation)
    volumes.set(
      pair,
      dec(volumes.get(pair)).plus(dec(quotation.awardedVolume)).toFixed()
    )
  }
  return volumes
}

/** Each (item, supplier) whose awarded volume a scenario changes: today's and the scenario's. */
export const awardChanges = (
  allocations: Allocation[],
  current: Map<string, string>
) => {
  const proposed = new Map(allocations.map((a) => [pairOf(a), a.annualVolume]))
  return [...new Set([...current.keys(), ...proposed.keys()])]
    .map((pair) => {
      const [itemId, supplierId] = pair.split(':')
      return {
        itemId,
        supplierId,
        currentVolume: current.get(pair) ?? '0',
        scenarioVolume: proposed.get(pair) ?? '0',
      }
    })
    .filter(
      (change) => !dec(change.currentVolume).eq(dec(change.scenarioVolume))
    )
}

/** What the process's history keeps of a scenario applied. */
export interface ScenarioApplication {
  scenarioId: string
  scenarioName: string
  changes: ReturnType<typeof awardChanges>
}

const awardedQuotations = (tx: Prisma.TransactionClient, processId: string) =>
  tx.quotation.findMany({
    where: { processId, awarded: true },
    select: {
      id: true,
      itemId: true,
      supplierId: true,
      awardedVolume: true,
      awards: { select: { id: true } },
    },
  })

/** The award each pair keeps (its terms stay); the other awards of the process go. */
const keptAwards = (
  awarded: Awaited<ReturnType<typeof awardedQuotations>>,
  allocations: Allocation[]
) => {
  const wanted = new Map(allocations.map((a) => [pairOf(a), a.quotationId]))
  const kept = new Map<string, string>()
  for (const quotation of awarded) {
    const award = quotation.awards[0]
    const pair = pairOf(quotation)
    // the award already on the scenario's quotation wins over one of an earlier round
    if (
      award &&
      wanted.has(pair) &&
      (!kept.has(pair) || quotation.id === wanted.get(pair))
    )
      kept.set(pair, award.id)
  }
  return kept
}

/**
 * Writes a scenario's allocations as the process's awards: quotations awarded or not as it says,
 * each pair's award kept with its terms (moved to the scenario's quotation) or started from the
 * quotation's, and the change kept in the process's history.
 */
export const writeScenarioAwards = async (
  processId: string,
  scenario: { id: string; name: string; basis: string },
  allocations: Allocation[]
) => {
  const user = currentUser()
  await db.$transaction(async (tx) => {
    const [{ status }] = await tx.$queryRaw<{ status: ProcessStatus }[]>`
      SELECT status FROM "Process" WHERE id = ${processId} FOR UPDATE`
    if (isSentForApproval(status))
      throw new ForbiddenError('process.errors.alreadyInReview')
    // the offers it was computed from, read under the lock: a grid save or a portal close waits
    // for the lock, one just before it makes the scenario stale
    if ((await scenarioBasisOf(processId, tx)).fingerprint !== scenario.basis)
      throw new UserInputError('process.scenarios.errors.stale')
    const awarded = await awardedQuotations(tx, processId)
    const before = awardedVolumes(awarded)
    const itemsAwarded = new Set(
      awarded.filter((q) => q.awards.length).map((q) => q.itemId)
    )
    const kept = keptAwards(awarded, allocations)
    await tx.award.deleteMany({
      where: { processId, id: { notIn: [...kept.values()] } },
    })
    await tx.quotation.updateMany({
      where: {
        processId,
        awarded: true,
        id: { notIn: allocations.map((a) => a.quotationId) },
      },
      data: {
        awarded: false,
        awardedProposal: null,
        awardedVolume: null,
        agreementLength: null,
      },
    })
    const quotations = await tx.quotation.findMany({
      where: { id: { in: allocations.map((a) => a.quotationId) } },
      select: {
        id: true,
        paymentTerms: true,
        incotermId: true,
        agreementLength: true,
        agreementPeriod: true,
        item: { select: { detail: { select: { annualVolume: true } } } },
      },
    })
    const quotationOf = new Map(quotations.map((q) => [q.id, q]))
    for (const allocation of allocations) {
      const quotation = quotationOf.get(allocation.quotationId)
      // an awarded item's agreement goes to whoever gets it; an item not awarded yet is awarded
      // for the term its supplier offered (the comparison's longest one may be another's)
      const terms = itemsAwarded.has(allocation.itemId)
        ? allocation
        : {
            ...allocation,
            contractLength: quotation.agreementLength ?? 12,
            contractPeriod: quotation.agreementPeriod,
          }
      const figures = awardFigures(
        terms,
        quotation.item.detail?.annualVolume ?? 0
      )
      await tx.quotation.update({
        where: { id: quotation.id },
        data: {
          awarded: true,
          awardedProposal: figures.unitPrice,
          awardedVolume: figures.annualVolume,
          agreementLength: figures.contractLength,
          agreementPeriod: figures.contractPeriod,
        },
      })
      const awardId = kept.get(pairOf(allocation))
      if (awardId)
        await tx.award.update({
          where: { id: awardId },
          data: { quotationId: quotation.id, ...figures },
        })
      else
        await tx.award.create({
          data: {
            processId,
            quotationId: quotation.id,
            ...figures,
            // the terms a buyer completes in the awardees step (sending for review asks for them)
            priceMechanism: '',
            rebateDetail: '',
            paymentTerms: quotation.paymentTerms,
            incotermId: quotation.incotermId,
          },
        })
    }
    await tx.processEvent.create({
      data: {
        processId,
        kind: 'SCENARIO_APPLIED',
        userId: user.id,
        userName: personName(user),
        details: {
          scenarioId: scenario.id,
          scenarioName: scenario.name,
          changes: awardChanges(allocations, before),
        } satisfies ScenarioApplication,
      },
    })
  })
}
