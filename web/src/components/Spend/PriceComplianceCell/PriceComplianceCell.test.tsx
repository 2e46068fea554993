import { fireEvent, render, screen, within } from '@redwoodjs/testing/web'

import { Success } from './PriceComplianceCell'
import { standard } from './PriceComplianceCell.mock'

describe('PriceComplianceCell', () => {
  it('shows what was paid above the prices, by supplier and month, each supplier opening its lines', () => {
    const onOpenLines = jest.fn()
    render(<Success {...standard()} onOpenLines={onOpenLines} />)
    expect(screen.getByText('R$4,567,890,123.45')).toBeInTheDocument()
    const suppliers = screen.getByRole('table', { name: 'By supplier' })
    // every supplier, more than a chart's top ten
    expect(within(suppliers).getAllByRole('row')).toHaveLength(13)
    const months = screen.getByRole('table', { name: 'By month' })
    expect(
      within(months).getByRole('row', { name: /Apr 2026/ })
    ).toHaveTextContent('Apr 2026R$309,641.97-R$12,345.67117 / 1,111')

    fireEvent.click(
      within(suppliers).getByRole('button', {
        name: 'Lines paid above behind Química Paulista Eireli: R$412,522.63',
      })
    )
    expect(onOpenLines).toHaveBeenLastCalledWith({
      supplier: 'Química Paulista Eireli',
      name: 'Química Paulista Eireli',
      currencyCode: 'BRL',
    })
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Lines paid above behind every supplier: R$4,987,654,321.09',
      })
    )
    expect(onOpenLines).toHaveBeenLastCalledWith({
      name: 'every supplier',
      currencyCode: 'BRL',
    })
  })
})
