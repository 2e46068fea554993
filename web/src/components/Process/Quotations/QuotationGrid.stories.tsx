import { useState } from 'react'

import type { Meta, StoryObj } from '@storybook/react'
import { expect, userEvent, waitFor, within } from '@storybook/test'

import i18n from 'src/i18n'

import { processRecord, reference } from '../Process.fixtures'

import QuotationGrid from './QuotationGrid'
import { roundRows, type QuotationRow } from './quotationRows'

const names = new Map(processRecord.suppliers.map((s) => [s.id, s.name]))
const items = new Map(
  processRecord.items.map((i) => [i.id, `${i.code} · ${i.description}`])
)

/** Alpha's steel, answered and negotiated to 95 (decimals as the api sends them: text). */
const answered = {
  id: 'quotation-alpha-steel',
  round: 1,
  proposalDate: '2026-11-10',
  supplierId: 'sup-alpha',
  itemId: 'item-steel',
  vendorCode: null,
  itemCode: null,
  unitOfMeasureId: 'unit-kg',
  annualVolume: '1000',
  paymentTerms: 60,
  incotermId: 'inco-cif',
  supplyOriginId: 'origin-dom',
  responseStatus: 'ANSWERED',
  initialProposal: null,
  equalizedProposal: null,
  negotiatedProposal: '95',
  additionalInformation: null,
  awarded: false,
  agreementLength: 12,
  agreementPeriod: 'MONTHS',
  awardedProposal: null,
  awardedVolume: null,
  portalAnsweredAt: null,
} as const

/** The grid with its rows kept in state, as RoundEditor keeps them. */
const Grid = ({ disabled = false }: { disabled?: boolean }) => {
  const [rows, setRows] = useState(() => roundRows(processRecord, [answered]))
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

/** A cell as a screen reader names it: supplier, item and column. */
const cell = (
  canvasElement: HTMLElement,
  supplier: string,
  item: string,
  field: string
) =>
  within(canvasElement).getByLabelText(
    `${names.get(supplier)} ${items.get(item)} ${i18n.t(`process.quotations.${field}`)}`
  )

/** Spec's quotation grid: the arrow keys move down a column, as in a spreadsheet. */
export const KeyboardEntry: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      cell(canvasElement, 'sup-alpha', 'item-steel', 'vendorCode')
    )
    await userEvent.keyboard('V-100{ArrowDown}')
    await expect(
      cell(canvasElement, 'sup-beta', 'item-steel', 'vendorCode')
    ).toHaveFocus()
    await userEvent.keyboard('V-200')
    await expect(
      cell(canvasElement, 'sup-alpha', 'item-steel', 'vendorCode')
    ).toHaveValue('V-100')
    await expect(
      cell(canvasElement, 'sup-beta', 'item-steel', 'vendorCode')
    ).toHaveValue('V-200')
  },
}

/** Cells copied from a spreadsheet spread right and down from the focused cell. */
export const SpreadsheetPaste: Story = {
  play: async ({ canvasElement }) => {
    const first = cell(
      canvasElement,
      'sup-beta',
      'item-steel',
      'initialProposal'
    )
    await userEvent.click(first)
    // as a browser delivers cells copied from a spreadsheet: tab-separated text on the clipboard
    const clipboardData = new DataTransfer()
    clipboardData.setData('text/plain', '105\t102\n45\t44')
    first.dispatchEvent(
      new ClipboardEvent('paste', {
        clipboardData,
        bubbles: true,
        cancelable: true,
      })
    )
    await waitFor(() => expect(first).toHaveValue('105'))
    await expect(
      cell(canvasElement, 'sup-beta', 'item-steel', 'equalizedProposal')
    ).toHaveValue('102')
    await expect(
      cell(canvasElement, 'sup-alpha', 'item-resin', 'initialProposal')
    ).toHaveValue('45')
    await expect(
      cell(canvasElement, 'sup-alpha', 'item-resin', 'equalizedProposal')
    ).toHaveValue('44')
  },
}
