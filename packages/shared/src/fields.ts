import * as yup from 'yup'

import { decimalText, isDecimalText, NumberProblem } from './decimal'
import type { ValidationMessage } from './validation'

// The field rules every form's schema is made of (spec §5). Messages are i18n keys; each side translates them.

export const required = { key: 'validation.required' }
export const fromList = { key: 'validation.fromList' }

// a value of the wrong type (an array where a date goes) gets a message of ours, not yup's English
yup.setLocale({ mixed: { notType: { key: 'validation.type' } as never } })

/** The longest text a form field takes (a summary, a comment); names and codes have their own. */
export const TEXT_MAX = 5000
export const atMost = (max: number) => ({
  key: 'validation.max',
  values: { max },
})

export const text = () =>
  yup.string().trim().required(required).max(TEXT_MAX, atMost(TEXT_MAX))
export const optionalText = () =>
  yup.string().trim().nullable().optional().max(TEXT_MAX, atMost(TEXT_MAX))
export const id = () => yup.string().required(required)
export const flag = () => yup.boolean().required(required)
export const oneOf = <T extends string>(values: readonly T[]) =>
  yup.mixed<T>().required(required).oneOf(values, fromList)

/** A form's empty box (an empty string, or NaN from a number input) is "no value", not zero. */
export const blankAsNull = (value: unknown, original: unknown) =>
  original === '' || original == null || Number.isNaN(original) ? null : value

/** The columns decimals are kept in: digits after the point, and before it (numeric(digits + scale, scale)). */
export const DECIMAL_KINDS = {
  price: { scale: 6, digits: 14 },
  /** what was paid a unit: the spend over its volume, to as many decimals as give the spend back to the cent */
  historicalPrice: { scale: 20, digits: 14 },
  volume: { scale: 4, digits: 16 },
  money: { scale: 2, digits: 18 },
} as const
export type DecimalKind = keyof typeof DECIMAL_KINDS

/** What a decimal field holds: canonical text, the problem its typed text had, or null when empty. */
export const decimalFieldValue = (original: unknown) => {
  if (original === '' || original == null || Number.isNaN(original)) return null
  if (typeof original === 'number')
    return Number.isFinite(original) ? decimalText(original) : original
  if (typeof original === 'string')
    return isDecimalText(original.trim())
      ? decimalText(original.trim())
      : original
  // Prisma's Decimal, when a stored value is validated again
  if (typeof original === 'object' && 'toFixed' in original)
    return decimalText(original.toString())
  return original
}

const canonical = (value: unknown): value is string =>
  typeof value === 'string' && isDecimalText(value)

/**
 * The message a decimal field's value breaks, or null when it fits its column: not a number,
 * negative, more decimals than the column keeps (never rounded silently) or too many digits.
 */
export const decimalProblem = (
  value: unknown,
  kind: DecimalKind,
  message: ValidationMessage = { key: 'validation.number' }
): ValidationMessage | null => {
  if (value == null) return null
  if (!canonical(value))
    return value instanceof NumberProblem ? { ...value.message } : message
  if (value.startsWith('-')) return { key: 'validation.nonNegative' }
  const { scale, digits } = DECIMAL_KINDS[kind]
  const [whole, fraction = ''] = value.split('.')
  if (fraction.length > scale)
    return { key: 'validation.decimals', values: { max: scale } }
  if (whole.length > digits)
    return { key: 'validation.digits', values: { max: digits } }
  return null
}

/**
 * A decimal, zero or more, that fits its column (decimalProblem). One test, not four: a quotation
 * round runs it on thousands of cells.
 */
export const decimal = (
  kind: DecimalKind,
  message = { key: 'validation.number' }
) =>
  yup
    .mixed<string>()
    .transform((_, original) => decimalFieldValue(original))
    .nullable()
    .test('decimal', message, function (value) {
      const problem = decimalProblem(value, kind, message)
      return problem ? this.createError({ message: { ...problem } }) : true
    })

/** A required decimal (volumes, prices, values). */
export const amount = (
  kind: DecimalKind,
  message = { key: 'validation.number' }
) =>
  decimal(kind, message).required(
    message.key === 'validation.number' ? required : message
  )

/** A required whole number, zero or more (days, months). */
export const whole = () =>
  yup
    .number()
    .transform(blankAsNull)
    .nullable()
    .typeError({ key: 'validation.number' })
    .required(required)
    .integer({ key: 'validation.integer' })
    .min(0, { key: 'validation.nonNegative' })

/** A decimal that may wait until the award (quotations before the negotiation ends). */
export const optionalAmount = (kind: DecimalKind, message: { key: string }) =>
  decimal(kind, message).optional()

/** A whole number that may wait until the award. */
export const optionalWhole = (message: { key: string }) =>
  yup
    .number()
    .transform(blankAsNull)
    .nullable()
    .optional()
    .typeError(message)
    .integer(message)
    .min(0, { key: 'validation.nonNegative' })

export const calendarDay = (message = { key: 'validation.date' }) =>
  yup
    .date()
    .transform(blankAsNull)
    .nullable()
    .typeError(message)
    .required(required)
