import { render, screen } from '@redwoodjs/testing/web'

import i18n from 'src/i18n'

import Chart, { PrintedCharts } from './Chart'
import { savingsRows, savingsSeries } from './Chart.fixtures'

// The plot itself (recharts) draws nothing in jsdom: what matters is whether, and how, it is asked to.
jest.mock('./ChartPlot', () => ({
  __esModule: true,
  default: ({ printed }: { printed?: boolean }) => (
    <div data-testid="plot" data-printed={String(!!printed)} />
  ),
}))

const props = {
  kind: 'bar' as const,
  title: 'Total value and savings per scenario',
  rows: savingsRows,
  categoryKey: 'manager',
  series: savingsSeries,
  currency: 'BRL',
}

/** A browser where the chart is below the fold and the reader never scrolls to it. */
class NeverSeen {
  observe() {}
  disconnect() {}
}

describe('a chart of a page made to be printed', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en')
    window.IntersectionObserver =
      NeverSeen as unknown as typeof IntersectionObserver
  })
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver
  })

  it('on screen, waits until the reader scrolls to it', async () => {
    render(<Chart {...props} />)
    await screen.findByRole('table')
    expect(screen.queryByTestId('plot')).not.toBeInTheDocument()
  })

  it('in a printed report, is drawn at once and whole, though never seen', async () => {
    render(
      <PrintedCharts.Provider value={true}>
        <Chart {...props} />
      </PrintedCharts.Provider>
    )
    const plot = await screen.findByTestId('plot')
    // no animation a printer could catch half-way, a size the printer's layout does not redraw
    expect(plot).toHaveAttribute('data-printed', 'true')
  })
})
