import { useState } from 'react'

import type { SavingsStage } from '@procura/shared'
import { Plus, Target } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type {
  SavingsDashboardQuery,
  SavingsDashboardQueryVariables,
  SavingsFilter,
} from 'types/graphql'

import { Link, navigate, routes } from '@redwoodjs/router'
import { useQuery } from '@redwoodjs/web'

import Button, { buttonClasses } from 'src/components/Button/Button'
import CellFailure from 'src/components/CellFailure/CellFailure'
import EmptyState from 'src/components/EmptyState/EmptyState'
import PageTitle from 'src/components/PageTitle/PageTitle'

import SavingsCharts from './SavingsCharts'
import SavingsCounts from './SavingsCounts'
import SavingsCurrencyNote from './SavingsCurrencyNote'
import SavingsFilters, {
  thisYear,
  useSavingsFilterOptions,
} from './SavingsFilters'
import { processesBehind } from './savingsLinks'
import SavingsTargetModal from './SavingsTargetModal'

const SAVING_TOTALS = gql`
  fragment SavingTotalsFields on SavingTotals {
    costReduction
    costAvoidance
    costIncrease
    costSaving
    processes
  }
`

export const SAVINGS_DASHBOARD = gql`
  query SavingsDashboardQuery($filter: SavingsFilter) {
    savingsDashboard(filter: $filter) {
      currencyCode
      converted
      convertedFrom
      unconverted {
        currencyCode
        costSaving
        processes
      }
      anyProcess
      counts {
        open
        inReview
        approved
        averageDaysToApproval
        target
        targetShare
      }
      realized {
        ...SavingTotalsFields
      }
      realizedInSpend {
        currencyCode
        saving
        spend
        processes
        rate
      }
      pipeline {
        ...SavingTotalsFields
      }
      months {
        month
        realized {
          ...SavingTotalsFields
        }
        pipeline {
          ...SavingTotalsFields
        }
      }
      groups {
        group
        rows {
          key
          realized {
            ...SavingTotalsFields
          }
          pipeline {
            ...SavingTotalsFields
          }
        }
      }
    }
  }
  ${SAVING_TOTALS}
`

/** A new company's first steps: the dashboard fills in as processes are approved. */
const GettingStarted = () => {
  const { t } = useTranslation()
  return (
    <EmptyState
      title={t('savings.start.title')}
      description={t('savings.start.description')}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <Button icon={Plus} onClick={() => navigate(routes.processNew())}>
            {t('savings.start.process')}
          </Button>
          <Link
            to={routes.users()}
            className={buttonClasses({ variant: 'secondary' })}
          >
            {t('savings.start.team')}
          </Link>
        </div>
      }
    />
  )
}

/** Spec §2 sourcing dashboard: counts, savings realized and in the pipeline, by month and by group. */
const SavingsDashboard = () => {
  const { t } = useTranslation()
  const [filter, setFilter] = useState<SavingsFilter>(thisYear)
  const [editingTarget, setEditingTarget] = useState(false)
  const options = useSavingsFilterOptions()
  // one query per filter change; the last figures stay while the next load
  const { data, previousData, loading, error, refetch } = useQuery<
    SavingsDashboardQuery,
    SavingsDashboardQueryVariables
  >(SAVINGS_DASHBOARD, { variables: { filter } })
  const dashboard = (data ?? previousData)?.savingsDashboard
  const behind = (stage?: SavingsStage, narrowed: SavingsFilter = {}) =>
    processesBehind({ ...filter, ...narrowed }, stage)
  const nothing =
    dashboard &&
    !dashboard.counts.open &&
    !dashboard.counts.inReview &&
    !dashboard.counts.approved

  const body = () => {
    if (!dashboard?.anyProcess && dashboard) return <GettingStarted />
    return (
      <>
        <SavingsFilters
          options={options}
          filter={filter}
          onChange={setFilter}
        />
        {dashboard ? (
          <SavingsCurrencyNote dashboard={dashboard} />
        ) : (
          // the note's line, kept while the figures load: the counts below must not jump (CLS)
          <p aria-hidden="true" className="text-sm">
            &nbsp;
          </p>
        )}
        {nothing ? (
          <EmptyState
            title={t('savings.noMatch')}
            action={
              <Button variant="secondary" onClick={() => setFilter(thisYear())}>
                {t('savings.filters.reset')}
              </Button>
            }
          />
        ) : (
          <>
            <SavingsCounts
              dashboard={dashboard}
              companyCurrency={options?.companyCurrency}
              behind={behind}
            />
            <SavingsCharts
              dashboard={dashboard}
              options={options}
              behind={behind}
              error={Boolean(error)}
              onRetry={() => refetch()}
            />
          </>
        )}
      </>
    )
  }

  if (error && !dashboard) return <CellFailure error={error} />
  return (
    <div className="flex flex-col gap-4" aria-busy={loading}>
      <PageTitle parts={[t('pages.dashboard')]} />
      {/* as tall as the target's button, which comes with the figures (CLS) */}
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold">{t('pages.dashboard')}</h1>
        {dashboard?.anyProcess && (
          <Button
            variant="secondary"
            icon={Target}
            onClick={() => setEditingTarget(true)}
          >
            {t('savings.target.action')}
          </Button>
        )}
      </div>
      {body()}
      {editingTarget && options && (
        <SavingsTargetModal
          currency={options.companyCurrency}
          year={Number((filter.fromMonth ?? thisYear().fromMonth).slice(0, 4))}
          onClose={() => setEditingTarget(false)}
        />
      )}
    </div>
  )
}

export default SavingsDashboard
