import * as yup from 'yup'

import { decimalText, isDecimalText, NumberProblem } from './decimal'

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
const decimalValue = (_: unknown, original: unknown) => {
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
 * A decimal, zero or more, that fits its column: refused with a message when it is not a number,
 * negative, has more decimals than the column keeps (never rounded silently) or too many digits.
 * One test, not four: a quotation round or a portal answer runs it on thousands of cells.
 */
export const decimal = (
  kind: DecimalKind,
  message = { key: 'validation.number' }
) => {
  const { scale, digits } = DECIMAL_KINDS[kind]
  return yup
    .mixed<string>()
    .transform(decimalValue)
    .nullable()
    .test('decimal', message, function (value) {
      if (value == null) return true
      if (!canonical(value)) {
        const problem: unknown = value
        return problem instanceof NumberProblem
          ? this.createError({ message: { ...problem.message } })
          : false
      }
      if (value.startsWith('-'))
        return this.createError({ message: { key: 'validation.nonNegative' } })
      const [whole, fraction = ''] = value.split('.')
      if (fraction.length > scale)
        return this.createError({
          message: { key: 'validation.decimals', values: { max: scale } },
        })
      if (whole.length > digits)
        return this.createError({
          message: { key: 'validation.digits', values: { max: digits } },
        })
      return true
    })
}

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
