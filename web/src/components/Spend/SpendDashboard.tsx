import { useState } from 'react'

import {
  SPEND_DIMENSIONS,
  SPEND_FILTER_FIELDS,
  SPEND_MEASURES,
  dec,
  formatMoney,
  formatNumber,
  formatYearMonth,
  nextSpendDimension,
  sumOf,
  type Numeric,
  type SpendDimension,
  type SpendMeasure,
} from '@procura/shared'
import { FilePlus2, Upload } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type {
  SpendAnalysisQuery,
  SpendAnalysisQueryVariables,
} from 'types/graphql'

import { Link, routes, useParams } from '@redwoodjs/router'
import { useQuery } from '@redwoodjs/web'

import { BUTTON_SIZES, buttonClasses } from 'src/components/Button/Button'
import CellFailure from 'src/components/CellFailure/CellFailure'
import Chart, { type ChartRow } from 'src/components/Charts/Chart'
import Figure from 'src/components/Charts/Figure'
import CsvExportLink from 'src/components/CsvImport/CsvExportLink'
import EmptyState from 'src/components/EmptyState/EmptyState'
import { inputClasses } from 'src/components/Form/FieldShell'

import SpendFilters, {
  useSpendFilterOptions,
  type SpendFilter,
} from './SpendFilters'
import SpendRates from './SpendRates'
import SpendTable from './SpendTable'

export const SPEND_ANALYSIS = gql`
  query SpendAnalysisQuery(
    $dimension: SpendDimension!
    $measure: SpendMeasure!
    $filter: SpendFilter
    $locale: String
  ) {
    spendAnalysis(
      dimension: $dimension
      measure: $measure
      filter: $filter
      locale: $locale
    ) {
      currency
      total
      lineCount
      unit
      groupCount
      classCounts {
        A
      }
      groups {
        key
        label
        value
        share
        cumulativeShare
        abc
        unit
      }
      months {
        month
        value
      }
    }
  }
`

// the bar chart's bars and the pie's slices; the rest is one "others"
const TOP_BARS = 10
const TOP_SLICES = 7
const OTHERS = '\u0000others'

/** The rows a sourcing process starts from, and how the new process page is told which. */
const SOURCE_PARAMS: Partial<Record<SpendDimension, string>> = {
  supplier: 'spendSupplier',
  material: 'spendMaterial',
  materialCategory: 'spendCategory',
}

/** The address of a new process from the dashboard's filter, when it selects something to source. */
const sourceSelection = (filter: SpendFilter) => {
  const selection = Object.fromEntries(
    Object.entries(SOURCE_PARAMS).flatMap(([dimension, param]) => {
      const value = filter[SPEND_FILTER_FIELDS[dimension as SpendDimension]]
      return value ? [[param, value]] : []
    })
  )
  return Object.keys(selection).length ? selection : null
}

const sourceHrefOf = (dimension: SpendDimension) => {
  const param = SOURCE_PARAMS[dimension]
  return param
    ? (key: string) => routes.processNew({ [param]: key })
    : undefined
}

