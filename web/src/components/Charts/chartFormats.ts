import {
  formatCompactMoney,
  formatMoney,
  formatNumber,
  type Numeric,
} from '@procura/shared'
import { useTranslation } from 'react-i18next'

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
  /** false: the value axis spans the values alone (prices a few cents apart), not from zero */
  zeroBased?: boolean
  /** a chart whose rows arrive live is redrawn as it is: an animation would replay on each */
  live?: boolean
  /** a click on a bar or a slice (or a row of the table view): the row, and the series clicked */
  onSelect?: (row: ChartRow, seriesKey: string) => void
}

export const useValueFormats = (currency?: string) => {
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
