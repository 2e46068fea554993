import type { Supplier, SupplierContact } from '@prisma/client'
import {
  formatSupplierVat,
  supplierMasterSchema,
  supplierVat,
  SUPPLIER_IMPORT_COLUMNS,
  type Locale,
  type SupplierMasterInput,
  type ValidationMessage,
} from '@procura/shared'
import Papa from 'papaparse'
import { ValidationError } from 'yup'

import { currentUser } from 'src/lib/auth'
import {
  csvDocument,
  csvFlag,
  importedRows,
  importResult,
  unescaped,
  type ImportProblem,
} from 'src/lib/csv'
import { db } from 'src/lib/db'
import { translate } from 'src/lib/i18n'

import {
  rewriteSupplier,
  supplierWhere,
  type SupplierFilter,
} from './suppliers'

const LOCALES: Locale[] = ['en', 'pt']

type MasterRecord = Supplier & { contacts: SupplierContact[] }

/** Contacts in one cell: "Name <email> [pt]; Other <other@x> [en]". */
const contactsCell = (
  contacts: Pick<SupplierContact, 'name' | 'email' | 'language'>[]
) =>
  contacts
    .map(
      (contact) => `${contact.name} <${contact.email}> [${contact.language}]`
    )
    .join('; ')

const CONTACT = /^(.*?)\s*<([^>]*)>\s*(?:\[(\w+)\])?$/

const contactsOf = (cell: string) =>
  cell
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      // an entry without <email> is all name: the schema then asks for the email
      const match = entry.match(CONTACT)
      return {
        name: match ? match[1] : entry,
        email: match ? match[2] : '',
        language: (match?.[3] ?? 'pt').toLowerCase(),
      }
    })

const headingOf = (column: string, locale: Locale) =>
  translate(locale, `suppliers.columns.${column}`)

/** The master as CSV, the list's filter applied: the import reads it back as it is. */
export const exportSuppliers = async ({
  filter,
  locale,
}: {
  filter?: SupplierFilter
  locale: Locale
}) => {
  const [suppliers, countries] = await Promise.all([
    db.supplier.findMany({
      where: supplierWhere(filter),
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      include: { contacts: true },
    }),
    db.country.findMany(),
  ])
  const codeOf = new Map(countries.map((country) => [country.id, country.code]))
  const yesNo = (value: boolean) =>
    translate(locale, value ? 'common.yes' : 'common.no')
  const cellsOf = (supplier: MasterRecord) =>
    SUPPLIER_IMPORT_COLUMNS.map((column) => {
      switch (column) {
        case 'vat':
          return formatSupplierVat(supplier.vat)
        case 'country':
          return codeOf.get(supplier.countryId) ?? ''
        case 'contacts':
          return contactsCell(supplier.contacts)
        case 'technicalApproval':
        case 'associatedParty':
        case 'litigant':
          return yesNo(supplier[column])
        default:
          return supplier[column] ?? ''
      }
    })
  return csvDocument(
    SUPPLIER_IMPORT_COLUMNS.map((column) => headingOf(column, locale)),
    suppliers.map(cellsOf),
    locale
  )
}

/** The file an import takes: its columns and one example row. */
export const supplierImportTemplate = () =>
  `\ufeff${Papa.unparse(
    {
      fields: [...SUPPLIER_IMPORT_COLUMNS],
      data: [
        [
          'Filmes Sul Ltda.',
          '11.222.333/0001-81',
          'V-1001',
          'BR',
          'yes',
          'Low',
          'no',
          'no',
          '',
          'Vendas <vendas@filmessul.example> [pt]',
        ],
      ],
    },
    { newline: '\r\n' }
  )}\r\n`

/** Each column by its name, or by its heading in the export in either language. */
const COLUMN_OF_HEADING = new Map(
  SUPPLIER_IMPORT_COLUMNS.flatMap((column) => [
    [column.toUpperCase(), column] as const,
    ...LOCALES.map(
      (locale) => [headingOf(column, locale).toUpperCase(), column] as const
    ),
  ])
)

type ValidRow = Required<SupplierMasterInput> & { line: number }

/** The input field a problem is reported under, as the file names the column. */
const COLUMN_OF_FIELD: Record<string, string> = { countryId: 'country' }

const sameContacts = (
  kept: SupplierContact[],
  typed: SupplierMasterInput['contacts']
) => contactsCell(kept) === contactsCell(typed as typeof kept)

/** Whether the file changes a supplier the company already has. */
const changed = (before: MasterRecord, row: ValidRow) =>
  (
    [
      'name',
      'sapCode',
      'countryId',
      'technicalApproval',
      'financialRisk',
      'associatedParty',
      'blockReason',
      'litigant',
    ] as const
  ).some((field) => (before[field] ?? null) !== (row[field] ?? null)) ||
  !sameContacts(before.contacts, row.contacts)

