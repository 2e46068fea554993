import * as yup from 'yup'

import { readDay, writeDay } from '../day'
import {
  atMost,
  decimal,
  fromList,
  optionalWhole,
  required,
  TEXT_MAX,
} from '../fields'

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

/**
 * One item of a supplier's answer. A draft may leave a price empty; a submitted answer prices every
 * item it does not decline (`portalAnswerSchema`). Fields the round does not ask are dropped.
 */
export const portalOfferSchema = yup.object({
  itemId: yup.string().required(required),
  declined: yup.boolean().default(false),
  unitPrice: decimal('price', PRICE),
  annualVolume: decimal('volume'),
  paymentTerms: optionalWhole({ key: 'validation.integer' }),
  incotermId: yup.string().nullable().optional(),
  supplyOriginId: yup.string().nullable().optional(),
  agreementLength: optionalWhole({ key: 'validation.integer' }),
  agreementPeriod: yup
    .mixed()
    .nullable()
    .optional()
    .oneOf([...AGREEMENT_PERIODS, null, undefined], fromList),
  additionalInformation: yup
    .string()
    .trim()
    .nullable()
    .optional()
    .max(TEXT_MAX, atMost(TEXT_MAX)),
})
export type PortalOffer = yup.InferType<typeof portalOfferSchema>

/** Which column of the answer each asked field fills (the agreement asks two). */
export const PORTAL_COLUMNS: Record<
  Exclude<PortalField, 'quoteFile'>,
  (keyof PortalOffer)[]
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

const schemas = new Map<string, yup.ObjectSchema<Partial<PortalOffer>>>()

/**
 * The offer schema for a round: the columns it asks only (fewer rules to run on each of a few
 * hundred rows); a submitted offer must also be priced above zero unless declined.
 */
export const portalOfferSchemaFor = (
  fields: readonly string[],
  { submitted }: { submitted: boolean }
) => {
  const key = `${[...fields].sort().join(',')}|${submitted}`
  let schema = schemas.get(key)
  if (!schema) {
    const picked = portalOfferSchema.pick([
      'itemId',
      ...portalColumnsOf(fields),
    ])
    schema = (
      submitted
        ? picked.test('priced', PRICE, function (offer) {
            if (
              offer.declined ||
              // a negative or unreadable price gets its field's own message
              (offer.unitPrice != null && Number(offer.unitPrice) !== 0)
            )
              return true
            return this.createError({ path: 'unitPrice', message: PRICE })
          })
        : picked
    ) as yup.ObjectSchema<Partial<PortalOffer>>
    schemas.set(key, schema)
  }
  return schema
}
