import type { ItemDetailInput } from '@procura/shared'

import { db } from 'src/lib/db'
import { signInAs } from 'src/lib/testing/signInAs'
import { ids } from 'src/lib/testing/sourcingScenario'

import { saveItemDetails } from './items'

const steelDetail = (
  change: Partial<ItemDetailInput> = {}
): ItemDetailInput => ({
  itemId: ids.steel,
  categoryId: 'cat-steel',
  unitOfMeasureId: 'unit-kg',
  incotermId: 'inco-cif',
  supplyOriginId: 'origin-domestic',
  annualVolume: '1000',
  paymentTerms: 60,
  historicalPrice: '100',
  baselinePrice: '110',
  existingContractLength: 24,
  existingContractTakeOrPay: true,
  existingContractGhgClause: false,
  existingRebate: false,
  existingContractMeetOrRelease: true,
  existingContractAnnualValue: '95000',
  existingContractAnnualVolume: '950',
  ...change,
})

const save = (change: Partial<ItemDetailInput>) =>
  saveItemDetails({ processId: ids.acmeProcess, input: [steelDetail(change)] })

describe('item details', () => {
  scenario('stores the detail with its derived values computed', async () => {
    await signInAs('buyer')

    await saveItemDetails({
      processId: ids.acmeProcess,
      input: [steelDetail()],
    })

    const detail = await db.itemDetail.findUnique({
      where: { itemId: ids.steel },
    })
    expect(detail).toMatchObject({
      paymentTerms: 60,
      existingContractTakeOrPay: true,
    })
    expect(Number(detail.historicalValue)).toBe(100_000)
    expect(Number(detail.totalValue)).toBe(110_000)
    expect(Number(detail.existingContractTermValue)).toBe(190_000)
    expect(Number(detail.existingContractTermVolume)).toBe(1900)
  })

  scenario('updates a saved detail in place', async () => {
    await signInAs('buyer')
    await save({})

    await save({ annualVolume: '2000' })

    const details = await db.itemDetail.findMany({
      where: { itemId: ids.steel },
    })
    expect(details).toHaveLength(1)
    expect(Number(details[0].historicalValue)).toBe(200_000)
  })

  scenario(
    'keeps a historical price from the spend as it came: its value is the spend to the cent',
    async () => {
      await signInAs('buyer')

      await save({ annualVolume: '46000000', historicalPrice: '5.4347826087' })

      const detail = await db.itemDetail.findUnique({
        where: { itemId: ids.steel },
      })
      expect(detail.historicalPrice.toFixed()).toBe('5.4347826087')
      expect(detail.historicalValue.toFixed(2)).toBe('250000000.00')
    }
  )

  scenario('requires valid reference ids', async () => {
    await signInAs('buyer')

    for (const field of [
      'categoryId',
      'unitOfMeasureId',
      'incotermId',
      'supplyOriginId',
    ])
      await expect(save({ [field]: 'nope' })).rejects.toThrow(
        'validation.invalidId'
      )
    expect(await db.itemDetail.count()).toBe(0)
  })

  scenario(
    'requires numbers, days and every existing-contract field',
    async () => {
      await signInAs('buyer')

      await expect(save({ annualVolume: 'many' as never })).rejects.toThrow(
        'validation.number'
      )
      await expect(save({ historicalPrice: '-1' })).rejects.toThrow(
        'validation.nonNegative'
      )
      await expect(save({ paymentTerms: 30.5 })).rejects.toThrow(
        'validation.integer'
      )
      for (const field of [
        'paymentTerms',
        'baselinePrice',
        'existingContractLength',
        'existingContractTakeOrPay',
        'existingContractGhgClause',
        'existingRebate',
        'existingContractMeetOrRelease',
        'existingContractAnnualValue',
        'existingContractAnnualVolume',
      ])
        await expect(save({ [field]: null })).rejects.toThrow(
          'validation.required'
        )
      expect(await db.itemDetail.count()).toBe(0)
    }
  )

  scenario(
    "refuses another process's item and another company's process",
    async () => {
      await signInAs('buyer')

      await expect(save({ itemId: ids.globexItem })).rejects.toThrow(
        'process.validation.unknownItem'
      )

      await signInAs('stranger')
      await expect(save({})).rejects.toThrow('process.errors.companyNotAllowed')
      expect(await db.itemDetail.count()).toBe(0)
    }
  )
})
