import {
  awardBasisOf,
  dec,
  realizedSavings,
  stored,
  sumOf,
  totalSavings,
  type AwardInput,
  type Numeric,
  type QuotationInput,
} from '@procura/shared'

import { db } from 'src/lib/db'
import { itemDetailRow } from 'src/lib/testing/readyProcess'
import { signInAs } from 'src/lib/testing/signInAs'
import { ids } from 'src/lib/testing/sourcingScenario'
import { Process } from 'src/services/processes/processes'
import { processReportContent } from 'src/services/processes/report'
import {
  deleteQuotationRound,
  saveQuotationRound,
} from 'src/services/quotations/quotations'
import { savingsDashboard } from 'src/services/savings/savings'
import { saveSuppliers } from 'src/services/suppliers/processSuppliers'
import { sendingProblem } from 'src/services/workflow/workflow'

import { saveAwards } from './awards'

/** Steel (1,000 a year) quoted by both suppliers in round 1, both awarded: a split award. */
const quoteSteel = async () => {
  await db.itemDetail.create({ data: itemDetailRow(ids.steel) })
  const quote = (supplierId: string, awarded: boolean) =>
    db.quotation.create({
      data: {
        processId: ids.acmeProcess,
        round: 1,
        proposalDate: new Date('2026-11-01'),
        supplierId,
        itemId: ids.steel,
        annualVolume: 1000,
        paymentTerms: 60,
        responseStatus: 'ANSWERED',
        awarded,
        agreementPeriod: 'MONTHS',
      },
    })
  return {
    a: await quote(ids.supplierA, true),
    b: await quote(ids.supplierB, true),
  }
}

const award = (
  quotationId: string,
  change: Partial<AwardInput> = {}
): AwardInput => ({
  quotationId,
  contractLength: 2,
  contractPeriod: 'YEARS',
  unitPrice: '95',
  annualVolume: '600',
  priceMechanism: 'Fixed, yearly IPCA adjustment',
  takeOrPay: false,
  ghgClause: true,
  terminationClause: true,
  paymentTerms: 60,
  incotermId: 'inco-cif',
  meetOrReleaseClause: false,
  rebate: false,
  rebateDetail: 'None',
  otherKeyTerms: null,
  ...change,
})

const save = (awards: AwardInput[]) =>
  saveAwards({ processId: ids.acmeProcess, input: awards })

describe('awards', () => {
  scenario(
    'splits an item between suppliers, with totals computed',
    async () => {
      await signInAs('buyer')
      const { a, b } = await quoteSteel()

      await save([
        award(a.id),
        award(b.id, { annualVolume: '400', unitPrice: '97' }),
      ])

      const awards = await db.award.findMany({
        orderBy: { annualVolume: 'desc' },
      })
      expect(
        awards.map((x) => [
          Number(x.volume),
          Number(x.totalContractVolume),
          Number(x.totalContractValue),
        ])
      ).toEqual([
        [60, 1200, 114_000],
        [40, 800, 77_600],
      ])
    }
  )

  scenario("refuses awards that exceed the item's annual volume", async () => {
    await signInAs('buyer')
    const { a, b } = await quoteSteel()

    await expect(
      save([award(a.id), award(b.id, { annualVolume: '401' })])
    ).rejects.toThrow('process.awards.errors.volumeExceeded')
    expect(await db.award.count()).toBe(0)
  })

  scenario('withdraws an award left out', async () => {
    await signInAs('buyer')
    const { a, b } = await quoteSteel()
    await save([award(a.id), award(b.id, { annualVolume: '400' })])

    await save([award(a.id, { annualVolume: '1000' })])

    expect((await db.award.findMany()).map((x) => x.quotationId)).toEqual([
      a.id,
    ])
  })

  scenario('requires an awarded quotation of this process', async () => {
    await signInAs('buyer')
    const { a } = await quoteSteel()
    await db.quotation.update({ where: { id: a.id }, data: { awarded: false } })

    await expect(save([award(a.id)])).rejects.toThrow(
      'process.awards.errors.quotation'
    )
    await expect(save([award('')])).rejects.toThrow(
      'process.awards.errors.quotation'
    )
  })

  scenario(
    'requires price mechanism, rebate detail and the clauses as booleans',
    async () => {
      await signInAs('buyer')
      const { a } = await quoteSteel()

      await expect(save([award(a.id, { priceMechanism: '' })])).rejects.toThrow(
        'validation.required'
      )
      await expect(
        save([award(a.id, { rebate: true, rebateDetail: ' ' })])
      ).rejects.toThrow('process.awards.errors.rebateDetail')
      for (const field of [
        'takeOrPay',
        'ghgClause',
        'terminationClause',
        'meetOrReleaseClause',
        'rebate',
      ])
        await expect(save([award(a.id, { [field]: null })])).rejects.toThrow(
          'validation.required'
        )
      expect(await db.award.count()).toBe(0)
    }
  )

  scenario(
    'asks the rebate detail only of the award whose rebate is ticked',
    async () => {
      await signInAs('buyer')
      const { a, b } = await quoteSteel()

      await expect(
        save([
          award(a.id, { rebate: true, rebateDetail: '' }),
          award(b.id, { annualVolume: '400', rebateDetail: '' }),
        ])
      ).rejects.toThrow('process.awards.errors.rebateDetail')
      expect(await db.award.count()).toBe(0)

      await save([
        award(a.id, { rebate: true, rebateDetail: '2 % over 1,000 t' }),
        award(b.id, { annualVolume: '400', rebateDetail: '' }),
      ])

      const saved = await db.award.findMany({
        orderBy: { annualVolume: 'desc' },
      })
      expect(saved.map((x) => [x.rebate, x.rebateDetail])).toEqual([
        [true, '2 % over 1,000 t'],
        [false, ''],
      ])
      // nor does sending ask it of the award without a rebate
      await db.itemDetail.create({ data: itemDetailRow(ids.resin) })
      expect(await sendingProblem(ids.acmeProcess)).toBeNull()
    }
  )

  scenario("refuses another company's process", async () => {
    await signInAs('buyer')
    const { a } = await quoteSteel()

    await signInAs('stranger')
    await expect(save([award(a.id)])).rejects.toThrow(
      'process.errors.companyNotAllowed'
    )
  })
})

