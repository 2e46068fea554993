import type { PubSub } from '@redwoodjs/realtime'

import type { Channels } from 'src/lib/realtime'
import { bidderUpdates } from 'src/services/auctions/bidderUpdates'

export const schema = gql`
  type Subscription {
    "a bidder's page, live: each change to the clock or to their place on an item (the link is the authority)"
    auctionBidderUpdates(token: String!): AuctionBidderUpdate! @skipAuth
  }
`

const auctionBidderUpdates = {
  auctionBidderUpdates: {
    subscribe: (
      _: unknown,
      { token }: { token: string },
      { pubSub }: { pubSub: PubSub<Channels> }
    ) => bidderUpdates(token, pubSub),
    resolve: <T>(update: T) => update,
  },
}

export default auctionBidderUpdates
