import * as yup from 'yup'

// The field rules every form's schema is made of (spec §5). Messages are i18n keys; each side translates them.

export const required = { key: 'validation.required' }
export const fromList = { key: 'validation.fromList' }

// a value of the wrong type (an array where a date goes) gets a message of ours, not yup's English
yup.setLocale({ mixed: { notType: { key: 'validation.type' } as never } })

/** The longest text a form field takes (a summary, a comment); names and codes have their own. */
export const TEXT_MAX = 5000
export const atMost = (max: number) => ({ key: 'validation.max', values: { max } })

export const text = () => yup.string().trim().required(required).max(TEXT_MAX, atMost(TEXT_MAX))
export const optionalText = () => yup.string().trim().nullable().optional().max(TEXT_MAX, atMost(TEXT_MAX))
export const id = () => yup.string().required(required)
export const flag = () => yup.boolean().required(required)
export const oneOf = <T extends string>(values: readonly T[]) =>
  yup.mixed<T>().required(required).oneOf(values, fromList)

/** A form's empty box (an empty string, or NaN from a number input) is "no value", not zero. */
export const blankAsNull = (value: unknown, original: unknown) =>
  original === '' || original == null || Number.isNaN(original) ? null : value

/** A required number, zero or more (volumes, prices, values). */
export const amount = (message = { key: 'validation.number' }) =>
  yup
    .number()
    .transform(blankAsNull)
    .nullable()
    .typeError(message)
    .required(message.key === 'validation.number' ? required : message)
    .min(0, { key: 'validation.nonNegative' })

/** A required whole number, zero or more (days, months). */
export const whole = () => amount().integer({ key: 'validation.integer' })

/** A number that may wait until the award (quotations before the negotiation ends). */
export const optionalAmount = (message: { key: string }) =>
  yup.number().transform(blankAsNull).nullable().optional().typeError(message).min(0, message)

export const calendarDay = (message = { key: 'validation.date' }) =>
  yup.date().transform(blankAsNull).nullable().typeError(message).required(required)