// ───────── one truth per award: every reader sees the same awards after every change ─────────

type Row = Omit<QuotationInput, 'round'>

/** A round's proposal as the grid sends it (decimals as text). */
const proposal = (
  supplierId: string,
  itemId: string,
  change: Partial<Row> = {}
): Row => ({
  proposalDate: new Date('2026-11-01'),
  supplierId,
  itemId,
  annualVolume: '1000',
  paymentTerms: 60,
  responseStatus: 'ANSWERED',
  initialProposal: '99.9',
  negotiatedProposal: '95.10',
  awarded: false,
  agreementLength: 12,
  agreementPeriod: 'MONTHS',
  awardedProposal: null,
  awardedVolume: null,
  ...change,
})

const awardedAt = (price: string, volume: string): Partial<Row> => ({
  awarded: true,
  awardedProposal: price,
  awardedVolume: volume,
  agreementLength: 18,
})

const saveRound = (rows: Row[], round = 1) =>
  saveQuotationRound({ processId: ids.acmeProcess, round, input: rows })

/** The awardees step for every awarded quotation, taking the figures the grid gave them. */
const saveAwardees = async () => {
  const awarded = await db.quotation.findMany({
    where: { processId: ids.acmeProcess, awarded: true },
  })
  await save(
    awarded.map((q) =>
      award(q.id, {
        unitPrice: q.awardedProposal.toFixed(),
        annualVolume: q.awardedVolume.toFixed(),
        contractLength: q.agreementLength,
        contractPeriod: q.agreementPeriod,
      })
    )
  )
}

const cents = (value: Numeric) => stored(dec(value), 2)

/** Each reader's total of the realized savings and contract value, and the awards it reads. */
const whatReadersSee = async () => {
  const root = { root: { id: ids.acmeProcess } }
  const awards = await Process.awards(null, root)
  const awardedQuotations = await Process.awardedQuotations(null, root)
  const items = await db.processItem.findMany({
    where: { processId: ids.acmeProcess },
    include: { detail: true },
  })
  const itemOf = new Map(awardedQuotations.map((q) => [q.id, q.itemId]))
  const savingsOver = (
    list: { quotationId: string; itemId: string }[],
    basis: (quotationId: string) => Parameters<typeof awardBasisOf>[0]
  ) =>
    totalSavings(
      items.map(
        (item) =>
          realizedSavings(
            item.detail,
            list
              .filter((a) => a.itemId === item.id)
              .map((a) => awardBasisOf(basis(a.quotationId)))
          ).savings
      )
    ).result
  const awardOf = new Map(awards.map((a) => [a.quotationId, a]))
  // the review results: awards of awarded quotations, item by item
  const results = savingsOver(
    awards
      .filter((a) => itemOf.has(a.quotationId))
      .map((a) => ({
        quotationId: a.quotationId,
        itemId: itemOf.get(a.quotationId),
      })),
    (id) => awardOf.get(id)
  )
  // the review summary and the report: every award row
  const summary = sumOf(awards.map((a) => a.totalContractValue))
  const report = await processReportContent(ids.acmeProcess)
  const pdf = savingsOver(
    report.awards.map((a) => ({
      quotationId: a.quotationId,
      itemId: a.quotation.itemId,
    })),
    (id) => report.awards.find((a) => a.quotationId === id)
  )
  // the dashboard counts an approved process's awards: approved for the look, then back to draft
  await db.process.update({
    where: { id: ids.acmeProcess },
    data: { status: 'APPROVED', approvedAt: new Date() },
  })
  const dashboard = await savingsDashboard()
  await db.process.update({
    where: { id: ids.acmeProcess },
    data: { status: 'DRAFT', approvedAt: null },
  })
  return {
    awarded: awardedQuotations.map((q) => q.id).sort(),
    awardRows: awards.map((a) => a.quotationId).sort(),
    reportRows: report.awards.map((a) => a.quotationId).sort(),
    // each award at its quotation's figures
    figures: awards.map((a) => {
      const q = awardedQuotations.find((x) => x.id === a.quotationId)
      return [
        [a.unitPrice.toFixed(), a.annualVolume.toFixed(), a.contractLength],
        [
          q?.awardedProposal?.toFixed(),
          q?.awardedVolume?.toFixed(),
          q?.agreementLength,
        ],
      ]
    }),
    savings: [cents(results), cents(pdf), cents(dashboard.realized.costSaving)],
    contractValue: [
      cents(summary),
      cents(sumOf(report.awards.map((a) => a.totalContractValue))),
    ],
    readyToSend: (await sendingProblem(ids.acmeProcess))?.message ?? 'ready',
  }
}

