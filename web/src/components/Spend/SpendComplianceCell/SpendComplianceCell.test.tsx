import { render, screen, within } from '@redwoodjs/testing/web'

import { Success } from './SpendComplianceCell'
import { none, standard } from './SpendComplianceCell.mock'

describe('SpendComplianceCell', () => {
  it('shows the share under contract and every supplier, plant, category and manager escaped to', () => {
    render(<Success {...standard()} />)
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
  })

  it('says when nothing escaped a contract', () => {
    render(<Success {...none()} />)
    expect(screen.getByText('–')).toBeInTheDocument()
    expect(screen.getByText(/No spend escaped a contract/)).toBeInTheDocument()
  })
})
