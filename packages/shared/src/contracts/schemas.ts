import * as yup from 'yup'

import { dec } from '../decimal'
import { amount, calendarDay, flag, id, oneOf, text, whole } from '../fields'

import { CONTRACT_ACTION_DESCRIPTIONS, CONTRACT_STATUSES } from './enumerations'

// Spec §5 "Contract": the create form, the inline edit and each imported row run this schema.

export const contractSchema = yup.object({
  contractId: text(),
  material: text(),
  supplier: text(),
  materialCategoryId: id(),
  categoryManagerId: id(),
  businessDivisionId: id(),
  regionId: id(),
  startDate: calendarDay(),
  endDate: calendarDay().test('after-start', { key: 'contract.validation.endAfterStart' }, function (end) {
    const start = this.parent.startDate as Date | null
    return !start || !end || end > start
  }),
  currentBalance: amount('money').test(
    'within-total',
    { key: 'contract.validation.balanceExceeded' },
    function (current) {
      const total = this.parent.totalBalance as string | null
      return current == null || total == null || dec(current).lte(dec(total))
    }
  ),
  totalBalance: amount('money'),
  paymentTerm: whole(),
  actionNeed: flag(),
  actionDescription: oneOf(CONTRACT_ACTION_DESCRIPTIONS),
  status: oneOf(CONTRACT_STATUSES),
  estimatedConclusionDate: calendarDay(),
  comment: text(),
})
export type ContractInput = yup.InferType<typeof contractSchema>

/**
 * What an edit of a contract is checked as: while spend drives its balance (SPEND) the current
 * balance is not the user's, and may pass the total, so it is kept out of the checks.
 */
export const contractEditChecked = <T extends { currentBalance?: unknown }>(
  balanceSource: string,
  values: T
): T => (balanceSource === 'SPEND' ? { ...values, currentBalance: '0' } : values)
