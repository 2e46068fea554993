import { formatDeadline, formatInstant, formatUnitPrice } from '@procura/shared'
import { useTranslation } from 'react-i18next'

import type { ConsoleEvent } from './auctionRecord'

/** What an event says beyond its kind: a refusal's reason, who moved the clock, the close it left. */
const useEventDetail = (timeZone: string) => {
  const { t, i18n } = useTranslation()
  return (event: ConsoleEvent) =>
    [
      event.kind === 'REFUSED' &&
        event.reason &&
        t(`auction.log.reason.${event.reason}`),
      event.byName,
      event.closesAt &&
        event.kind !== 'BID' &&
        event.kind !== 'REFUSED' &&
        t('auction.log.closesAt', {
          at: formatDeadline(event.closesAt, i18n.language, timeZone),
        }),
    ]
      .filter(Boolean)
      .join(' · ')
}

/**
 * The auction's audit log: every bid, refusal, extension, pause and end, at the server's time and in
 * the order the server decided them. Printed whole in the process report.
 */
const AuctionLog = ({
  events,
  itemCodes,
  currency,
  timeZone,
}: {
  events: ConsoleEvent[]
  itemCodes: Map<string, string>
  currency: string
  timeZone: string
}) => {
  const { t, i18n } = useTranslation()
  const detail = useEventDetail(timeZone)
  if (!events.length)
    return <p className="text-sm text-slate-500">{t('auction.log.empty')}</p>
  return (
    <table className="w-full text-sm" data-testid="auction-log">
      <caption className="sr-only">{t('auction.log.title')}</caption>
      <thead className="bg-slate-50 text-left text-slate-600">
        <tr>
          <th className="px-3 py-2">{t('auction.log.at')}</th>
          <th className="px-3 py-2">{t('auction.log.event')}</th>
          <th className="px-3 py-2">{t('auction.bidder.item')}</th>
          <th className="px-3 py-2">{t('auction.log.supplier')}</th>
          <th className="px-3 py-2 text-right">{t('auction.log.price')}</th>
          <th className="px-3 py-2">{t('auction.log.detail')}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {events.map((event) => (
          <tr key={event.id} data-kind={event.kind}>
            <td className="tabular whitespace-nowrap px-3 py-1">
              {formatInstant(event.at, i18n.language)}
            </td>
            <td className="px-3 py-1">{t(`auction.log.kind.${event.kind}`)}</td>
            <td className="px-3 py-1">
              {event.itemId ? (itemCodes.get(event.itemId) ?? '—') : '—'}
            </td>
            <td className="px-3 py-1">{event.supplierName ?? '—'}</td>
            <td className="tabular px-3 py-1 text-right">
              {event.price
                ? formatUnitPrice(event.price, currency, i18n.language)
                : '—'}
            </td>
            <td className="px-3 py-1 text-slate-600">{detail(event)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export default AuctionLog
