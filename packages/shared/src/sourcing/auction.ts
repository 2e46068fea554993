import * as yup from 'yup'

import { dec, stored, type DecimalString, type Numeric } from '../decimal'
import { amount, fromList, oneOf, optionalAmount, required } from '../fields'
import { formatDeadline } from '../format'

import { WALL_TIME } from './portal'

// The live reverse auction (issue 43): a round whose suppliers bid each item down until the close,
// which a bid in its last minutes pushes later (soft close). The rules below are the api's, which
// decides every bid in PostgreSQL; the bidder's page reads them to explain a refusal before sending.

export const AUCTION_VISIBILITIES = [
  'RANK',
  'RANK_AND_BEST',
  'OWN_BIDS',
] as const
export type AuctionVisibility = (typeof AUCTION_VISIBILITIES)[number]

export const AUCTION_DECREMENTS = ['ABSOLUTE', 'PERCENT'] as const
export type AuctionDecrementKind = (typeof AUCTION_DECREMENTS)[number]

/** Why a bid is refused, in the order they are checked. */
export const AUCTION_REFUSALS = [
  'notStarted',
  'paused',
  'closed',
  'price',
  'aboveCeiling',
  'decrement',
] as const
export type AuctionRefusal = (typeof AUCTION_REFUSALS)[number]

/** Where an auction stands at an instant. */
export type AuctionPhase = 'SCHEDULED' | 'OPEN' | 'PAUSED' | 'CLOSED'

/** The longest auction, and the longest extension or trigger window, in minutes. */
export const AUCTION_DURATION_MAX = 24 * 60
export const AUCTION_WINDOW_MAX = 60

const MINUTE = 60_000

const minutes = (min: number, max: number) => {
  const between = { key: 'validation.between', values: { min, max } }
  return yup
    .number()
    .typeError(between)
    .required(required)
    .integer(between)
    .min(min, between)
    .max(max, between)
}

/** A starting price is above zero. */
const positiveCeiling = <T extends yup.Schema>(price: T) =>
  price.test(
    'positive',
    { key: 'auction.errors.ceiling' },
    (value) => value == null || dec(value as Numeric).gt(0)
  )

/** What the buyer sets on an auction round before inviting its suppliers. */
export const auctionSchema = yup.object({
  startsAt: yup
    .string()
    .required(required)
    .matches(WALL_TIME, { message: { key: 'portal.errors.deadline' } }),
  durationMinutes: minutes(1, AUCTION_DURATION_MAX),
  extensionMinutes: minutes(0, AUCTION_WINDOW_MAX),
  triggerMinutes: minutes(0, AUCTION_WINDOW_MAX),
  decrementKind: oneOf(AUCTION_DECREMENTS),
  decrement: amount('price').test(
    'step',
    { key: 'auction.errors.decrement' },
    function (value) {
      if (value == null) return true
      const step = dec(value)
      return (
        step.gt(0) && (this.parent.decrementKind !== 'PERCENT' || step.lt(100))
      )
    }
  ),
  visibility: oneOf(AUCTION_VISIBILITIES),
  items: yup
    .array(
      yup.object({
        itemId: yup.string().required(required),
        ceiling: positiveCeiling(amount('price')),
      })
    )
    .required(required)
    .min(1, { key: 'auction.errors.noItems' })
    .test(
      'unique',
      fromList,
      (items) =>
        new Set(items?.map(({ itemId }) => itemId)).size === items?.length
    ),
})
export type AuctionInput = yup.InferType<typeof auctionSchema>

/** The buyer's form: a row per item of the process, those given a starting price taking part. */
export const auctionFormSchema = auctionSchema.shape({
  items: yup
    .array(
      yup.object({
        itemId: yup.string().required(required),
        ceiling: positiveCeiling(
          optionalAmount('price', { key: 'validation.number' }).nullable()
        ),
      })
    )
    .required(required)
    .test('some', { key: 'auction.errors.noItems' }, (items) =>
      items.some(({ ceiling }) => ceiling != null)
    ),
})
export type AuctionForm = yup.InferType<typeof auctionFormSchema>

/** The auction the form asks for: its items with a starting price. */
export const auctionInputOf = (form: AuctionForm): AuctionInput => ({
  ...form,
  items: form.items.flatMap(({ itemId, ceiling }) =>
    ceiling == null ? [] : [{ itemId, ceiling }]
  ),
})

