import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'

import type { Prisma, SpendImport as SpendImportRow } from '@prisma/client'
import {
  headersKeyOf,
  missingSpendFields,
  spendImportMappingSchema,
  suggestSpendLocale,
  suggestSpendMapping,
  supplierNameKey,
  type SpendImportMapping,
} from '@procura/shared'
import FileType from 'file-type'

import { ForbiddenError, UserInputError } from '@redwoodjs/graphql-server'

import { ImportSpendJob } from 'src/jobs/ImportSpendJob/ImportSpendJob'
import { AttachmentCheck } from 'src/lib/attachmentType'
import { currentUser } from 'src/lib/auth'
import { bulkTransaction, db } from 'src/lib/db'
import { fileStorage } from 'src/lib/fileStorage'
import { later } from 'src/lib/jobs'
import { logger } from 'src/lib/logger'
import { validateWith } from 'src/lib/validation'
import {
  checkedFileName,
  storeChecked,
} from 'src/services/attachments/attachments'
import { refreshBalances } from 'src/services/realization/contractBalances'
import {
  contractsOfImport,
  throughClient,
} from 'src/services/realization/spendMatching'
import {
  spendSupplierRecords,
  supplierOfMyCompany,
} from 'src/services/suppliers/suppliers'

import {
  DELIMITERS,
  ENCODINGS,
  HEADER_SEARCH_ROWS,
  openImportFile,
  previewOf,
} from './importFiles'
import { relabelSupplierSpend, removeImportLines } from './rollup'
import type { SpendImportProblem } from './spendImport'

// The spend imports of the screen: a file uploaded and previewed, its columns mapped (a profile
// chosen by its headers, else suggested), then imported by ImportSpendJob, reviewed when it names
// unknown codes or suppliers, and undone by a rollback.

/** SPEND_UPLOAD_MAX_BYTES: the largest extract the screen takes (512 MB, a few million lines). */
export const spendUploadMaxBytes = () =>
  Number(process.env.SPEND_UPLOAD_MAX_BYTES) || 512 * 1024 * 1024

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** An XLSX workbook, or text (CSV in any encoding: no NUL byte); old .xls and the rest refused. */
const spendFileTypeOf = async (head: Buffer) => {
  const detected = await FileType.fromBuffer(head)
  if (detected) return detected.mime === XLSX ? XLSX : null
  return head.length && !head.includes(0) ? 'text/csv' : null
}

/** An import of the signed-in user's company: another company's is refused, a missing one not found. */
export const spendImportOfMyCompany = async (id: string) => {
  const found = await db.spendImport.findUnique({ where: { id } })
  if (!found) throw new UserInputError('spend.import.notFound')
  if (found.companyId !== currentUser().companyId)
    throw new ForbiddenError('spend.import.companyNotAllowed')
  return found
}

const storageKey = (companyId: string, id: string) =>
  `spend-imports/${companyId}/${id}`

/** A profile of the company made for these headers, else a mapping suggested by them and the rows. */
const mappingFor = async (
  companyId: string,
  headers: string[],
  rows: string[][],
  delimiter?: string | null
) => {
  const profile = await db.spendImportProfile.findFirst({
    where: { companyId, headersKey: headersKeyOf(headers) },
    orderBy: { updatedAt: 'desc' },
  })
  if (profile)
    return { profileId: profile.id, mapping: profile.mapping as object }
  const columns = suggestSpendMapping(headers, rows)
  const company = await db.company.findUniqueOrThrow({
    where: { id: companyId },
    select: { currencyCode: true },
  })
  const mapping: SpendImportMapping = {
    columns,
    locale: suggestSpendLocale(columns, rows, delimiter ?? undefined),
    defaults: { currency: company.currencyCode },
    values: {},
  }
  return { profileId: null, mapping }
}

