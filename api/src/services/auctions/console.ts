import { SQL_ISO_TIME, sqlRows } from 'src/lib/db'

import { clockText, clockView } from './auctionSignals'

// What the buyer's console reads of an auction, in one statement: its rules and clock, each item
// with every supplier's place (names shown: the buyer runs the auction), who takes part and whether
// their page is connected, every bid for the chart, and the whole log.

/** A bidder's page last heard from within this long is connected (it is heard from every 20 s). */
export const CONNECTED_SECONDS = 45

/** The log of the auction of schedule `s` as JSON, in the order decided, with the suppliers' names. */
const EVENTS = `
    (SELECT coalesce(json_agg(json_build_object('id', e.id::text, 'kind', e.kind::text,
        'at', to_char(e.at, ${SQL_ISO_TIME}), 'itemId', e."itemId", 'supplierId', e."supplierId",
        'supplierName', ps.name, 'price', trim_scale(e.price)::text, 'reason', e.reason,
        'byName', e."byName", 'closesAt', to_char(e."closesAt", ${SQL_ISO_TIME})) ORDER BY e.id), '[]')
     FROM "AuctionEvent" e LEFT JOIN "ProcessSupplier" ps ON ps.id = e."supplierId"
     WHERE e."scheduleId" = s.id)`

const CONSOLE = `
  SELECT s.id AS "scheduleId", s.round, a."startsAt", a."closesAt", a."pausedAt", s."closedAt",
    s."closedByName", a."durationMinutes", a."extensionMinutes", a."triggerMinutes",
    a."decrementKind"::text AS "decrementKind", trim_scale(a.decrement)::text AS decrement,
    a.visibility::text AS visibility,
    (clock_timestamp() AT TIME ZONE 'UTC')::timestamp(3) AS now,
    (SELECT coalesce(json_agg(json_build_object('itemId', i.id, 'code', i.code,
        'description', i.description, 'unit', u.code,
        'annualVolume', trim_scale(d."annualVolume")::text,
        'ceiling', trim_scale(ai.ceiling)::text, 'baseline', trim_scale(d."baselinePrice")::text,
        'ranking', (SELECT coalesce(json_agg(json_build_object('supplierId', st."supplierId",
            'supplierName', ps.name, 'price', trim_scale(st.price)::text,
            'eventId', st."eventId"::text, 'bids', st.bids) ORDER BY st.price, st."eventId"), '[]')
          FROM "AuctionStanding" st JOIN "ProcessSupplier" ps ON ps.id = st."supplierId"
          WHERE st."scheduleId" = s.id AND st."itemId" = i.id))
        ORDER BY i."createdAt", i.code), '[]')
     FROM "AuctionItem" ai
     JOIN "ProcessItem" i ON i.id = ai."itemId"
     LEFT JOIN "ItemDetail" d ON d."itemId" = i.id
     LEFT JOIN "UnitOfMeasure" u ON u.id = d."unitOfMeasureId"
     WHERE ai."scheduleId" = s.id) AS items,
    (SELECT coalesce(json_agg(json_build_object('supplierId', ps.id, 'name', ps.name,
        'invited', r.id IS NOT NULL,
        'connected', coalesce(r."seenAt" > (now() AT TIME ZONE 'UTC') - make_interval(secs => $2), false),
        'bids', (SELECT coalesce(sum(st.bids), 0) FROM "AuctionStanding" st
                 WHERE st."scheduleId" = s.id AND st."supplierId" = ps.id))
        ORDER BY ps.name), '[]')
     FROM "ProcessSupplier" ps
     LEFT JOIN "PortalResponse" r ON r."scheduleId" = s.id AND r."supplierId" = ps.id
     WHERE ps."processId" = s."processId") AS participants,
    ${EVENTS} AS events
  FROM "RoundSchedule" s JOIN "Auction" a ON a."scheduleId" = s.id
  WHERE s.id = $1`

export interface ConsoleEvent {
  id: string
  kind: string
  at: string
  itemId: string | null
  supplierId: string | null
  supplierName: string | null
  price: string | null
  reason: string | null
  byName: string | null
  closesAt: string | null
}

interface ConsoleRow {
  scheduleId: string
  round: number
  startsAt: Date
  closesAt: Date
  pausedAt: Date | null
  closedAt: Date | null
  closedByName: string | null
  durationMinutes: number
  extensionMinutes: number
  triggerMinutes: number
  decrementKind: string
  decrement: string
  visibility: string
  now: Date
  items: {
    itemId: string
    ranking: { supplierId: string; supplierName: string; price: string }[]
  }[]
  participants: unknown[]
  events: ConsoleEvent[]
}

/** The console of an auction the caller already reached through its own company's process. */
export const auctionConsoleOf = async (scheduleId: string) => {
  const [row] = await sqlRows<ConsoleRow>(CONSOLE, [
    scheduleId,
    CONNECTED_SECONDS,
  ])
  const { startsAt, closesAt, pausedAt, closedAt, now, ...auction } = row
  return {
    ...auction,
    clock: clockView(
      clockText({ startsAt, closesAt, pausedAt }, closedAt),
      now.toISOString()
    ),
  }
}

const LOGS = `
  SELECT s.round, ${EVENTS} AS events
  FROM "RoundSchedule" s WHERE s."processId" = $1 AND s.format = 'AUCTION'
  ORDER BY s.round`

/** The logs of a process's auction rounds, for its report: reached through its own company's process. */
export const auctionLogsOf = (processId: string) =>
  sqlRows<{ round: number; events: ConsoleEvent[] }>(LOGS, [processId])
