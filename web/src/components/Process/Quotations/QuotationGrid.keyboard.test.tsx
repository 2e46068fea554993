import { useState } from 'react'

import userEvent from '@testing-library/user-event'

import { render, screen } from '@redwoodjs/testing/web'

import { processRecord, reference } from '../Process.fixtures'

import QuotationGrid from './QuotationGrid'
import { roundRows, type QuotationRow } from './quotationRows'

// The grid's spreadsheet keys as a user meets them: a cell reached from another is replaced by
// what is typed, F2 edits what it holds, Escape takes back an edit. The grid's rows live in
// state here, as RoundEditor keeps them, so the cells show what the row holds after each key.

const names = new Map(processRecord.suppliers.map((s) => [s.id, s.name]))
const items = new Map(processRecord.items.map((i) => [i.id, i.code]))

/** Rows with a vendor code in every cell of its column: V-1, V-2… */
const startingRows = () =>
  roundRows(processRecord, []).map((row, n) => ({
    ...row,
    vendorCode: `V-${n + 1}`,
  }))

const Grid = ({ onRows }: { onRows: (rows: QuotationRow[]) => void }) => {
  const [rows, setRows] = useState(startingRows)
  const change = (rowIndex: number, field: keyof QuotationRow, value: string) =>
    setRows((current) => {
      const next = current.map((row, n) =>
        n === rowIndex ? { ...row, [field]: value } : row
      )
      onRows(next)
      return next
    })
  return (
    <QuotationGrid
      round={1}
      rows={rows}
      invalid={new Map()}
      onChange={change}
      onPasteCells={() => undefined}
      supplierName={(id) => names.get(id) ?? ''}
      itemLabel={(id) => items.get(id) ?? ''}
      reference={reference}
      page={0}
      onPageChange={() => undefined}
      disabled={false}
    />
  )
}

const renderGrid = () => {
  const user = userEvent.setup()
  const onRows = jest.fn()
  render(<Grid onRows={onRows} />)
  const lastRows = (): QuotationRow[] => onRows.mock.lastCall?.[0] ?? []
  return { user, lastRows }
}

/** The second row's vendor code, reached from the first row with the down arrow. */
const arriveBelow = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByLabelText('Alpha Metals STEEL-1 Vendor code'))
  await user.keyboard('{ArrowDown}')
  const cell = screen.getByLabelText('Beta Polymers STEEL-1 Vendor code')
  expect(cell).toHaveFocus()
  return cell
}

describe('QuotationGrid keys', () => {
  it('replaces a cell reached from another with what is typed, as a spreadsheet does', async () => {
    const { user, lastRows } = renderGrid()
    const cell = await arriveBelow(user)

    await user.keyboard('FORN-77')

    expect(cell).toHaveValue('FORN-77')
    expect(lastRows()[1].vendorCode).toBe('FORN-77')
  })

  it('replaces a cell reached with Enter too', async () => {
    const { user } = renderGrid()
    await user.click(screen.getByLabelText('Alpha Metals STEEL-1 Vendor code'))
    await user.keyboard('{Enter}')
    const cell = screen.getByLabelText('Beta Polymers STEEL-1 Vendor code')
    expect(cell).toHaveFocus()

    await user.keyboard('X9')

    expect(cell).toHaveValue('X9')
  })

  it('edits in place with F2: the content kept, typing added at its end', async () => {
    const { user, lastRows } = renderGrid()
    const cell = await arriveBelow(user)

    await user.keyboard('{F2}-B')

    expect(cell).toHaveValue('V-2-B')
    expect(lastRows()[1].vendorCode).toBe('V-2-B')
    expect((cell as HTMLInputElement).selectionStart).toBe('V-2-B'.length)
  })

  it('cancels an edit with Escape: the value the cell held when reached comes back', async () => {
    const { user, lastRows } = renderGrid()
    const cell = await arriveBelow(user)
    await user.keyboard('wrong')
    expect(cell).toHaveValue('wrong')

    await user.keyboard('{Escape}')

    expect(cell).toHaveValue('V-2')
    expect(lastRows()[1].vendorCode).toBe('V-2')
    // the restored value stays once the user moves on
    await user.keyboard('{ArrowDown}')
    expect(cell).toHaveValue('V-2')
  })

  it('cancels an F2 edit with Escape as well', async () => {
    const { user } = renderGrid()
    const cell = await arriveBelow(user)
    await user.keyboard('{F2}77')
    expect(cell).toHaveValue('V-277')

    await user.keyboard('{Escape}')

    expect(cell).toHaveValue('V-2')
  })
})