/** Stores an uploaded extract as it arrives and reads its start for the mapping: a new import. */
export const receiveSpendImport = async ({
  fileName,
  file,
}: {
  fileName: string
  file: Readable
}) => {
  const user = currentUser()
  const id = randomUUID()
  const fileKey = storageKey(user.companyId, id)
  const check = await storeChecked(
    fileKey,
    file,
    new AttachmentCheck(spendUploadMaxBytes(), spendFileTypeOf, {
      type: 'spend.import.fileType',
      size: 'spend.import.fileTooLarge',
    })
  )
  try {
    const preview = await previewOf(() => openImportFile({ fileKey }))
    if (!preview.headers.some(Boolean))
      throw new UserInputError('spend.import.empty')
    const { profileId, mapping } = await mappingFor(
      user.companyId,
      preview.headers,
      preview.rows,
      preview.delimiter
    )
    return await db.spendImport.create({
      data: {
        id,
        companyId: user.companyId,
        createdById: user.id,
        createdByName: `${user.firstName} ${user.lastName}`,
        createdByPriority: user.role.priority,
        fileName: checkedFileName(fileName),
        fileKey,
        format: preview.format,
        size: check.size,
        encoding: preview.encoding,
        delimiter: preview.delimiter,
        sheets: preview.sheets,
        sheet: preview.sheet,
        headerRow: preview.headerRow,
        headers: preview.headers,
        preview: preview.rows,
        profileId,
        mapping: mapping as Prisma.InputJsonObject,
      },
    })
  } catch (error) {
    await fileStorage.remove(fileKey)
    if (error instanceof UserInputError) throw error
    logger.warn({ error, fileName }, 'an uploaded spend file could not be read')
    throw new UserInputError('spend.import.unreadable')
  }
}

export const spendImports = () =>
  db.spendImport.findMany({
    where: { companyId: currentUser().companyId },
    orderBy: { createdAt: 'desc' },
    take: 100,
    // the list's currency read once, not per row
    include: { company: { select: { currencyCode: true } } },
  })

export const spendImport = ({ id }: { id: string }) =>
  spendImportOfMyCompany(id)

export const spendImportProfiles = () =>
  db.spendImportProfile.findMany({
    where: { companyId: currentUser().companyId },
    orderBy: { name: 'asc' },
  })

const assertStatus = (spendImport: SpendImportRow, ...statuses: string[]) => {
  if (!statuses.includes(spendImport.status))
    throw new UserInputError('spend.import.notNow')
}

/** Reads the file again from another sheet or header row, while it is being mapped. */
export const rereadSpendImport = async ({
  id,
  sheet,
  headerRow,
  encoding,
  delimiter,
}: {
  id: string
  sheet?: string | null
  headerRow?: number | null
  encoding?: string | null
  delimiter?: string | null
}) => {
  const found = await spendImportOfMyCompany(id)
  assertStatus(found, 'MAPPING')
  if (sheet && !found.sheets.includes(sheet))
    throw new UserInputError('spend.import.sheet')
  if (encoding && !ENCODINGS.includes(encoding))
    throw new UserInputError('spend.import.encoding')
  if (delimiter && !DELIMITERS.includes(delimiter))
    throw new UserInputError('spend.import.delimiter')
  if (
    headerRow !== null &&
    headerRow !== undefined &&
    !(
      Number.isInteger(headerRow) &&
      headerRow >= 1 &&
      headerRow <= HEADER_SEARCH_ROWS
    )
  )
    throw new UserInputError('spend.import.headerRow', {
      values: { max: HEADER_SEARCH_ROWS },
    })
  const preview = await previewOf(() => openImportFile(found), {
    sheet: sheet ?? found.sheet,
    headerRow,
    encoding,
    delimiter,
  })
  const { profileId, mapping } = await mappingFor(
    found.companyId,
    preview.headers,
    preview.rows,
    preview.delimiter
  )
  return db.spendImport.update({
    where: { id },
    data: {
      encoding: preview.encoding ?? null,
      delimiter: preview.delimiter ?? null,
      sheet: preview.sheet,
      headerRow: preview.headerRow,
      headers: preview.headers,
      preview: preview.rows,
      profileId,
      mapping: mapping as Prisma.InputJsonObject,
    },
  })
}

/** A mapping the file can be read by: its shape, one column per field, the columns the file has. */
const validMapping = async (spendImport: SpendImportRow, mapping: unknown) => {
  const valid = (await validateWith(
    spendImportMappingSchema,
    mapping as object
  )) as SpendImportMapping
  if (valid.columns.length > spendImport.headers.length)
    throw new UserInputError('spend.import.mapping.columns')
  const missing = missingSpendFields(valid)
  if (missing.length)
    throw new UserInputError('spend.import.mapping.missing', {
      values: { fields: missing },
    })
  return valid
}

/** Saves the mapping under a name of the company's, the one for files with these headers. */
const saveProfile = async (
  spendImport: SpendImportRow,
  name: string,
  mapping: SpendImportMapping
) => {
  const trimmed = name.trim()
  if (!trimmed || trimmed.length > 100)
    throw new UserInputError('spend.import.profileName')
  const data = {
    headersKey: headersKeyOf(spendImport.headers),
    mapping: mapping as unknown as Prisma.InputJsonObject,
  }
  return db.spendImportProfile.upsert({
    where: {
      companyId_name: { companyId: spendImport.companyId, name: trimmed },
    },
    create: { companyId: spendImport.companyId, name: trimmed, ...data },
    update: data,
  })
}

