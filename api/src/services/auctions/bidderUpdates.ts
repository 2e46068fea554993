import { Repeater, type PubSub } from '@redwoodjs/realtime'

import type { Channels } from 'src/lib/realtime'

import {
  bidderStanding,
  clockText,
  clockView,
  type AuctionClockText,
  type AuctionSignal,
  type BidderRules,
  type BidderStanding,
} from './auctionSignals'
import { bidderOf, markSeen } from './bidding'

// A bidder's live page: of each signal of their auction it keeps what they may see, and sends it
// only when that changed (a bid that leaves their rank and the best price as they were sends them
// nothing). When it opens, and every 20 s, it marks the page connected and sends the server's time.

const HEARTBEAT_MS = 20_000

export interface BidderUpdate {
  clock: ReturnType<typeof clockView>
  standing: BidderStanding | null
}

/** What a bidder was last sent: the clock, and per item the event it was as of and their place. */
interface Sent {
  clock: AuctionClockText
  /** the server time of the signal the clock is from */
  clockAt: string
  items: Map<string, { asOf: bigint; standing: string }>
}

/** The bidder's update of a signal, or null when it changes nothing they see. */
export const bidderUpdateOf = (
  rules: BidderRules,
  sent: Sent,
  signal: AuctionSignal
): BidderUpdate | null => {
  // a signal published late (another process, a slower commit) never takes the clock back
  const newer = signal.at >= sent.clockAt
  const clockMoved =
    newer && JSON.stringify(signal.clock) !== JSON.stringify(sent.clock)
  if (newer) Object.assign(sent, { clock: signal.clock, clockAt: signal.at })
  let standing: BidderStanding | null = null
  if (signal.item) {
    const before = sent.items.get(signal.item.itemId)
    const asOf = BigInt(signal.item.asOf)
    // a signal published late (another process, a slower commit) is older than what was sent
    if (!before || asOf > before.asOf) {
      const view = bidderStanding(rules, signal.item)
      const text = JSON.stringify(view)
      sent.items.set(signal.item.itemId, { asOf, standing: text })
      if (text !== before?.standing) standing = view
    }
  }
  if (!clockMoved && !standing) return null
  return { clock: clockView(signal.clock, signal.at), standing }
}

/** The live updates of the bidder a portal link opens. */
export const bidderUpdates = async (
  token: string,
  pubSub: PubSub<Channels>
) => {
  const bidder = await bidderOf(token)
  const sent: Sent = {
    clock: clockText(bidder.rules, bidder.access.schedule.closedAt),
    clockAt: '',
    items: new Map(),
  }
  return new Repeater<BidderUpdate>(async (push, stop) => {
    const signals = pubSub.subscribe('auction', bidder.access.schedule.id)
    const seenNow = async () => {
      const now = await markSeen(bidder).catch(() => null)
      return (
        now && {
          clock: clockView(sent.clock, now.toISOString()),
          standing: null,
        }
      )
    }
    const heartbeat = setInterval(async () => {
      const beat = await seenNow()
      if (beat) push(beat)
    }, HEARTBEAT_MS)
    stop.then(() => {
      clearInterval(heartbeat)
      signals.return?.()
    })
    // the first word comes at once: the page knows its line is live (a reconnect, at once)
    const opened = await seenNow()
    if (opened) push(opened)
    for await (const signal of signals) {
      const update = bidderUpdateOf(bidder.bidderRules, sent, signal)
      if (update) await push(update)
    }
  })
}
