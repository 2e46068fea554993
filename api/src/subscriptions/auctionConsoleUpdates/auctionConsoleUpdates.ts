import type { PubSub } from '@redwoodjs/realtime'

import type { Channels } from 'src/lib/realtime'
import { consoleUpdates } from 'src/services/auctions/consoleUpdates'

export const schema = gql`
  type Subscription {
    "the buyer's console, live: every event of the auction with the ranking it left"
    auctionConsoleUpdates(
      processId: String!
      round: Int!
    ): AuctionConsoleUpdate! @requireAuth
  }
`

const auctionConsoleUpdates = {
  auctionConsoleUpdates: {
    subscribe: (
      _: unknown,
      { processId, round }: { processId: string; round: number },
      { pubSub }: { pubSub: PubSub<Channels> }
    ) => consoleUpdates(processId, round, pubSub),
    resolve: <T>(update: T) => update,
  },
}

export default auctionConsoleUpdates
