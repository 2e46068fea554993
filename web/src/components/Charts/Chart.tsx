import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useState,
} from 'react'

import { useTranslation } from 'react-i18next'

import Button from 'src/components/Button/Button'
import EmptyState from 'src/components/EmptyState/EmptyState'

import { useValueFormats, type ChartProps } from './chartFormats'

export {
  CHART_COLORS,
  type ChartKind,
  type ChartProps,
  type ChartRow,
  type ChartSeries,
} from './chartFormats'

const ChartPlot = lazy(() => import('./ChartPlot'))

/**
 * The charts of a page made to be printed (the process report): drawn at once, whole and of the
 * page's width, since a reader prints without scrolling to them, a printer catches a bar as it is
 * and a chart that follows its box is redrawn, blank, as the browser lays the page out to print.
 */
export const PrintedCharts = createContext(false)

/** Whether the element (given to `ref` once it is on the page) has come into view; at once where the browser cannot tell. */
const useSeen = (atOnce: boolean) => {
  const [box, setBox] = useState<HTMLDivElement | null>(null)
  const [seen, setSeen] = useState(
    atOnce || typeof IntersectionObserver === 'undefined'
  )
  useEffect(() => {
    if (seen || !box) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true)
    })
    observer.observe(box)
    return () => observer.disconnect()
  }, [seen, box])
  return { ref: setBox, seen }
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

/** The table view's line, kept while the plot loads or failed: what follows the chart stays put (CLS). */
const TableLine = () => (
  <p aria-hidden="true" className="mt-2 text-sm">
    &nbsp;
  </p>
)

/** Bar, stacked bar, line and pie charts in the product's palette, with loading, empty and error states. */
const Chart = (props: ChartProps) => {
  const { t } = useTranslation()
  const { title, rows, loading, error, onRetry, height = 280 } = props
  const printed = useContext(PrintedCharts)
  const plotBox = useSeen(printed)
  const body = () => {
    if (loading) {
      return (
        <>
          <div
            role="status"
            aria-label={t('common.loading')}
            style={{ height }}
            className="animate-pulse rounded bg-slate-100"
          />
          <TableLine />
        </>
      )
    }
    if (error) {
      return (
        <>
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
          <TableLine />
        </>
      )
    }
    if (rows.length === 0) return <EmptyState title={t('chart.empty')} />
    return (
      <>
        {/* the plot keeps its height while it loads: nothing below it moves */}
        <div ref={plotBox.ref} style={{ height }}>
          {plotBox.seen && (
            <Suspense fallback={null}>
              <ChartPlot {...props} printed={printed} />
            </Suspense>
          )}
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
