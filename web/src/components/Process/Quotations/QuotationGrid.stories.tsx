import { useState } from 'react'

import type { Meta, StoryObj } from '@storybook/react'

import { processRecord, reference } from '../Process.fixtures'

import QuotationGrid from './QuotationGrid'
import { roundRows, type QuotationRow } from './quotationRows'

const names = new Map(processRecord.suppliers.map((s) => [s.id, s.name]))
const items = new Map(
  processRecord.items.map((i) => [i.id, `${i.code} · ${i.description}`])
)

/** The grid with its rows kept in state, as RoundEditor keeps them. */
const Grid = ({ disabled = false }: { disabled?: boolean }) => {
  const [rows, setRows] = useState(() =>
    roundRows(processRecord, [
      {
        supplierId: 'sup-alpha',
        itemId: 'item-steel',
        responseStatus: 'ANSWERED',
        negotiatedProposal: 95,
      },
    ])
  )
  const [page, setPage] = useState(0)
  const change = (rowIndex: number, field: keyof QuotationRow, value: string) =>
    setRows((current) =>
      current.map((row, i) =>
        i === rowIndex ? { ...row, [field]: value } : row
      )
    )
  return (
    <QuotationGrid
      round={1}
      invalid={new Map()}
      rows={rows}
      onChange={change}
      onPasteCells={(changes) =>
        changes.forEach((c) => change(c.rowIndex, c.field, c.value))
      }
      supplierName={(id) => names.get(id) ?? ''}
      itemLabel={(id) => items.get(id) ?? ''}
      reference={reference}
      page={page}
      onPageChange={setPage}
      disabled={disabled}
    />
  )
}

const meta: Meta<typeof Grid> = { component: Grid }
export default meta

type Story = StoryObj<typeof Grid>

export const Editable: Story = {}
export const ReadOnly: Story = { args: { disabled: true } }
