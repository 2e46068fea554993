import { formatMoney, formatNumber, formatUnitPrice } from '@procura/shared'
import { useTranslation } from 'react-i18next'

import type { ConsoleItem, ConsoleRank } from './auctionRecord'
import { leaderSaving, totalSaving } from './auctionSavings'

/** Each item's leader and what the leading bid saves against the baseline; a row picks the chart's item. */
const AuctionStandings = ({
  items,
  rankingOf,
  currency,
  chosen,
  onChoose,
}: {
  items: ConsoleItem[]
  rankingOf: (item: ConsoleItem) => ConsoleRank[]
  currency: string
  chosen: string
  onChoose: (itemId: string) => void
}) => {
  const { t, i18n } = useTranslation()
  const price = (value: string) =>
    formatUnitPrice(value, currency, i18n.language)
  const total = totalSaving(items, rankingOf)
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="auction-standings">
        <caption className="sr-only">{t('auction.console.standings')}</caption>
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            <th className="px-3 py-2">{t('auction.bidder.item')}</th>
            <th className="px-3 py-2 text-right">
              {t('auction.bidder.ceiling')}
            </th>
            <th className="px-3 py-2 text-right">
              {t('auction.console.baseline')}
            </th>
            <th className="px-3 py-2">{t('auction.console.leader')}</th>
            <th className="px-3 py-2 text-right">
              {t('auction.console.leadingPrice')}
            </th>
            <th className="px-3 py-2 text-right">
              {t('auction.console.saving')}
            </th>
            <th className="px-3 py-2 text-right">
              {t('auction.console.bids')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((item) => {
            const ranking = rankingOf(item)
            const [leader] = ranking
            const saving = leaderSaving(item, ranking)
            return (
              <tr
                key={item.itemId}
                data-testid={`standing-${item.code}`}
                aria-selected={item.itemId === chosen}
                className={item.itemId === chosen ? 'bg-primary-50' : undefined}
              >
                <td className="px-3 py-2">
                  <button
                    type="button"
                    className="text-left font-medium text-primary-700 hover:underline"
                    onClick={() => onChoose(item.itemId)}
                  >
                    {item.code}
                  </button>
                  <span className="block text-slate-600">
                    {item.description}
                  </span>
                </td>
                <td className="tabular px-3 py-2 text-right">
                  {price(item.ceiling)}
                </td>
                <td className="tabular px-3 py-2 text-right">
                  {item.baseline ? price(item.baseline) : '—'}
                </td>
                <td className="px-3 py-2" data-testid="leader">
                  {leader?.supplierName ?? '—'}
                </td>
                <td className="tabular px-3 py-2 text-right">
                  {leader ? price(leader.price) : '—'}
                </td>
                <td className="tabular px-3 py-2 text-right">
                  {saving
                    ? `${formatNumber(saving.share.times(100).toString(), i18n.language, 1)}%${
                        saving.value
                          ? ` · ${formatMoney(saving.value.toString(), currency, i18n.language)}`
                          : ''
                      }`
                    : '—'}
                </td>
                <td className="tabular px-3 py-2 text-right">
                  {ranking.reduce((sum, rank) => sum + rank.bids, 0)}
                </td>
              </tr>
            )
          })}
        </tbody>
        {total && (
          <tfoot>
            <tr className="font-semibold">
              <td className="px-3 py-2" colSpan={5}>
                {t('auction.console.totalSaving')}
              </td>
              <td
                className="tabular px-3 py-2 text-right"
                data-testid="total-saving"
              >
                {formatMoney(total.toString(), currency, i18n.language)}
              </td>
              <td />
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  )
}

export default AuctionStandings
