import type { Prisma } from '@prisma/client'
import {
  processCode,
  supplierMasterSchema,
  supplierNameKey,
  supplierVat,
  type SupplierFlag,
  type SupplierMasterInput,
} from '@procura/shared'

import { ForbiddenError, UserInputError } from '@redwoodjs/graphql-server'

import { companyScope, currentUser } from 'src/lib/auth'
import { db } from 'src/lib/db'
import { isUuid } from 'src/lib/ids'
import { pageQuery, type PageInput } from 'src/lib/paging'
import { validateWith } from 'src/lib/validation'
import { assertReferenceIds } from 'src/services/referenceData/referenceData'
import { relabelSupplierSpend } from 'src/services/spend/rollup'

export interface SupplierFilter {
  /** part of the name, the VAT (typed with or without its punctuation) or the SAP code */
  search?: string | null
  technicalApproval?: boolean | null
  associatedParty?: boolean | null
  litigant?: boolean | null
  blocked?: boolean | null
}

const SORTABLE = {
  name: (direction: 'asc' | 'desc') => [{ name: direction }, { id: direction }],
  vat: (direction: 'asc' | 'desc') => ({ vat: direction }),
  sapCode: (direction: 'asc' | 'desc') => [
    { sapCode: { sort: direction, nulls: 'last' } },
    { name: 'asc' },
  ],
  updatedAt: (direction: 'asc' | 'desc') => [
    { updatedAt: direction },
    { id: direction },
  ],
}

const searchWhere = (search: string): Prisma.SupplierWhereInput[] => {
  const vat = supplierVat(search)
  // without accents, case nor punctuation, as the name key compares names
  const key = supplierNameKey(search)
  return [
    { name: { contains: search, mode: 'insensitive' } },
    ...(key ? [{ nameKey: { contains: key } }] : []),
    { sapCode: { contains: search, mode: 'insensitive' } },
    ...(vat ? [{ vat: { contains: vat } }] : []),
  ]
}

const FLAG_WHERE: Record<
  SupplierFlag,
  (value: boolean) => Prisma.SupplierWhereInput
> = {
  technicalApproval: (value) => ({ technicalApproval: value }),
  associatedParty: (value) => ({ associatedParty: value }),
  litigant: (value) => ({ litigant: value }),
  blocked: (value) => ({ blockReason: value ? { not: null } : null }),
}

export const supplierWhere = (
  filter: SupplierFilter = {}
): Prisma.SupplierWhereInput => {
  const search = filter.search?.trim()
  const flags = (Object.keys(FLAG_WHERE) as SupplierFlag[])
    .filter((flag) => typeof filter[flag] === 'boolean')
    .map((flag) => FLAG_WHERE[flag](filter[flag] as boolean))
  return {
    ...companyScope(),
    AND: [...flags, ...(search ? [{ OR: searchWhere(search) }] : [])],
  }
}

export const suppliers = async ({
  page,
  filter,
}: {
  page: PageInput
  filter?: SupplierFilter
}) => {
  const where = supplierWhere(filter ?? {})
  const [items, total] = await Promise.all([
    db.supplier.findMany({
      where,
      ...pageQuery(page, SORTABLE, 'name'),
      include: { contacts: true },
    }),
    db.supplier.count({ where }),
  ])
  return { items, total }
}

/** The type-ahead of a process's suppliers step: the first matches by name, VAT or SAP code. */
export const supplierMatches = ({ search }: { search: string }) => {
  const text = search.trim()
  if (!text) return []
  return db.supplier.findMany({
    where: { ...companyScope(), OR: searchWhere(text) },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    take: 10,
    include: { contacts: true },
  })
}

/** A supplier of my company: another company's is 'not allowed', an unknown one 'not found'. */
export const supplierOfMyCompany = async (id: string) => {
  const supplier = isUuid(id)
    ? await db.supplier.findUnique({ where: { id } })
    : null
  if (!supplier) throw new UserInputError('suppliers.errors.notFound')
  if (supplier.companyId !== currentUser().companyId)
    throw new ForbiddenError('suppliers.errors.companyNotAllowed')
  return supplier
}

export const supplier = async ({ id }: { id: string }) => {
  await supplierOfMyCompany(id)
  return db.supplier.findUnique({ where: { id }, include: { contacts: true } })
}

const countryCodes = async () =>
  new Map(
    (await db.country.findMany({ select: { id: true, code: true } })).map(
      (country) => [country.id, country.code]
    )
  )

/** The input as the master keeps it, refused with the field's message when a rule fails. */
const validSupplier = async (input: unknown) => {
  const codes = await countryCodes()
  const supplier = await validateWith(
    supplierMasterSchema((id) => codes.get(id)),
    input
  )
  await assertReferenceIds('country', [supplier.countryId], 'countryId')
  return supplier
}

