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

import {
  CHART_COLORS,
  useValueFormats,
  type ChartProps,
  type ChartRow,
  type ChartSeries,
} from './chartFormats'

// recharts, loaded when a chart first comes into view (Chart.tsx): most of a chart page's script

const colorOf = (series: ChartSeries, index: number) =>
  series.color ?? CHART_COLORS[index % CHART_COLORS.length]

/** The rows as recharts draws them: each series' value as a number (money arrives as decimal text). */
const plottedRows = (rows: ChartRow[], series: ChartSeries[]) =>
  rows.map((row) => ({
    ...row,
    ...Object.fromEntries(
      series.map(({ key }) => [
        key,
        row[key] === undefined ? row[key] : Number(row[key]),
      ])
    ),
  }))

/** A printed chart's width in CSS pixels: an A4 landscape page's, less its margins and the chart's frame. */
const PRINTED_WIDTH = 960

interface PlotProps extends ChartProps {
  /**
   * drawn for a printed page: whole at once (no animation) and of a fixed size, which nothing
   * redraws when the browser lays the page out for the printer
   */
  printed?: boolean
}

const Plot = ({
  kind,
  rows: given,
  categoryKey,
  series,
  currency,
  onSelect,
  height = 280,
  printed = false,
  zeroBased = true,
  live = false,
}: PlotProps) => {
  const animated = !printed && !live
  const size = printed ? { width: PRINTED_WIDTH, height } : {}
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
      <PieChart {...size}>
        <Pie
          data={rows}
          dataKey={only.key}
          nameKey={categoryKey}
          outerRadius="80%"
          label={false}
          isAnimationActive={animated}
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
        <YAxis
          {...valueAxis}
          width={80}
          domain={zeroBased ? undefined : ['auto', 'auto']}
        />
      </>
    )
  if (kind === 'line') {
    return (
      <LineChart data={rows} {...size}>
        {axes}
        {series.map((one, index) => (
          <Line
            key={one.key}
            dataKey={one.key}
            name={one.label}
            stroke={colorOf(one, index)}
            strokeWidth={2}
            dot={false}
            isAnimationActive={animated}
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
      {...size}
    >
      {axes}
      {series.map((one, index) => (
        <Bar
          key={one.key}
          dataKey={one.key}
          name={one.label}
          fill={colorOf(one, index)}
          stackId={kind === 'stackedBar' ? 'stack' : undefined}
          isAnimationActive={animated}
          onClick={select?.(one.key)}
          className={select ? 'cursor-pointer' : undefined}
        />
      ))}
      {tooltip}
      {legend}
    </BarChart>
  )
}

/** The plot, filling the box its chart gives it (printed: of the page's width). */
const ChartPlot = (props: PlotProps) =>
  props.printed ? (
    <Plot {...props} />
  ) : (
    <ResponsiveContainer width="100%" height="100%">
      <Plot {...props} />
    </ResponsiveContainer>
  )

export default ChartPlot
