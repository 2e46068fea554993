import { fireEvent, render, screen, within } from '@redwoodjs/testing/web'

import i18n from 'src/i18n'

import DataTable from './DataTable'
import { supplierSpendColumns, supplierSpendRows } from './DataTable.fixtures'

const firstColumn = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent)

describe('DataTable', () => {
  beforeEach(() => i18n.changeLanguage('en'))

  it('sorts by a column and shows the direction', () => {
    render(
      <DataTable columns={supplierSpendColumns} rows={supplierSpendRows} />
    )
    fireEvent.click(screen.getByRole('button', { name: 'Supplier' }))

    expect(firstColumn()).toEqual([
      'Acme Industrial',
      'Nordeste Polímeros',
      'TransLog Brasil',
    ])
    expect(
      screen.getByRole('columnheader', { name: 'Supplier' })
    ).toHaveAttribute('aria-sort', 'ascending')
  })

  it('hands sorting to the server when asked', () => {
    const onChange = jest.fn()
    render(
      <DataTable
        columns={supplierSpendColumns}
        rows={supplierSpendRows}
        sorting={{ state: [], onChange }}
      />
    )
    fireEvent.click(screen.getByRole('button', { name: 'Spend' }))

    expect(onChange).toHaveBeenCalledWith([{ id: 'spend', desc: true }])
    expect(firstColumn()[0]).toBe('Nordeste Polímeros')
  })

  it('right-aligns numbers', () => {
    render(
      <DataTable columns={supplierSpendColumns} rows={supplierSpendRows} />
    )
    expect(screen.getByRole('cell', { name: '450000' })).toHaveClass(
      'text-right'
    )
  })

  it('asks the server for the next page', () => {
    const onPageChange = jest.fn()
    render(
      <DataTable
        columns={supplierSpendColumns}
        rows={supplierSpendRows}
        pagination={{ page: 0, pageSize: 3, total: 7, onPageChange }}
      />
    )
    expect(screen.getByText('Page 1 of 3 · 7 rows')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))

    expect(onPageChange).toHaveBeenCalledWith(1)
  })

  it('hides a column the user unticks', async () => {
    render(
      <DataTable columns={supplierSpendColumns} rows={supplierSpendRows} />
    )
    fireEvent.click(screen.getByRole('button', { name: /Columns/ }))
    fireEvent.click(await screen.findByRole('menuitem', { name: /Spend/ }))

    expect(
      screen.queryByRole('columnheader', { name: 'Spend' })
    ).not.toBeInTheDocument()
    expect(
      screen.getByRole('columnheader', { name: 'Supplier' })
    ).toBeInTheDocument()
  })

  it('shows a loading state, then an empty state', () => {
    const { rerender } = render(
      <DataTable columns={supplierSpendColumns} rows={[]} loading />
    )
    expect(screen.getByRole('status')).toHaveTextContent('Loading...')

    rerender(
      <DataTable
        columns={supplierSpendColumns}
        rows={[]}
        emptyDescription="Nothing imported"
      />
    )
    expect(screen.getByText('Nothing imported')).toBeInTheDocument()
  })
})