/** Spec §2 spending analysis: any dimension and measure, filters, charts, a Pareto table, drill-down. */
const SpendDashboard = () => {
  const { t, i18n } = useTranslation()
  const locale = i18n.language
  const [dimension, setDimension] = useState<SpendDimension>('businessDivision')
  const [measure, setMeasure] = useState<SpendMeasure>('spend')
  // a supplier's scorecard opens the analysis on that supplier and its figure's months
  const { supplierId, fromMonth, toMonth } = useParams()
  const [filter, setFilter] = useState<SpendFilter>(() =>
    Object.fromEntries(
      Object.entries({ supplierId, fromMonth, toMonth }).filter(
        ([, value]) => value
      )
    )
  )
  const options = useSpendFilterOptions()
  // the previous figures stay while new ones load, so the controls never jump away
  const { data, previousData, loading, error, refetch } = useQuery<
    SpendAnalysisQuery,
    SpendAnalysisQueryVariables
  >(SPEND_ANALYSIS, { variables: { dimension, measure, filter, locale } })
  const analysis = (data ?? previousData)?.spendAnalysis

  const format = (value: Numeric, unit?: string | null) =>
    measure === 'spend'
      ? formatMoney(value, analysis?.currency ?? 'BRL', locale)
      : `${formatNumber(value, locale)}${unit ? ` ${unit}` : ''}`
  const dimensionName = t(`spend.dimensions.${dimension}`)
  const measureName = t(`spend.measures.${measure}`)

  /** A bar, slice or row chosen: filter by it and look one level finer. */
  const drill = (key: string) => {
    if (key === OTHERS || key === '') return
    const next = { ...filter, [SPEND_FILTER_FIELDS[dimension]]: key }
    const filtered = SPEND_DIMENSIONS.filter(
      (d) => next[SPEND_FILTER_FIELDS[d]] !== undefined
    )
    setFilter(next)
    setDimension(nextSpendDimension(dimension, filtered))
  }
  const topWithOthers = (count: number): ChartRow[] => {
    const groups = analysis?.groups ?? []
    const top = groups.slice(0, count)
    // to the cent: the total less the groups shown
    const rest = dec(analysis?.total)
      .minus(sumOf(top.map((g) => g.value)))
      .toFixed()
    return [
      ...top.map((g) => ({ key: g.key, label: g.label, value: g.value })),
      ...(analysis && analysis.groupCount > count
        ? [{ key: OTHERS, label: t('spend.charts.others'), value: rest }]
        : []),
    ]
  }
  const money = measure === 'spend' ? analysis?.currency : undefined
  const series = [{ key: 'value', label: measureName }]
  const chartState = {
    loading: !analysis,
    error: Boolean(error),
    onRetry: () => refetch(),
  }

  if (error && !analysis) return <CellFailure error={error} />
  return (
    <div className="flex flex-col gap-4" aria-busy={loading}>
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-1 text-sm text-slate-600">
          {t('spend.dimension')}
          <select
            value={dimension}
            onChange={(event) =>
              setDimension(event.target.value as SpendDimension)
            }
            className={inputClasses}
          >
            {SPEND_DIMENSIONS.map((d) => (
              <option key={d} value={d}>
                {t(`spend.dimensions.${d}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-1 text-sm text-slate-600">
          {t('spend.measure')}
          <select
            value={measure}
            onChange={(event) => setMeasure(event.target.value as SpendMeasure)}
            className={inputClasses}
          >
            {SPEND_MEASURES.map((m) => (
              <option key={m} value={m}>
                {t(`spend.measures.${m}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="ml-auto flex gap-2">
          <SpendRates currency={analysis?.currency} />
          <Link
            to={routes.spendCompliance()}
            className={buttonClasses({ variant: 'secondary' })}
          >
            {t('spend.compliance.action')}
          </Link>
          <Link
            to={routes.spendImports()}
            className={buttonClasses({ variant: 'secondary' })}
          >
            <Upload size={BUTTON_SIZES.normal} aria-hidden />
            {t('spendImports.action')}
          </Link>
          <CsvExportLink
            path="/spend/export"
            query={{ dimension, measure, ...filter }}
            label={t('spend.table.export')}
          />
        </div>
      </div>
      <SpendFilters options={options} filter={filter} onChange={setFilter} />
      {/* a bar or a row chosen filters by it: the selection can start a sourcing process */}
      {sourceSelection(filter) && (
        <Link
          to={routes.processNew(sourceSelection(filter))}
          className={`${buttonClasses({ variant: 'secondary' })} mb-3 self-start`}
        >
          <FilePlus2 size={BUTTON_SIZES.normal} aria-hidden />
          {filter.supplier || filter.material
            ? t('spend.sourcing.startFor', {
                name: filter.supplier ?? filter.material,
              })
            : t('spend.sourcing.start')}
        </Link>
      )}
      {analysis?.lineCount === 0 ? (
        <EmptyState
          title={t(
            Object.keys(filter).length ? 'spend.noMatch' : 'spend.empty'
          )}
        />
      ) : (
        <>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-4">
            <Figure
              label={t('spend.summary.total', { measure: measureName })}
              value={analysis ? format(analysis.total, analysis.unit) : '–'}
            />
            <Figure
              label={t('spend.summary.lines')}
              value={
                analysis ? formatNumber(analysis.lineCount, locale, 0) : '–'
              }
            />
            <Figure
              label={t('spend.summary.groups', { dimension: dimensionName })}
              value={
                analysis ? formatNumber(analysis.groupCount, locale, 0) : '–'
              }
            />
            <Figure
              label={t('spend.summary.pareto')}
              value={
                analysis
                  ? t('spend.summary.paretoValue', {
                      count: analysis.classCounts.A,
                      total: analysis.groupCount,
                    })
                  : '–'
              }
            />
          </div>
          <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
            <div>
              <Chart
                kind="bar"
                title={t('spend.charts.top', {
                  count: TOP_BARS,
                  dimension: dimensionName,
                })}
                rows={topWithOthers(TOP_BARS)}
                categoryKey="label"
                series={series}
                currency={money}
                {...chartState}
                onSelect={(row) => drill(String(row.key))}
              />
              <p className="mt-1 text-xs text-slate-500">
                {t('spend.charts.drillHint')}
              </p>
            </div>
            <Chart
              kind="pie"
              title={t('spend.charts.share', { dimension: dimensionName })}
              rows={topWithOthers(TOP_SLICES)}
              categoryKey="label"
              series={series}
              currency={money}
              {...chartState}
              onSelect={(row) => drill(String(row.key))}
            />
          </div>
          <Chart
            kind="line"
            title={t('spend.charts.trend', { measure: measureName })}
            // months as the reader's language names them, not 'YYYY-MM'
            rows={(analysis?.months ?? []).map((row) => ({
              ...row,
              month: formatYearMonth(row.month, locale),
            }))}
            categoryKey="month"
            series={series}
            currency={money}
            {...chartState}
          />
          {analysis && (
            <SpendTable
              title={t('spend.table.title', {
                measure: measureName,
                dimension: dimensionName,
              })}
              dimensionName={dimensionName}
              measureName={measureName}
              groups={analysis.groups}
              groupCount={analysis.groupCount}
              total={analysis.total}
              showUnit={measure === 'volume'}
              format={format}
              onSelect={drill}
              sourceHref={sourceHrefOf(dimension)}
            />
          )}
        </>
      )}
    </div>
  )
}

export default SpendDashboard
