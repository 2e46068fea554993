import { db } from 'src/lib/db'
import { itemDetailRow } from 'src/lib/testing/readyProcess'
import { signInAs } from 'src/lib/testing/signInAs'
import { ids } from 'src/lib/testing/sourcingScenario'
import { sendingProblem } from 'src/services/workflow/workflow'

import {
  applyScenario,
  cancelScenario,
  deleteScenario,
  processScenarios,
  recomputeScenario,
  saveScenario,
} from './scenarios'
import { solvesSettled } from './scenarioSolves'

// Acme's process: steel and resin (1,000 a year each, historical 100, baseline 110). Alpha offers
// steel at 90 and resin at 100, Beta steel at 95 and resin at 98; Beta is a litigant.

const offer = (supplierId: string, itemId: string, price: number, round = 1) =>
  db.quotation.create({
    data: {
      processId: ids.acmeProcess,
      round,
      proposalDate: new Date('2026-11-01'),
      supplierId,
      itemId,
      annualVolume: 1000,
      paymentTerms: 60,
      responseStatus: 'ANSWERED',
      initialProposal: price + 5,
      negotiatedProposal: price,
      agreementLength: 12,
      agreementPeriod: 'MONTHS',
    },
  })

const prepare = async () => {
  for (const itemId of [ids.steel, ids.resin])
    await db.itemDetail.create({ data: itemDetailRow(itemId) })
  await db.processSupplier.update({
    where: { id: ids.supplierB },
    data: { litigant: true },
  })
  return {
    alphaSteel: await offer(ids.supplierA, ids.steel, 90),
    alphaResin: await offer(ids.supplierA, ids.resin, 100),
    betaSteel: await offer(ids.supplierB, ids.steel, 95),
    betaResin: await offer(ids.supplierB, ids.resin, 98),
  }
}

const saveComputing = (input: object) =>
  saveScenario({
    processId: ids.acmeProcess,
    input: { name: 'Test', kind: 'CHEAPEST', ...input } as never,
  })

/** The scenario as the review shows it now. */
const shown = async (id: string) =>
  (await processScenarios({ processId: ids.acmeProcess })).scenarios.find(
    (scenario) => scenario.id === id
  )

/** Saved, and shown once its solve has ended. */
const save = async (input: object) => {
  const saved = await saveComputing(input)
  await solvesSettled()
  return shown(saved.id)
}

/**
 * Acme's process made hard to prove: 100 items that each of 30 suppliers prices on its own
 * (prices drawn independently), so that "at most 3 suppliers" leaves the solver a long search.
 */
const hardProcess = async () => {
  let seed = 11
  const drawn = () => (seed = (seed * 16807) % 2147483647) / 2147483647
  const items = Array.from({ length: 100 }, (_, i) => `hard-item-${i}`)
  const suppliers = Array.from({ length: 30 }, (_, s) => `hard-supplier-${s}`)
  await db.processItem.createMany({
    data: items.map((id, i) => ({
      id,
      processId: ids.acmeProcess,
      code: `HARD-${i}`,
      description: `Hard item ${i}`,
    })),
  })
  await db.itemDetail.createMany({ data: items.map(itemDetailRow) })
  await db.processSupplier.createMany({
    data: suppliers.map((id, s) => ({
      id,
      processId: ids.acmeProcess,
      name: `Hard supplier ${s}`,
      vat: `VAT-${s}`,
      sapCode: `SAP-${s}`,
      countryId: 'country-br',
    })),
  })
  await db.quotation.createMany({
    data: items.flatMap((itemId) =>
      suppliers.map((supplierId) => ({
        processId: ids.acmeProcess,
        round: 1,
        proposalDate: new Date('2026-11-01'),
        supplierId,
        itemId,
        annualVolume: 1000,
        paymentTerms: 60,
        responseStatus: 'ANSWERED' as const,
        initialProposal: 120,
        negotiatedProposal: (85 + drawn() * 30).toFixed(2),
        agreementLength: 12,
        agreementPeriod: 'MONTHS' as const,
      }))
    ),
  })
}

const HARD = { kind: 'AT_MOST', maxSuppliers: 3, maxSharePercent: 60 }

// a hard process takes seconds to write and to solve within a short limit: not a measure of speed
jest.setTimeout(60_000)

