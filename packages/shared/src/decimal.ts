import Decimal from 'decimal.js'

import { toLocale } from './i18n'
import type { ValidationMessage } from './validation'

// Money and volumes are never binary floats: decimal strings on the wire ("1234.5", no grouping, no
// exponent), Decimals in code, numeric in SQL. Rounding happens only when a figure is shown (Intl) and in
// `stored` below, the one place a computed value is rounded to the scale of the column it is kept in.

/** 60 significant digits: a 20-digit value times a 20-digit value, divided, loses nothing a cent shows. */
// toString never switches to exponent notation, so a Dec is written as the wire and Intl expect it
export const Dec = Decimal.clone({
  precision: 60,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -60,
  toExpPos: 60,
})
export type Dec = InstanceType<typeof Dec>

/**
 * A decimal as GraphQL carries it to the web ('1234.5'): text, so `*` on it is a type error and `+` makes
 * a string that no number field takes; its arithmetic goes through `dec` and the functions below.
 */
export type DecimalString = `${number}`

/** What a decimal arrives as: text from GraphQL or SQL, Prisma's Decimal, or a literal in a test. */
export type Numeric = number | string | { toString(): string }

export const dec = (value: Numeric | null | undefined): Dec =>
  value === null || value === undefined || value === ''
    ? new Dec(0)
    : new Dec(value.toString())

const textOf = (value: Dec) => value.toFixed() as DecimalString

/** Text that is already as it travels: no leading zeros, no trailing decimal zeros, no "-0". */
const TRAVELLING = /^(-?[1-9]\d*|0)(\.\d*[1-9])?$|^-0\.\d*[1-9]$/

/** A decimal as it travels: plain digits, a point, no exponent; null stays null. */
export const decimalText = (
  value: Numeric | null | undefined
): DecimalString | null => {
  if (value === null || value === undefined || value === '') return null
  // most texts arrive so (a portal answer's 300 prices): returned without a Decimal made of each
  if (typeof value === 'string' && TRAVELLING.test(value) && value.length <= 60)
    return value as DecimalString
  return textOf(dec(value))
}

/** Rounds to a column's scale, half away from zero as PostgreSQL's numeric does. */
export const stored = (value: Dec, scale: number) =>
  value
    .toDecimalPlaces(scale, Dec.ROUND_HALF_UP)
    .toFixed(scale) as DecimalString

export const sumOf = (values: Numeric[]) =>
  values.reduce<Dec>((sum, value) => sum.plus(dec(value)), new Dec(0))

// ───────── reading what people type ─────────

const CANONICAL = /^-?\d+(\.\d+)?$/
export const isDecimalText = (value: string): value is DecimalString =>
  CANONICAL.test(value) && value.length <= 60

const SEPARATORS = {
  en: { decimal: '.', group: ',' },
  pt: { decimal: ',', group: '.' },
} as const

const escape = (character: string) => `\\${character}`

/** "1,234.5" or "1234.5" in en; "1.234,5" or "1234,5" in pt: grouping only in threes, before the decimals. */
const writingOf = ({ decimal, group }: { decimal: string; group: string }) =>
  new RegExp(
    `^(-?)(\\d{1,3}(?:${escape(group)}\\d{3})+|\\d+)(?:${escape(decimal)}(\\d+))?$`
  )

// built once: a file's million numbers are read through them
const WRITING = {
  en: writingOf(SEPARATORS.en),
  pt: writingOf(SEPARATORS.pt),
} as const
const LEADING_DECIMAL = { en: /^(-?)\./, pt: /^(-?),/ } as const

const canonicalOf = (match: RegExpMatchArray, group: string) => {
  const [, sign, whole, fraction] = match
  const digits = `${sign}${whole.split(group).join('')}${fraction ? `.${fraction}` : ''}`
  return textOf(new Dec(digits))
}

/** A number typed that cannot be read exactly: the message says why. */
export class NumberProblem {
  constructor(readonly message: ValidationMessage) {}
  toString() {
    return this.message.key
  }
}

export type ReadDecimal = string | null | NumberProblem

/**
 * A number as a person typed it in `locale`, as a canonical decimal string (null when empty).
 * The locale's own writing is read exactly. The other language's writing is read only when both of
 * its separators make it unmistakable ("1,234.5" in pt); a lone separator that the locale would read
 * otherwise ("3,40" in en) is refused with a message naming the separator to use, never guessed.
 */
export const readDecimal = (
  typed: string,
  locale: string
): DecimalString | null | NumberProblem => {
  const language = toLocale(locale) ?? 'en'
  const otherLanguage = language === 'en' ? 'pt' : 'en'
  const own = SEPARATORS[language]
  const spaced = typed.trim().replace(/[\s\u00a0\u202f]/g, '')
  if (!spaced) return null
  // ".5" and "-,5": the locale's own decimals with the zero left out
  const text = spaced.replace(
    LEADING_DECIMAL[language],
    (_, sign) => `${sign}0${own.decimal}`
  )
  const other = SEPARATORS[otherLanguage]
  const mine = text.match(WRITING[language])
  if (mine) return canonicalOf(mine, own.group)
  const theirs = text.match(WRITING[otherLanguage])
  if (theirs && text.includes(other.group) && text.includes(other.decimal))
    return canonicalOf(theirs, other.group)
  // the other language's decimal mark where this one cannot read it: say which mark to use
  if (/^-?[\d.,]+$/.test(text) && text.includes(other.decimal))
    return new NumberProblem({
      key:
        own.decimal === '.'
          ? 'validation.decimalPoint'
          : 'validation.decimalComma',
    })
  return new NumberProblem({ key: 'validation.number' })
}

/** What a number field holds: its problem as it is, else its value as decimal text (null when empty). */
export const decimalOrProblem = (
  value: unknown
): DecimalString | null | NumberProblem =>
  value instanceof NumberProblem ? value : decimalText(value as Numeric | null)

/** A canonical decimal as the locale writes it in an input, without grouping: "1234,5" in pt. */
export const writeDecimal = (
  value: Numeric | null | undefined,
  locale: string
) => {
  const text = decimalText(value)
  if (text === null) return ''
  return toLocale(locale) === 'pt' ? text.replace('.', ',') : text
}
