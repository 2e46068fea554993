import { useCallback, useEffect, useState } from 'react'

import type { AuctionConsoleUpdatesSubscription } from 'types/graphql'

import {
  isNoOlder,
  type ConsoleEvent,
  type ConsoleRank,
  type ConsoleRecord,
} from './auctionRecord'

type ConsoleUpdate = AuctionConsoleUpdatesSubscription['auctionConsoleUpdates']

/** Each item's ranking as of the server time it was read at: an older one never overwrites it. */
type Rankings = Record<string, { ranking: ConsoleRank[]; asOf: string }>

const byId = (a: ConsoleEvent, b: ConsoleEvent) =>
  BigInt(a.id) < BigInt(b.id) ? -1 : BigInt(a.id) > BigInt(b.id) ? 1 : 0

/** The log with `more` in it, each event once, in the order the server decided them. */
const mergedEvents = (known: ConsoleEvent[], more: ConsoleEvent[]) => {
  const ids = new Set(known.map(({ id }) => id))
  const added = more.filter(({ id }) => !ids.has(id))
  return added.length ? [...known, ...added].sort(byId) : known
}

const rankingsOf = (record: ConsoleRecord): Rankings =>
  Object.fromEntries(
    record.items.map((item) => [
      item.itemId,
      { ranking: item.ranking, asOf: record.clock.serverTime },
    ])
  )

/**
 * The console as it stands: the last read, with every live update merged in. A read and an update
 * can cross on the way, so the clock and each ranking keep the newest, and the log keeps every event.
 */
export const useConsoleState = (record: ConsoleRecord) => {
  const [clock, setClock] = useState(record.clock)
  const [rankings, setRankings] = useState(() => rankingsOf(record))
  const [events, setEvents] = useState(record.events)
  const newer = useCallback(
    (next: Rankings) =>
      setRankings((current) => {
        const kept = Object.entries(next).filter(
          ([itemId, { asOf }]) =>
            !current[itemId] ||
            isNoOlder(
              { serverTime: asOf },
              { serverTime: current[itemId].asOf }
            )
        )
        return kept.length
          ? { ...current, ...Object.fromEntries(kept) }
          : current
      }),
    []
  )
  useEffect(() => {
    setClock((current) =>
      isNoOlder(record.clock, current) ? record.clock : current
    )
    newer(rankingsOf(record))
    setEvents((current) => mergedEvents(current, record.events))
  }, [record, newer])
  const apply = useCallback(
    (update: ConsoleUpdate) => {
      setClock((current) =>
        isNoOlder(update.clock, current) ? update.clock : current
      )
      if (update.item)
        newer({
          [update.item.itemId]: {
            ranking: update.item.ranking,
            asOf: update.clock.serverTime,
          },
        })
      setEvents((current) => mergedEvents(current, update.events))
    },
    [newer]
  )
  return { clock, rankings, events, apply }
}