const volumes = (scenario: Awaited<ReturnType<typeof save>>) =>
  scenario.allocations.map((a) => [a.itemId, a.supplierId, a.annualVolume])

describe('award scenarios', () => {
  scenario(
    'compares scenarios with their totals, savings and difference to the cheapest',
    async () => {
      await prepare()
      await signInAs('buyer')
      const cheapest = await save({ name: 'Cheapest' })
      expect(volumes(cheapest)).toEqual([
        [ids.steel, ids.supplierA, '1000'],
        [ids.resin, ids.supplierB, '1000'],
      ])
      // 90,000 + 98,000 a year; reduction (100 − price) × volume, avoidance (110 − 100) × volume
      expect(cheapest.totals).toEqual({
        totalValue: '188000.00',
        costReduction: '12000.00',
        costAvoidance: '20000.00',
        costIncrease: '0.00',
        result: '32000.00',
        differenceToCheapest: '0.00',
      })
      const single = await save({
        name: 'Alpha alone',
        kind: 'SINGLE',
        exclude: ['litigant'],
      })
      expect(volumes(single)).toEqual([
        [ids.steel, ids.supplierA, '1000'],
        [ids.resin, ids.supplierA, '1000'],
      ])
      expect(single.totals.differenceToCheapest).toBe('2000.00')
      expect(single.suppliers).toEqual([
        {
          supplierId: ids.supplierA,
          name: 'Alpha',
          value: '190000.00',
          sharePercent: '100.00',
        },
      ])
      const { scenarios } = await processScenarios({
        processId: ids.acmeProcess,
      })
      expect(scenarios.map((s) => [s.name, s.createdByName])).toEqual([
        ['Cheapest', 'Buyer Test'],
        ['Alpha alone', 'Buyer Test'],
      ])
    }
  )

  scenario(
    "compares every scenario over each item's agreement: an award's 24 months count for whoever gets the item",
    async () => {
      const offers = await prepare()
      // resin goes to Beta, its award made 24 months long
      await db.quotation.update({
        where: { id: offers.betaResin.id },
        data: { awarded: true, awardedProposal: 98, awardedVolume: 1000 },
      })
      await db.award.create({
        data: {
          processId: ids.acmeProcess,
          quotationId: offers.betaResin.id,
          volume: 100,
          contractLength: 24,
          unitPrice: 98,
          annualVolume: 1000,
          totalContractValue: 196_000,
          totalContractVolume: 2000,
          priceMechanism: 'Fixed',
          rebateDetail: 'None',
          paymentTerms: 60,
        },
      })
      await signInAs('buyer')

      const cheapest = await save({ name: 'Cheapest' })
      const single = await save({
        name: 'Alpha alone',
        kind: 'SINGLE',
        exclude: ['litigant'],
      })

      // steel for a year: reduction 10 × 1,000, avoidance 10 × 1,000; resin for two years, whoever
      // gets it: Beta's reduction 2 × 2,000 and avoidance 10 × 2,000, Alpha's avoidance 10 × 2,000
      expect(cheapest.totals).toMatchObject({
        costReduction: '14000.00',
        costAvoidance: '30000.00',
        result: '44000.00',
      })
      expect(single.totals).toMatchObject({
        costReduction: '10000.00',
        costAvoidance: '30000.00',
        result: '40000.00',
      })
      // applied, the scenario's award is as long as the one it compared
      await applyScenario({ id: single.id })
      const resin = await db.award.findFirst({
        where: { quotation: { itemId: ids.resin } },
      })
      expect([resin.contractLength, resin.contractPeriod]).toEqual([
        24,
        'MONTHS',
      ])
    }
  )

  scenario(
    'an item not awarded yet: compared over the longest term offered, awarded for the term its supplier offered',
    async () => {
      const offers = await prepare()
      await db.quotation.update({
        where: { id: offers.betaResin.id },
        data: { agreementLength: 24 },
      })
      await signInAs('buyer')

      const single = await save({
        name: 'Alpha alone',
        kind: 'SINGLE',
        exclude: ['litigant'],
      })
      // steel for a year: reduction and avoidance 10 × 1,000 each; resin over Beta's two years,
      // Alpha's too: avoidance 10 × 2,000
      expect(single.totals).toMatchObject({
        costReduction: '10000.00',
        costAvoidance: '30000.00',
      })
      await applyScenario({ id: single.id })
      const resin = await db.award.findFirstOrThrow({
        where: { quotation: { itemId: ids.resin } },
      })
      // Alpha offered a year: it is not awarded Beta's two
      expect([resin.contractLength, resin.contractPeriod]).toEqual([
        12,
        'MONTHS',
      ])
    }
  )

  scenario(
    "answers from each supplier's latest round, and again when an offer changes",
    async () => {
      await prepare()
      await offer(ids.supplierA, ids.resin, 97, 2)
      await signInAs('buyer')
      const saved = await save({})
      expect(volumes(saved)).toEqual([
        [ids.steel, ids.supplierA, '1000'],
        [ids.resin, ids.supplierA, '1000'],
      ])
      await db.quotation.updateMany({
        where: { round: 2 },
        data: { negotiatedProposal: 99 },
      })
      await expect(applyScenario({ id: saved.id })).rejects.toThrow(
        'process.scenarios.errors.stale'
      )
      // reading answers at once: the old answer, marked stale, computed again in the background
      const [reading] = (await processScenarios({ processId: ids.acmeProcess }))
        .scenarios
      expect([reading.state, reading.stale]).toEqual(['COMPUTING', true])
      expect(volumes(reading)[1]).toEqual([ids.resin, ids.supplierA, '1000'])
      await solvesSettled()
      const again = await shown(saved.id)
      expect([again.state, again.stale]).toEqual(['READY', false])
      expect(volumes(again)[1]).toEqual([ids.resin, ids.supplierB, '1000'])
      await applyScenario({ id: saved.id })
    }
  )

  scenario(
    'applies a scenario: awards replaced, unchanged pairs keep their terms, the change in the history',
    async () => {
      const offers = await prepare()
      await db.quotation.update({
        where: { id: offers.alphaSteel.id },
        data: {
          awarded: true,
          awardedProposal: 90,
          awardedVolume: 400,
          agreementLength: 24,
        },
      })
      await db.quotation.update({
        where: { id: offers.betaSteel.id },
        data: {
          awarded: true,
          awardedProposal: 95,
          awardedVolume: 600,
          agreementLength: 12,
        },
      })
      const kept = await db.award.create({
        data: {
          processId: ids.acmeProcess,
          quotationId: offers.alphaSteel.id,
          volume: 40,
          contractLength: 24,
          unitPrice: 90,
          annualVolume: 400,
          totalContractValue: 72_000,
          totalContractVolume: 800,
          priceMechanism: 'Fixed, IPCA yearly',
          rebateDetail: '2 % over 500 t',
          rebate: true,
          paymentTerms: 90,
        },
      })
      await signInAs('buyer')
      const scenario = await save({ kind: 'SINGLE', exclude: ['litigant'] })
      expect(scenario.changes).toEqual(
        expect.arrayContaining([
          {
            itemId: ids.steel,
            supplierId: ids.supplierA,
            currentVolume: '400',
            scenarioVolume: '1000',
          },
          {
            itemId: ids.steel,
            supplierId: ids.supplierB,
            currentVolume: '600',
            scenarioVolume: '0',
          },
          {
            itemId: ids.resin,
            supplierId: ids.supplierA,
            currentVolume: '0',
            scenarioVolume: '1000',
          },
        ])
      )
      await applyScenario({ id: scenario.id })

      const awards = await db.award.findMany({
        where: { processId: ids.acmeProcess },
        include: { quotation: true },
        orderBy: { unitPrice: 'asc' },
      })
      expect(
        awards.map((a) => [
          a.quotation.itemId,
          a.quotation.supplierId,
          a.annualVolume.toFixed(),
        ])
      ).toEqual([
        [ids.steel, ids.supplierA, '1000'],
        [ids.resin, ids.supplierA, '1000'],
      ])
      const steel = awards[0]
      expect(steel.id).toBe(kept.id)
      expect([
        steel.priceMechanism,
        steel.rebateDetail,
        steel.rebate,
        steel.paymentTerms,
        steel.contractLength,
      ]).toEqual(['Fixed, IPCA yearly', '2 % over 500 t', true, 90, 24])
      // 90 × 1,000 a year over 24 months
      expect(steel.totalContractValue.toFixed(2)).toBe('180000.00')
      expect(awards[1].priceMechanism).toBe('')
      expect(
        (await db.quotation.findUnique({ where: { id: offers.betaSteel.id } }))
          .awarded
      ).toBe(false)
      // the new pair's terms are still to be written: the process cannot be sent yet
      expect((await sendingProblem(ids.acmeProcess)).message).toBe(
        'process.errors.awardTermsMissing'
      )

      const { history } = await processScenarios({ processId: ids.acmeProcess })
      expect(history).toHaveLength(1)
      expect(history[0]).toMatchObject({
        scenarioName: 'Test',
        userName: 'Buyer Test',
      })
      expect(history[0].changes).toHaveLength(3)
    }
  )

  scenario('keeps four scenarios per process, and deletes one', async () => {
    await prepare()
    await signInAs('buyer')
    const first = await save({ name: 'One' })
    for (const name of ['Two', 'Three', 'Four']) await save({ name })
    await expect(save({ name: 'Five' })).rejects.toThrow(
      'process.scenarios.errors.tooMany'
    )
    await deleteScenario({ id: first.id })
    await save({ name: 'Five' })
    expect(
      (await processScenarios({ processId: ids.acmeProcess })).scenarios
    ).toHaveLength(4)
  })

  scenario(
    'the database keeps four scenarios per process when two are saved at once',
    async () => {
      await prepare()
      await signInAs('buyer')
      for (const name of ['One', 'Two', 'Three']) await save({ name })

      const saved = await Promise.allSettled([
        save({ name: 'Four' }),
        save({ name: 'Five' }),
      ])
      await solvesSettled()

      expect(saved.map((result) => result.status).sort()).toEqual([
        'fulfilled',
        'rejected',
      ])
      const refused = saved.find((result) => result.status === 'rejected')
      expect((refused as PromiseRejectedResult).reason.message).toBe(
        'process.scenarios.errors.tooMany'
      )
      expect(await db.awardScenario.count()).toBe(4)
    }
  )

  scenario(
    "a grid save just before a scenario is applied makes it stale: the buyer's prices are never overwritten",
    async () => {
      const offers = await prepare()
      await signInAs('buyer')
      const cheapest = await save({})
      // the buyer's grid saves a lower price for Beta's steel as the apply starts
      const transaction = db.$transaction.bind(db)
      jest.spyOn(db, '$transaction').mockImplementationOnce((async (
        ...args: Parameters<typeof transaction>
      ) => {
        await db.quotation.update({
          where: { id: offers.betaSteel.id },
          data: { negotiatedProposal: 80 },
        })
        return transaction(...args)
      }) as typeof db.$transaction)

      await expect(applyScenario({ id: cheapest.id })).rejects.toThrow(
        'process.scenarios.errors.stale'
      )
      expect(await db.award.count()).toBe(0)
      expect(await db.quotation.count({ where: { awarded: true } })).toBe(0)
    }
  )

  scenario(
    "refuses a definition that is not valid or names what is not the process's",
    async () => {
      await prepare()
      await signInAs('buyer')
      await expect(save({ kind: 'AT_MOST' })).rejects.toThrow(
        'validation.required'
      )
      await expect(save({ kind: 'AT_MOST', maxSuppliers: 11 })).rejects.toThrow(
        'validation.between'
      )
      await expect(save({ dualItemIds: [ids.globexItem] })).rejects.toThrow(
        'process.scenarios.errors.item'
      )
      await expect(
        save({ keep: [{ itemId: ids.steel, supplierId: ids.globexSupplier }] })
      ).rejects.toThrow('process.scenarios.errors.supplier')
      expect(await db.awardScenario.count()).toBe(0)
    }
  )

  scenario('another company gets "not allowed"', async () => {
    await prepare()
    await signInAs('buyer')
    const saved = await save({})
    await signInAs('stranger')
    await expect(
      processScenarios({ processId: ids.acmeProcess })
    ).rejects.toThrow('process.errors.companyNotAllowed')
    await expect(save({})).rejects.toThrow('process.errors.companyNotAllowed')
    await expect(applyScenario({ id: saved.id })).rejects.toThrow(
      'process.errors.companyNotAllowed'
    )
    await expect(deleteScenario({ id: saved.id })).rejects.toThrow(
      'process.errors.companyNotAllowed'
    )
    await expect(cancelScenario({ id: saved.id })).rejects.toThrow(
      'process.errors.companyNotAllowed'
    )
    await expect(recomputeScenario({ id: saved.id })).rejects.toThrow(
      'process.errors.companyNotAllowed'
    )
    expect(await db.award.count()).toBe(0)
    await signInAs('buyer')
    expect((await shown(saved.id)).state).toBe('READY')
  })

  scenario(
    'a scenario is solved in the background: COMPUTING when saved, then READY with its answer',
    async () => {
      await prepare()
      await signInAs('buyer')
      const saved = await saveComputing({ name: 'Cheapest' })
      expect(saved.state).toBe('COMPUTING')
      expect(saved.progress).toBeGreaterThanOrEqual(0)
      expect(saved.computedAt).toBeNull()
      expect(saved.allocations).toEqual([])

      await solvesSettled()
      const ready = await shown(saved.id)
      expect([ready.state, ready.progress, ready.optimal]).toEqual([
        'READY',
        null,
        true,
      ])
      expect(ready.computedAt).toBeInstanceOf(Date)
      expect(volumes(ready)).toEqual([
        [ids.steel, ids.supplierA, '1000'],
        [ids.resin, ids.supplierB, '1000'],
      ])
      await expect(cancelScenario({ id: saved.id })).rejects.toThrow(
        'process.scenarios.errors.notComputing'
      )
    }
  )

  scenario(
    'a hard scenario is cancelled while it computes, and computed again on request',
    async () => {
      await hardProcess()
      await signInAs('buyer')
      const saved = await saveComputing(HARD)

      const cancelled = await cancelScenario({ id: saved.id })
      expect(cancelled.state).toBe('CANCELLED')
      await solvesSettled()
      const shownCancelled = await shown(saved.id)
      expect([shownCancelled.state, shownCancelled.computedAt]).toEqual([
        'CANCELLED',
        null,
      ])
      await expect(applyScenario({ id: saved.id })).rejects.toThrow(
        'process.scenarios.errors.notReady'
      )

      process.env.SCENARIO_SOLVE_SECONDS = '0.2'
      try {
        expect((await recomputeScenario({ id: saved.id })).state).toBe(
          'COMPUTING'
        )
        await solvesSettled()
      } finally {
        delete process.env.SCENARIO_SOLVE_SECONDS
      }
      const computed = await shown(saved.id)
      expect(computed.state).not.toBe('COMPUTING')
      expect(computed.state).not.toBe('CANCELLED')
    }
  )

  scenario(
    'a hard scenario the time limit stops before any award is found is TIMED_OUT',
    async () => {
      await hardProcess()
      await signInAs('buyer')
      process.env.SCENARIO_SOLVE_SECONDS = '0.001'
      try {
        await saveComputing(HARD)
        await solvesSettled()
      } finally {
        delete process.env.SCENARIO_SOLVE_SECONDS
      }
      const [timedOut] = (
        await processScenarios({ processId: ids.acmeProcess })
      ).scenarios
      expect(timedOut.state).toBe('TIMED_OUT')
      expect(timedOut.problem.key).toBe('process.scenarios.problems.tooHard')
      expect(timedOut.allocations).toEqual([])
    }
  )

  scenario(
    'reading a process sent for approval never solves: a stale scenario is marked STALE and keeps its answer',
    async () => {
      await prepare()
      await signInAs('buyer')
      const saved = await save({})
      await db.quotation.updateMany({
        where: { supplierId: ids.supplierB, itemId: ids.resin },
        data: { negotiatedProposal: 101 },
      })
      await db.process.update({
        where: { id: ids.acmeProcess },
        data: { status: 'IN_REVIEW' },
      })
      await signInAs('owner')

      const read = await shown(saved.id)
      expect([read.state, read.stale]).toEqual(['STALE', true])
      await solvesSettled()
      const after = await shown(saved.id)
      expect([after.state, after.computedAt]).toEqual([
        'STALE',
        saved.computedAt,
      ])
      // still Beta's resin at 98, as computed before
      expect(volumes(after)[1]).toEqual([ids.resin, ids.supplierB, '1000'])
    }
  )

  scenario('a process sent for approval keeps its awards', async () => {
    await prepare()
    await signInAs('buyer')
    const saved = await save({})
    await db.process.update({
      where: { id: ids.acmeProcess },
      data: { status: 'IN_REVIEW' },
    })
    await expect(applyScenario({ id: saved.id })).rejects.toThrow(
      'process.errors.alreadyInReview'
    )
  })
})
