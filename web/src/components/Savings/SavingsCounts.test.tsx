import { render, screen, within } from '@redwoodjs/testing/web'

import { noProcessYet, savingsDashboard } from './Savings.fixtures'
import SavingsCounts from './SavingsCounts'

const behind = (stage?: string) => `/app/processes?stage=${stage}`

describe('SavingsCounts', () => {
  it('shows the negotiated saving beside the one realized in spend, and the rate, each opening its processes', () => {
    render(
      <SavingsCounts
        dashboard={savingsDashboard()}
        companyCurrency="BRL"
        behind={behind}
      />
    )
    const negotiated = screen.getByRole('group', {
      name: 'Cost saving negotiated (approved)',
    })
    expect(
      within(negotiated).getByRole('link', { name: 'R$1,606,000.00' })
    ).toHaveAttribute('href', '/app/processes?stage=APPROVED')
    const realized = screen.getByRole('group', {
      name: 'Cost saving realized in spend',
    })
    expect(
      within(realized).getByRole('link', { name: 'R$987,654.32' })
    ).toHaveAttribute('href', '/app/processes?stage=APPROVED')
    expect(realized).toHaveTextContent(
      "On R$123,456,789,012.34 bought under 27 processes' awards"
    )
    expect(
      screen.getByRole('group', { name: 'Realization rate' })
    ).toHaveTextContent('61.5%Realized so far ÷ negotiated')
  })

  it('has no rate where nothing was negotiated, or the amounts are in another currency', () => {
    const { unmount } = render(
      <SavingsCounts
        dashboard={noProcessYet()}
        companyCurrency="BRL"
        behind={behind}
      />
    )
    expect(
      screen.getByRole('group', { name: 'Realization rate' })
    ).toHaveTextContent('–')
    unmount()
    render(
      <SavingsCounts
        dashboard={{
          ...savingsDashboard(),
          currencyCode: 'USD',
          realizedInSpend: {
            ...savingsDashboard().realizedInSpend,
            rate: null,
          },
        }}
        companyCurrency="BRL"
        behind={behind}
      />
    )
    expect(
      screen.getByRole('group', { name: 'Realization rate' })
    ).toHaveTextContent('–Choose all currencies to compare: spend is in BRL')
  })
})
