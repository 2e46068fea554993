import type { Meta, StoryObj } from '@storybook/react'

import {
  filterOptions,
  noProcessYet,
  savingsDashboard,
  withUnconverted,
} from './Savings.fixtures'
import type { SavingsDashboardAnswer, SavingTotals } from './savingsAnswer'
import SavingsCharts from './SavingsCharts'
import SavingsCounts from './SavingsCounts'
import SavingsCurrencyNote from './SavingsCurrencyNote'
import SavingsDashboard from './SavingsDashboard'
import SavingsFilters from './SavingsFilters'
import SavingsSelectionNote from './SavingsSelectionNote'
import SavingsTargetModal from './SavingsTargetModal'

// The sourcing dashboard (spec §2) and its parts, on a food company's year.
const meta: Meta = { title: 'Savings/SavingsDashboard' }
export default meta

const behind = () => '/app/process?from=dashboard'

/** Totals typed as the api sends them: Apollo's cache matches their fragment by __typename, else drops them. */
const totals = (value: SavingTotals) => ({
  __typename: 'SavingTotals' as const,
  ...value,
})
const withTypenames = (answer: SavingsDashboardAnswer) => ({
  ...answer,
  realized: totals(answer.realized),
  pipeline: totals(answer.pipeline),
  months: answer.months.map((month) => ({
    ...month,
    realized: totals(month.realized),
    pipeline: totals(month.pipeline),
  })),
  groups: answer.groups.map((group) => ({
    ...group,
    rows: group.rows.map((row) => ({
      ...row,
      realized: totals(row.realized),
      pipeline: totals(row.pipeline),
    })),
  })),
})

/** The dashboard's queries answered as the api would: figures, filter options and targets. */
const answering = (dashboard: () => SavingsDashboardAnswer, canEdit = true) => {
  mockGraphQLQuery('SavingsDashboardQuery', () => ({
    savingsDashboard: withTypenames(dashboard()),
  }))
  mockGraphQLQuery('SavingsFilterOptionsQuery', () => ({
    savingsFilterOptions: filterOptions(),
  }))
  mockGraphQLQuery('SavingsTargetsQuery', () => ({
    savingsTargets: {
      canEdit,
      targets: [{ year: new Date().getFullYear(), amount: '2500000.00' }],
    },
  }))
}

export const Dashboard: StoryObj = {
  render: () => {
    answering(() => savingsDashboard())
    return <SavingsDashboard />
  },
}

export const CrowdedCategories: StoryObj = {
  render: () => {
    answering(() => savingsDashboard(40))
    return <SavingsDashboard />
  },
}

export const NewCompanyGettingStarted: StoryObj = {
  render: () => {
    answering(noProcessYet)
    return <SavingsDashboard />
  },
}

export const Counts: StoryObj = {
  render: () => (
    <SavingsCounts
      dashboard={savingsDashboard()}
      companyCurrency="BRL"
      behind={behind}
    />
  ),
}

export const CountsLoading: StoryObj = {
  render: () => <SavingsCounts companyCurrency="BRL" behind={behind} />,
}

export const Charts: StoryObj = {
  render: () => (
    <SavingsCharts
      dashboard={savingsDashboard()}
      options={filterOptions()}
      behind={behind}
      error={false}
      onRetry={() => undefined}
    />
  ),
}

export const ChartsFailedToRefresh: StoryObj = {
  render: () => (
    <SavingsCharts
      dashboard={savingsDashboard()}
      options={filterOptions()}
      behind={behind}
      error
      onRetry={() => undefined}
    />
  ),
}

export const CurrencyNoteWithUnconverted: StoryObj = {
  render: () => <SavingsCurrencyNote dashboard={withUnconverted()} />,
}

export const Filters: StoryObj = {
  render: () => (
    <SavingsFilters
      options={filterOptions()}
      filter={{
        fromMonth: '2026-01',
        toMonth: '2026-12',
        categoryManagerId: 'user-marina',
      }}
      onChange={() => undefined}
    />
  ),
}

export const SelectionNote: StoryObj = {
  render: () => {
    answering(() => savingsDashboard())
    return (
      <SavingsSelectionNote
        selection={{
          stage: 'APPROVED',
          filter: {
            fromMonth: '2026-01',
            toMonth: '2026-06',
            categoryManagerId: 'user-marina',
            processType: 'SPOT_PURCHASE',
            currencyCode: 'BRL',
          },
        }}
      />
    )
  },
}

export const TargetModal: StoryObj = {
  render: () => {
    answering(() => savingsDashboard())
    return (
      <SavingsTargetModal
        currency="BRL"
        year={new Date().getFullYear()}
        onClose={() => undefined}
      />
    )
  },
}

export const TargetModalReadOnly: StoryObj = {
  render: () => {
    answering(() => savingsDashboard(), false)
    return (
      <SavingsTargetModal
        currency="BRL"
        year={new Date().getFullYear()}
        onClose={() => undefined}
      />
    )
  },
}
