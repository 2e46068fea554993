import {
  ITEMS,
  minutesFromNow,
  priceBelow,
  SUPPLIERS,
} from '../Auction.fixtures'
import type { ConsoleRecord } from '../auctionRecord'

// Round 2 of a packaging process run as a live auction, 26 minutes in: fourteen suppliers, ten of
// them bidding on every item, a soft close that moved twice, one refusal and a pause in the log.

const BIDDERS = SUPPLIERS.slice(0, 10)

const bidEvents = () =>
  ITEMS.slice(0, 2).flatMap((item, itemIndex) =>
    BIDDERS.flatMap((supplier, supplierIndex) =>
      [0, 1].map((round) => ({
        item,
        supplier,
        price: priceBelow(item.ceiling, 1 + round * 10 + supplierIndex),
        minute: -25 + round * 10 + supplierIndex / 2 + itemIndex / 4,
      }))
    )
  )

const events = () => {
  const bids = bidEvents()
    .sort((a, b) => a.minute - b.minute)
    .map(({ item, supplier, price, minute }, index) => ({
      __typename: 'AuctionEvent' as const,
      id: String(1_000 + index),
      kind: 'BID' as const,
      at: minutesFromNow(minute),
      itemId: item.itemId,
      supplierId: supplier.supplierId,
      supplierName: supplier.name,
      price,
      reason: null,
      byName: 'Ana Souza',
      closesAt: null,
    }))
  const clockEvent = (
    id: string,
    kind: 'PAUSED' | 'RESUMED' | 'EXTENDED',
    minute: number
  ) => ({
    __typename: 'AuctionEvent' as const,
    id,
    kind,
    at: minutesFromNow(minute),
    itemId: null,
    supplierId: null,
    supplierName: null,
    price: null,
    reason: null,
    byName: 'Eva Shell',
    closesAt: minutesFromNow(4),
  })
  return [
    ...bids,
    {
      ...bids[3],
      id: '2000',
      kind: 'REFUSED' as const,
      price: ITEMS[0].ceiling,
      reason: 'decrement',
    },
    clockEvent('2001', 'PAUSED', -3),
    clockEvent('2002', 'RESUMED', -2),
    clockEvent('2003', 'EXTENDED', -1),
  ]
}

const ranking = (itemIndex: number) =>
  BIDDERS.map((supplier, supplierIndex) => ({
    __typename: 'AuctionRank' as const,
    supplierId: supplier.supplierId,
    supplierName: supplier.name,
    price: priceBelow(ITEMS[itemIndex].ceiling, 11 + supplierIndex),
    eventId: String(1_100 + supplierIndex),
    bids: 2,
  })).reverse()

export const standard = (): { auctionConsole: ConsoleRecord } => ({
  auctionConsole: {
    __typename: 'AuctionConsole',
    scheduleId: 'schedule-2',
    round: 2,
    durationMinutes: 30,
    extensionMinutes: 2,
    triggerMinutes: 2,
    decrementKind: 'PERCENT',
    decrement: '0.5',
    visibility: 'RANK',
    clock: {
      __typename: 'AuctionClock',
      startsAt: minutesFromNow(-26),
      closesAt: minutesFromNow(4),
      pausedAt: null,
      closedAt: null,
      serverTime: new Date().toISOString(),
      phase: 'OPEN',
    },
    items: ITEMS.map((item, index) => ({
      __typename: 'AuctionConsoleItem',
      itemId: item.itemId,
      code: item.code,
      description: item.description,
      unit: item.unit,
      annualVolume: item.annualVolume,
      ceiling: item.ceiling,
      baseline: index === 5 ? null : priceBelow(item.ceiling, -20),
      ranking: index < 2 ? ranking(index) : [],
    })),
    participants: SUPPLIERS.map((supplier, index) => ({
      __typename: 'AuctionParticipant',
      supplierId: supplier.supplierId,
      name: supplier.name,
      invited: index < 12,
      connected: index < 9,
      bids: index < 10 ? 4 : 0,
    })),
    events: events(),
  },
})
