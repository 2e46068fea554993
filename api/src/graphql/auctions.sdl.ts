export const schema = gql`
  enum AuctionVisibility {
    RANK
    RANK_AND_BEST
    OWN_BIDS
  }

  enum AuctionDecrement {
    ABSOLUTE
    PERCENT
  }

  enum AuctionPhase {
    SCHEDULED
    OPEN
    PAUSED
    CLOSED
  }

  enum AuctionEventKind {
    BID
    REFUSED
    EXTENDED
    PAUSED
    RESUMED
    ENDED
  }

  "an auction's clock at the server's time: pages count down from it"
  type AuctionClock {
    startsAt: DateTime!
    "the close as it stands, extensions and pauses counted"
    closesAt: DateTime!
    pausedAt: DateTime
    closedAt: DateTime
    serverTime: DateTime!
    phase: AuctionPhase!
  }

  type AuctionRules {
    durationMinutes: Int!
    extensionMinutes: Int!
    triggerMinutes: Int!
    decrementKind: AuctionDecrement!
    decrement: Decimal!
    visibility: AuctionVisibility!
  }

  "a bidder's place on an item: their own bid, and what the auction lets them see"
  type AuctionBidderStanding {
    itemId: String!
    ceiling: Decimal!
    ownPrice: Decimal
    ownBids: Int!
    "null when the auction shows bidders their own bids alone, or before their first bid"
    rank: Int
    "only when the auction shows the best price"
    bestPrice: Decimal
    "the most the next bid may be: the ceiling, or the last bid less the decrement"
    highestBid: Decimal!
  }

  type AuctionBidderItem {
    itemId: String!
    code: String!
    description: String!
    unit: String
    annualVolume: Decimal
    standing: AuctionBidderStanding!
  }

  type AuctionOwnBid {
    itemId: String!
    price: Decimal!
    at: DateTime!
  }

  type AuctionBidderCompany {
    name: String!
    timeZone: String!
  }

  type AuctionBidderProcess {
    code: String!
    title: String!
    currency: String!
  }

  type AuctionBidderContact {
    name: String!
    language: String!
  }

  "the bidder's page, reached through their portal link"
  type AuctionBidderPage {
    company: AuctionBidderCompany!
    process: AuctionBidderProcess!
    supplierName: String!
    contact: AuctionBidderContact!
    round: Int!
    instructions: String!
    rules: AuctionRules!
    clock: AuctionClock!
    items: [AuctionBidderItem!]!
    "the bidder's accepted bids, the newest first"
    bids: [AuctionOwnBid!]!
  }

  "a bid decided: accepted with the bidder's new place, or refused with its reason (AUCTION_REFUSALS)"
  type AuctionBidResult {
    accepted: Boolean!
    refusal: String
    "the server's time of the decision"
    at: DateTime!
    price: Decimal!
    clock: AuctionClock!
    standing: AuctionBidderStanding
  }

  "what changed for a bidder: the clock, and their place on the item a bid moved"
  type AuctionBidderUpdate {
    clock: AuctionClock!
    standing: AuctionBidderStanding
  }

  type AuctionRank {
    supplierId: String!
    supplierName: String!
    price: Decimal!
    eventId: String!
    bids: Int!
  }

  type AuctionConsoleItem {
    itemId: String!
    code: String!
    description: String!
    unit: String
    annualVolume: Decimal
    ceiling: Decimal!
    "the item's baseline price, which savings are measured against"
    baseline: Decimal
    "every supplier's last bid, the leader first"
    ranking: [AuctionRank!]!
  }

  type AuctionParticipant {
    supplierId: String!
    name: String!
    invited: Boolean!
    "their page was heard from in the last 45 seconds"
    connected: Boolean!
    bids: Int!
  }

  "a line of the auction's log, at the server's time"
  type AuctionEvent {
    id: String!
    kind: AuctionEventKind!
    at: DateTime!
    itemId: String
    supplierId: String
    supplierName: String
    price: Decimal
    reason: String
    byName: String
    closesAt: DateTime
  }

  type AuctionConsole {
    scheduleId: String!
    round: Int!
    closedByName: String
    durationMinutes: Int!
    extensionMinutes: Int!
    triggerMinutes: Int!
    decrementKind: AuctionDecrement!
    decrement: Decimal!
    visibility: AuctionVisibility!
    clock: AuctionClock!
    items: [AuctionConsoleItem!]!
    participants: [AuctionParticipant!]!
    events: [AuctionEvent!]!
  }

  "an auction round's log, as the process report prints it"
  type AuctionRoundLog {
    round: Int!
    "the company's, in which the log's closes are told"
    timeZone: String!
    events: [AuctionEvent!]!
  }

  type AuctionConsoleRanking {
    itemId: String!
    ranking: [AuctionRank!]!
  }

  "what changed in an auction, for its console"
  type AuctionConsoleUpdate {
    clock: AuctionClock!
    events: [AuctionEvent!]!
    item: AuctionConsoleRanking
  }

  input AuctionItemInput {
    itemId: String!
    ceiling: Decimal!
  }

  input AuctionInput {
    "a wall-clock time in the company's time zone: 2026-12-01T14:00"
    startsAt: String!
    durationMinutes: Int!
    extensionMinutes: Int!
    triggerMinutes: Int!
    decrementKind: AuctionDecrement!
    decrement: Decimal!
    visibility: AuctionVisibility!
    items: [AuctionItemInput!]!
  }

  type Query {
    "the bidder's page: the portal link is the whole authority"
    auctionBidder(token: String!): AuctionBidderPage! @skipAuth
    "null when the round is no auction"
    auctionConsole(processId: String!, round: Int!): AuctionConsole @requireAuth
    "the logs of the process's auction rounds, for its report"
    auctionLogs(processId: String!): [AuctionRoundLog!]! @requireAuth
  }

  type Mutation {
    placeAuctionBid(
      token: String!
      itemId: String!
      price: String!
    ): AuctionBidResult! @skipAuth
    scheduleAuction(
      processId: String!
      round: Int!
      input: AuctionInput!
    ): AuctionConsole! @requireAuth
    pauseAuction(processId: String!, round: Int!): AuctionConsole! @requireAuth
    resumeAuction(processId: String!, round: Int!): AuctionConsole! @requireAuth
    extendAuction(
      processId: String!
      round: Int!
      minutes: Int!
    ): AuctionConsole! @requireAuth
    endAuction(processId: String!, round: Int!): AuctionConsole! @requireAuth
  }
`
