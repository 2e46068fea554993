import type {
  AuctionBidderQuery,
  AuctionClockFields,
  AuctionConsoleQuery,
} from 'types/graphql'

// The auction as its cells read it.

export type BidderPage = AuctionBidderQuery['auctionBidder']
export type BidderItem = BidderPage['items'][number]
export type BidderStanding = BidderItem['standing']
export type AuctionRules = BidderPage['rules']
export type ConsoleRecord = NonNullable<AuctionConsoleQuery['auctionConsole']>
export type ConsoleItem = ConsoleRecord['items'][number]
export type ConsoleEvent = ConsoleRecord['events'][number]
export type ConsoleRank = ConsoleItem['ranking'][number]

/** Whether `next` was decided no earlier than `current`: signals can arrive out of order. */
export const isNoOlder = (
  next: Pick<AuctionClockFields, 'serverTime'>,
  current: Pick<AuctionClockFields, 'serverTime'>
) =>
  new Date(next.serverTime).getTime() >= new Date(current.serverTime).getTime()
