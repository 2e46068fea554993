import { fireEvent, render, screen } from '@redwoodjs/testing/web'

import i18n from 'src/i18n'

import { processRecord, reference } from '../Process.fixtures'

import QuotationGrid from './QuotationGrid'
import { GRID_COLUMNS, roundRows } from './quotationRows'

const names = new Map(processRecord.suppliers.map((s) => [s.id, s.name]))
const items = new Map(processRecord.items.map((i) => [i.id, i.code]))

const renderGrid = () => {
  const onChange = jest.fn()
  const onPasteCells = jest.fn()
  render(
    <QuotationGrid
      round={1}
      rows={roundRows(processRecord, [])}
      invalid={new Map()}
      onChange={onChange}
      onPasteCells={onPasteCells}
      supplierName={(id) => names.get(id) ?? ''}
      itemLabel={(id) => items.get(id) ?? ''}
      reference={reference}
      page={0}
      onPageChange={jest.fn()}
      disabled={false}
    />
  )
  return { onChange, onPasteCells }
}

describe('QuotationGrid', () => {
  it('has one row per supplier and item, each cell named for the user', () => {
    renderGrid()

    expect(
      screen.getByRole('table', { name: 'Quotations of round 1' })
    ).toBeInTheDocument()
    expect(screen.getAllByRole('row')).toHaveLength(1 + 4)
    expect(
      screen.getByLabelText('Beta Polymers RESIN-2 Negotiated proposal')
    ).toBeInTheDocument()
  })

  it('moves down a column with the arrow keys and Enter, across from a text edge', () => {
    renderGrid()
    const first = screen.getByLabelText('Alpha Metals STEEL-1 Vendor code')
    first.focus()

    fireEvent.keyDown(first, { key: 'ArrowDown' })
    expect(
      screen.getByLabelText('Beta Polymers STEEL-1 Vendor code')
    ).toHaveFocus()

    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' })
    expect(
      screen.getByLabelText('Alpha Metals RESIN-2 Vendor code')
    ).toHaveFocus()

    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' })
    expect(
      screen.getByLabelText('Alpha Metals RESIN-2 Supplier item code')
    ).toHaveFocus()
  })

  it('spreads pasted spreadsheet cells right and down from the focused cell', () => {
    const { onPasteCells } = renderGrid()

    fireEvent.paste(
      screen.getByLabelText('Beta Polymers STEEL-1 Initial proposal'),
      {
        clipboardData: { getData: () => '105\t102\n45\t44' },
      }
    )

    expect(onPasteCells).toHaveBeenCalledWith([
      { rowIndex: 1, field: 'initialProposal', value: '105' },
      { rowIndex: 1, field: 'equalizedProposal', value: '102' },
      { rowIndex: 2, field: 'initialProposal', value: '45' },
      { rowIndex: 2, field: 'equalizedProposal', value: '44' },
    ])
  })

  it('types a single value into a cell as usual', () => {
    const { onChange } = renderGrid()

    fireEvent.change(
      screen.getByLabelText('Alpha Metals STEEL-1 Negotiated proposal'),
      {
        target: { value: '99.5' },
      }
    )

    expect(onChange).toHaveBeenCalledWith(0, 'negotiatedProposal', '99.5')
  })

  it('names every column in both languages, never by its translation key', () => {
    for (const language of ['en', 'pt'])
      for (const column of GRID_COLUMNS) {
        const key = `process.quotations.${column.field}`
        expect(i18n.exists(key, { lng: language })).toBe(true)
      }
  })
})
