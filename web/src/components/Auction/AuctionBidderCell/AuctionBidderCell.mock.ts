import type { AuctionBidderQuery } from 'types/graphql'

import { ITEMS, minutesFromNow, priceBelow } from '../Auction.fixtures'

// Filmes Sul's page while the auction runs: it bid on three items (first on one, behind on two),
// and sees its rank and the best price; the close is 4 minutes away.
const clock = (phase: 'OPEN' | 'SCHEDULED' | 'CLOSED') => ({
  __typename: 'AuctionClock' as const,
  startsAt: minutesFromNow(phase === 'SCHEDULED' ? 3 : -26),
  closesAt: minutesFromNow(phase === 'CLOSED' ? -1 : 4),
  pausedAt: null,
  closedAt: phase === 'CLOSED' ? minutesFromNow(-1) : null,
  serverTime: new Date().toISOString(),
  phase,
})

const page = (
  phase: 'OPEN' | 'SCHEDULED' | 'CLOSED',
  bidOn: number
): AuctionBidderQuery => ({
  auctionBidder: {
    __typename: 'AuctionBidderPage',
    company: {
      __typename: 'AuctionBidderCompany',
      name: 'Indústrias Reunidas São Paulo S.A.',
      timeZone: 'America/Sao_Paulo',
    },
    process: {
      __typename: 'AuctionBidderProcess',
      code: 'PRC-2026-0187',
      title: 'Embalagens 2027, lote Sudeste',
      currency: 'BRL',
    },
    supplierName: 'Filmes Sul Ltda.',
    round: 2,
    instructions:
      'Preços CIF Campinas, em BRL, sem impostos.\nVolumes são estimativas anuais.',
    rules: {
      __typename: 'AuctionRules',
      durationMinutes: 30,
      extensionMinutes: 2,
      triggerMinutes: 2,
      decrementKind: 'PERCENT',
      decrement: '0.5',
      visibility: 'RANK_AND_BEST',
    },
    clock: clock(phase),
    items: ITEMS.map((item, index) => {
      const own = index < bidOn ? priceBelow(item.ceiling, 3 + index) : null
      return {
        __typename: 'AuctionBidderItem',
        itemId: item.itemId,
        code: item.code,
        description: item.description,
        unit: item.unit,
        annualVolume: item.annualVolume,
        standing: {
          __typename: 'AuctionBidderStanding',
          itemId: item.itemId,
          ceiling: item.ceiling,
          ownPrice: own,
          rank: own ? 1 + index : null,
          bestPrice:
            index < bidOn + 2 ? priceBelow(item.ceiling, 9 + index) : null,
          highestBid: own ? priceBelow(own, 1) : item.ceiling,
        },
      }
    }),
    bids: ITEMS.slice(0, bidOn).map((item, index) => ({
      __typename: 'AuctionOwnBid',
      itemId: item.itemId,
      price: priceBelow(item.ceiling, 3 + index),
      at: minutesFromNow(-20 + index),
    })),
  },
})

export const standard = () => page('OPEN', 3)
export const notStarted = () => page('SCHEDULED', 0)
export const closed = () => page('CLOSED', 3)