/** Writes the valid rows in one transaction; a VAT the company has updates that supplier. */
const writeSuppliers = async (companyId: string, rows: ValidRow[]) => {
  const existing = new Map(
    (
      await db.supplier.findMany({
        where: { companyId, vat: { in: rows.map((row) => row.vat) } },
        include: { contacts: true },
      })
    ).map((supplier) => [supplier.vat, supplier])
  )
  const outcomes = rows.map((row) => {
    const before = existing.get(row.vat)
    const outcome = !before
      ? ('created' as const)
      : changed(before, row)
        ? ('updated' as const)
        : ('unchanged' as const)
    return { line: row.line, record: row.name, outcome, row, before }
  })
  await db.$transaction(async (tx) => {
    for (const { outcome, row, before } of outcomes) {
      const { line: _line, contacts, ...fields } = row
      if (outcome === 'created')
        await tx.supplier.create({
          data: { ...fields, companyId, contacts: { create: contacts } },
        })
      if (outcome === 'updated')
        await rewriteSupplier(tx, before.id, { ...fields, contacts })
    }
  })
  return outcomes.map(({ line, record, outcome }) => ({
    line,
    record,
    outcome,
  }))
}

/** Every row's problems, by line and column, or the rows as the master keeps them. */
const checkedRows = async (
  companyId: string,
  rows: Record<string, string>[]
) => {
  const countries = await db.country.findMany()
  const countryOf = new Map(
    countries.flatMap((country) =>
      [country.code, country.nameEn, country.namePt].map(
        (key) => [key.toUpperCase(), country.id] as const
      )
    )
  )
  const codes = new Map(countries.map((country) => [country.id, country.code]))
  const schema = supplierMasterSchema((id) => codes.get(id))
  const sapOwners = new Map(
    (
      await db.supplier.findMany({
        where: { companyId, sapCode: { not: null } },
        select: { sapCode: true, vat: true },
      })
    ).map((supplier) => [supplier.sapCode, supplier.vat])
  )
  const problems: ImportProblem[] = []
  const valid: ValidRow[] = []
  const vats = new Set<string>()
  const sapCodes = new Set<string>()
  rows.forEach((row, index) => {
    const line = index + 2
    const found = new Map<string, ValidationMessage>()
    const problem = (field: string, message: ValidationMessage) => {
      if (!found.has(field)) found.set(field, message)
    }
    const country = (row.country ?? '').trim()
    const countryId = countryOf.get(country.toUpperCase()) ?? ''
    if (country && !countryId)
      problem('country', { key: 'suppliers.import.unknown' })
    const input = {
      name: unescaped(row.name),
      vat: row.vat,
      sapCode: row.sapCode,
      countryId,
      technicalApproval: csvFlag(row.technicalApproval),
      financialRisk: unescaped(row.financialRisk),
      associatedParty: csvFlag(row.associatedParty),
      blockReason: unescaped(row.blockReason),
      litigant: csvFlag(row.litigant),
      contacts: contactsOf(unescaped(row.contacts)),
    }
    // the keys are checked as the master keeps them, whatever else the row gets wrong
    const vat = supplierVat(row.vat ?? '')
    if (vat && vats.has(vat))
      problem('vat', { key: 'suppliers.import.repeated' })
    vats.add(vat)
    const sapCode = (row.sapCode ?? '').trim()
    const owner = sapOwners.get(sapCode)
    if (sapCode && (sapCodes.has(sapCode) || (owner && owner !== vat)))
      problem('sapCode', { key: 'suppliers.validation.sapCodeTaken' })
    sapCodes.add(sapCode)
    try {
      const supplier = schema.validateSync(input, {
        abortEarly: false,
        stripUnknown: true,
      }) as Required<SupplierMasterInput>
      valid.push({ ...supplier, line })
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      for (const failure of error.inner) {
        const field = failure.path.replace(/\[\d+\]\..*$/, '')
        problem(
          COLUMN_OF_FIELD[field] ?? field,
          failure.errors[0] as unknown as ValidationMessage
        )
      }
    }
    for (const [field, message] of found)
      problems.push({ line, field, message })
  })
  return { valid, problems }
}

/**
 * The supplier master from a CSV file (the template's or an export's, either language): every row
 * under the master's rules, all written or none, each problem reported by line and column.
 */
export const importSuppliers = async ({ csv }: { csv: string }) => {
  const { companyId } = currentUser()
  const { data } = importedRows(csv, {
    columns: SUPPLIER_IMPORT_COLUMNS,
    columnOf: (heading) =>
      COLUMN_OF_HEADING.get(heading.toUpperCase()) ?? heading,
    messages: 'suppliers.import',
  })
  const { valid, problems } = await checkedRows(companyId, data)
  if (problems.length) return { imported: 0, problems, rows: [] }
  return importResult(await writeSuppliers(companyId, valid), problems)
}
