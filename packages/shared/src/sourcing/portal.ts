import * as yup from 'yup'

import { readDay, writeDay } from '../day'
import {
  atMost,
  decimalFieldValue,
  decimalProblem,
  fromList,
  required,
  TEXT_MAX,
} from '../fields'
import type { ValidationMessage } from '../validation'

import { AGREEMENT_PERIODS } from './enumerations'

// The supplier portal (issue 25): a quotation round that suppliers answer themselves, on a page of
// their own reached by a personal link, sealed until its deadline when the buyer asks for it.

/** The quotation fields a round may ask of suppliers besides unit prices, in the portal grid's order. */
export const PORTAL_FIELDS = [
  'annualVolume',
  'paymentTerms',
  'incotermId',
  'supplyOriginId',
  'agreement',
  'additionalInformation',
  'quoteFile',
] as const
export type PortalField = (typeof PORTAL_FIELDS)[number]

/** Where a supplier stands in a round, as the buyer sees it. */
export const PORTAL_STATUSES = [
  'INVITED',
  'OPENED',
  'DRAFT',
  'SUBMITTED',
  'DECLINED',
  'BOUNCED',
] as const
export type PortalStatus = (typeof PORTAL_STATUSES)[number]

/** Random bytes in a link's token: 256 bits, well over the 128 asked. */
export const PORTAL_TOKEN_BYTES = 32
/** Hours before the deadline at which those who have not submitted are reminded. */
export const PORTAL_REMINDER_HOURS = 24
/** The longest grace after the deadline a company may give its links (30 days). */
export const PORTAL_GRACE_HOURS_MAX = 720
export const INSTRUCTIONS_MAX = TEXT_MAX

/** A wall-clock time as the api takes it: 2026-12-01T18:00. */
export const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/

/** The zone's offset from UTC at an instant, in minutes (−180 for São Paulo). */
const offsetMinutes = (instant: number, zone: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value])
  )
  const asUtc = Date.UTC(
    +parts.year,
    +parts.month - 1,
    +parts.day,
    +parts.hour,
    +parts.minute,
    +parts.second
  )
  return Math.round((asUtc - instant) / 60000)
}

/**
 * The instant a wall-clock time names in a time zone ("2026-12-01T18:00" in São Paulo is 21:00 UTC).
 * The offset is read twice: once at the guess, once at the answer, so a time near a change of
 * summer time lands on the offset in force then.
 */
export const instantOfWallTime = (wallTime: string, zone: string) => {
  const [day, time] = wallTime.split('T')
  const [year, month, date] = day.split('-').map(Number)
  const [hour, minute] = time.split(':').map(Number)
  const wall = Date.UTC(year, month - 1, date, hour, minute)
  const first = wall - offsetMinutes(wall, zone) * 60000
  return new Date(wall - offsetMinutes(first, zone) * 60000)
}

/** The wall-clock time of an instant in a zone, as a datetime-local input shows it. */
export const wallTimeOf = (instant: Date | string, zone: string) => {
  const at = new Date(instant).getTime()
  return new Date(at + offsetMinutes(at, zone) * 60000)
    .toISOString()
    .slice(0, 16)
}

// typed as the page's language writes days (day.ts): a native date input writes the browser's
// order instead, whatever language the page speaks
const twoDigits = (value: number) => String(value).padStart(2, '0')

/** A wall time as the reader's language writes it: "01/12/2026 18:00" in pt, "12/01/2026 18:00" in en. */
export const writtenWallTime = (wallTime: string, locale: string) => {
  if (!WALL_TIME.test(wallTime)) return wallTime
  const [day, time] = wallTime.split('T')
  return `${writeDay(day, locale)} ${time}`
}

/**
 * A deadline typed as writtenWallTime writes it, as the wall time the api takes; text that names
 * no real day and time stays as typed, for the schema to refuse.
 */
export const readWallTime = (text: string, locale: string) => {
  const typed = text
    .trim()
    .match(/^(\d{1,2}\/\d{1,2}\/\d{4}),?\s+(\d{1,2}):(\d{2})$/)
  if (!typed) return text
  const day = readDay(typed[1], locale)
  const [hour, minute] = [Number(typed[2]), Number(typed[3])]
  if (!day || hour > 23 || minute > 59) return text
  return `${day}T${twoDigits(hour)}:${twoDigits(minute)}`
}

/** What the buyer sets on a round before inviting suppliers to it. */
export const roundScheduleSchema = yup.object({
  deadline: yup
    .string()
    .required(required)
    .matches(WALL_TIME, { message: { key: 'portal.errors.deadline' } }),
  instructions: yup
    .string()
    .trim()
    .default('')
    .max(INSTRUCTIONS_MAX, atMost(INSTRUCTIONS_MAX)),
  sealed: yup.boolean().required(required),
  fields: yup
    .array(
      yup.mixed<PortalField>().required(required).oneOf(PORTAL_FIELDS, fromList)
    )
    .required(required)
    .test(
      'unique',
      fromList,
      (fields) => new Set(fields).size === fields?.length
    ),
})
export type RoundScheduleInput = yup.InferType<typeof roundScheduleSchema>

const PRICE = { key: 'portal.errors.price' }
const INTEGER = { key: 'validation.integer' }

/** One item of a supplier's answer, as kept: decimals as text, a declined item without a price. */
export interface PortalOffer {
  itemId: string
  declined: boolean
  unitPrice?: string
  annualVolume?: string
  paymentTerms?: number
  incotermId?: string
  supplyOriginId?: string
  agreementLength?: number
  agreementPeriod?: (typeof AGREEMENT_PERIODS)[number]
  additionalInformation?: string
}
type Column = Exclude<keyof PortalOffer, 'itemId' | 'declined'>

