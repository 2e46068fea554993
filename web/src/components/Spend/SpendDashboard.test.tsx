import { dec, stored, sumOf, type DecimalString } from '@procura/shared'
import type {
  SpendAnalysisQuery,
  SpendAnalysisQueryVariables,
  SpendFilterOptionsQuery,
} from 'types/graphql'

import { render, screen, waitFor, within } from '@redwoodjs/testing/web'

import i18n from 'src/i18n'

import { spendFilterOptions } from './Spend.fixtures'
import SpendDashboard from './SpendDashboard'

// More suppliers than either chart shows, with cents, up to 10^12: the rest is one "Others".
const VALUES: DecimalString[] = [
  '987654321098.76',
  '123456789012.34',
  '98765432109.87',
  '12345678901.23',
  '9876543210.98',
  '1234567890.12',
  '987654321.09',
  '123456789.01',
  '98765432.10',
  '12345678.91',
  '9876543.21',
  '1234567.89',
  '0.01',
]
const TOTAL = stored(sumOf(VALUES), 2)

beforeEach(() => {
  mockGraphQLQuery<SpendAnalysisQuery, SpendAnalysisQueryVariables>(
    'SpendAnalysisQuery',
    () => ({
      spendAnalysis: {
        currency: 'BRL',
        total: TOTAL,
        lineCount: 4000,
        unit: null,
        groupCount: VALUES.length,
        classCounts: { A: 2 },
        groups: VALUES.map((value, n) => ({
          key: `supplier-${n}`,
          label: `Fornecedor ${n} Ltda`,
          value,
          share: dec(value).div(TOTAL).toNumber(),
          cumulativeShare: 0,
          abc: 'A',
          unit: null,
        })),
        months: [{ month: '2026-01', value: TOTAL }],
      },
    })
  )
  mockGraphQLQuery<SpendFilterOptionsQuery>('SpendFilterOptionsQuery', () => ({
    spendFilterOptions: spendFilterOptions(),
  }))
})

/** The "Others" row of a chart's table view. */
const othersOf = async (chartTitle: string) => {
  const chart = (await screen.findByText(chartTitle)).closest('figure')
  // the figures come once the query answers: the chart shows its loading state until then
  return within(chart).findByRole('row', { name: /^Others/ }, { timeout: 5000 })
}

describe('SpendDashboard', () => {
  beforeEach(() => i18n.changeLanguage('en'))

  it("shows the groups past each chart's top as Others: the total less the shown ones, to the cent", async () => {
    render(<SpendDashboard />)
    await waitFor(() =>
      expect(
        screen.getByText('Top 10 by Business division')
      ).toBeInTheDocument()
    )

    const barsRest = dec(TOTAL)
      .minus(sumOf(VALUES.slice(0, 10)))
      .toFixed(2)
    const slicesRest = dec(TOTAL)
      .minus(sumOf(VALUES.slice(0, 7)))
      .toFixed(2)
    expect([barsRest, slicesRest]).toEqual(['11111111.11', '245679011.13'])
    expect(await othersOf('Top 10 by Business division')).toHaveTextContent(
      'R$11,111,111.11'
    )
    expect(await othersOf('Share by Business division')).toHaveTextContent(
      'R$245,679,011.13'
    )
    expect(screen.queryByText(/NaN/)).not.toBeInTheDocument()
  })
})
