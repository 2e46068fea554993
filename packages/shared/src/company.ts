import * as yup from 'yup'

import { atMost, decimal, required } from './fields'
import { PORTAL_GRACE_HOURS_MAX } from './sourcing/portal'
import { NAME_MAX } from './validation'

// The company's own settings (issue 20): its name, the currency its amounts are kept in, the time zone
// its days are counted in, whether whoever sends a process may also approve it, and the price
// variance that raises an alert (issue 42).

/** An IANA time zone the runtime knows ("America/Sao_Paulo"). */
export const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return /\//.test(zone) || zone === 'UTC'
  } catch {
    return false
  }
}

const graceHours = { key: 'validation.between', values: { min: 0, max: PORTAL_GRACE_HOURS_MAX } }

export const companySettingsSchema = yup.object({
  name: yup.string().trim().required(required).max(NAME_MAX, atMost(NAME_MAX)),
  currencyCode: yup
    .string()
    .trim()
    .uppercase()
    .required(required)
    .matches(/^[A-Z]{3}$/, { message: { key: 'company.errors.currency' } }),
  timeZone: yup
    .string()
    .trim()
    .required(required)
    .test('zone', { key: 'company.errors.timeZone' }, (zone) => !zone || isTimeZone(zone)),
  allowSelfApproval: yup.boolean().required(required),
  // how long a supplier's portal link still opens after the deadline; left out, it stays as it is
  portalGraceHours: yup
    .number()
    .typeError({ key: 'validation.number' })
    .optional()
    .integer({ key: 'validation.integer' })
    .min(0, graceHours)
    .max(PORTAL_GRACE_HOURS_MAX, graceHours),
  // a contract's month paid above its agreed prices by more than this is an alert; blank: none
  priceVarianceThreshold: decimal('money').optional(),
})
export type CompanySettingsInput = yup.InferType<typeof companySettingsSchema>
