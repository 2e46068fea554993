import type { DecimalString } from '@procura/shared'
import type { Meta, StoryObj } from '@storybook/react'

import { comparedQuotations, processRecord } from '../Process.fixtures'

import ComparativeMap, { type ComparedQuotation } from './ComparativeMap'

const meta: Meta<typeof ComparativeMap> = { component: ComparativeMap }
export default meta

type Story = StoryObj<typeof ComparativeMap>

export const TwoRounds: Story = {
  args: { process: processRecord, quotations: comparedQuotations },
}
export const NoQuotation: Story = {
  args: { process: processRecord, quotations: [] },
}

const SUPPLIERS = 30
const ROUNDS = 3

/** The fixture process opened to 30 suppliers, each answering both items in each of 3 rounds. */
const crowdedProcess = {
  ...processRecord,
  suppliers: Array.from({ length: SUPPLIERS }, (_, n) => ({
    ...processRecord.suppliers[n % 2],
    id: `sup-${n}`,
    supplierId: `master-${n}`,
    name: `Fornecedor ${String(n + 1).padStart(2, '0')} Indústria Metalúrgica Ltda`,
    litigant: n === 7,
  })),
  rounds: [1, 2, 3],
}

const crowdedQuotations = Array.from<unknown, ComparedQuotation>(
  { length: SUPPLIERS * ROUNDS * processRecord.items.length },
  (_, n) => {
    const supplier = n % SUPPLIERS
    const round = 1 + (Math.floor(n / SUPPLIERS) % ROUNDS)
    const item = processRecord.items[Math.floor(n / (SUPPLIERS * ROUNDS))]
    const price =
      (item.id === 'item-steel' ? 100 : 8) *
      (1 + ((supplier * 7) % 13) / 100) *
      (1 - round / 50)
    return {
      id: `quotation-${n}`,
      round,
      supplierId: `sup-${supplier}`,
      itemId: item.id,
      responseStatus: supplier % 11 === 10 ? 'DECLINED' : 'ANSWERED',
      initialProposal:
        supplier % 11 === 10 ? null : (price.toFixed(2) as DecimalString),
      awarded: false,
    }
  }
)

/** 30 suppliers × 3 rounds: the map a designer must judge at each width. */
export const ThirtySuppliersThreeRounds: Story = {
  args: { process: crowdedProcess, quotations: crowdedQuotations },
}