/** VAT and SAP code are the company's keys: a second supplier may not take either. */
const assertKeysFree = async (
  companyId: string,
  { vat, sapCode }: Pick<SupplierMasterInput, 'vat' | 'sapCode'>,
  exceptId?: string
) => {
  const taken = await db.supplier.findFirst({
    where: {
      companyId,
      id: exceptId ? { not: exceptId } : undefined,
      OR: [{ vat }, ...(sapCode ? [{ sapCode }] : [])],
    },
    select: { vat: true },
  })
  if (!taken) return
  if (taken.vat === vat)
    throw new UserInputError('suppliers.validation.vatTaken', { field: 'vat' })
  throw new UserInputError('suppliers.validation.sapCodeTaken', {
    field: 'sapCode',
  })
}

const recordOf = ({
  contacts: _contacts,
  ...fields
}: Required<SupplierMasterInput>) => fields

/** What a process's row copies from the master (ProcessSupplier keeps no contacts). */
export const processCopyOf = (supplier: {
  name: string
  vat: string
  sapCode: string | null
  countryId: string
  technicalApproval: boolean
  financialRisk: string | null
  associatedParty: boolean
  blockReason: string | null
  litigant: boolean
}) => ({
  name: supplier.name,
  vat: supplier.vat,
  sapCode: supplier.sapCode ?? '',
  countryId: supplier.countryId,
  technicalApproval: supplier.technicalApproval,
  financialRisk: supplier.financialRisk,
  associatedParty: supplier.associatedParty,
  blockReason: supplier.blockReason,
  litigant: supplier.litigant,
})

/**
 * A master record's new values and contacts, in the caller's transaction. Processes that can still
 * change (draft, rejected) take them; those in review or approved keep what their approvers saw.
 */
export const rewriteSupplier = async (
  tx: Prisma.TransactionClient,
  id: string,
  supplier: Required<SupplierMasterInput>
) => {
  await tx.supplierContact.deleteMany({ where: { supplierId: id } })
  const updated = await tx.supplier.update({
    where: { id },
    data: { ...recordOf(supplier), contacts: { create: supplier.contacts } },
    include: { contacts: true },
  })
  await tx.processSupplier.updateMany({
    where: {
      supplierId: id,
      process: { status: { in: ['DRAFT', 'REJECTED'] } },
    },
    data: processCopyOf(updated),
  })
  return updated
}

export const createSupplier = async ({ input }: { input: unknown }) => {
  const { companyId } = currentUser()
  const supplier = await validSupplier(input)
  await assertKeysFree(companyId, supplier)
  return db.$transaction(async (tx) => {
    const created = await tx.supplier.create({
      data: {
        ...recordOf(supplier),
        companyId,
        contacts: { create: supplier.contacts },
      },
      include: { contacts: true },
    })
    // spend that named it by its code or VAT now goes by its name
    await relabelSupplierSpend(tx, companyId, created)
    return created
  })
}

/**
 * The master records a spend import's review creates from what the file says of its suppliers: the
 * name, the VAT (a Brazilian CNPJ or CPF, so Brazil) and the ERP code; each checked as the form is.
 */
export const spendSupplierRecords = async (
  companyId: string,
  named: { name: string; vat: string; code?: string | null }[]
) => {
  const brazil = await db.country.findUnique({ where: { code: 'BR' } })
  const records: (ReturnType<typeof recordOf> & { companyId: string })[] = []
  for (const { name, vat, code } of named) {
    const supplier = await validSupplier({
      name,
      vat,
      sapCode: code,
      countryId: brazil?.id,
      technicalApproval: false,
      associatedParty: false,
      litigant: false,
      contacts: [],
    })
    await assertKeysFree(companyId, supplier)
    if (records.some((record) => record.vat === supplier.vat))
      throw new UserInputError('suppliers.validation.vatTaken', {
        field: 'vat',
      })
    if (supplier.sapCode && records.some((r) => r.sapCode === supplier.sapCode))
      throw new UserInputError('suppliers.validation.sapCodeTaken', {
        field: 'sapCode',
      })
    records.push({ ...recordOf(supplier), companyId })
  }
  return records
}

/** Edits the master (rewriteSupplier says what processes see of it). */
export const updateSupplier = async ({
  id,
  input,
}: {
  id: string
  input: unknown
}) => {
  const { companyId, name: formerName } = await supplierOfMyCompany(id)
  const supplier = await validSupplier(input)
  await assertKeysFree(companyId, supplier, id)
  return db.$transaction(async (tx) => {
    const updated = await rewriteSupplier(tx, id, supplier)
    await relabelSupplierSpend(tx, companyId, updated, formerName)
    return updated
  })
}

/** Refused while a process in review counts on the supplier; other processes keep their copy. */
export const deleteSupplier = async ({ id }: { id: string }) => {
  await supplierOfMyCompany(id)
  const inReview = await db.processSupplier.findFirst({
    where: { supplierId: id, process: { status: 'IN_REVIEW' } },
    select: { process: { select: { number: true, createdAt: true } } },
  })
  if (inReview) {
    const { number, createdAt } = inReview.process
    throw new UserInputError('suppliers.errors.inReview', {
      values: { process: processCode(number, createdAt) },
    })
  }
  return db.supplier.delete({ where: { id }, include: { contacts: true } })
}
