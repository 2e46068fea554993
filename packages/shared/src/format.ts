import type { Numeric } from './decimal'
import { toLocale, type Locale } from './i18n'

// Intl does the work; these only pick the locale's tag and the product's conventions.
const TAGS: Record<Locale, string> = { en: 'en-US', pt: 'pt-BR' }
export const localeTag = (locale: string) => TAGS[toLocale(locale) ?? 'en']

// An Intl formatter costs far more to make than to use (a list of 200 rows made thousands, one per
// figure: `yarn bench pages`' blocking time): each locale and options pair is made once.
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()
const once = <T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  locale: string,
  options: object,
  make: (tag: string) => T
) => {
  const tag = localeTag(locale)
  const key = `${kind} ${tag} ${JSON.stringify(options)}`
  let formatter = made.get(key) as T | undefined
  if (!formatter) made.set(key, (formatter = make(tag)))
  return formatter
}
const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  once('number', locale, options, (tag) => new Intl.NumberFormat(tag, options))
const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  once('date', locale, options, (tag) => new Intl.DateTimeFormat(tag, options))

// Intl formats decimal text exactly (and rounds it half away from zero): a decimal never passes through a float
// (TypeScript's lib has not caught up with Intl.NumberFormat v3's string overload)
const toIntl = (value: Numeric) =>
  typeof value === 'number' ? value : (value.toString() as unknown as number)

export const formatMoney = (value: Numeric, currency: string, locale: string) =>
  numberFormat(locale, {
    style: 'currency',
    currency,
  }).format(toIntl(value))

/** A unit price as offered: its currency, and every decimal it has up to the six kept (R$ 3,415). */
export const formatUnitPrice = (
  value: Numeric,
  currency: string,
  locale: string
) =>
  numberFormat(locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: 6,
  }).format(toIntl(value))

/** Money in charts and summaries: 1.2M, 350K, with the currency. */
export const formatCompactMoney = (
  value: Numeric,
  currency: string,
  locale: string
) =>
  numberFormat(locale, {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(toIntl(value))

export const formatNumber = (
  value: Numeric,
  locale: string,
  maximumFractionDigits = 2
) => numberFormat(locale, { maximumFractionDigits }).format(toIntl(value))

/** A volume with its unit code, e.g. "12,500 KG". */
export const formatVolume = (value: Numeric, locale: string, unit?: string) =>
  [formatNumber(value, locale, 0), unit].filter(Boolean).join(' ')

// Four-digit years in either language ("1/31/2026", "31/01/2026"): a two-digit year reads as a day.
const DAY = { year: 'numeric', month: 'numeric', day: 'numeric' } as const

// Calendar days are stored as UTC midnights: format them in UTC so no zone shifts the day.
export const formatDate = (value: Date | string, locale: string) =>
  dateTimeFormat(locale, {
    ...DAY,
    timeZone: 'UTC',
  }).format(new Date(value))

/** A moment with its time, in the reader's zone: "11/23/2026, 3:05 PM", "23/11/2026, 15:05". */
export const formatDateTime = (value: Date | string, locale: string) =>
  dateTimeFormat(locale, {
    ...DAY,
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(value))

/**
 * A deadline as the buying company keeps it, in its zone, named, its day and time as the locale
 * writes them: "01/12/2026 18:00 (America/Sao Paulo)", "12/01/2026 06:00 PM (America/Sao Paulo)".
 */
export const formatDeadline = (
  value: Date | string,
  locale: string,
  timeZone: string
) => {
  const at = new Date(value)
  const day = dateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(at)
  const time = dateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(at)
  return `${day} ${time} (${timeZone.replace(/_/g, ' ')})`
}

/** Spec §9: months abbreviated Jan to Dec, as the locale writes them (0 = January). */
export const formatMonth = (monthIndex: number, locale: string) =>
  dateTimeFormat(locale, {
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, monthIndex, 1)))

/** A month written 'YYYY-MM', as the locale abbreviates it: "Jan 2026", "jan. de 2026". */
export const formatYearMonth = (month: string, locale: string) =>
  dateTimeFormat(locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`))

const FILE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const

/** A file's size as the locale writes it: "512 bytes", "1.5 kB", "10 MB"; never "0 KB". */
export const formatFileSize = (bytes: number, locale: string) => {
  const power = Math.min(
    FILE_UNITS.length - 1,
    Math.max(0, Math.floor(Math.log(Math.max(bytes, 1)) / Math.log(1024)))
  )
  return numberFormat(locale, {
    style: 'unit',
    unit: FILE_UNITS[power],
    unitDisplay: power === 0 ? 'long' : 'short',
    maximumFractionDigits: power === 0 ? 0 : 1,
  }).format(bytes / 1024 ** power)
}

/** A value formatted, or a dash where there is none (a quotation not answered, an item not detailed). */
/** A person as the product names them: first and last name. */
export const personName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim()

export const orDash = <T>(
  value: T | null | undefined,
  format: (value: T) => string
) => (value === null || value === undefined ? '—' : format(value))

/** A duration as the locale writes it, to the minute past one minute: "2 min", "45 s", "1 h 5 min". */
export const formatDuration = (seconds: number, locale: string) => {
  const unit = (value: number, name: 'hour' | 'minute' | 'second') =>
    numberFormat(locale, {
      style: 'unit',
      unit: name,
      unitDisplay: 'narrow',
    }).format(value)
  const whole = Math.max(0, Math.round(seconds))
  if (whole < 60) return unit(whole, 'second')
  const minutes = Math.round(whole / 60)
  if (minutes < 60) return unit(minutes, 'minute')
  return `${unit(Math.floor(minutes / 60), 'hour')} ${unit(minutes % 60, 'minute')}`
}

/** A moment to the millisecond, in the reader's zone or `timeZone`: a bid's server time ("14:05:09.512"). */
export const formatInstant = (
  value: Date | string,
  locale: string,
  timeZone?: string
) =>
  dateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    fractionalSecondDigits: 3,
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(value))

/** Time left on a clock, as clocks write it: "1:05:09", "04:59" (never below zero). */
export const formatCountdown = (milliseconds: number) => {
  const seconds = Math.max(0, Math.ceil(milliseconds / 1000))
  const two = (value: number) => String(value).padStart(2, '0')
  const hours = Math.floor(seconds / 3600)
  const rest = `${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`
  return hours ? `${hours}:${rest}` : rest
}
