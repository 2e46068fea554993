import type { AuctionLogsQuery } from 'types/graphql'

import { ITEMS } from '../Auction.fixtures'
import { standard as runningConsole } from '../AuctionConsoleCell/AuctionConsoleCell.mock'

// The report of a process whose round 2 ran as a live auction: its whole log.
export const standard = (): AuctionLogsQuery => ({
  auctionLogs: [
    {
      __typename: 'AuctionRoundLog',
      round: 2,
      timeZone: 'America/Sao_Paulo',
      events: runningConsole().auctionConsole.events,
    },
  ],
  process: {
    __typename: 'Process',
    id: 'process-1',
    items: ITEMS.map((item) => ({
      __typename: 'ProcessItem',
      id: item.itemId,
      code: item.code,
    })),
  },
})
