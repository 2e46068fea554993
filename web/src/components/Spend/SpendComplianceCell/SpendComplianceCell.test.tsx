import { fireEvent, render, screen, within } from '@redwoodjs/testing/web'

import { Success } from './SpendComplianceCell'
import { none, standard } from './SpendComplianceCell.mock'

describe('SpendComplianceCell', () => {
  it('shows the share under contract and every supplier, plant, category and manager escaped to', () => {
    const onOpenLines = jest.fn()
    render(<Success {...standard()} onOpenLines={onOpenLines} />)
    expect(screen.getByText('99.99%')).toBeInTheDocument()
    expect(screen.getByText('R$987,654,321,098.76')).toBeInTheDocument()
    const suppliers = screen.getByRole('table', { name: 'By supplier' })
    // a row per supplier, more than any chart's top ten
    expect(within(suppliers).getAllByRole('row')).toHaveLength(13)
    expect(
      within(suppliers).getByRole('row', { name: /Aço Norte Indústria Ltda/ })
    ).toHaveTextContent('Aço Norte Indústria LtdaR$45,678,901.231')
    const managers = screen.getByRole('table', { name: 'By category manager' })
    expect(
      within(managers).getByRole('row', { name: /No category manager/ })
    ).toBeInTheDocument()

    // each number opens the lines behind it
    fireEvent.click(
      within(suppliers).getByRole('button', {
        name: 'Lines behind Aço Norte Indústria Ltda: R$45,678,901.23',
      })
    )
    expect(onOpenLines).toHaveBeenLastCalledWith({
      dimension: 'supplier',
      value: 'Aço Norte Indústria Ltda',
      name: 'Aço Norte Indústria Ltda',
      currencyCode: 'BRL',
    })
    fireEvent.click(
      within(managers).getByRole('button', { name: /No category manager/ })
    )
    expect(onOpenLines).toHaveBeenLastCalledWith(
      expect.objectContaining({ dimension: 'categoryManager', value: '' })
    )
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Lines behind every supplier: R$123,456,789.01',
      })
    )
    expect(onOpenLines).toHaveBeenLastCalledWith({
      name: 'every supplier',
      currencyCode: 'BRL',
    })
  })

  it('says when nothing escaped a contract', () => {
    render(<Success {...none()} onOpenLines={jest.fn()} />)
    expect(screen.getByText('–')).toBeInTheDocument()
    expect(screen.getByText(/No spend escaped a contract/)).toBeInTheDocument()
  })
})
