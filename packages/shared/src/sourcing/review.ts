import * as yup from 'yup'

import { atMost, text, TEXT_MAX } from '../fields'

// Spec §5 review, approve/reject; spec §4 notification message codes.

export const finalSummarySchema = yup.object({
  finalExecutiveSummary: text(),
})
export type FinalSummaryInput = yup.InferType<typeof finalSummarySchema>

const comment = () => yup.string().trim().max(TEXT_MAX, atMost(TEXT_MAX))

/** A comment is optional to approve and required to reject. */
export const approvalSchema = yup.object({
  description: comment().nullable().optional(),
})
export const rejectionSchema = yup.object({
  description: comment().required({ key: 'process.flow.commentRequired' }),
})
export type DecisionInput = yup.InferType<typeof approvalSchema>

/** Spec §5: marking notifications read takes a non-empty list of ids. */
export const notificationReadSchema = yup.object({
  notifications: yup
    .array(yup.string().required().uuid({ key: 'validation.invalidId' }))
    .required({ key: 'notifications.idsRequired' })
    .min(1, { key: 'notifications.idsRequired' }),
})

/** The database's enumeration names and the codes spec §4 gives them. */
export const NOTIFICATION_CODES = {
  PROCESS_START: 'process/start',
  PROCESS_APPROVED: 'process/approved',
  PROCESS_APPROVE: 'process/approve',
  PROCESS_ASK_REVIEW: 'process/ask-review',
  PROCESS_REJECTED: 'process/rejected',
  PROCESS_RETURNED: 'process/returned',
  EXPIRY_CHECK_FAILING: 'system/expiry-check-failing',
  CONTRACT_EXPIRING: 'contract/expiring',
} as const
export type NotificationCode = keyof typeof NOTIFICATION_CODES

/** The locale key of a notification's message: 'process/ask-review' → notifications.messages.processAskReview. */
export const notificationMessageKey = (code: string) =>
  `notifications.messages.${code.replace(/[/-](\w)/g, (_, letter: string) => letter.toUpperCase())}`