const queue = async (id: string, data: Prisma.SpendImportUpdateInput) => {
  const queued = await db.spendImport.update({
    where: { id },
    data: {
      ...data,
      status: 'QUEUED',
      cancelRequested: false,
      rowsRead: 0,
      bytesRead: 0,
      startedAt: null,
      finishedAt: null,
      failure: null,
    },
  })
  await later(ImportSpendJob, [id])
  return queued
}

/** The columns mapped (and the mapping saved as a profile when named): the import is queued. */
export const startSpendImport = async ({
  id,
  input,
}: {
  id: string
  input: { mapping: unknown; profileName?: string | null }
}) => {
  const found = await spendImportOfMyCompany(id)
  assertStatus(found, 'MAPPING')
  const mapping = await validMapping(found, input.mapping)
  const profile = input.profileName
    ? await saveProfile(found, input.profileName, mapping)
    : null
  return queue(id, {
    mapping: mapping as unknown as Prisma.InputJsonObject,
    ...(profile && { profile: { connect: { id: profile.id } } }),
  })
}

/** A name as the file writes it, made an alias of a master record (new ones made in the master first). */
export interface SupplierDecision {
  name: string
  supplierId: string
}

/** The codes the user mapped unknown values to exist in their lists (a manager is a colleague's email). */
const assertCodesExist = async (
  companyId: string,
  values: SpendImportMapping['values']
) => {
  const lists = {
    businessDivision: db.businessDivision,
    region: db.region,
    materialCategory: db.materialCategory,
    currency: db.currency,
    unit: db.unitOfMeasure,
  } as const
  for (const [field, mapped] of Object.entries(values)) {
    const codes = [...new Set(Object.values(mapped ?? {}))].filter(Boolean)
    if (!codes.length) continue
    const found =
      field === 'categoryManager'
        ? await db.user.count({
            where: {
              companyId,
              email: { in: codes, mode: 'insensitive' },
            },
          })
        : await (lists[field as keyof typeof lists] as typeof db.region).count({
            where: { code: { in: codes } },
          })
    if (found < codes.length)
      throw new UserInputError('spend.import.review.unknownCode', {
        field,
      })
  }
}

/** Each decision checked before any is kept: names of a line, suppliers of my company. */
const checkedAliases = async (decisions: SupplierDecision[]) => {
  for (const decision of decisions) {
    const name = decision.name.trim()
    if (!name || name.length > 200)
      throw new UserInputError('spend.import.review.name')
    await supplierOfMyCompany(decision.supplierId)
  }
  return decisions.map(({ name, supplierId }) => ({
    name: name.trim(),
    supplierId,
  }))
}

/** A supplier the file names, created in the master by the review (one per code). */
export interface SpendSupplierToCreate {
  name: string
  vat: string
  code?: string | null
}

/**
 * The review answered: unknown values mapped (kept in the mapping, and in its profile), names made
 * aliases of master records, suppliers created in the master; the import runs again, names left
 * alone kept as written (one name for each code, VAT or spelling).
 */
export const reviewSpendImport = async ({
  id,
  input,
}: {
  id: string
  input: {
    values: unknown
    suppliers: SupplierDecision[]
    newSuppliers?: SpendSupplierToCreate[] | null
  }
}) => {
  const found = await spendImportOfMyCompany(id)
  assertStatus(found, 'REVIEW')
  const before = found.mapping as unknown as SpendImportMapping
  const given = (input.values ?? {}) as SpendImportMapping['values']
  const values = Object.fromEntries(
    Object.entries({ ...before.values, ...given }).map(([field, mapped]) => [
      field,
      { ...before.values[field as keyof typeof before.values], ...mapped },
    ])
  )
  const aliases = await checkedAliases(input.suppliers ?? [])
  const mapping = await validMapping(found, { ...before, values })
  await assertCodesExist(found.companyId, given)
  const created = await spendSupplierRecords(
    found.companyId,
    input.newSuppliers ?? []
  )
  await db.$transaction(async (tx) => {
    for (const data of created) {
      const supplier = await tx.supplier.create({ data })
      // earlier imports' lines with its code or VAT go by its name from now on
      await relabelSupplierSpend(tx, found.companyId, supplier)
    }
    for (const { name, supplierId } of aliases) {
      const nameKey = supplierNameKey(name)
      const alias = await tx.supplierAlias.upsert({
        where: { companyId_nameKey: { companyId: found.companyId, nameKey } },
        create: { companyId: found.companyId, supplierId, name, nameKey },
        update: { supplierId },
        include: { supplier: true },
      })
      // earlier imports' lines under that name are the master's now
      await relabelSupplierSpend(tx, found.companyId, alias.supplier, name)
    }
    if (found.profileId)
      await tx.spendImportProfile.update({
        where: { id: found.profileId },
        data: { mapping: mapping as unknown as Prisma.InputJsonObject },
      })
  })
  return queue(id, {
    mapping: mapping as unknown as Prisma.InputJsonObject,
    reviewed: true,
  })
}

