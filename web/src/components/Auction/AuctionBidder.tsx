import { useCallback, useEffect, useState } from 'react'

import { formatInstant, formatUnitPrice, formatVolume } from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type {
  AuctionBidderUpdatesSubscription,
  AuctionBidderUpdatesSubscriptionVariables,
  AuctionClockFields,
} from 'types/graphql'

import AuctionClockBanner from './AuctionClockBanner'
import {
  isNoOlder,
  type BidderItem,
  type BidderPage,
  type BidderStanding,
} from './auctionRecord'
import AuctionRulesSummary from './AuctionRulesSummary'
import BidForm, { type BidResult } from './BidForm'
import { AUCTION_CLOCK_FIELDS, BIDDER_STANDING_FIELDS } from './fragments'
import LiveMark from './LiveMark'
import { useLiveSubscription } from './useLiveSubscription'
import { useServerNow } from './useServerNow'

export const AUCTION_BIDDER_UPDATES = gql`
  subscription AuctionBidderUpdatesSubscription($token: String!) {
    auctionBidderUpdates(token: $token) {
      clock {
        ...AuctionClockFields
      }
      standing {
        ...BidderStandingFields
      }
    }
  }
  ${AUCTION_CLOCK_FIELDS}
  ${BIDDER_STANDING_FIELDS}
`

/** An item's place as of the server time it was decided at: an older one never overwrites it. */
type Standings = Record<string, { standing: BidderStanding; asOf: string }>

const standingsOf = (page: BidderPage): Standings =>
  Object.fromEntries(
    page.items.map((item) => [
      item.itemId,
      { standing: item.standing, asOf: page.clock.serverTime },
    ])
  )

/** The live state of the page: its clock and places, moved by bids and updates no older than them. */
const useBidderState = (page: BidderPage) => {
  const [clock, setClock] = useState(page.clock)
  const [standings, setStandings] = useState(() => standingsOf(page))
  const [bids, setBids] = useState(page.bids)
  useEffect(() => {
    setClock(page.clock)
    setStandings(standingsOf(page))
    setBids(page.bids)
  }, [page])
  const apply = useCallback(
    (next: AuctionClockFields, standing?: BidderStanding | null) => {
      setClock((current) => (isNoOlder(next, current) ? next : current))
      if (standing)
        setStandings((current) => {
          const known = current[standing.itemId]
          if (known && !isNoOlder(next, { serverTime: known.asOf }))
            return current
          return {
            ...current,
            [standing.itemId]: { standing, asOf: next.serverTime },
          }
        })
    },
    []
  )
  const onBid = useCallback(
    (result: BidResult) => {
      apply(result.clock, result.standing)
      if (result.accepted && result.standing)
        setBids((current) => [
          {
            __typename: 'AuctionOwnBid' as const,
            itemId: result.standing?.itemId as string,
            price: result.price,
            at: result.at,
          },
          ...current,
        ])
    },
    [apply]
  )
  return { clock, standings, bids, apply, onBid }
}

/**
 * The bidder's page of a live auction (the portal link is the whole authority): the clock in step
 * with the server's, each item's ceiling with the bidder's own last bid and place, a bid field per
 * item, and their accepted bids. It follows every change live, and polls while the line is down.
 */
