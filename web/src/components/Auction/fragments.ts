// What the bidder's page and the buyer's console read of an auction, each in one place.

export const AUCTION_CLOCK_FIELDS = gql`
  fragment AuctionClockFields on AuctionClock {
    startsAt
    closesAt
    pausedAt
    closedAt
    serverTime
    phase
  }
`

export const BIDDER_STANDING_FIELDS = gql`
  fragment BidderStandingFields on AuctionBidderStanding {
    itemId
    ceiling
    ownPrice
    rank
    bestPrice
    highestBid
  }
`

export const AUCTION_RANK_FIELDS = gql`
  fragment AuctionRankFields on AuctionRank {
    supplierId
    supplierName
    price
    eventId
    bids
  }
`

export const AUCTION_EVENT_FIELDS = gql`
  fragment AuctionEventFields on AuctionEvent {
    id
    kind
    at
    itemId
    supplierId
    supplierName
    price
    reason
    byName
    closesAt
  }
`