/** Imports again a file whose lines were already there, counting them twice as the user confirmed. */
export const importSpendDuplicates = async ({ id }: { id: string }) => {
  const found = await spendImportOfMyCompany(id)
  assertStatus(found, 'FAILED')
  if (!found.duplicates) throw new UserInputError('spend.import.notNow')
  return queue(id, { allowDuplicates: true, duplicates: 0 })
}

/**
 * Imports again a file that had problems, its valid lines only: those with a problem are left out,
 * counted, and stay in its problems file to fix and import later.
 */
export const importValidSpendLines = async ({ id }: { id: string }) => {
  const found = await spendImportOfMyCompany(id)
  assertStatus(found, 'FAILED')
  if (
    !found.problemCount ||
    found.duplicates ||
    found.linesLeftOut >= found.rowsRead
  )
    throw new UserInputError('spend.import.notNow')
  return queue(id, { validOnly: true })
}

/** Stops a queued or running import: the job keeps nothing it read. */
export const cancelSpendImport = async ({ id }: { id: string }) => {
  const found = await spendImportOfMyCompany(id)
  assertStatus(found, 'MAPPING', 'QUEUED', 'RUNNING', 'REVIEW')
  // a running job sees the request at its next chunk and marks the import cancelled itself
  const { count } = await db.spendImport.updateMany({
    where: { id, status: { in: ['MAPPING', 'QUEUED', 'REVIEW'] } },
    data: { status: 'CANCELLED', finishedAt: new Date() },
  })
  if (!count)
    await db.spendImport.update({
      where: { id },
      data: { cancelRequested: true },
    })
  return db.spendImport.findUniqueOrThrow({ where: { id } })
}

/**
 * Takes an import's lines out of the spend and the rollup, by a user ranked as high as its importer
 * or higher; the import stays in the list, rolled back, with who and when.
 */
export const rollBackSpendImport = async ({ id }: { id: string }) => {
  const user = currentUser()
  const found = await spendImportOfMyCompany(id)
  assertStatus(found, 'DONE')
  if (user.role.priority < found.createdByPriority)
    throw new ForbiddenError('spend.import.rollbackPriority')
  await bulkTransaction(async (client) => {
    // claimed first: two rollbacks at once take the lines out once
    const { rowCount } = await client.query(
      `UPDATE "SpendImport" SET status = 'ROLLED_BACK', "rolledBackAt" = now(), "rolledBackByName" = $2,
         "updatedAt" = now()
       WHERE id = $1 AND status = 'DONE'`,
      [id, `${user.firstName} ${user.lastName}`]
    )
    if (!rowCount) throw new UserInputError('spend.import.notNow')
    const run = throughClient(client)
    const contracts = await contractsOfImport(run, found.companyId, id)
    await removeImportLines(client, id)
    await refreshBalances(run, contracts)
  })
  return db.spendImport.findUniqueOrThrow({ where: { id } })
}

export const deleteSpendImportProfile = async ({ id }: { id: string }) => {
  const { count } = await db.spendImportProfile.deleteMany({
    where: { id, companyId: currentUser().companyId },
  })
  if (!count) throw new UserInputError('spend.import.profileNotFound')
  return true
}

export const SpendImport = {
  problems: (_args: unknown, { root }: { root: SpendImportRow }) =>
    (root.problems as unknown as SpendImportProblem[]).map(
      ({ message, ...problem }) => ({
        ...problem,
        messageKey: message.key,
        messageValues: message.values ?? null,
      })
    ),
  profileName: async (_args: unknown, { root }: { root: SpendImportRow }) =>
    root.profileId
      ? ((
          await db.spendImportProfile.findUnique({
            where: { id: root.profileId },
            select: { name: true },
          })
        )?.name ?? null)
      : null,
  currency: async (
    _args: unknown,
    { root }: { root: SpendImportRow & { company?: { currencyCode: string } } }
  ) =>
    root.company?.currencyCode ??
    (
      await db.company.findUniqueOrThrow({
        where: { id: root.companyId },
        select: { currencyCode: true },
      })
    ).currencyCode,
  canRollBack: (_args: unknown, { root }: { root: SpendImportRow }) =>
    root.status === 'DONE' &&
    currentUser().role.priority >= root.createdByPriority,
}
