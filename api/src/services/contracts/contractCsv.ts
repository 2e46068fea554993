import { Prisma, type Contract } from '@prisma/client'
import {
  CONTRACT_ACTION_DESCRIPTIONS,
  CONTRACT_COLUMNS,
  CONTRACT_IMPORT_COLUMNS,
  CONTRACT_STATUSES,
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

import { currentUser } from 'src/lib/auth'
import {
  csvDocument,
  csvFlag,
  csvLocaleOf,
  csvNumber,
  importedRows,
  importResult,
  unescaped,
  type ImportProblem,
} from 'src/lib/csv'
import { db } from 'src/lib/db'
import { translate } from 'src/lib/i18n'
import {
  lockCompanyMatchingForUser,
  rematchCommitments,
  throughPrisma,
} from 'src/services/realization/spendMatching'

import { companyToday, whereOf, type ContractFilter } from './contractRows'
import { changesOf, readContracts, writeContractEdit } from './contracts'

type Changes = ReturnType<typeof changesOf>

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

const LOCALES: Locale[] = ['en', 'pt']

// the export's name of an import column, where the two differ
const EXPORTED_AS: Partial<Record<ImportColumn, ContractColumn>> = {
  currentBalance: 'amountBalance',
  totalBalance: 'totalAmount',
  status: 'actionStatus',
}
type ImportColumn = (typeof CONTRACT_IMPORT_COLUMNS)[number]

/**
 * An export is an import file: each column is read by its import name (exactly) or by its heading
 * in the export, in either language (in any case); the export's computed columns (the light,
 * length, days…) are left aside. The light's heading, "Status", is not the import's "status".
 */
const COLUMN_OF_HEADING = new Map(
  CONTRACT_IMPORT_COLUMNS.flatMap((column) =>
    LOCALES.map(
      (locale) =>
        [
          translate(
            locale,
            `contract.columns.${EXPORTED_AS[column] ?? column}`
          ).toUpperCase(),
          column,
        ] as const
    )
  )
)
const importColumnOf = (heading: string) =>
  (CONTRACT_IMPORT_COLUMNS as readonly string[]).includes(heading)
    ? heading
    : (COLUMN_OF_HEADING.get(heading.toUpperCase()) ?? heading)

/** An enumeration's values by their code and by their label in either language. */
const enumerationOf = (values: readonly string[], labelKey: string) =>
  new Map(
    values.flatMap((value) => [
      [value, value],
      ...LOCALES.map(
        (locale) =>
          [
            translate(locale, `${labelKey}.${value}`).toUpperCase(),
            value,
          ] as const
      ),
    ])
  )
const ACTION_DESCRIPTIONS = enumerationOf(
  CONTRACT_ACTION_DESCRIPTIONS,
  'contract.enums.actionDescription'
)
const STATUSES = enumerationOf(CONTRACT_STATUSES, 'contract.enums.status')

/** A list's entries by code and by name in either language (the export writes names). */
const byCodeOrName = (
  rows: { id: string; code: string; nameEn: string; namePt: string }[]
) =>
  new Map(
    rows.flatMap((row) =>
      [row.nameEn, row.namePt, row.code].map(
        (key) => [key.toUpperCase(), row.id] as const
      )
    )
  )

/** The company's lookups a row's codes, names and emails resolve through. */
const lookupsOf = async (companyId: string) => {
  const named = { select: { id: true, code: true, nameEn: true, namePt: true } }
  const [categories, divisions, regions, people] = await Promise.all([
    db.materialCategory.findMany(named),
    db.businessDivision.findMany(named),
    db.region.findMany(named),
    db.user.findMany({
      where: { companyId },
      select: { id: true, email: true, firstName: true, lastName: true },
    }),
  ])
  return {
    materialCategory: byCodeOrName(categories),
    businessDivision: byCodeOrName(divisions),
    region: byCodeOrName(regions),
    categoryManager: new Map(
      people.flatMap((person) => [
        [`${person.firstName} ${person.lastName}`.toUpperCase(), person.id],
        [person.email.toUpperCase(), person.id],
      ])
    ),
  }
}

/** The valid rows of a file, with the existing contract each one updates. */
const writeContracts = async (
  companyId: string,
  contracts: (Required<ContractInput> & { line: number })[]
) => {
  const existing = new Map(
    (
      await db.contract.findMany({
        where: {
          companyId,
          contractId: { in: contracts.map((row) => row.contractId) },
        },
      })
    ).map((contract) => [contract.contractId, contract])
  )
  const edits: [Contract, Prisma.ContractUncheckedUpdateInput, Changes][] = []
  const created: Prisma.ContractCreateManyInput[] = []
  const rows = contracts.map(({ line, ...data }) => {
    const before = existing.get(data.contractId)
    if (!before) {
      created.push({ ...data, companyId })
      return { line, record: data.contractId, outcome: 'created' as const }
    }
    const changes = changesOf(before, data)
    if (!Object.keys(changes).length)
      return { line, record: data.contractId, outcome: 'unchanged' as const }
    edits.push([before, data, changes])
    return { line, record: data.contractId, outcome: 'updated' as const }
  })
  await db.$transaction(async (tx) => {
    // before the rows: an import holds the lock and then writes the balances of its contracts
    await lockCompanyMatchingForUser(throughPrisma(tx), companyId)
    for (const edit of edits) await writeContractEdit(tx, ...edit)
    await tx.contract.createMany({ data: created })
    // matched to their spend, which stores their balances and derived values
    const written = await tx.contract.findMany({
      where: {
        companyId,
        contractId: {
          in: rows
            .filter((row) => row.outcome !== 'unchanged')
            .map((row) => row.record),
        },
      },
      select: { id: true },
    })
    await rematchCommitments(
      throughPrisma(tx),
      'contract',
      companyId,
      written.map((contract) => contract.id)
    )
  })
  return rows
}

/**
 * Spec §5 on every row of a CSV file (the template's or an export's); with any problem nothing is
 * written and every problem is reported by line and field. A contract id the company has already
 * updates that contract (its history keeps what changed); a new one creates it. Answers each
 * row's outcome, or the problems.
 */
export const importContracts = async ({ csv }: { csv: string }) => {
  const { companyId } = currentUser()
  const parsed = importedRows(csv, {
    columns: CONTRACT_IMPORT_COLUMNS,
    columnOf: importColumnOf,
    messages: 'contract.import',
  })
  const rows = parsed.data
  const lookups = await lookupsOf(companyId)
  const writing = csvLocaleOf(parsed.meta.delimiter)
  const problems: ImportProblem[] = []
  const seen = new Set<string>()
  const contracts: (Required<ContractInput> & { line: number })[] = []
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
    const coded = (field: string, values: Map<string, string>) => {
      const value = (row[field] ?? '').trim()
      return values.get(value.toUpperCase()) ?? value
    }
    const input = {
      contractId: row.contractId,
      material: unescaped(row.material),
      supplier: unescaped(row.supplier),
      materialCategoryId: resolve('materialCategory'),
      categoryManagerId: resolve('categoryManager'),
      businessDivisionId: resolve('businessDivision'),
      regionId: resolve('region'),
      startDate: row.startDate,
      endDate: row.endDate,
      currentBalance: readDecimal(row.currentBalance ?? '', writing),
      totalBalance: readDecimal(row.totalBalance ?? '', writing),
      paymentTerm: readDecimal(row.paymentTerm ?? '', writing),
      actionNeed: csvFlag(row.actionNeed),
      actionDescription: coded('actionDescription', ACTION_DESCRIPTIONS),
      status: coded('status', STATUSES),
      estimatedConclusionDate: row.estimatedConclusionDate,
      comment: unescaped(row.comment),
    }
    try {
      const contract = contractSchema.validateSync(input, {
        abortEarly: false,
        stripUnknown: true,
      }) as Required<ContractInput>
      if (seen.has(contract.contractId))
        problem('contractId', { key: 'contract.import.repeated' })
      seen.add(contract.contractId)
      contracts.push({ ...contract, line: index + 2 })
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
  if (problems.length) return { imported: 0, problems, rows: [] }
  return importResult(await writeContracts(companyId, contracts), problems)
}