const AuctionBidder = ({
  page,
  token,
  resync,
}: {
  page: BidderPage
  token: string
  resync: () => unknown
}) => {
  const { t, i18n } = useTranslation()
  const { clock, standings, bids, apply, onBid } = useBidderState(page)
  const now = useServerNow(clock.serverTime)
  // the hook reads the latest of its callbacks: a new one each render is fine
  const onData = ({
    auctionBidderUpdates: update,
  }: AuctionBidderUpdatesSubscription) => apply(update.clock, update.standing)
  const { live } = useLiveSubscription<
    AuctionBidderUpdatesSubscription,
    AuctionBidderUpdatesSubscriptionVariables
  >(AUCTION_BIDDER_UPDATES, { token }, { onData, resync })
  const { currency } = page.process
  const money = (value: string) =>
    formatUnitPrice(value, currency, i18n.language)
  const itemOf = new Map(page.items.map((item) => [item.itemId, item]))
  const showsRank = page.rules.visibility !== 'OWN_BIDS'
  const showsBest = page.rules.visibility === 'RANK_AND_BEST'

  const row = (item: BidderItem) => {
    const { standing } = standings[item.itemId] ?? item
    return (
      <tr key={item.itemId} data-testid={`auction-item-${item.code}`}>
        <td className="px-3 py-2">
          <span className="font-medium">{item.code}</span>
          <span className="block text-slate-600">{item.description}</span>
        </td>
        <td className="tabular px-3 py-2 text-right">
          {item.annualVolume
            ? formatVolume(
                item.annualVolume,
                i18n.language,
                item.unit ?? undefined
              )
            : '—'}
        </td>
        <td className="tabular px-3 py-2 text-right">
          {money(standing.ceiling)}
        </td>
        <td className="tabular px-3 py-2 text-right" data-testid="own-price">
          {standing.ownPrice ? money(standing.ownPrice) : '—'}
        </td>
        {showsRank && (
          <td
            className="tabular px-3 py-2 text-center font-semibold"
            data-testid="rank"
          >
            {standing.rank
              ? t('auction.bidder.rankOf', { rank: standing.rank })
              : '—'}
          </td>
        )}
        {showsBest && (
          <td className="tabular px-3 py-2 text-right" data-testid="best-price">
            {standing.bestPrice ? money(standing.bestPrice) : '—'}
          </td>
        )}
        <td className="tabular px-3 py-2 text-right">
          {money(standing.highestBid)}
        </td>
        <td className="px-3 py-2">
          <BidForm
            token={token}
            itemCode={item.code}
            standing={standing}
            currency={currency}
            onResult={onBid}
          />
        </td>
      </tr>
    )
  }

  return (
    <div className="flex flex-col gap-4">
      <section className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5">
        <p className="text-sm text-slate-500">
          {t('portal.page.requestFrom', { company: page.company.name })}
        </p>
        <h1 className="text-xl font-semibold">
          {page.process.code} · {page.process.title}
        </h1>
        <p className="text-sm">
          {t('auction.bidder.intro', {
            supplier: page.supplierName,
            round: page.round,
          })}
        </p>
        <AuctionRulesSummary rules={page.rules} currency={currency} />
        {page.instructions && (
          <p className="whitespace-pre-line rounded-md bg-slate-50 p-3 text-sm text-slate-700">
            {page.instructions}
          </p>
        )}
      </section>
      <AuctionClockBanner
        clock={clock}
        now={now}
        timeZone={page.company.timeZone}
      />
      <LiveMark live={live} />
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('auction.bidder.items')}</caption>
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              <th className="px-3 py-2">{t('auction.bidder.item')}</th>
              <th className="px-3 py-2 text-right">
                {t('auction.bidder.volume')}
              </th>
              <th className="px-3 py-2 text-right">
                {t('auction.bidder.ceiling')}
              </th>
              <th className="px-3 py-2 text-right">
                {t('auction.bidder.ownPrice')}
              </th>
              {showsRank && (
                <th className="px-3 py-2 text-center">
                  {t('auction.bidder.rank')}
                </th>
              )}
              {showsBest && (
                <th className="px-3 py-2 text-right">
                  {t('auction.bidder.bestPrice')}
                </th>
              )}
              <th className="px-3 py-2 text-right">
                {t('auction.bidder.highestBid')}
              </th>
              <th className="px-3 py-2">{t('auction.bidder.yourBid')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {page.items.map(row)}
          </tbody>
        </table>
      </div>
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="mb-2 font-semibold">{t('auction.bidder.ownBids')}</h2>
        {bids.length ? (
          <ol className="flex flex-col gap-1 text-sm" data-testid="own-bids">
            {bids.map((bid) => (
              <li key={`${bid.itemId}-${bid.at}`} className="tabular">
                {formatInstant(bid.at, i18n.language)} ·{' '}
                {itemOf.get(bid.itemId)?.code} · {money(bid.price)}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-slate-500">{t('auction.bidder.noBids')}</p>
        )}
      </section>
    </div>
  )
}

export default AuctionBidder
