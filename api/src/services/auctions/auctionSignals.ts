import {
  auctionPhase,
  highestBid,
  type AuctionDecrementKind,
  type AuctionVisibility,
} from '@procura/shared'
import type pg from 'pg'

import { SQL_ISO_TIME, sqlRows } from 'src/lib/db'
import { publisher } from 'src/lib/realtime'

// What an auction publishes when it changes, and what each subscriber makes of it. A signal carries
// every supplier's place on the item that moved: it travels between api processes only, and each
// bidder's subscription keeps its own place out of it (bidderStanding), never another's name or price.

export interface AuctionClockText {
  startsAt: string
  closesAt: string
  pausedAt: string | null
  closedAt: string | null
}

/** An auction's clock as signals carry it: ISO text. */
export const clockText = (
  clock: { startsAt: Date; closesAt: Date; pausedAt: Date | null },
  closedAt: Date | null
): AuctionClockText => ({
  startsAt: clock.startsAt.toISOString(),
  closesAt: clock.closesAt.toISOString(),
  pausedAt: clock.pausedAt?.toISOString() ?? null,
  closedAt: closedAt?.toISOString() ?? null,
})

/** A supplier's place on an item, ranked: by price, then by the order of the bids. */
export interface RankedBid {
  supplierId: string
  price: string
  eventId: string
  bids: number
}

export interface AuctionEventText {
  id: string
  kind: string
  at: string
  itemId: string | null
  supplierId: string | null
  price: string | null
  reason: string | null
  byName: string | null
  closesAt: string | null
}

export interface AuctionSignal {
  scheduleId: string
  /** the server's time of the change */
  at: string
  clock: AuctionClockText
  /** the item a bid moved, as that bid left it (`asOf` its event: an older signal arriving late is dropped) */
  item: {
    itemId: string
    ceiling: string
    asOf: string
    ranking: RankedBid[]
  } | null
  /** what happened, in order: a bid and the extension it caused are two */
  events: AuctionEventText[]
}

// the clock and, when a bid moved one, that item's ranking: read inside the deciding transaction,
// so a signal is exactly the state its event left
const SIGNAL = `
  SELECT a."startsAt", a."closesAt", a."pausedAt", s."closedAt",
    (clock_timestamp() AT TIME ZONE 'UTC')::timestamp(3) AS now,
    (SELECT ceiling::text FROM "AuctionItem" WHERE "scheduleId" = $1 AND "itemId" = $2) AS ceiling,
    (SELECT json_agg(json_build_object('supplierId', "supplierId", 'price', trim_scale(price)::text,
        'eventId', "eventId"::text, 'bids', bids) ORDER BY price, "eventId")
     FROM "AuctionStanding" WHERE "scheduleId" = $1 AND "itemId" = $2) AS ranking,
    (SELECT json_agg(e ORDER BY e.id::bigint) FROM (
       SELECT id::text, kind::text, to_char(at, ${SQL_ISO_TIME}) AS at, "itemId",
         "supplierId", trim_scale(price)::text AS price, reason, "byName",
         to_char("closesAt", ${SQL_ISO_TIME}) AS "closesAt"
       FROM "AuctionEvent" WHERE "scheduleId" = $1 AND id >= $3::bigint) e) AS events
  FROM "Auction" a JOIN "RoundSchedule" s ON s.id = a."scheduleId"
  WHERE a."scheduleId" = $1`

interface SignalRow {
  startsAt: Date
  closesAt: Date
  pausedAt: Date | null
  closedAt: Date | null
  now: Date
  ceiling: string | null
  ranking: RankedBid[] | null
  events: AuctionEventText[] | null
}

/**
 * The signal of an event and what followed it, read in its transaction, under the auction's lock:
 * every event from `eventId` on is that transaction's own (the close's, read after it, is the last).
 */
export const readSignal = async (
  scheduleId: string,
  { itemId, eventId }: { itemId: string | null; eventId: string },
  client?: pg.PoolClient
): Promise<AuctionSignal> => {
  const values = [scheduleId, itemId, eventId]
  const [row] = client
    ? (await client.query<SignalRow>(SIGNAL, values)).rows
    : await sqlRows<SignalRow>(SIGNAL, values)
  return {
    scheduleId,
    at: row.now.toISOString(),
    clock: clockText(row, row.closedAt),
    item:
      itemId && row.ceiling !== null
        ? {
            itemId,
            ceiling: row.ceiling,
            asOf: eventId,
            ranking: row.ranking ?? [],
          }
        : null,
    events: row.events ?? [],
  }
}

/** An auction's clock and the server's time; in a transaction, read once the auction is locked. */
export const CLOCK_NOW = `
  SELECT a."startsAt", a."closesAt", a."pausedAt", s."closedAt",
    (clock_timestamp() AT TIME ZONE 'UTC')::timestamp(3) AS now
  FROM "Auction" a JOIN "RoundSchedule" s ON s.id = a."scheduleId"
  WHERE a."scheduleId" = $1`

export interface ClockRow {
  startsAt: Date
  closesAt: Date
  pausedAt: Date | null
  closedAt: Date | null
  now: Date
}

/** An auction's clock as it stands, at the server's time now: a console's heartbeat. */
export const clockNow = async (scheduleId: string) => {
  const [row] = await sqlRows<ClockRow>(CLOCK_NOW, [scheduleId])
  return clockView(clockText(row, row.closedAt), row.now.toISOString())
}

/** Sends a signal to every page subscribed to its auction, on every api process. */
export const publishSignal = (signal: AuctionSignal) =>
  publisher()?.publish('auction', signal.scheduleId, signal)

/** An auction's clock as the pages read it: where it stands at the server's time. */
export const clockView = (clock: AuctionClockText, at: string) => ({
  ...clock,
  serverTime: at,
  phase: auctionPhase(clock, new Date(at)),
})

/** The rules a bidder's view follows. */
export interface BidderRules {
  supplierId: string
  visibility: AuctionVisibility
  decrementKind: AuctionDecrementKind
  decrement: string
}

/** One bidder's place on an item, from its ranking: their own bid, and what the auction lets them see. */
export const bidderStanding = (
  rules: BidderRules,
  item: { itemId: string; ceiling: string; ranking: RankedBid[] }
) => {
  const place = item.ranking.findIndex(
    (bid) => bid.supplierId === rules.supplierId
  )
  const own = place < 0 ? null : item.ranking[place]
  const sees = rules.visibility !== 'OWN_BIDS'
  return {
    itemId: item.itemId,
    ceiling: item.ceiling,
    ownPrice: own?.price ?? null,
    ownBids: own?.bids ?? 0,
    rank: own && sees ? place + 1 : null,
    bestPrice:
      rules.visibility === 'RANK_AND_BEST' && item.ranking.length
        ? item.ranking[0].price
        : null,
    highestBid: highestBid(rules, item.ceiling, own?.price),
  }
}
export type BidderStanding = ReturnType<typeof bidderStanding>
