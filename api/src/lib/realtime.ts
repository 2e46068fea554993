import { setMaxListeners } from 'node:events'

import { Redis } from 'ioredis'

import type { PubSub, RedwoodRealtimeOptions } from '@redwoodjs/realtime'

import subscriptions from 'src/subscriptions/**/*.{js,ts}'

import type { AuctionSignal } from 'src/services/auctions/auctionSignals'

// Live pages (Redwood realtime, GraphQL subscriptions over server-sent events). One api process keeps
// its subscribers in memory; with REDIS_URL set, every process publishes and listens through Redis,
// so a bid decided by one reaches the pages connected to another.

/** What is published, by topic: an auction's changes, by its round's schedule id. */
export type Channels = {
  auction: [scheduleId: string, signal: AuctionSignal]
}

const redisStore = (url: string) => ({
  redis: { publishClient: new Redis(url), subscribeClient: new Redis(url) },
})

// In memory, every page of an auction listens on its one topic: hundreds of listeners are its size,
// not a leak. Node warns past 10; the store's EventTarget is Redwood's, out of reach, so the
// threshold is raised for every emitter of the process (with Redis, the pages are ioredis's).
const PAGES_PER_TOPIC = 10_000
if (!process.env.REDIS_URL) setMaxListeners(PAGES_PER_TOPIC)

export const realtime: RedwoodRealtimeOptions = {
  subscriptions: {
    subscriptions,
    store: process.env.REDIS_URL
      ? redisStore(process.env.REDIS_URL)
      : 'in-memory',
  },
}

/** The request's publisher: present in GraphQL operations served with realtime, absent elsewhere. */
export const publisher = () =>
  (context as { pubSub?: PubSub<Channels> | false }).pubSub || undefined
