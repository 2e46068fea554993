import { useState } from 'react'

import {
  FILTER_FIELD_OF_GROUP,
  formatYearMonth,
  type SavingsGroup,
} from '@procura/shared'
import { useTranslation } from 'react-i18next'

import { navigate } from '@redwoodjs/router'

import Chart, { CHART_COLORS } from 'src/components/Charts/Chart'

import {
  SAVING_FIELDS,
  STAGE_OF,
  type ProcessesBehind,
  type SavingsDashboardAnswer,
  type Stage,
} from './savingsAnswer'
import type { SavingsFilterOptions } from './SavingsFilters'

const STAGES = ['realized', 'pipeline'] as const
// the group charts leave the increase to the total chart and the figures
const GROUP_FIELDS = ['costReduction', 'costAvoidance', 'costSaving'] as const
const NO_KEY = '\u0000none'

// a measure keeps its colour on every chart
const COLOR = {
  costReduction: CHART_COLORS[0],
  costAvoidance: CHART_COLORS[1],
  costIncrease: CHART_COLORS[4],
  costSaving: CHART_COLORS[3],
  realized: CHART_COLORS[3],
  pipeline: CHART_COLORS[5],
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

/** Spec §2: total cost saving, cost saving vs pipeline by month, saving by each group; a click lists the processes. */
const SavingsCharts = ({
  dashboard,
  options,
  behind,
  error,
  onRetry,
}: {
  dashboard?: SavingsDashboardAnswer
  options?: SavingsFilterOptions
  behind: ProcessesBehind
  error: boolean
  onRetry: () => void
}) => {
  const { t, i18n } = useTranslation()
  const [groupStage, setGroupStage] = useState<Stage>('realized')
  const seriesOf = (keys: readonly (keyof typeof COLOR)[], labels: string) =>
    keys.map((key) => ({
      key,
      label: t(`${labels}.${key}`),
      color: COLOR[key],
    }))
  const common = {
    categoryKey: 'label',
    currency: dashboard?.currencyCode,
    loading: !dashboard,
    error,
    onRetry,
  }

  return (
    <>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <Chart
          {...common}
          kind="bar"
          title={t('savings.charts.total')}
          rows={STAGES.map((stage) => ({
            key: stage,
            label: t(`savings.stages.${stage}`),
            ...dashboard?.[stage],
          }))}
          series={seriesOf(SAVING_FIELDS, 'savings.fields')}
          onSelect={(row) => navigate(behind(STAGE_OF[row.key as Stage]))}
        />
        <Chart
          {...common}
          kind="bar"
          title={t('savings.charts.vsPipeline')}
          rows={(dashboard?.months ?? []).map((month) => ({
            key: month.month,
            label: formatYearMonth(month.month, i18n.language),
            realized: month.realized.costSaving,
            pipeline: month.pipeline.costSaving,
          }))}
          series={seriesOf(STAGES, 'savings.stages')}
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
        <legend className="float-left mr-1 text-slate-600">
          {t('savings.groupStage')}
        </legend>
        {STAGES.map((stage) => (
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
            {...common}
            key={group}
            kind="horizontalBar"
            height={Math.max(200, 60 + rows.length * 44)}
            title={t(`savings.charts.by.${group}`, {
              stage: t(`savings.stages.${groupStage}`),
            })}
            rows={rows.map((row) => ({
              key: row.key ?? NO_KEY,
              label: groupLabel(group, row.key, options, t),
              ...Object.fromEntries(
                GROUP_FIELDS.map((field) => [field, row[groupStage][field]])
              ),
            }))}
            series={seriesOf(GROUP_FIELDS, 'savings.fields')}
            onSelect={(row) =>
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
      {/* under the charts by group, which arrive with the figures: shown with them, not pushed
          down by them (CLS) */}
      {dashboard && (
        <p className="text-xs text-slate-500">{t('savings.clickHint')}</p>
      )}
    </>
  )
}

export default SavingsCharts
