import { render, screen, within } from '@redwoodjs/testing/web'

import { comparedQuotations, processRecord } from '../Process.fixtures'

import ComparativeMap from './ComparativeMap'

describe('ComparativeMap', () => {
  it("shows each round's proposals per supplier and marks the item's best offer", () => {
    render(
      <ComparativeMap process={processRecord} quotations={comparedQuotations} />
    )
    const map = screen.getByRole('table', { name: 'Comparative map' })
    const steel = within(map).getByRole('row', { name: /STEEL-1/ })
    const best = within(steel).getByTitle('Best offer for this item')

    expect(best).toHaveTextContent('97.50')
    expect(within(steel).getByText('Not quoted')).toBeInTheDocument()
    const resin = within(map).getByRole('row', { name: /RESIN-2/ })
    expect(within(resin).getByText('Declined')).toBeInTheDocument()
    expect(
      within(resin).getByTitle('Best offer for this item')
    ).toHaveTextContent('8.20')
  })

  it("shows every supplier's flags beside its prices", () => {
    render(
      <ComparativeMap process={processRecord} quotations={comparedQuotations} />
    )
    const beta = screen.getByRole('columnheader', { name: /Beta Polymers/ })

    expect(beta).toHaveTextContent('Technical approval: No')
    expect(beta).toHaveTextContent('Litigant: Yes')
  })

  it('says so before any quotation is entered', () => {
    render(<ComparativeMap process={processRecord} quotations={[]} />)

    expect(screen.getByText(/No quotation yet/)).toBeInTheDocument()
  })
})
