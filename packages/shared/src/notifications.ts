// Spec §4 notification message codes (no schema here: the app shell imports them on every page).

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
  PORTAL_SUBMITTED: 'portal/submitted',
  PORTAL_ROUND_CLOSED: 'portal/round-closed',
  PORTAL_ROUND_NOT_APPLIED: 'portal/round-not-applied',
  SPEND_IMPORT_DONE: 'spend/import-done',
  SPEND_IMPORT_REVIEW: 'spend/import-review',
  SPEND_IMPORT_FAILED: 'spend/import-failed',
  CONTRACT_BALANCE_RUNNING_OUT: 'contract/balance-running-out',
  CONTRACT_PRICE_VARIANCE: 'contract/price-variance',
} as const
export type NotificationCode = keyof typeof NOTIFICATION_CODES

/** The locale key of a notification's message: 'process/ask-review' → notifications.messages.processAskReview. */
export const notificationMessageKey = (code: string) =>
  `notifications.messages.${code.replace(/[/-](\w)/g, (_, letter: string) => letter.toUpperCase())}`
