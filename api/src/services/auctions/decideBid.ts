import {
  bidRefusal,
  closeAfterBid,
  type AuctionDecrementKind,
  type AuctionRefusal,
  type AuctionVisibility,
  type DecimalString,
} from '@procura/shared'
import type pg from 'pg'

import { UserInputError } from '@redwoodjs/graphql-server'

import { sqlTransaction } from 'src/lib/db'

import { readSignal, type AuctionSignal } from './auctionSignals'

// A bid is decided in PostgreSQL, under the auction's row lock: every api process orders its bids on
// that one row, so no two can both pass the decrement, tie at the same rank or extend the close twice
// for one bid. The lock is the auction's, not the item's: a bid in the last minutes moves the close
// every item shares, and two bids on two items moving it at once would each wait for the other.

/** The auction as a bid finds it, with the server's time once the lock is held. */
interface BidState {
  startsAt: Date
  closesAt: Date
  pausedAt: Date | null
  closedAt: Date | null
  triggerMinutes: number
  extensionMinutes: number
  decrementKind: AuctionDecrementKind
  decrement: string
  visibility: AuctionVisibility
  ceiling: string | null
  ownPrice: string | null
  now: Date
}

/**
 * The auction's row, locked until the bid commits. A statement of its own: the state is read by the
 * next one, whose snapshot sees every bid committed while this one waited (a join under the lock
 * would read them as they were before the wait).
 */
const LOCK = `SELECT FROM "Auction" WHERE "scheduleId" = $1 FOR NO KEY UPDATE`

/** Takes the auction's row for the transaction: bids and the buyer's changes to its clock queue on it. */
export const lockAuction = (client: pg.PoolClient, scheduleId: string) =>
  client.query(LOCK, [scheduleId])

// the time is the server's once the lock is held, so bids are timed in the order they are decided;
// rounded to the millisecond the columns keep ($4: a test's fixed time)
const STATE = `
  SELECT a."startsAt", a."closesAt", a."pausedAt", s."closedAt", a."triggerMinutes",
    a."extensionMinutes", a."decrementKind"::text AS "decrementKind", a.decrement::text,
    a.visibility::text AS visibility, i.ceiling::text, st.price::text AS "ownPrice",
    coalesce($4::timestamp, (clock_timestamp() AT TIME ZONE 'UTC')::timestamp(3)) AS now
  FROM "Auction" a
  JOIN "RoundSchedule" s ON s.id = a."scheduleId"
  LEFT JOIN "AuctionItem" i ON i."scheduleId" = a."scheduleId" AND i."itemId" = $2
  LEFT JOIN "AuctionStanding" st
    ON st."scheduleId" = a."scheduleId" AND st."itemId" = $2 AND st."supplierId" = $3
  WHERE a."scheduleId" = $1`

// dates travel as ISO text: node-postgres would write a Date in the process's own zone, which a
// timestamp column takes as it reads, zone dropped
const REFUSE = `
  INSERT INTO "AuctionEvent" ("scheduleId", kind, at, "itemId", "supplierId", price, reason, "byName")
  VALUES ($1, 'REFUSED', $2::timestamp, $3, $4, $5, $6, $7)
  RETURNING id::text`

/** The bid, the supplier's standing after it, and the close it moves ($7) or leaves ($7 = $8). */
const ACCEPT = `
  WITH bid AS (
    INSERT INTO "AuctionEvent" ("scheduleId", kind, at, "itemId", "supplierId", price, "byName")
    VALUES ($1, 'BID', $2::timestamp, $3, $4, $5::numeric, $6)
    RETURNING id
  ), standing AS (
    INSERT INTO "AuctionStanding"
      ("scheduleId", "itemId", "supplierId", "firstPrice", price, "eventId", "placedAt", bids)
    SELECT $1::text, $3::text, $4::text, $5::numeric, $5::numeric, bid.id, $2::timestamp, 1 FROM bid
    ON CONFLICT ("scheduleId", "itemId", "supplierId") DO UPDATE SET
      price = excluded.price, "eventId" = excluded."eventId", "placedAt" = excluded."placedAt",
      bids = "AuctionStanding".bids + 1
  ), extended AS (
    INSERT INTO "AuctionEvent" ("scheduleId", kind, at, "closesAt")
    SELECT $1::text, 'EXTENDED', $2::timestamp, $7::timestamp FROM bid
    WHERE $7::timestamp <> $8::timestamp
  ), moved AS (
    UPDATE "Auction" SET "closesAt" = $7::timestamp
    WHERE "scheduleId" = $1 AND $7::timestamp <> $8::timestamp
  ), deadline AS (
    UPDATE "RoundSchedule" SET deadline = $7::timestamp, "updatedAt" = $2::timestamp
    WHERE id = $1 AND $7::timestamp <> $8::timestamp
  )
  SELECT id::text FROM bid`

export interface Bid {
  scheduleId: string
  itemId: string
  supplierId: string
  price: DecimalString
  /** the invited contact who bid */
  byName: string
}

interface Decided {
  eventId: string
  at: Date
  signal: AuctionSignal
  rules: ReturnType<typeof rulesOf>
}

export type BidDecision =
  | (Decided & { accepted: true; closesAt: Date; extended: boolean })
  | (Decided & { accepted: false; refusal: AuctionRefusal })

/** The rules a bidder's answer is read by. */
const rulesOf = ({ visibility, decrementKind, decrement }: BidState) => ({
  visibility,
  decrementKind,
  decrement,
})

const decide = async (
  client: pg.PoolClient,
  bid: Bid,
  at?: Date
): Promise<BidDecision> => {
  const { scheduleId, itemId, supplierId, price, byName } = bid
  await lockAuction(client, scheduleId)
  const {
    rows: [state],
  } = await client.query<BidState>(STATE, [
    scheduleId,
    itemId,
    supplierId,
    at?.toISOString() ?? null,
  ])
  // another auction's or process's item is not found through this link, and leaves no trace
  if (state.ceiling === null) throw new UserInputError('portal.item.notFound')
  const refusal = bidRefusal(
    { ...state, ceiling: state.ceiling },
    price,
    state.now
  )
  if (refusal) {
    const { rows } = await client.query<{ id: string }>(REFUSE, [
      scheduleId,
      state.now.toISOString(),
      itemId,
      supplierId,
      price,
      refusal,
      byName,
    ])
    const eventId = rows[0].id
    const signal = await readSignal(scheduleId, { itemId, eventId }, client)
    return {
      accepted: false,
      eventId,
      at: state.now,
      refusal,
      signal,
      rules: rulesOf(state),
    }
  }
  const closesAt = closeAfterBid(state, state.now)
  const { rows } = await client.query<{ id: string }>(ACCEPT, [
    scheduleId,
    state.now.toISOString(),
    itemId,
    supplierId,
    price,
    byName,
    closesAt.toISOString(),
    state.closesAt.toISOString(),
  ])
  const eventId = rows[0].id
  return {
    accepted: true,
    eventId,
    at: state.now,
    closesAt,
    extended: closesAt.getTime() !== state.closesAt.getTime(),
    signal: await readSignal(scheduleId, { itemId, eventId }, client),
    rules: rulesOf(state),
  }
}

/**
 * Decides one bid: accepted and ranked, or refused with its reason; either way kept in the log, with
 * the signal to publish once it commits. The time is the server's; a test may fix it (`at`) to put a
 * bid a millisecond either side of the soft close's window.
 */
export const decideBid = (bid: Bid, at?: Date) =>
  sqlTransaction((client) => decide(client, bid, at))
