import { formatMoney, type Numeric } from '@procura/shared'
import type { Meta, StoryObj } from '@storybook/react'
import { expect, userEvent, within } from '@storybook/test'

import { routes } from '@redwoodjs/router'

import i18n from 'src/i18n'

import { spendAnalysis, spendFilterOptions } from './Spend.fixtures'
import SpendDashboard from './SpendDashboard'
import SpendFilters from './SpendFilters'
import SpendRates from './SpendRates'
import SpendTable from './SpendTable'

// The spending analysis (spec §2): dashboard, filters, the Pareto table and the exchange rates.
const meta: Meta = { title: 'Spend/SpendDashboard' }
export default meta

const answering = (empty = false) => {
  mockGraphQLQuery('SpendAnalysisQuery', ({ dimension }) => ({
    spendAnalysis: empty
      ? {
          ...spendAnalysis(dimension),
          total: '0',
          lineCount: 0,
          groupCount: 0,
          groups: [],
          months: [],
        }
      : spendAnalysis(dimension),
  }))
  mockGraphQLQuery('SpendFilterOptionsQuery', () => ({
    spendFilterOptions: spendFilterOptions(),
  }))
}

export const Dashboard: StoryObj = {
  render: () => {
    answering()
    return <SpendDashboard />
  },
}

export const NoSpendYet: StoryObj = {
  render: () => {
    answering(true)
    return <SpendDashboard />
  },
}

const money = (value: Numeric) => formatMoney(value, 'BRL', i18n.language)

export const ParetoOf80Suppliers: StoryObj = {
  render: () => {
    const analysis = spendAnalysis('supplier')
    const dimensionName = i18n.t('spend.dimensions.supplier')
    const measureName = i18n.t('spend.measures.spend')
    return (
      <SpendTable
        title={i18n.t('spend.table.title', {
          measure: measureName,
          dimension: dimensionName,
        })}
        dimensionName={dimensionName}
        measureName={measureName}
        groups={analysis.groups}
        groupCount={analysis.groupCount}
        total={analysis.total}
        showUnit={false}
        format={money}
        onSelect={() => undefined}
        sourceHref={(key) => routes.processNew({ spendSupplier: key })}
      />
    )
  },
}

export const Filters: StoryObj = {
  render: () => (
    <SpendFilters
      options={spendFilterOptions()}
      filter={{ regionId: 'region-1', fromMonth: '2026-01' }}
      onChange={() => undefined}
    />
  ),
}

export const ExchangeRates: StoryObj = {
  render: () => {
    mockGraphQLQuery('ExchangeRatesQuery', () => ({
      exchangeRates: [
        { currencyCode: 'USD', month: '2026-10', rate: '5.4213' },
        { currencyCode: 'EUR', month: '2026-10', rate: '5.8790' },
      ],
      referenceData: {
        currencies: ['BRL', 'USD', 'EUR'].map((code) => ({ id: code, code })),
      },
    }))
    return <SpendRates currency="BRL" />
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: i18n.t('spend.rates.action'),
      })
    )
    const dialog = within(await within(document.body).findByRole('dialog'))
    await expect(
      await dialog.findByRole('cell', { name: 'EUR' })
    ).toBeInTheDocument()
  },
}
