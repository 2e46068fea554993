import { useState } from 'react'

import {
  formatInstant,
  formatUnitPrice,
  NumberProblem,
  readDecimal,
  type AuctionRefusal,
} from '@procura/shared'
import { Gavel } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type {
  PlaceAuctionBidMutation,
  PlaceAuctionBidMutationVariables,
} from 'types/graphql'

import { useMutation } from '@redwoodjs/web'

import Button from 'src/components/Button/Button'

import type { BidderStanding } from './auctionRecord'
import { AUCTION_CLOCK_FIELDS, BIDDER_STANDING_FIELDS } from './fragments'

export const PLACE_AUCTION_BID = gql`
  mutation PlaceAuctionBidMutation(
    $token: String!
    $itemId: String!
    $price: String!
  ) {
    placeAuctionBid(token: $token, itemId: $itemId, price: $price) {
      accepted
      refusal
      at
      price
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

export type BidResult = PlaceAuctionBidMutation['placeAuctionBid']

type Said =
  | { kind: 'accepted'; price: string; at: string }
  | { kind: 'refused'; message: string }

/**
 * A bid on one item, decided by the server, whose answer is told with its time: accepted, or refused
 * with the reason and the most the bid may be. A price is read here; every rule is the server's, so
 * that each refusal is kept in the auction's log with its time (the buyer sees them all).
 */
const BidForm = ({
  token,
  itemCode,
  standing,
  currency,
  onResult,
}: {
  token: string
  itemCode: string
  standing: BidderStanding
  currency: string
  onResult: (result: BidResult) => void
}) => {
  const { t, i18n } = useTranslation()
  const [text, setText] = useState('')
  const [said, setSaid] = useState<Said | null>(null)
  const [place, { loading }] = useMutation<
    PlaceAuctionBidMutation,
    PlaceAuctionBidMutationVariables
  >(PLACE_AUCTION_BID)
  const money = (value: string) =>
    formatUnitPrice(value, currency, i18n.language)
  const refusalMessage = (refusal: AuctionRefusal, limits: BidderStanding) =>
    t(`auction.refusals.${refusal}`, {
      limit: money(
        refusal === 'aboveCeiling' ? limits.ceiling : limits.highestBid
      ),
    })

  const bid = async () => {
    const price = readDecimal(text, i18n.language)
    if (price instanceof NumberProblem) {
      setSaid({ kind: 'refused', message: t(price.message.key) })
      return
    }
    if (price === null) {
      setSaid({ kind: 'refused', message: t('auction.refusals.price') })
      return
    }
    try {
      const { data } = await place({
        variables: { token, itemId: standing.itemId, price },
      })
      const result = data?.placeAuctionBid
      if (!result) return
      onResult(result)
      if (result.accepted) {
        setText('')
        setSaid({ kind: 'accepted', price: result.price, at: result.at })
      } else
        setSaid({
          kind: 'refused',
          message: refusalMessage(
            result.refusal as AuctionRefusal,
            result.standing ?? standing
          ),
        })
    } catch (error) {
      const key = (error as Error).message
      setSaid({
        kind: 'refused',
        message: i18n.exists(key) ? t(key) : t('auction.bidder.bidError'),
      })
    }
  }

  const input = `bid-${standing.itemId}`
  return (
    <form
      noValidate
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault()
        bid()
      }}
    >
      <div className="flex gap-2">
        <input
          id={input}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-label={t('auction.bidder.bidFor', { item: itemCode })}
          aria-describedby={said ? `${input}-said` : undefined}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="tabular w-32 rounded-md border border-slate-300 px-2 py-1 text-right"
        />
        <Button type="submit" size="medium" icon={Gavel} loading={loading}>
          {t('auction.bidder.bid')}
        </Button>
      </div>
      {said && (
        <p
          id={`${input}-said`}
          role={said.kind === 'refused' ? 'alert' : 'status'}
          className={`text-xs ${said.kind === 'refused' ? 'text-danger-700' : 'text-emerald-700'}`}
        >
          {said.kind === 'accepted'
            ? t('auction.bidder.accepted', {
                price: money(said.price),
                at: formatInstant(said.at, i18n.language),
              })
            : said.message}
        </p>
      )}
    </form>
  )
}

export default BidForm
