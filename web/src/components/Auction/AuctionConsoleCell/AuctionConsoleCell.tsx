import type {
  AuctionConsoleQuery,
  AuctionConsoleQueryVariables,
} from 'types/graphql'

import type { CellFailureProps, CellSuccessProps } from '@redwoodjs/web'

import CellFailure from 'src/components/CellFailure/CellFailure'

import AuctionConsole, { type ConsoleContext } from '../AuctionConsole'
import {
  AUCTION_CLOCK_FIELDS,
  AUCTION_EVENT_FIELDS,
  AUCTION_RANK_FIELDS,
} from '../fragments'

export const AUCTION_CONSOLE_FIELDS = gql`
  fragment AuctionConsoleFields on AuctionConsole {
    scheduleId
    round
    durationMinutes
    extensionMinutes
    triggerMinutes
    decrementKind
    decrement
    visibility
    clock {
      ...AuctionClockFields
    }
    items {
      itemId
      code
      description
      unit
      annualVolume
      ceiling
      baseline
      ranking {
        ...AuctionRankFields
      }
    }
    participants {
      supplierId
      name
      invited
      connected
      bids
    }
    events {
      ...AuctionEventFields
    }
  }
  ${AUCTION_CLOCK_FIELDS}
  ${AUCTION_RANK_FIELDS}
  ${AUCTION_EVENT_FIELDS}
`

export const QUERY = gql`
  query AuctionConsoleQuery($processId: String!, $round: Int!) {
    auctionConsole(processId: $processId, round: $round) {
      ...AuctionConsoleFields
    }
  }
  ${AUCTION_CONSOLE_FIELDS}
`

export const beforeQuery = ({
  processId,
  round,
}: AuctionConsoleQueryVariables) => ({
  variables: { processId, round },
  // who is connected is read anew every 15 s; bids and the clock arrive live
  fetchPolicy: 'network-only' as const,
  nextFetchPolicy: 'network-only' as const,
  pollInterval: 15_000,
})

export const Loading = () => (
  <div role="status" className="h-48 animate-pulse rounded-lg bg-slate-100" />
)

/** A round that is no auction has no console. */
export const Empty = () => null

export const Failure = ({ error, errorCode }: CellFailureProps) => (
  <CellFailure error={error} errorCode={errorCode} />
)

export const Success = ({
  auctionConsole,
  queryResult,
  process,
  round,
  timeZone,
  editable,
}: CellSuccessProps<AuctionConsoleQuery, AuctionConsoleQueryVariables> &
  ConsoleContext) => (
  <AuctionConsole
    record={auctionConsole}
    resync={() => queryResult?.refetch?.()}
    context={{ process, round, timeZone, editable }}
  />
)
