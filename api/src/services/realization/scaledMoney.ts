import { dec } from '@procura/shared'

// Exact decimal arithmetic on scaled integers for the import's line loop, where decimal.js's
// objects took a third of the matching's time: a value of scale s is the integer value × 10^s.
// Values round as PostgreSQL's numeric does (half away from zero), so a line's measures are the
// ones SQL computes from its columns.

const POWERS = Array.from({ length: 40 }, (_, n) => 10n ** BigInt(n))

const PLAIN = /^-?\d+(\.\d+)?$/

/** A decimal text as its column of `scale` decimals holds it (rounded as PostgreSQL rounds it). */
export const scaledOf = (text: string, scale: number): bigint => {
  const point = text.indexOf('.')
  const decimals = point < 0 ? 0 : text.length - point - 1
  if (!PLAIN.test(text) || decimals > scale)
    return scaledOf(dec(text).toFixed(scale), scale)
  const digits = point < 0 ? text : text.slice(0, point) + text.slice(point + 1)
  return BigInt(digits) * POWERS[scale - decimals]
}

/** A value of `scale` (≥ 2) decimals rounded to cents, as text: round(x, 2). */
export const centsText = (value: bigint, scale: number) => {
  const unit = POWERS[scale - 2]
  const negative = value < 0n
  const cents = ((negative ? -value : value) + unit / 2n) / unit
  const digits = cents.toString().padStart(3, '0')
  const text = `${digits.slice(0, -2)}.${digits.slice(-2)}`
  return negative && cents !== 0n ? `-${text}` : text
}

/** Scales of the columns the measures read. */
export const SCALE = { amount: 2, volume: 4, price: 6, rate: 8 } as const
