import {
  formatCompactMoney,
  formatMoney,
  formatNumber,
  type Numeric,
} from '@procura/shared'
import { useTranslation } from 'react-i18next'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'

import Button from 'src/components/Button/Button'
import EmptyState from 'src/components/EmptyState/EmptyState'

// The series colours are the palette's tokens (index.css), not literals.
export const CHART_COLORS = Array.from(
  { length: 8 },
  (_, index) => `var(--chart-${index + 1})`
)

/** horizontalBar: bars along the value axis, for long names (people, categories) */
export type ChartKind = 'bar' | 'horizontalBar' | 'stackedBar' | 'line' | 'pie'
export type ChartRow = Record<string, string | number>

export interface ChartSeries {
  key: string
  label: string
  /** one of CHART_COLORS, when a measure keeps its colour from chart to chart */
  color?: string
}

const colorOf = (series: ChartSeries, index: number) =>
  series.color ?? CHART_COLORS[index % CHART_COLORS.length]

export interface ChartProps {
  kind: ChartKind
  title: string
  rows: ChartRow[]
  /** the row field that names each bar, point or slice */
  categoryKey: string
  series: ChartSeries[]
  /** money needs its currency; volumes and counts are plain numbers */
  currency?: string
  loading?: boolean
  error?: boolean
  onRetry?: () => void
  height?: number
  /** a click on a bar or a slice (or a row of the table view): the row, and the series clicked */
  onSelect?: (row: ChartRow, seriesKey: string) => void
}

const useValueFormats = (currency?: string) => {
  const { i18n } = useTranslation()
  const locale = i18n.language
  return currency
    ? {
        axis: (value: number) => formatCompactMoney(value, currency, locale),
        exact: (value: Numeric) => formatMoney(value, currency, locale),
      }
    : {
        axis: (value: number) => formatNumber(value, locale, 0),
        exact: (value: Numeric) => formatNumber(value, locale),
      }
}

/** The rows as recharts draws them: each series' value as a number (money arrives as decimal text). */
const plottedRows = (rows: ChartRow[], series: ChartSeries[]) =>
  rows.map((row) => ({
    ...row,
    ...Object.fromEntries(
      series.map(({ key }) => [key, row[key] === undefined ? row[key] : Number(row[key])])
    ),
  }))

const Plot = ({
  kind,
  rows: given,
  categoryKey,
  series,
  currency,
  onSelect,
}: ChartProps) => {
  const select =
    onSelect &&
    ((seriesKey: string) => (entry: { payload?: ChartRow }) =>
      entry.payload && onSelect(entry.payload, seriesKey))
  const format = useValueFormats(currency)
  const rows = plottedRows(given, series)
  const tooltip = <Tooltip formatter={(value) => format.exact(Number(value))} />
  // in the order the series are given, not alphabetically (recharts' default)
  const legend = series.length > 1 && (
    <Legend
      itemSorter={(item) =>
        series.findIndex((one) => one.key === String(item.dataKey))
      }
    />
  )
  if (kind === 'pie') {
    const [only] = series
    return (
      <PieChart>
        <Pie
          data={rows}
          dataKey={only.key}
          nameKey={categoryKey}
          outerRadius="80%"
          label={false}
          onClick={select?.(only.key)}
          className={select ? 'cursor-pointer' : undefined}
        >
          {rows.map((row, index) => (
            <Cell
              key={String(row[categoryKey])}
              fill={CHART_COLORS[index % CHART_COLORS.length]}
            />
          ))}
        </Pie>
        {tooltip}
        <Legend />
      </PieChart>
    )
  }
  const valueAxis = {
    tickFormatter: (value: number) => format.axis(Number(value)),
    tick: { fontSize: 12 },
  }
  const axes =
    kind === 'horizontalBar' ? (
      <>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" {...valueAxis} />
        <YAxis
          type="category"
          dataKey={categoryKey}
          tick={{ fontSize: 12 }}
          width={140}
          interval={0}
        />
      </>
    ) : (
      <>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey={categoryKey} tick={{ fontSize: 12 }} />
        <YAxis {...valueAxis} width={80} />
      </>
    )
  if (kind === 'line') {
    return (
      <LineChart data={rows}>
        {axes}
        {series.map((one, index) => (
          <Line
            key={one.key}
            dataKey={one.key}
            name={one.label}
            stroke={colorOf(one, index)}
            strokeWidth={2}
            dot={false}
          />
        ))}
        {tooltip}
        {legend}
      </LineChart>
    )
  }
  return (
    <BarChart
      data={rows}
      layout={kind === 'horizontalBar' ? 'vertical' : 'horizontal'}
    >
      {axes}
      {series.map((one, index) => (
        <Bar
          key={one.key}
          dataKey={one.key}
          name={one.label}
          fill={colorOf(one, index)}
          stackId={kind === 'stackedBar' ? 'stack' : undefined}
          onClick={select?.(one.key)}
          className={select ? 'cursor-pointer' : undefined}
        />
      ))}
      {tooltip}
      {legend}
    </BarChart>
  )
}

/** The same numbers as a table, for screen readers and for anyone who wants exact figures. */
const ChartTable = ({
  rows,
  categoryKey,
  series,
  currency,
  onSelect,
}: ChartProps) => {
  const { t } = useTranslation()
  const format = useValueFormats(currency)
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-slate-500">
        {t('chart.tableView')}
      </summary>
      <table className="mt-2 w-full">
        <thead>
          <tr>
            <th scope="col" className="text-left font-medium">
              {t('chart.category')}
            </th>
            {series.map(({ key, label }) => (
              <th key={key} scope="col" className="text-right font-medium">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[categoryKey])}>
              <th scope="row" className="text-left font-normal">
                {row[categoryKey]}
              </th>
              {series.map(({ key }) => (
                <td key={key} className="tabular text-right">
                  {onSelect ? (
                    <button
                      type="button"
                      onClick={() => onSelect(row, key)}
                      className="text-primary-700 hover:underline"
                    >
                      {format.exact(row[key] ?? 0)}
                    </button>
                  ) : (
                    // the figure exactly as sent (decimal text), not as plotted
                    format.exact(row[key] ?? 0)
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  )
}

/** Bar, stacked bar, line and pie charts in the product's palette, with loading, empty and error states. */
const Chart = (props: ChartProps) => {
  const { t } = useTranslation()
  const { title, rows, loading, error, onRetry, height = 280 } = props
  const body = () => {
    if (loading) {
      return (
        <div
          role="status"
          aria-label={t('common.loading')}
          style={{ height }}
          className="animate-pulse rounded bg-slate-100"
        />
      )
    }
    if (error) {
      return (
        <div
          role="alert"
          style={{ height }}
          className="flex flex-col items-center justify-center gap-3 text-danger-700"
        >
          {t('chart.error')}
          {onRetry && (
            <Button size="slim" variant="secondary" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          )}
        </div>
      )
    }
    if (rows.length === 0) return <EmptyState title={t('chart.empty')} />
    return (
      <>
        <div style={{ height }}>
          <ResponsiveContainer width="100%" height="100%">
            <Plot {...props} />
          </ResponsiveContainer>
        </div>
        <ChartTable {...props} />
      </>
    )
  }
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4">
      <figcaption className="mb-3 font-medium">{title}</figcaption>
      {body()}
    </figure>
  )
}

export default Chart
