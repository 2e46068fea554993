import * as yup from 'yup'

import { atMost, text, TEXT_MAX } from '../fields'

// Spec §5 review, approve/reject.

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
