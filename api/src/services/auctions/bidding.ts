import {
  auctionBidSchema,
  processCode,
  type AuctionDecrementKind,
  type AuctionVisibility,
  type DecimalString,
} from '@procura/shared'

import { UserInputError } from '@redwoodjs/graphql-server'

import { ClosePortalRoundJob } from 'src/jobs/ClosePortalRoundJob/ClosePortalRoundJob'
import { SQL_ISO_TIME, sqlRows } from 'src/lib/db'
import { later } from 'src/lib/jobs'
import { enforceRateLimit, requestIp, type RateLimit } from 'src/lib/rateLimit'
import { validateWith } from 'src/lib/validation'
import {
  accessOf,
  accessSelect,
  limitedPortalAccess,
  PortalLinkError,
  type AccessRow,
  type PortalAccess,
} from 'src/services/portal/portalAccess'
import { isTokenShaped, tokenHash } from 'src/services/portal/portalLinks'

import {
  bidderStanding,
  clockText,
  clockView,
  publishSignal,
  type BidderRules,
  type RankedBid,
} from './auctionSignals'
import { decideBid } from './decideBid'

// The bidder's side of an auction, reached through the portal link alone (no account): the page,
// its bids, and (subscriptions/auctionBidderUpdates) what changes while it is open. Everything
// answered is the link's own supplier's: its bids, its rank, and the best price when the auction
// shows it, never another supplier's name or price.

/** Per link: a bid every second with room to spare at the close; per IP, an office of bidders. */
export const BID_LIMIT: RateLimit = {
  action: 'auction-bid',
  perIp: 6000,
  perSubject: 120,
  windowSeconds: 60,
}

/**
 * A link's access, refused unless its round is an auction. Why a link opens nothing (unknown,
 * revoked, expired) is told as GraphQL tells a user's mistake: by its message key, never masked.
 */
const auctionAccess = async (reading: Promise<PortalAccess>) => {
  try {
    const access = await reading
    if (access.schedule.format !== 'AUCTION')
      throw new PortalLinkError('unknown')
    return access
  } catch (error) {
    if (error instanceof PortalLinkError) throw new UserInputError(error.key)
    throw error
  }
}

const RULES = `
  SELECT a."startsAt", a."closesAt", a."pausedAt", a."durationMinutes", a."extensionMinutes",
    a."triggerMinutes", a."decrementKind"::text AS "decrementKind",
    trim_scale(a.decrement)::text AS decrement, a.visibility::text AS visibility
  FROM "Auction" a WHERE a."scheduleId" = $1`

interface RulesRow {
  startsAt: Date
  closesAt: Date
  pausedAt: Date | null
  durationMinutes: number
  extensionMinutes: number
  triggerMinutes: number
  decrementKind: AuctionDecrementKind
  decrement: string
  visibility: AuctionVisibility
}

/** A bidder: what their link opens, and the auction's rules as they apply to their supplier. */
export const bidderOf = async (token: string) => {
  const access = await auctionAccess(limitedPortalAccess(requestIp(), token))
  const [rules] = await sqlRows<RulesRow>(RULES, [access.schedule.id])
  return {
    access,
    rules,
    bidderRules: {
      supplierId: access.response.supplierId,
      visibility: rules.visibility,
      decrementKind: rules.decrementKind,
      decrement: rules.decrement,
    } satisfies BidderRules,
  }
}
export type Bidder = Awaited<ReturnType<typeof bidderOf>>

const SEEN = `
  UPDATE "PortalResponse" SET "seenAt" = now() AT TIME ZONE 'UTC',
    status = CASE WHEN status IN ('INVITED', 'BOUNCED') THEN 'OPENED' ELSE status END
  WHERE id = $1
  RETURNING (clock_timestamp() AT TIME ZONE 'UTC')::timestamp(3) AS now`

/** The bidder's page was heard from (the buyer's console counts it connected): answers the server's time. */
export const markSeen = async ({ access }: Pick<Bidder, 'access'>) => {
  const [{ now }] = await sqlRows<{ now: Date }>(SEEN, [access.response.id])
  return now
}

