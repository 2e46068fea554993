// Spec §4 contract enumerations and the traffic light's buckets (shared/notes/domain.md).

export const CONTRACT_STATUSES = ['COMPLETED', 'ON_GOING', 'ON_HOLD', 'CANCELLED', 'TO_BE_STARTED'] as const
export type ContractStatus = (typeof CONTRACT_STATUSES)[number]

export const CONTRACT_ACTION_DESCRIPTIONS = [
  'NO_VOLUME_DEMAND',
  'NEW_CONTRACTING_PROCESS',
  'LENGTH_VALUE',
  'LENGTH',
  'VALUE',
] as const
export type ContractActionDescription = (typeof CONTRACT_ACTION_DESCRIPTIONS)[number]

/** Worst first: a row's light is the worse of its term and balance buckets. */
export const TERM_BUCKETS = ['EXPIRED', 'LESS_THAN_30', 'LESS_THAN_120', 'MORE_THAN_120'] as const
export type TermBucket = (typeof TERM_BUCKETS)[number]

/**
 * Where the buckets begin, in remaining days: d < 0 expired; 0 ≤ d < 30; 30 ≤ d < 120; d ≥ 120.
 * A number of days falls in TERM_BUCKETS[the number of limits it reaches].
 */
export const BUCKET_LIMITS = [0, 30, 120] as const

/** Days before the end date at which the expiry job warns (spec §4), unless configured otherwise. */
export const DEFAULT_EXPIRY_THRESHOLDS = [120, 30, 7, 0] as const

/** Spec §2 "Contract list": the 23 columns, in the spec's order. */
export const CONTRACT_COLUMNS = [
  'status',
  'contractId',
  'material',
  'supplier',
  'materialCategory',
  'categoryManager',
  'businessDivision',
  'region',
  'startDate',
  'endDate',
  'length',
  'amountBalance',
  'estimatedEndingDate',
  'totalAmount',
  'amountRealizedPerMonth',
  'remainingDaysForLength',
  'remainingDaysForBalance',
  'paymentTerm',
  'actionNeed',
  'actionDescription',
  'actionStatus',
  'estimatedConclusionDate',
  'comment',
] as const
export type ContractColumn = (typeof CONTRACT_COLUMNS)[number]

/** The columns of a contract import file, by these names (codes for lists, the manager's email). */
export const CONTRACT_IMPORT_COLUMNS = [
  'contractId',
  'material',
  'supplier',
  'materialCategory',
  'categoryManager',
  'businessDivision',
  'region',
  'startDate',
  'endDate',
  'currentBalance',
  'totalBalance',
  'paymentTerm',
  'actionNeed',
  'actionDescription',
  'status',
  'estimatedConclusionDate',
  'comment',
] as const

/** The contract filters a link or an address carries as text (the list, the dashboard, the export). */
export const CONTRACT_FILTER_FIELDS = [
  'contractId',
  'material',
  'supplier',
  'supplierName',
  'supplierId',
  'materialCategoryId',
  'categoryManagerId',
  'businessDivisionId',
  'regionId',
  'endDateFrom',
  'endDateTo',
  'termBucket',
  'balanceBucket',
] as const
