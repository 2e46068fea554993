import { useState } from 'react'

import {
  FILTER_FIELD_OF_GROUP,
  formatMoney,
  formatMonth,
  formatNumber,
  type SavingsFilter,
  type SavingsGroup,
  type SavingsStage,
} from '@procura/shared'
import { Plus, Target } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { Link, navigate, routes } from '@redwoodjs/router'
import { useQuery } from '@redwoodjs/web'

import Button from 'src/components/Button/Button'
import CellFailure from 'src/components/CellFailure/CellFailure'
import Chart, { type ChartRow } from 'src/components/Charts/Chart'
import Figure from 'src/components/Charts/Figure'
import EmptyState from 'src/components/EmptyState/EmptyState'
import PageTitle from 'src/components/PageTitle/PageTitle'

import SavingsCurrencyNote from './SavingsCurrencyNote'
import SavingsFilters, {
  thisYear,
  useSavingsFilterOptions,
  type SavingsFilterOptions,
} from './SavingsFilters'
import { processesBehind } from './savingsLinks'
import SavingsTargetModal from './SavingsTargetModal'

const TOTALS = `costReduction costAvoidance costIncrease costSaving processes`

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
      canEditTarget
      counts {
        open
        inReview
        approved
        averageDaysToApproval
        target
        targetShare
      }
      realized { ${TOTALS} }
      pipeline { ${TOTALS} }
      months {
        month
        realized { ${TOTALS} }
        pipeline { ${TOTALS} }
      }
      groups {
        group
        rows {
          key
          realized { ${TOTALS} }
          pipeline { ${TOTALS} }
        }
      }
    }
  }