/** A bid as the bidder types it: a price above zero, of a price's digits. */
export const auctionBidSchema = yup.object({
  price: amount('price', { key: 'portal.errors.price' }).test(
    'positive',
    { key: 'portal.errors.price' },
    (value) => value == null || dec(value).gt(0)
  ),
})

/** An auction's clock: when it opens, when it closes as it stands, paused or ended. */
export interface AuctionClock {
  startsAt: Date | string
  closesAt: Date | string
  pausedAt?: Date | string | null
  closedAt?: Date | string | null
}

const time = (instant: Date | string) => new Date(instant).getTime()

export const auctionPhase = (clock: AuctionClock, now: Date): AuctionPhase => {
  if (clock.closedAt) return 'CLOSED'
  if (clock.pausedAt) return 'PAUSED'
  if (now.getTime() < time(clock.startsAt)) return 'SCHEDULED'
  return now.getTime() < time(clock.closesAt) ? 'OPEN' : 'CLOSED'
}

export interface AuctionStep {
  decrementKind: AuctionDecrementKind
  decrement: Numeric
}

/**
 * The highest price a supplier may bid next on an item: the ceiling, and once they bid, their own last
 * bid less the minimum decrement (a percent of that bid, to the price's six decimals).
 */
export const highestBid = (
  { decrementKind, decrement }: AuctionStep,
  ceiling: Numeric,
  ownPrice?: Numeric | null
): DecimalString => {
  if (ownPrice == null) return stored(dec(ceiling), 6)
  const own = dec(ownPrice)
  const step =
    decrementKind === 'PERCENT'
      ? own.times(dec(decrement)).dividedBy(100)
      : dec(decrement)
  const limit = own.minus(step)
  return stored(limit.lt(dec(ceiling)) ? limit : dec(ceiling), 6)
}

export interface BidContext extends AuctionClock, AuctionStep {
  ceiling: Numeric
  ownPrice?: Numeric | null
}

/** Why a bid of `price` at server time `now` is refused, or null when it is accepted. */
export const bidRefusal = (
  context: BidContext,
  price: DecimalString,
  now: Date
): AuctionRefusal | null => {
  const phase = auctionPhase(context, now)
  if (phase === 'SCHEDULED') return 'notStarted'
  if (phase === 'PAUSED') return 'paused'
  if (phase === 'CLOSED') return 'closed'
  if (!dec(price).gt(0)) return 'price'
  if (dec(price).gt(dec(context.ceiling))) return 'aboveCeiling'
  if (dec(price).gt(highestBid(context, context.ceiling, context.ownPrice)))
    return 'decrement'
  return null
}

/**
 * The close after a bid accepted at `now`: pushed `extensionMinutes` later when the bid lands within the
 * last `triggerMinutes` (both ends counted in), else unchanged.
 */
export const closeAfterBid = (
  {
    closesAt,
    triggerMinutes,
    extensionMinutes,
  }: { closesAt: Date; triggerMinutes: number; extensionMinutes: number },
  now: Date
) =>
  extensionMinutes > 0 &&
  closesAt.getTime() - now.getTime() <= triggerMinutes * MINUTE
    ? new Date(closesAt.getTime() + extensionMinutes * MINUTE)
    : closesAt

/** A line of an auction's log, as far as its detail goes. */
export interface AuctionLogLine {
  kind: string
  reason?: string | null
  byName?: string | null
  closesAt?: string | null
}

/**
 * What a log line says beyond its kind, in the console and the report alike: a refusal's reason, who
 * moved the clock (or the bidder's contact), and the close a change of the clock left.
 */
export const auctionEventDetail = (
  event: AuctionLogLine,
  t: (key: string, values?: Record<string, unknown>) => string,
  locale: string,
  timeZone: string
) =>
  [
    event.kind === 'REFUSED' && event.reason && t(`auction.log.reason.${event.reason}`),
    event.byName,
    event.closesAt &&
      event.kind !== 'BID' &&
      event.kind !== 'REFUSED' &&
      t('auction.log.closesAt', {
        at: formatDeadline(event.closesAt, locale, timeZone),
      }),
  ]
    .filter(Boolean)
    .join(' · ')
