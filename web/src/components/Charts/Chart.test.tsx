import { fireEvent, render, screen, within } from '@redwoodjs/testing/web'

import i18n from 'src/i18n'

import Chart from './Chart'
import { savingsRows, savingsSeries } from './Chart.fixtures'

const props = {
  kind: 'bar' as const,
  title: 'Saving by category manager',
  rows: savingsRows,
  categoryKey: 'manager',
  series: savingsSeries,
  currency: 'BRL',
}

describe('Chart', () => {
  beforeEach(() => i18n.changeLanguage('en'))

  it('gives the exact figures as a table, money formatted for the locale', () => {
    render(<Chart {...props} />)
    const table = screen.getByRole('table')
    const rafael = within(table).getByRole('row', { name: /Rafael Souza/ })

    expect(
      within(table).getByRole('columnheader', { name: 'Cost reduction' })
    ).toBeInTheDocument()
    expect(rafael).toHaveTextContent('R$420,000.00')
    expect(rafael).toHaveTextContent('R$130,000.00')
  })

  it('gives money sent as decimal text to the cent, however large', () => {
    render(
      <Chart
        {...props}
        rows={[
          {
            manager: 'Helena Prado',
            costReduction: '98765432109876.54',
            costAvoidance: '0.1',
          },
        ]}
      />
    )
    const helena = screen.getByRole('row', { name: /Helena Prado/ })
    expect(helena).toHaveTextContent('R$98,765,432,109,876.54')
    expect(helena).toHaveTextContent('R$0.10')
  })

  it('formats volumes as plain numbers, in Portuguese too', async () => {
    await i18n.changeLanguage('pt')
    render(<Chart {...props} currency={undefined} />)

    expect(screen.getByRole('row', { name: /Emily Carter/ })).toHaveTextContent(
      '310.000'
    )
    expect(screen.getByText('Ver como tabela')).toBeInTheDocument()
  })

  it('shows a loading state, an empty state and an error with a retry', () => {
    const onRetry = jest.fn()
    const { rerender } = render(<Chart {...props} loading />)
    expect(screen.getByRole('status')).toBeInTheDocument()

    rerender(<Chart {...props} rows={[]} />)
    expect(screen.getByText('No data for these filters.')).toBeInTheDocument()

    rerender(<Chart {...props} error onRetry={onRetry} />)
    fireEvent.click(
      within(screen.getByRole('alert')).getByRole('button', {
        name: 'Try again',
      })
    )
    expect(onRetry).toHaveBeenCalled()
  })

  it('lets a figure of the table view select its row and series (a drill-down)', () => {
    const onSelect = jest.fn()
    render(<Chart {...props} kind="horizontalBar" onSelect={onSelect} />)
    const emily = screen.getByRole('row', { name: /Emily Carter/ })
    fireEvent.click(within(emily).getByRole('button', { name: 'R$220,000.00' }))
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ manager: 'Emily Carter' }),
      'costAvoidance'
    )
  })
})