/** Which column of the answer each asked field fills (the agreement asks two). */
export const PORTAL_COLUMNS: Record<
  Exclude<PortalField, 'quoteFile'>,
  Column[]
> = {
  annualVolume: ['annualVolume'],
  paymentTerms: ['paymentTerms'],
  incotermId: ['incotermId'],
  supplyOriginId: ['supplyOriginId'],
  agreement: ['agreementLength', 'agreementPeriod'],
  additionalInformation: ['additionalInformation'],
}

/** The answer's columns a round asks for, unit price and decline first. */
export const portalColumnsOf = (
  fields: readonly string[]
): (keyof PortalOffer)[] => [
  'unitPrice',
  ...PORTAL_FIELDS.flatMap((field) =>
    field !== 'quoteFile' && fields.includes(field) ? PORTAL_COLUMNS[field] : []
  ),
  'declined',
]

/** A cell's value as kept, or the message it breaks. */
type Read = { value: unknown } | { problem: ValidationMessage }

const decimalCell =
  (kind: 'price' | 'volume', message?: ValidationMessage) =>
  (raw: unknown): Read => {
    const value = decimalFieldValue(raw)
    const problem = decimalProblem(value, kind, message)
    return problem ? { problem } : { value }
  }

/** A whole number zero or more, typed as a number or as its digits. */
const wholeCell = (raw: unknown): Read => {
  if (raw == null || raw === '' || Number.isNaN(raw)) return { value: null }
  const value = typeof raw === 'string' ? Number(raw.trim()) : raw
  if (typeof value !== 'number' || !Number.isInteger(value))
    return { problem: INTEGER }
  return value < 0 ? { problem: { key: 'validation.nonNegative' } } : { value }
}

const textCell = (raw: unknown): Read => {
  if (raw == null) return { value: null }
  if (typeof raw !== 'string' && typeof raw !== 'number')
    return { problem: { key: 'validation.type' } }
  const value = String(raw).trim()
  return value.length > TEXT_MAX
    ? { problem: atMost(TEXT_MAX) }
    : { value: value || null }
}

const idCell = (raw: unknown): Read =>
  raw == null || typeof raw === 'string'
    ? { value: raw || null }
    : { problem: { key: 'validation.type' } }

const CELLS: Record<Column, (raw: unknown) => Read> = {
  unitPrice: decimalCell('price', PRICE),
  annualVolume: decimalCell('volume'),
  paymentTerms: wholeCell,
  incotermId: idCell,
  supplyOriginId: idCell,
  agreementLength: wholeCell,
  agreementPeriod: (raw) =>
    raw == null || (AGREEMENT_PERIODS as readonly unknown[]).includes(raw)
      ? { value: raw ?? null }
      : { problem: fromList },
  additionalInformation: textCell,
}

const declinedCell = (raw: unknown): Read => {
  if (raw == null) return { value: false }
  if (typeof raw === 'boolean') return { value: raw }
  if (/^(true|1)$/i.test(String(raw))) return { value: true }
  if (/^(false|0)$/i.test(String(raw))) return { value: false }
  return { problem: { key: 'validation.type' } }
}

/** Where an answer breaks a rule: the row and column ("[3].unitPrice"), and the message. */
export interface OfferProblem {
  path: string
  message: ValidationMessage
}

/** One row of an answer as kept, or its first problem. */
const readOffer = (
  row: unknown,
  index: number,
  columns: Column[],
  submitted: boolean
): PortalOffer | OfferProblem => {
  const at = (column: string, message: ValidationMessage) => ({
    path: `[${index}].${column}`,
    message,
  })
  if (row === null || typeof row !== 'object' || Array.isArray(row))
    return { path: `[${index}]`, message: { key: 'validation.type' } }
  const typed = row as Record<string, unknown>
  if (typed.itemId == null || typed.itemId === '') return at('itemId', required)
  // a number names no item of the round: "not found", as any other unknown item
  const itemId =
    typeof typed.itemId === 'number' ? String(typed.itemId) : typed.itemId
  if (typeof itemId !== 'string')
    return at('itemId', { key: 'validation.type' })
  const declined = declinedCell(typed.declined)
  if ('problem' in declined) return at('declined', declined.problem)
  const offer: PortalOffer = { itemId, declined: declined.value as boolean }
  for (const column of columns) {
    const cell = CELLS[column](typed[column])
    if ('problem' in cell) return at(column, cell.problem)
    if (cell.value != null)
      (offer as unknown as Record<string, unknown>)[column] = cell.value
  }
  if (offer.declined) delete offer.unitPrice
  // a submitted answer prices every item it does not decline, above zero
  else if (
    submitted &&
    (offer.unitPrice == null || Number(offer.unitPrice) === 0)
  )
    return at('unitPrice', PRICE)
  return offer
}

/**
 * A supplier's answer as the round asks it: each row's item, decline and the columns the round asks
 * (others are dropped); a draft may leave a price empty, a submitted answer prices every item it does
 * not decline. Plain code rather than a schema: a deadline brings hundreds of answers of hundreds of
 * rows at once (`yarn bench portal`). Answers the kept offers, or the first problem.
 */
export const readPortalOffers = (
  fields: readonly string[],
  rows: unknown[],
  { submitted }: { submitted: boolean }
): { offers: PortalOffer[] } | { problem: OfferProblem } => {
  const columns = portalColumnsOf(fields).filter(
    (column): column is Column => column !== 'declined'
  )
  const offers: PortalOffer[] = []
  for (const [index, row] of rows.entries()) {
    const offer = readOffer(row, index, columns, submitted)
    if ('path' in offer) return { problem: offer }
    offers.push(offer)
  }
  return { offers }
}
