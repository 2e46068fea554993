import type { AwardInput } from '@procura/shared'

import { db } from 'src/lib/db'
import { itemDetailRow } from 'src/lib/testing/readyProcess'
import { signInAs } from 'src/lib/testing/signInAs'
import { ids } from 'src/lib/testing/sourcingScenario'

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
  unitPrice: 95,
  annualVolume: 600,
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
        award(b.id, { annualVolume: 400, unitPrice: 97 }),
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
      save([award(a.id), award(b.id, { annualVolume: 401 })])
    ).rejects.toThrow('process.awards.errors.volumeExceeded')
    expect(await db.award.count()).toBe(0)
  })

  scenario('withdraws an award left out', async () => {
    await signInAs('buyer')
    const { a, b } = await quoteSteel()
    await save([award(a.id), award(b.id, { annualVolume: 400 })])

    await save([award(a.id, { annualVolume: 1000 })])

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

      for (const field of ['priceMechanism', 'rebateDetail'])
        await expect(save([award(a.id, { [field]: '' })])).rejects.toThrow(
          'validation.required'
        )
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

  scenario("refuses another company's process", async () => {
    await signInAs('buyer')
    const { a } = await quoteSteel()

    await signInAs('stranger')
    await expect(save([award(a.id)])).rejects.toThrow(
      'process.errors.companyNotAllowed'
    )
  })
})
