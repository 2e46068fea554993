// Spec §4 enumerations of the sourcing manager. GraphQL names cannot hold '-', so the spec's
// EXTENSION-LENGTH_VALUE is EXTENSION_LENGTH_VALUE here (the database keeps the spec's spelling).
export const PROCESS_TYPES = [
  'NEW',
  'SPOT_PURCHASE',
  'EXTENSION_LENGTH_VALUE',
  'EXTENSION_LENGTH',
  'EXTENSION_VALUE',
] as const
export type ProcessType = (typeof PROCESS_TYPES)[number]

export const PROCESS_PROFILES = [
  'MORE_THAN_3_SUPPLIERS',
  'LESS_THAN_3_SUPPLIERS',
  'DIRECT_PURCHASE_RECOMMENDED',
  'DIRECT_PURCHASE_SOLE_SOURCE',
] as const
export type ProcessProfile = (typeof PROCESS_PROFILES)[number]

export const CURRENT_CONTRACT_STATUSES = [
  'NOT_EXISTS',
  'EXISTS_DIFFERENT_SUPPLIER',
  'EXISTS_SAME_SUPPLIER',
] as const
export type CurrentContractStatus = (typeof CURRENT_CONTRACT_STATUSES)[number]

export const RESPONSE_STATUSES = ['PENDING', 'DECLINED', 'ANSWERED'] as const
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number]

export const AGREEMENT_PERIODS = ['MONTHS', 'YEARS'] as const
export type AgreementPeriod = (typeof AGREEMENT_PERIODS)[number]

/** Spec §2: the steps of a process page, in order. */
export const PROCESS_STEPS = [
  'general',
  'items',
  'pipeline',
  'suppliers',
  'quotations',
  'awardees',
  'review',
  'flow',
  'final',
] as const
export type ProcessStep = (typeof PROCESS_STEPS)[number]

/** Spec §9: a quotation round is greater than 0 and less than 10. */
export const ROUND_MIN = 1
export const ROUND_MAX = 9

/** The process ID users see: PRC-<year created>-<number within the company, 4 digits>. */
export const processCode = (number: number, createdAt: Date | string) =>
  `PRC-${new Date(createdAt).getUTCFullYear()}-${String(number).padStart(4, '0')}`

// spec §4 "Review mode": how a process page is opened from a notification or a link
export const REVIEW_MODES = ['approve', 'approved', 'preview'] as const
export type ReviewMode = (typeof REVIEW_MODES)[number]