/** Every reader agrees: the same awards, at their quotations' figures, the same totals. */
const expectReadersAgree = async (expected: {
  awards: number
  savings: string
  readyToSend: string
}) => {
  const seen = await whatReadersSee()
  expect(seen.awardRows).toEqual(seen.awarded)
  expect(seen.reportRows).toEqual(seen.awarded)
  expect(seen.awardRows).toHaveLength(expected.awards)
  for (const [award, quotation] of seen.figures)
    expect(award).toEqual(quotation)
  expect(seen.savings).toEqual([
    expected.savings,
    expected.savings,
    expected.savings,
  ])
  expect(seen.contractValue[0]).toEqual(seen.contractValue[1])
  expect(seen.readyToSend).toBe(expected.readyToSend)
}

describe('one truth per award', () => {
  scenario(
    'award, split, re-split, un-award, re-price, delete a round and a supplier: every reader agrees',
    async () => {
      await signInAs('buyer')
      for (const itemId of [ids.steel, ids.resin])
        await db.itemDetail.create({ data: itemDetailRow(itemId) })
      const both = (steelA: Partial<Row>, steelB: Partial<Row> = {}) => [
        proposal(ids.supplierA, ids.steel, steelA),
        proposal(ids.supplierB, ids.steel, steelB),
        proposal(ids.supplierA, ids.resin, awardedAt('101.25', '1000')),
        proposal(ids.supplierB, ids.resin),
      ]

      // award: steel to A at 95.10, resin to A above the baseline; 18 months of 1,000 a year
      await saveRound(both(awardedAt('95.10', '1000')))
      await saveAwardees()
      // steel: (100 − 95.10) × 1,500 + (110 − 100) × 1,500 = 22,350; resin: (110 − 101.25) × 1,500 = 13,125
      await expectReadersAgree({
        awards: 2,
        savings: '35475.00',
        readyToSend: 'ready',
      })

      // split steel 600 / 400, B at 97.333333
      await saveRound(
        both(awardedAt('95.10', '600'), awardedAt('97.333333', '400'))
      )
      await saveAwardees()
      await expectReadersAgree({
        awards: 3,
        savings: '34135.00',
        readyToSend: 'ready',
      })

      // re-split in the grid alone (700 / 300): the awards follow, no awardees step needed
      await saveRound(
        both(awardedAt('95.10', '700'), awardedAt('97.333333', '300'))
      )
      await expectReadersAgree({
        awards: 3,
        savings: '34470.00',
        readyToSend: 'ready',
      })

      // a quotation's price changes in the grid: its award follows (70,000 is not kept)
      await saveRound(
        both(awardedAt('94.999999', '700'), awardedAt('97.333333', '300'))
      )
      await expectReadersAgree({
        awards: 3,
        savings: '34575.00',
        readyToSend: 'ready',
      })

      // over-awarded in the grid (A 900 + B 200 of 1,000): the awards follow, sending is refused
      await saveRound(
        both(awardedAt('94.999999', '900'), awardedAt('97.333333', '200'))
      )
      await expectReadersAgree({
        awards: 3,
        savings: '37175.00',
        readyToSend: 'process.errors.overAwarded',
      })

      // un-award B: its award row goes with it, in every reader
      await saveRound(both(awardedAt('94.999999', '700')))
      await expectReadersAgree({
        awards: 2,
        savings: '28875.00',
        readyToSend: 'ready',
      })

      // round 2 awards B the other 300 of steel at 96; deleting round 2 removes that award everywhere
      await saveRound(
        [proposal(ids.supplierB, ids.steel, awardedAt('96', '300'))],
        2
      )
      await saveAwardees()
      await expectReadersAgree({
        awards: 3,
        savings: '35175.00',
        readyToSend: 'ready',
      })
      await deleteQuotationRound({ processId: ids.acmeProcess, round: 2 })
      await expectReadersAgree({
        awards: 2,
        savings: '28875.00',
        readyToSend: 'ready',
      })

      // deleting supplier A takes its quotations and awards: nothing awarded is left
      await saveSuppliers({
        processId: ids.acmeProcess,
        input: [{ id: ids.supplierB, supplierId: ids.beta }],
      })
      await expectReadersAgree({
        awards: 0,
        savings: '0.00',
        readyToSend: 'process.errors.notReady',
      })
    }
  )
})
