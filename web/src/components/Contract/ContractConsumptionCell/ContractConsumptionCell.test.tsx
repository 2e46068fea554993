import { render, screen, within } from '@redwoodjs/testing/web'

import { Success } from './ContractConsumptionCell'
import { standard } from './ContractConsumptionCell.mock'

describe('ContractConsumptionCell', () => {
  it('shows each month’s spend in the company’s currency, its volume in its unit, its lines and what was paid beyond the agreed price', () => {
    render(<Success {...standard()} />)
    const rows = within(screen.getByRole('table')).getAllByRole('row')
    // a heading row, twelve months, and July's second unit
    expect(rows).toHaveLength(14)
    expect(rows[1]).toHaveTextContent('Jan 2026R$123,456,789.0148,000 KG310')
    expect(rows[8]).toHaveTextContent('Jul 2026R$98,765.4312 UN2')
  })
})