`

interface SavingTotals {
  costReduction: number
  costAvoidance: number
  costIncrease: number
  costSaving: number
  processes: number
}
type Stage = 'realized' | 'pipeline'
type BothStages = Record<Stage, SavingTotals>

export interface SavingsDashboardAnswer {
  currencyCode: string
  converted: boolean
  convertedFrom: string[]
  unconverted: { currencyCode: string; costSaving: number; processes: number }[]
  anyProcess: boolean
  canEditTarget: boolean
  counts: {
    open: number
    inReview: number
    approved: number
    averageDaysToApproval: number | null
    target: number | null
    targetShare: number | null
  }
  realized: SavingTotals
  pipeline: SavingTotals
  months: ({ month: string } & BothStages)[]
  groups: {
    group: SavingsGroup
    rows: ({ key: string | null } & BothStages)[]
  }[]
}

const STAGE_OF: Record<Stage, SavingsStage> = {
  realized: 'APPROVED',
  pipeline: 'PIPELINE',
}
const SAVING_FIELDS = ['costReduction', 'costAvoidance', 'costSaving'] as const
const NO_KEY = '\u0000none'

const monthLabel = (month: string, locale: string) =>
  `${formatMonth(Number(month.slice(5)) - 1, locale)} ${month.slice(0, 4)}`

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
            className="inline-flex items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
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
  const { t, i18n } = useTranslation()
  const locale = i18n.language
  const [filter, setFilter] = useState<SavingsFilter>(thisYear)
  const [groupStage, setGroupStage] = useState<Stage>('realized')
  const [editingTarget, setEditingTarget] = useState(false)
  const options = useSavingsFilterOptions()
  // one query per filter change; the last figures stay while the next load
  const { data, previousData, loading, error, refetch } = useQuery<{
    savingsDashboard: SavingsDashboardAnswer
  }>(SAVINGS_DASHBOARD, { variables: { filter } })
  const dashboard = (data ?? previousData)?.savingsDashboard

  const heading = (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <PageTitle parts={[t('pages.dashboard')]} />
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
  )
  if (error && !dashboard) return <CellFailure error={error} />
  if (dashboard && !dashboard.anyProcess)
    return (
      <>
        {heading}
        <GettingStarted />
      </>
    )

  const currency = dashboard?.currencyCode ?? options?.companyCurrency ?? 'BRL'
  const money = (value: number) => formatMoney(value, currency, locale)
  const behind = (stage?: SavingsStage, narrowed: SavingsFilter = {}) =>
    processesBehind({ ...filter, ...narrowed }, stage)
  const chartState = {
    loading: !dashboard,
    error: Boolean(error),
    onRetry: () => refetch(),
  }
  const nothing =
    dashboard &&
    !dashboard.counts.open &&
    !dashboard.counts.inReview &&
    !dashboard.counts.approved

  return (
    <div className="flex flex-col gap-4" aria-busy={loading}>
      {heading}
      <SavingsFilters options={options} filter={filter} onChange={setFilter} />
      {dashboard && <SavingsCurrencyNote dashboard={dashboard} />}
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
          <Counts
            dashboard={dashboard}
            companyCurrency={options?.companyCurrency}
            money={money}
            behind={behind}
          />
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-4">
            {(
              [
                'costReduction',
                'costAvoidance',
                'costIncrease',
                'costSaving',
              ] as const
            ).map((field) => (
              <Figure
                key={field}
                label={t(`savings.fields.${field}`)}
                value={dashboard ? money(dashboard.realized[field]) : '–'}
                detail={
                  dashboard &&
                  t('savings.pipelineDetail', {
                    value: money(dashboard.pipeline[field]),
                  })
                }
                to={behind('APPROVED')}
              />
            ))}
          </div>
          <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
            <Chart
              kind="bar"
              title={t('savings.charts.total')}
              rows={
                dashboard
                  ? (['realized', 'pipeline'] as const).map((stage) => ({
                      key: stage,
                      label: t(`savings.stages.${stage}`),
                      ...dashboard[stage],
                    }))
                  : []
              }
              categoryKey="label"
              series={(
                [
                  'costReduction',
                  'costAvoidance',
                  'costIncrease',
                  'costSaving',
                ] as const
              ).map((key) => ({ key, label: t(`savings.fields.${key}`) }))}
              currency={currency}
              {...chartState}
              onSelect={(row) => navigate(behind(STAGE_OF[row.key as Stage]))}
            />
            <Chart
              kind="bar"
              title={t('savings.charts.vsPipeline')}
              rows={(dashboard?.months ?? []).map((month) => ({
                key: month.month,
                label: monthLabel(month.month, locale),
                realized: month.realized.costSaving,
                pipeline: month.pipeline.costSaving,
              }))}
              categoryKey="label"
              series={(['realized', 'pipeline'] as const).map((key) => ({
                key,
                label: t(`savings.stages.${key}`),
              }))}
              currency={currency}
              {...chartState}
              onSelect={(row, series) => {
                const month = String(row.key)
                navigate(
                  behind(STAGE_OF[series as Stage], {
                    fromMonth: month,
                    toMonth: month,
                  })
                )
              }}
            />
          </div>
          <fieldset className="flex items-center gap-3 text-sm">
            <legend className="sr-only">{t('savings.groupStage')}</legend>
            <span className="text-slate-600">{t('savings.groupStage')}</span>
            {(['realized', 'pipeline'] as const).map((stage) => (
              <label key={stage} className="flex items-center gap-1">
                <input
                  type="radio"
                  name="groupStage"
                  checked={groupStage === stage}
                  onChange={() => setGroupStage(stage)}
                />
                {t(`savings.stages.${stage}`)}
              </label>
            ))}
          </fieldset>
          <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
            {(dashboard?.groups ?? []).map(({ group, rows }) => (
              <Chart
                key={group}
                kind="bar"
                title={t(`savings.charts.by.${group}`, {
                  stage: t(`savings.stages.${groupStage}`),
                })}
                rows={rows.map((row) => ({
                  key: row.key ?? NO_KEY,
                  label: groupLabel(group, row.key, options, t),
                  ...Object.fromEntries(
                    SAVING_FIELDS.map((f) => [f, row[groupStage][f]])
                  ),
                }))}
                categoryKey="label"
                series={SAVING_FIELDS.map((key) => ({
                  key,
                  label: t(`savings.fields.${key}`),
                }))}
                currency={currency}
                {...chartState}
                onSelect={(row: ChartRow) =>
                  row.key !== NO_KEY &&
                  navigate(
                    behind(STAGE_OF[groupStage], {
                      [FILTER_FIELD_OF_GROUP[group]]: String(row.key),
                    })
                  )
                }
              />
            ))}
          </div>
          <p className="text-xs text-slate-500">{t('savings.clickHint')}</p>
        </>
      )}
      {editingTarget && (
        <SavingsTargetModal
          currency={options?.companyCurrency ?? currency}
          year={Number((filter.fromMonth ?? thisYear().fromMonth).slice(0, 4))}
          onClose={() => setEditingTarget(false)}
        />
      )}
    </div>
  )
}

/** A bar's name: the manager's or category's, the type's or profile's in the screen's language. */
const groupLabel = (
  group: SavingsGroup,
  key: string | null,
  options: SavingsFilterOptions | undefined,
  t: (key: string) => string
) => {
  if (key === null) return t('savings.noCategory')
  if (group === 'processType') return t(`process.enums.processType.${key}`)
  if (group === 'processProfile')
    return t(`process.enums.processProfile.${key}`)
  const entries =
    group === 'category' ? options?.categories : options?.categoryManagers
  return entries?.find((entry) => entry.id === key)?.label ?? key
}

/** The process counts and the target, each linking to its processes. */
const Counts = ({
  dashboard,
  companyCurrency,
  money,
  behind,
}: {
  dashboard?: SavingsDashboardAnswer
  companyCurrency?: string
  money: (value: number) => string
  behind: (stage?: SavingsStage) => string
}) => {
  const { t, i18n } = useTranslation()
  const counts = dashboard?.counts
  const count = (value?: number) =>
    value === undefined ? '–' : formatNumber(value, i18n.language, 0)
  const target = () =>
    counts?.target
      ? `${formatNumber((counts.targetShare ?? 0) * 100, i18n.language, 0)}%`
      : '–'
  const targetDetail = () => {
    if (!dashboard) return undefined
    if (counts.target)
      return t('savings.counts.targetDetail', {
        realized: money(dashboard.realized.costSaving),
        target: money(counts.target),
      })
    // a target is in the company currency: one other currency has none to compare with
    return t(
      dashboard.currencyCode === companyCurrency
        ? 'savings.counts.noTarget'
        : 'savings.counts.targetConverted'
    )
  }
  return (
    <div className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5">
      <Figure
        label={t('savings.counts.open')}
        value={count(counts?.open)}
        to={behind('OPEN')}
      />
      <Figure
        label={t('savings.counts.inReview')}
        value={count(counts?.inReview)}
        to={behind('IN_REVIEW')}
      />
      <Figure
        label={t('savings.counts.approved')}
        value={count(counts?.approved)}
        to={behind('APPROVED')}
      />
      <Figure
        label={t('savings.counts.averageDays')}
        value={
          counts?.averageDaysToApproval == null
            ? '–'
            : formatNumber(counts.averageDaysToApproval, i18n.language, 1)
        }
        to={behind('APPROVED')}
      />
      <Figure
        label={t('savings.counts.target')}
        value={target()}
        detail={targetDetail()}
        to={behind('APPROVED')}
      />
    </div>
  )
}

export default SavingsDashboard
