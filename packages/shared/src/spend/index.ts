/** Spec §2 spending analysis: the seven dimensions, in the order a drill-down goes from broad to fine. */
export const SPEND_DIMENSIONS = [
  'businessDivision',
  'region',
  'categoryManager',
  'materialCategory',
  'supplier',
  'material',
  'plant',
] as const
export type SpendDimension = (typeof SPEND_DIMENSIONS)[number]

export const SPEND_MEASURES = ['spend', 'volume'] as const
export type SpendMeasure = (typeof SPEND_MEASURES)[number]

/** The filter field of each dimension: an id for list entries and people, the value itself otherwise. */
export const SPEND_FILTER_FIELDS = {
  businessDivision: 'businessDivisionId',
  region: 'regionId',
  categoryManager: 'categoryManagerId',
  materialCategory: 'materialCategoryId',
  supplier: 'supplier',
  material: 'material',
  plant: 'plant',
} as const satisfies Record<SpendDimension, string>
export type SpendFilterField = (typeof SPEND_FILTER_FIELDS)[SpendDimension]

/**
 * The dashboard's filter: one value per dimension ('' for no category manager), months 'YYYY-MM'
 * (both included), and a supplier of the master (supplierId: its spend however the lines name it).
 */
export type SpendFilter = Partial<Record<SpendFilterField | 'supplierId' | 'fromMonth' | 'toMonth', string>>

/** The next dimension to look at once `filtered` are pinned: a drill-down moves one level finer. */
export const nextSpendDimension = (
  current: SpendDimension,
  filtered: SpendDimension[]
): SpendDimension =>
  SPEND_DIMENSIONS.slice(SPEND_DIMENSIONS.indexOf(current) + 1).find(
    (dimension) => !filtered.includes(dimension)
  ) ?? current

/**
 * Pareto classes: A is what makes the first 80% of the measure (the row that crosses 80% included),
 * B the next 15%, C the rest.
 */
export const ABC_LIMITS = { A: 0.8, B: 0.95 } as const
export type AbcClass = 'A' | 'B' | 'C'

/** The encodings a CSV extract may come in, and its delimiters by name: detected, or as the user says. */
export const SPEND_FILE_ENCODINGS = ['utf-8', 'windows-1252'] as const
export const SPEND_FILE_DELIMITERS = {
  comma: ',',
  semicolon: ';',
  tab: '\t',
  pipe: '|',
} as const

/** The columns of a spend import file, as an ERP extract writes them (codes, the manager's email). */
export const SPEND_IMPORT_COLUMNS = [
  'date',
  'businessDivision',
  'region',
  'categoryManager',
  'supplier',
  'material',
  'materialCategory',
  'plant',
  'amount',
  'currency',
  'volume',
  'unit',
] as const
export type SpendImportColumn = (typeof SPEND_IMPORT_COLUMNS)[number]
