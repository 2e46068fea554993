import { formatInstant } from '@procura/shared'
import { useTranslation } from 'react-i18next'

import Chart, { type ChartRow } from 'src/components/Charts/Chart'

import type { ConsoleEvent, ConsoleItem } from './auctionRecord'

/**
 * An item's bids over time, a line per supplier: at each accepted bid, every supplier's price as it
 * stood (their last bid so far), so the lines step down as the auction runs.
 */
const bidLines = (
  item: ConsoleItem,
  events: ConsoleEvent[],
  locale: string,
  timeZone: string
) => {
  const names = new Map<string, string>()
  const standing: Record<string, string> = {}
  const rows: ChartRow[] = []
  for (const event of events) {
    if (
      event.kind !== 'BID' ||
      event.itemId !== item.itemId ||
      !event.supplierId ||
      !event.price
    )
      continue
    names.set(event.supplierId, event.supplierName ?? event.supplierId)
    standing[event.supplierId] = event.price
    rows.push({ at: formatInstant(event.at, locale, timeZone), ...standing })
  }
  return {
    rows,
    series: [...names].map(([key, label]) => ({ key, label })),
  }
}

const AuctionChart = ({
  item,
  events,
  currency,
  timeZone,
}: {
  item: ConsoleItem
  events: ConsoleEvent[]
  currency: string
  /** the company's, as the log's times are */
  timeZone: string
}) => {
  const { t, i18n } = useTranslation()
  const { rows, series } = bidLines(item, events, i18n.language, timeZone)
  return (
    <Chart
      kind="line"
      title={t('auction.console.chartTitle', {
        item: `${item.code} · ${item.description}`,
      })}
      rows={rows}
      categoryKey="at"
      series={series}
      currency={currency}
      zeroBased={false}
      live
    />
  )
}

export default AuctionChart
