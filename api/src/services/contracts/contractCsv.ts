import type { Prisma } from '@prisma/client'
import {
  CONTRACT_COLUMNS,
  CONTRACT_IMPORT_COLUMNS,
  contractSchema,
  readDecimal,
  type ContractColumn,
  type ContractInput,
  type Locale,
  type Numeric,
  type ValidationMessage,
} from '@procura/shared'
import Papa from 'papaparse'
import { ValidationError } from 'yup'

import { UserInputError } from '@redwoodjs/graphql-server'

import { currentUser } from 'src/lib/auth'
import { byCode, csvDocument, csvLocaleOf, csvNumber } from 'src/lib/csv'
import { db } from 'src/lib/db'
import { translate } from 'src/lib/i18n'

import { companyToday, whereOf, type ContractFilter } from './contractRows'
import { readContracts } from './contracts'

/** A file this long is an ERP extract, not a form: import it from the command line instead. */
export const IMPORT_MAX_ROWS = 10_000
const BATCH = 2_000

type ExportedRow = Awaited<ReturnType<typeof readContracts>>[number]

const cellsOf = (contract: ExportedRow, locale: Locale) => {
  const t = (key: string) => translate(locale, key)
  const pt = locale === 'pt'
  const number = (value: Numeric | null, digits = 2) =>
    csvNumber(value, locale, digits)
  const day = (value: Date | null) =>
    value ? value.toISOString().slice(0, 10) : ''
  const cells: Record<ContractColumn, string> = {
    status: t(`contract.buckets.${contract.light}`),
    contractId: contract.contractId,
    material: contract.material,
    supplier: contract.supplier,
    materialCategory: pt
      ? contract.materialCategoryNamePt
      : contract.materialCategoryNameEn,
    categoryManager: contract.categoryManagerName,
    businessDivision: pt
      ? contract.businessDivisionNamePt
      : contract.businessDivisionNameEn,
    region: pt ? contract.regionNamePt : contract.regionNameEn,
    startDate: day(contract.startDate),
    endDate: day(contract.endDate),
    length: String(contract.length),
    amountBalance: number(contract.currentBalance),
    estimatedEndingDate: day(contract.estimatedEndingDate),
    totalAmount: number(contract.totalBalance),
    amountRealizedPerMonth: number(contract.amountRealizedPerMonth),
    remainingDaysForLength: String(contract.remainingDaysForLength),
    remainingDaysForBalance: number(contract.remainingDaysForBalance, 0),
    paymentTerm: String(contract.paymentTerm),
    actionNeed: t(contract.actionNeed ? 'common.yes' : 'common.no'),
    actionDescription: t(
      `contract.enums.actionDescription.${contract.actionDescription}`
    ),
    actionStatus: t(`contract.enums.status.${contract.status}`),
    estimatedConclusionDate: day(contract.estimatedConclusionDate),
    comment: contract.comment,
  }
  return CONTRACT_COLUMNS.map((column) => cells[column])
}

/**
 * The list as CSV: the 23 columns in the reader's language, UTF-8 with a byte-order mark so that
 * spreadsheets keep the accents, and cells that would start a formula neutralised.
 */
export const exportContracts = async ({
  filter,
  locale,
}: {
  filter?: ContractFilter
  locale: Locale
}) => {
  const { companyId } = currentUser()
  const day = await companyToday(companyId)
  const ids = (
    await db.$queryRaw<{ id: string }[]>`
      SELECT c.id FROM "Contract" c WHERE ${whereOf(companyId, filter)}
      ORDER BY c."endDate", c.id`
  ).map((row) => row.id)
  const data: string[][] = []
  for (let start = 0; start < ids.length; start += BATCH)
    for (const contract of await readContracts(
      ids.slice(start, start + BATCH),
      day
    ))
      data.push(cellsOf(contract, locale))
  const fields = CONTRACT_COLUMNS.map((column) =>
    translate(locale, `contract.columns.${column}`)
  )
  return csvDocument(fields, data, locale)
}

/** The file an import takes: its columns and one example row. */
export const contractImportTemplate = () =>
  `\ufeff${Papa.unparse(
    {
      fields: [...CONTRACT_IMPORT_COLUMNS],
      data: [
        [
          'CT-2027-001',
          'Stretch film',
          'Filmes Sul',
          'RESIN',
          'manager@example.com',
          'FOOD',
          'BR-SE',
          '2026-01-01',
          '2027-12-31',
          '600.00',
          '1200.00',
          '60',
          'no',
          'NO_VOLUME_DEMAND',
          'ON_GOING',
          '2027-12-31',
          'Renew in time',
        ],
      ],
    },
    { newline: '\r\n' }
  )}\r\n`

export interface ImportProblem {
  /** the line of the file, the header being line 1 */
  line: number
  field: string
  message: ValidationMessage
}

