import type { QuotationInput } from '@procura/shared'

import { db } from 'src/lib/db'
import { signInAs } from 'src/lib/testing/signInAs'
import { ids } from 'src/lib/testing/sourcingScenario'

import {
  deleteQuotationRound,
  processQuotations,
  quotationRound,
  saveQuotationRound,
} from './quotations'

type Row = Omit<QuotationInput, 'round'>

const quotation = (change: Partial<Row> = {}): Row => ({
  proposalDate: new Date('2026-11-01'),
  supplierId: ids.supplierA,
  itemId: ids.steel,
  vendorCode: 'V-1',
  itemCode: 'A-STEEL',
  unitOfMeasureId: 'unit-kg',
  annualVolume: '1000',
  paymentTerms: 60,
  incotermId: 'inco-cif',
  supplyOriginId: 'origin-domestic',
  responseStatus: 'ANSWERED',
  initialProposal: '105',
  equalizedProposal: '102',
  negotiatedProposal: '99.5',
  additionalInformation: null,
  awarded: false,
  agreementLength: 12,
  agreementPeriod: 'MONTHS',
  awardedProposal: null,
  awardedVolume: null,
  ...change,
})

const save = (rows: Row[], round = 1) =>
  saveQuotationRound({ processId: ids.acmeProcess, round, input: rows })

const fullRound = () => [
  quotation(),
  quotation({ supplierId: ids.supplierB, negotiatedProposal: '97' }),
  quotation({ itemId: ids.resin }),
  quotation({
    itemId: ids.resin,
    supplierId: ids.supplierB,
    responseStatus: 'DECLINED',
  }),
]

describe('quotations', () => {
  scenario('saves a round and reads it back', async () => {
    await signInAs('buyer')

    await save(fullRound())

    const round = await quotationRound({ processId: ids.acmeProcess, round: 1 })
    expect(round).toHaveLength(4)
    const declined = round.find((q) => q.responseStatus === 'DECLINED')
    expect(declined).toMatchObject({
      itemId: ids.resin,
      supplierId: ids.supplierB,
    })
    expect(
      Number(
        round.find(
          (q) => q.supplierId === ids.supplierB && q.itemId === ids.steel
        ).negotiatedProposal
      )
    ).toBe(97)
  })

  scenario(
    'updates quotations in place, drops those left out, keeps other rounds',
    async () => {
      await signInAs('buyer')
      await save(fullRound())
      await save([quotation({ negotiatedProposal: '90' })], 2)
      const before = await db.quotation.findFirst({
        where: { round: 1, supplierId: ids.supplierA, itemId: ids.steel },
      })

      await save([quotation({ negotiatedProposal: '95' })])

      const after = await db.quotation.findMany({
        where: { processId: ids.acmeProcess, round: 1 },
      })
      expect(after).toHaveLength(1)
      expect(after[0].id).toBe(before.id)
      expect(Number(after[0].negotiatedProposal)).toBe(95)
      expect(await db.quotation.count({ where: { round: 2 } })).toBe(1)
    }
  )

  scenario('takes rounds greater than 0 and less than 10 only', async () => {
    await signInAs('buyer')

    await expect(save([quotation()], 0)).rejects.toThrow(
      'process.quotations.errors.round'
    )
    await expect(save([quotation()], 10)).rejects.toThrow(
      'process.quotations.errors.round'
    )
    await expect(save([quotation()], 9)).resolves.toBe(1)
  })

  scenario(
    'names each numeric field in its message (negociatedProposal as the spec spells it)',
    async () => {
      await signInAs('buyer')

      await expect(
        save([quotation({ negotiatedProposal: 'x' as never })])
      ).rejects.toThrow('process.quotations.errors.negociatedProposal')
      for (const field of [
        'annualVolume',
        'initialProposal',
        'equalizedProposal',
        'agreementLength',
        'awardedProposal',
        'awardedVolume',
      ])
        await expect(
          save([quotation({ [field]: 'x' as never })])
        ).rejects.toThrow(`process.quotations.errors.${field}`)
      expect(await db.quotation.count()).toBe(0)
    }
  )

  scenario(
    'requires a date, payment terms, the awarded flag and listed statuses',
    async () => {
      await signInAs('buyer')

      await expect(
        save([quotation({ proposalDate: 'someday' as never })])
      ).rejects.toThrow('validation.date')
      await expect(save([quotation({ paymentTerms: null })])).rejects.toThrow(
        'validation.required'
      )
      await expect(save([quotation({ awarded: null })])).rejects.toThrow(
        'validation.required'
      )
      await expect(
        save([quotation({ responseStatus: 'MAYBE' as never })])
      ).rejects.toThrow('validation.fromList')
      await expect(
        save([quotation({ agreementPeriod: 'WEEKS' as never })])
      ).rejects.toThrow('validation.fromList')
    }
  )

  scenario(
    'refuses unknown suppliers, items and reference ids, and duplicates',
    async () => {
      await signInAs('buyer')

      await expect(
        save([quotation({ supplierId: ids.globexSupplier })])
      ).rejects.toThrow('process.validation.unknownSupplier')
      await expect(
        save([quotation({ itemId: ids.globexItem })])
      ).rejects.toThrow('process.validation.unknownItem')
      await expect(
        save([quotation({ incotermId: 'inco-zzz' })])
      ).rejects.toThrow('validation.invalidId')
      await expect(save([quotation(), quotation()])).rejects.toThrow(
        'process.quotations.errors.duplicate'
      )
      expect(await db.quotation.count()).toBe(0)
    }
  )

  scenario('lists every round for the comparative map', async () => {
    await signInAs('buyer')
    await save(fullRound())
    await save([quotation({ negotiatedProposal: '95' })], 2)

    const quotations = await processQuotations({ processId: ids.acmeProcess })
    expect(quotations.map((q) => q.round)).toEqual([1, 1, 1, 1, 2])
    expect(Number(quotations[4].negotiatedProposal)).toBe(95)
  })

  scenario('deletes a round', async () => {
    await signInAs('buyer')
    await save(fullRound())

    await expect(
      deleteQuotationRound({ processId: ids.acmeProcess, round: 1 })
    ).resolves.toBe(4)
    expect(await db.quotation.count()).toBe(0)
  })

  scenario("refuses another company's process", async () => {
    await signInAs('stranger')

    await expect(save([quotation()])).rejects.toThrow(
      'process.errors.companyNotAllowed'
    )
    await expect(
      quotationRound({ processId: ids.acmeProcess, round: 1 })
    ).rejects.toThrow('process.errors.companyNotAllowed')
    await expect(
      deleteQuotationRound({ processId: ids.acmeProcess, round: 1 })
    ).rejects.toThrow('process.errors.companyNotAllowed')
    await expect(
      processQuotations({ processId: ids.acmeProcess })
    ).rejects.toThrow('process.errors.companyNotAllowed')
  })
})
