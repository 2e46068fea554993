import {
  auctionEventDetail,
  formatInstant,
  formatUnitPrice,
} from '@procura/shared'
import { useTranslation } from 'react-i18next'

import type { ConsoleEvent } from './auctionRecord'

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
              {formatInstant(event.at, i18n.language, timeZone)}
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
            <td className="px-3 py-1 text-slate-600">
              {auctionEventDetail(event, t, i18n.language, timeZone)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export default AuctionLog
