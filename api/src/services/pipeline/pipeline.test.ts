import type { PipelineItemInput } from '@procura/shared'

import { db } from 'src/lib/db'
import { signInAs } from 'src/lib/testing/signInAs'
import { ids } from 'src/lib/testing/sourcingScenario'

import { savePipeline } from './pipeline'

const line = (change: Partial<PipelineItemInput> = {}): PipelineItemInput => ({
  itemId: ids.steel,
  contractLength: 12,
  baselineUnit: '110',
  expectedResultUnit: '95',
  historicalPricingUnit: '100',
  annualVolume: '1000',
  ...change,
})

const save = (change: Partial<PipelineItemInput>) =>
  savePipeline({ processId: ids.acmeProcess, input: [line(change)] })

describe('pipeline', () => {
  scenario('stores each item line and updates it in place', async () => {
    await signInAs('buyer')

    await save({})
    await save({ contractLength: 24 })

    const lines = await db.pipelineItem.findMany({
      where: { itemId: ids.steel },
    })
    expect(lines).toHaveLength(1)
    expect(lines[0].contractLength).toBe(24)
  })

  scenario(
    'requires contract length and the three unit prices as numbers',
    async () => {
      await signInAs('buyer')

      for (const field of [
        'contractLength',
        'baselineUnit',
        'expectedResultUnit',
        'historicalPricingUnit',
      ]) {
        await expect(save({ [field]: null })).rejects.toThrow(
          'validation.required'
        )
        await expect(save({ [field]: 'x' as never })).rejects.toThrow(
          'validation.number'
        )
      }
      await expect(save({ contractLength: 0 })).rejects.toThrow(
        'process.validation.contractLengthMin'
      )
      expect(await db.pipelineItem.count()).toBe(0)
    }
  )

  scenario(
    "refuses another company's process and another process's item",
    async () => {
      await signInAs('buyer')
      await expect(save({ itemId: ids.globexItem })).rejects.toThrow(
        'process.validation.unknownItem'
      )

      await signInAs('stranger')
      await expect(save({})).rejects.toThrow('process.errors.companyNotAllowed')
    }
  )
})
