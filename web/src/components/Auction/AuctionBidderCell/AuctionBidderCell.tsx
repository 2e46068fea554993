import type {
  AuctionBidderQuery,
  AuctionBidderQueryVariables,
} from 'types/graphql'

import type { CellFailureProps, CellSuccessProps } from '@redwoodjs/web'

import CellFailure from 'src/components/CellFailure/CellFailure'

import AuctionBidder from '../AuctionBidder'
import { AUCTION_CLOCK_FIELDS, BIDDER_STANDING_FIELDS } from '../fragments'

export const QUERY = gql`
  query AuctionBidderQuery($token: String!) {
    auctionBidder(token: $token) {
      company {
        name
        timeZone
      }
      process {
        code
        title
        currency
      }
      supplierName
      round
      instructions
      rules {
        durationMinutes
        extensionMinutes
        triggerMinutes
        decrementKind
        decrement
        visibility
      }
      clock {
        ...AuctionClockFields
      }
      items {
        itemId
        code
        description
        unit
        annualVolume
        standing {
          ...BidderStandingFields
        }
      }
      bids {
        itemId
        price
        at
      }
    }
  }
  ${AUCTION_CLOCK_FIELDS}
  ${BIDDER_STANDING_FIELDS}
`

export const beforeQuery = ({ token }: AuctionBidderQueryVariables) => ({
  variables: { token },
  // the page is the true state when it opens, and again after a dropped line
  fetchPolicy: 'network-only' as const,
  nextFetchPolicy: 'network-only' as const,
})

export const Loading = () => (
  <div role="status" className="h-48 animate-pulse rounded-lg bg-slate-100" />
)

export const Failure = ({ error, errorCode }: CellFailureProps) => (
  <CellFailure error={error} errorCode={errorCode} />
)

export const Success = ({
  auctionBidder,
  token,
  queryResult,
}: CellSuccessProps<AuctionBidderQuery, AuctionBidderQueryVariables> & {
  token: string
}) => (
  <AuctionBidder
    page={auctionBidder}
    token={token}
    resync={() => queryResult?.refetch?.()}
  />
)