// the auction's items with every supplier's place (kept to this bidder's by bidderStanding), and
// this supplier's own accepted bids
const PAGE = `
  SELECT
    (SELECT json_agg(json_build_object('itemId', i.id, 'code', i.code, 'description', i.description,
        'unit', u.code, 'annualVolume', trim_scale(d."annualVolume")::text,
        'ceiling', trim_scale(ai.ceiling)::text,
        'ranking', (SELECT coalesce(json_agg(json_build_object('supplierId', st."supplierId",
            'price', trim_scale(st.price)::text, 'eventId', st."eventId"::text, 'bids', st.bids)
            ORDER BY st.price, st."eventId"), '[]')
          FROM "AuctionStanding" st WHERE st."scheduleId" = ai."scheduleId" AND st."itemId" = i.id))
        ORDER BY i."createdAt", i.code)
     FROM "AuctionItem" ai
     JOIN "ProcessItem" i ON i.id = ai."itemId"
     LEFT JOIN "ItemDetail" d ON d."itemId" = i.id
     LEFT JOIN "UnitOfMeasure" u ON u.id = d."unitOfMeasureId"
     WHERE ai."scheduleId" = $1) AS items,
    (SELECT coalesce(json_agg(json_build_object('itemId', "itemId", 'price', trim_scale(price)::text,
        'at', to_char(at, ${SQL_ISO_TIME})) ORDER BY id DESC), '[]')
     FROM "AuctionEvent" WHERE "scheduleId" = $1 AND "supplierId" = $2 AND kind = 'BID') AS bids`

interface PageRow {
  items: {
    itemId: string
    code: string
    description: string
    unit: string | null
    annualVolume: string | null
    ceiling: string
    ranking: RankedBid[]
  }[]
  bids: { itemId: string; price: string; at: string }[]
}

/** The bidder's page: the auction's rules and clock, each item with the bidder's place, their bids. */
export const auctionBidder = async ({ token }: { token: string }) => {
  const bidder = await bidderOf(token)
  const { access, rules, bidderRules } = bidder
  const [now, [page]] = await Promise.all([
    markSeen(bidder),
    sqlRows<PageRow>(PAGE, [access.schedule.id, access.response.supplierId]),
  ])
  return {
    company: access.company,
    process: {
      code: processCode(access.process.number, access.process.createdAt),
      title: access.process.title,
      currency: access.process.currency,
    },
    supplierName: access.response.supplierName,
    contact: access.invitation,
    round: access.schedule.round,
    instructions: access.schedule.instructions,
    rules,
    clock: clockView(
      clockText(rules, access.schedule.closedAt),
      now.toISOString()
    ),
    items: (page.items ?? []).map(({ ranking, ...item }) => ({
      ...item,
      standing: bidderStanding(bidderRules, { ...item, ranking }),
    })),
    bids: page.bids,
  }
}

/** A bid's price as typed, or the message saying why it is no price. */
const bidPrice = async (price: string) =>
  (await validateWith(auctionBidSchema, { price })).price as DecimalString

/** The link's access and its bid count, in one statement: a bid's first read. */
const limitedBidAccess = (token: string) =>
  auctionAccess(
    (async () => {
      if (!isTokenShaped(token)) throw new PortalLinkError('unknown')
      const hash = tokenHash(token)
      return accessOf(
        await enforceRateLimit<AccessRow>(
          BID_LIMIT,
          { ip: requestIp(), subject: hash },
          { select: accessSelect('$3'), values: [hash] }
        )
      )
    })()
  )

/**
 * A bid on an item: decided under the auction's lock and answered with the server's time, accepted
 * with the bidder's new place, or refused with its reason; every page of the auction hears of it.
 */
export const placeAuctionBid = async ({
  token,
  itemId,
  price,
}: {
  token: string
  itemId: string
  price: string
}) => {
  const access = await limitedBidAccess(token)
  const bid = await bidPrice(price)
  const decision = await decideBid({
    scheduleId: access.schedule.id,
    itemId,
    supplierId: access.response.supplierId,
    price: bid,
    byName: access.invitation.name,
  })
  await publishSignal(decision.signal)
  if (decision.accepted && decision.extended)
    await later(ClosePortalRoundJob, [access.schedule.id], {
      waitUntil: decision.closesAt,
    })
  const { signal, rules } = decision
  return {
    accepted: decision.accepted,
    refusal: 'refusal' in decision ? decision.refusal : null,
    at: decision.at.toISOString(),
    price: bid,
    clock: clockView(signal.clock, signal.at),
    standing:
      signal.item &&
      bidderStanding(
        { supplierId: access.response.supplierId, ...rules },
        signal.item
      ),
  }
}