/** The file's columns that name a list entry or a person, and the input fields they become. */
const REFERENCE_FIELDS = {
  materialCategory: 'materialCategoryId',
  categoryManager: 'categoryManagerId',
  businessDivision: 'businessDivisionId',
  region: 'regionId',
} as const
const FIELD_OF_INPUT: Record<string, string> = Object.fromEntries(
  Object.entries(REFERENCE_FIELDS).map(([column, field]) => [field, column])
)

const TRUE = new Set(['true', 'yes', 'sim', '1', 'y', 's'])
const FALSE = new Set(['false', 'no', 'não', 'nao', '0', 'n'])

/** The company's lookups a row's codes and emails resolve through. */
const lookupsOf = async (companyId: string) => {
  const [categories, divisions, regions, people, existing] = await Promise.all([
    db.materialCategory.findMany({ select: { id: true, code: true } }),
    db.businessDivision.findMany({ select: { id: true, code: true } }),
    db.region.findMany({ select: { id: true, code: true } }),
    db.user.findMany({
      where: { companyId },
      select: { id: true, email: true },
    }),
    db.contract.findMany({
      where: { companyId },
      select: { contractId: true },
    }),
  ])
  return {
    materialCategory: byCode(categories),
    businessDivision: byCode(divisions),
    region: byCode(regions),
    categoryManager: new Map(
      people.map((person) => [person.email.toUpperCase(), person.id])
    ),
    existing: new Set(existing.map((contract) => contract.contractId)),
  }
}

/**
 * Spec §5 on every row of a CSV file; with any problem nothing is imported and every problem is
 * reported by line and field. Answers how many contracts were created, or the problems.
 */
export const importContracts = async ({ csv }: { csv: string }) => {
  const { companyId } = currentUser()
  const parsed = Papa.parse<Record<string, string>>(
    csv.replace(/^\ufeff/, ''),
    {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (header) => header.trim(),
    }
  )
  const rows = parsed.data
  if (!rows.length) throw new UserInputError('contract.import.empty')
  if (rows.length > IMPORT_MAX_ROWS)
    throw new UserInputError('contract.import.tooMany', {
      values: { max: IMPORT_MAX_ROWS },
    })
  const missing = CONTRACT_IMPORT_COLUMNS.filter(
    (column) => !parsed.meta.fields?.includes(column)
  )
  if (missing.length)
    throw new UserInputError('contract.import.columns', {
      values: { columns: missing.join(', ') },
    })

  const lookups = await lookupsOf(companyId)
  const writing = csvLocaleOf(parsed.meta.delimiter)
  const problems: ImportProblem[] = []
  const seen = new Set<string>()
  const contracts: Prisma.ContractCreateManyInput[] = []
  rows.forEach((row, index) => {
    // one problem per field: an unknown code is not also 'required'
    const found = new Map<string, ValidationMessage>()
    const problem = (field: string, message: ValidationMessage) => {
      if (!found.has(field)) found.set(field, message)
    }
    const resolve = (field: keyof typeof REFERENCE_FIELDS) => {
      const value = (row[field] ?? '').trim()
      const id = lookups[field].get(value.toUpperCase())
      if (value && !id) problem(field, { key: 'contract.import.unknown' })
      return id ?? ''
    }
    const flag = (row.actionNeed ?? '').trim().toLowerCase()
    const input = {
      contractId: row.contractId,
      material: row.material,
      supplier: row.supplier,
      materialCategoryId: resolve('materialCategory'),
      categoryManagerId: resolve('categoryManager'),
      businessDivisionId: resolve('businessDivision'),
      regionId: resolve('region'),
      startDate: row.startDate,
      endDate: row.endDate,
      currentBalance: readDecimal(row.currentBalance ?? '', writing),
      totalBalance: readDecimal(row.totalBalance ?? '', writing),
      paymentTerm: readDecimal(row.paymentTerm ?? '', writing),
      actionNeed: TRUE.has(flag)
        ? true
        : FALSE.has(flag)
          ? false
          : flag || undefined,
      actionDescription: row.actionDescription?.trim(),
      status: row.status?.trim(),
      estimatedConclusionDate: row.estimatedConclusionDate,
      comment: row.comment,
    }
    try {
      const contract = contractSchema.validateSync(input, {
        abortEarly: false,
        stripUnknown: true,
      })
      if (
        lookups.existing.has(contract.contractId) ||
        seen.has(contract.contractId)
      )
        problem('contractId', { key: 'contract.validation.contractIdTaken' })
      seen.add(contract.contractId)
      contracts.push({ ...(contract as Required<ContractInput>), companyId })
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      for (const failure of error.inner)
        problem(
          FIELD_OF_INPUT[failure.path] ?? failure.path,
          failure.errors[0] as unknown as ValidationMessage
        )
    }
    for (const [field, message] of found)
      problems.push({ line: index + 2, field, message })
  })
  if (problems.length) return { imported: 0, problems }
  await db.contract.createMany({ data: contracts })
  return { imported: contracts.length, problems }
}
