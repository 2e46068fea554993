import { db } from 'src/lib/db'
import {
  awardedQuotationRow,
  itemDetailRow,
} from 'src/lib/testing/readyProcess'
import { signInAs } from 'src/lib/testing/signInAs'
import { ids } from 'src/lib/testing/sourcingScenario'
import { saveAwards } from 'src/services/awards/awards'
import { saveItemDetails } from 'src/services/items/items'
import { savePipeline } from 'src/services/pipeline/pipeline'
import { deleteProcess } from 'src/services/processes/processes'
import { deleteQuotationRound } from 'src/services/quotations/quotations'
import {
  decideProcess,
  sendProcessForApproval,
} from 'src/services/workflow/workflow'

import { savingsDashboard } from './savings'
import { rebuildSavingsRollup } from './savingsRollup'

const ACME = 'company-acme'

/** The company's rollup as the dashboard reads it: every cell that holds a process. */
const cells = async () =>
  (
    await db.savingsCell.findMany({
      where: { companyId: ACME, processes: { not: 0 } },
    })
  )
    .map(({ id: _id, ...cell }) =>
      JSON.stringify({
        ...cell,
        reductionX12: cell.reductionX12.toFixed(),
        avoidanceX12: cell.avoidanceX12.toFixed(),
        increaseX12: cell.increaseX12.toFixed(),
        approvalSeconds: cell.approvalSeconds.toFixed(),
      })
    )
    .sort()

/** The rollup the writes kept equals the one priced afresh from every line of every process. */
const expectRollupHeld = async () => {
  const kept = await cells()
  await rebuildSavingsRollup(ACME)
  expect(kept).toEqual(await cells())
}

const pipelineTotal = async () =>
  (await savingsDashboard()).pipeline.costSaving.toFixed(2)

const award = (quotationId: string, unitPrice: number) => ({
  quotationId,
  contractLength: 12,
  contractPeriod: 'MONTHS' as const,
  unitPrice: `${unitPrice}`,
  annualVolume: '1000',
  priceMechanism: 'Fixed',
  takeOrPay: false,
  ghgClause: false,
  terminationClause: false,
  paymentTerms: 60,
  incotermId: 'inco-cif',
  meetOrReleaseClause: false,
  rebate: false,
  rebateDetail: 'None',
  otherKeyTerms: null,
})

/** An item's pipeline over 12 months of 1,000 a year: historical 100, baseline 110. */
const pipelineLine = (itemId: string, expectedResultUnit: string) => ({
  itemId,
  contractLength: 12,
  baselineUnit: '110',
  expectedResultUnit,
  historicalPricingUnit: '100',
  annualVolume: '1000',
})

/** Both items detailed and quoted by supplier A in round 1, awarded through the award step. */
const awardBoth = async (unitPrice: number) => {
  const quotations = []
  for (const itemId of [ids.steel, ids.resin])
    quotations.push(
      await db.quotation.upsert({
        where: {
          processId_round_supplierId_itemId: {
            processId: ids.acmeProcess,
            round: 1,
            supplierId: ids.supplierA,
            itemId,
          },
        },
        update: {},
        create: awardedQuotationRow(itemId, unitPrice),
      })
    )
  await saveAwards({
    processId: ids.acmeProcess,
    input: quotations.map((q) => award(q.id, unitPrice)),
  })
}

describe('savings rollup', () => {
  scenario(
    'after each kind of write, equals the savings priced afresh from the lines',
    async () => {
      await signInAs('buyer')
      await expectRollupHeld()

      // items: a detail gives the process a category
      await saveItemDetails({
        processId: ids.acmeProcess,
        input: [ids.steel, ids.resin].map((itemId) => {
          const {
            historicalValue: _h,
            totalValue: _t,
            ...row
          } = itemDetailRow(itemId)
          return {
            ...row,
            annualVolume: `${row.annualVolume}`,
            historicalPrice: `${row.historicalPrice}`,
            baselinePrice: `${row.baselinePrice}`,
            existingContractAnnualValue: '0',
            existingContractAnnualVolume: `${row.existingContractAnnualVolume}`,
          }
        }),
      })
      await expectRollupHeld()

      // pipeline, per item over 12 months of 1,000: (100 − 95) reduction + (110 − 100) avoidance
      await savePipeline({
        processId: ids.acmeProcess,
        input: [pipelineLine(ids.steel, '95'), pipelineLine(ids.resin, '95')],
      })
      await expectRollupHeld()
      expect(await pipelineTotal()).toBe('30000.00')
      await savePipeline({
        processId: ids.acmeProcess,
        input: [pipelineLine(ids.steel, '90')],
      })
      await expectRollupHeld()
      expect(await pipelineTotal()).toBe('35000.00')

      // an item's detail again: another category
      await db.category.create({
        data: {
          id: 'cat-resin',
          code: 'RESIN',
          nameEn: 'Resin',
          namePt: 'Resina',
        },
      })
      await db.itemDetail.update({
        where: { itemId: ids.resin },
        data: { categoryId: 'cat-resin', historicalPrice: 120 },
      })
      await expectRollupHeld()

      // awards, then withdrawn with their round, then given again
      await awardBoth(95)
      await expectRollupHeld()
      await deleteQuotationRound({ processId: ids.acmeProcess, round: 1 })
      expect(await db.award.count()).toBe(0)
      await expectRollupHeld()
      await awardBoth(96)
      await expectRollupHeld()

      // approval: the awards become realized savings, in the month of the approval
      await sendProcessForApproval({
        id: ids.acmeProcess,
        input: { finalExecutiveSummary: 'Award both to Alpha' },
      })
      await expectRollupHeld()
      for (const approver of ['manager', 'owner']) {
        await signInAs(approver)
        await decideProcess({
          id: ids.acmeProcess,
          approve: true,
          input: {},
        })
        await expectRollupHeld()
      }
      const dashboard = await savingsDashboard()
      expect(dashboard.realized.processes).toBe(1)
      expect(dashboard.pipeline.processes).toBe(0)

      // a field the dashboard filters by, then the process deleted
      await db.process.update({
        where: { id: ids.acmeProcess },
        data: { processProfile: 'DIRECT_PURCHASE_SOLE_SOURCE' },
      })
      await expectRollupHeld()
      await deleteProcess({ id: ids.acmeProcess })
      await expectRollupHeld()
      expect(await cells()).toEqual([])
      expect((await savingsDashboard()).realized.processes).toBe(0)
    }
  )

  scenario('a rebuild touches only its own company', async () => {
    await signInAs('buyer')
    await savePipeline({
      processId: ids.acmeProcess,
      input: [pipelineLine(ids.steel, '95')],
    })
    const globex = () =>
      db.savingsCell.findMany({ where: { companyId: { not: ACME } } })
    const before = await globex()
    await rebuildSavingsRollup(ACME)
    expect(await globex()).toEqual(before)
    expect(await pipelineTotal()).toBe('15000.00')
  })

  scenario('a deleted company leaves nothing in the rollup', async () => {
    const of = { where: { companyId: 'company-globex' } }
    expect(await db.processSaving.count(of)).toBeGreaterThan(0)
    expect(await db.savingsCell.count(of)).toBeGreaterThan(0)

    await db.company.delete({ where: { id: 'company-globex' } })

    expect(await db.processSaving.count(of)).toBe(0)
    expect(await db.savingsCell.count(of)).toBe(0)
  })
})
