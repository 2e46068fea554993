import { Prisma, type Contract } from '@prisma/client'
import { contractSchema, type ContractInput } from '@procura/shared'

import { ForbiddenError, UserInputError } from '@redwoodjs/graphql-server'

import { companyScope, currentUser } from 'src/lib/auth'
import { db } from 'src/lib/db'
import { MAX_PAGE_SIZE, type PageInput } from 'src/lib/paging'
import { validateWith } from 'src/lib/validation'
import { assertReferenceIds } from 'src/services/referenceData/referenceData'

import {
  bucketName,
  contractCount,
  derivedContracts,
  type ContractFilter,
} from './contractRows'

/** The list's sortable columns and their SQL: the client names a column, never SQL. */
const SORTABLE: Record<string, string> = {
  status: '"lightRank"',
  contractId: 'd."contractId"',
  material: 'd.material',
  supplier: 'd.supplier',
  materialCategory: '"materialCategoryName"',
  categoryManager: '"categoryManagerName"',
  businessDivision: '"businessDivisionName"',
  region: '"regionName"',
  startDate: 'd."startDate"',
  endDate: 'd."endDate"',
  length: 'd.length',
  amountBalance: 'd."currentBalance"',
  estimatedEndingDate: 'd."estimatedEndingDate"',
  totalAmount: 'd."totalBalance"',
  amountRealizedPerMonth: 'd."amountRealizedPerMonth"',
  remainingDaysForLength: 'd."remainingDaysForLength"',
  remainingDaysForBalance: 'd."remainingDaysForBalance"',
  paymentTerm: 'd."paymentTerm"',
  actionNeed: 'd."actionNeed"',
  actionDescription: 'd."actionDescription"',
  actionStatus: 'd.status',
  estimatedConclusionDate: 'd."estimatedConclusionDate"',
  comment: 'd.comment',
}

/** A contract as namedContracts reads it: numbers as numbers, derived values and names added. */
type ContractRow = Omit<Contract, 'currentBalance' | 'totalBalance'> & {
  currentBalance: number
  totalBalance: number
  length: number
  amountRealizedPerMonth: number
  estimatedEndingDate: Date | null
  remainingDaysForLength: number
  remainingDaysForBalance: number | null
  termRank: number
  balanceRank: number | null
  lightRank: number
  categoryManagerName: string
}

/** The rows as the api answers them: bucket names instead of ranks. */
const withBuckets = ({
  termRank,
  balanceRank,
  lightRank,
  ...row
}: ContractRow) => ({
  ...row,
  termBucket: bucketName(termRank),
  balanceBucket: bucketName(balanceRank),
  light: bucketName(lightRank),
})

/**
 * Derived contracts with the names their ids stand for, for lists and exports; names sort in the
 * user's language.
 */
const namedContracts = (filter?: ContractFilter) => {
  const name = Prisma.raw(
    currentUser().locale === 'pt' ? '"namePt"' : '"nameEn"'
  )
  return Prisma.sql`
  SELECT d.*, least(d."termRank", d."balanceRank") AS "lightRank",
         d."currentBalance"::float8 AS "currentBalance", d."totalBalance"::float8 AS "totalBalance",
         mc."nameEn" AS "materialCategoryNameEn", mc."namePt" AS "materialCategoryNamePt",
         mc.${name} AS "materialCategoryName",
         bd."nameEn" AS "businessDivisionNameEn", bd."namePt" AS "businessDivisionNamePt",
         bd.${name} AS "businessDivisionName",
         rg."nameEn" AS "regionNameEn", rg."namePt" AS "regionNamePt", rg.${name} AS "regionName",
         trim(coalesce(u."firstName", '') || ' ' || coalesce(u."lastName", '')) AS "categoryManagerName"
  FROM (${derivedContracts(currentUser().companyId, filter)}) d
  JOIN "MaterialCategory" mc ON mc.id = d."materialCategoryId"
  JOIN "BusinessDivision" bd ON bd.id = d."businessDivisionId"
  JOIN "Region" rg ON rg.id = d."regionId"
  LEFT JOIN "User" u ON u.id = d."categoryManagerId"`
}

/** Spec §2 "Contract list": one page, sorted and filtered on the server, derived columns included. */
export const contracts = async ({
  page,
  filter,
}: {
  page: PageInput
  filter?: ContractFilter
}) => {
  if (page.page < 0 || page.pageSize < 1 || page.pageSize > MAX_PAGE_SIZE)
    throw new UserInputError('validation.page')
  const order = Prisma.raw(
    `${SORTABLE[page.sortBy ?? ''] ?? 'd."endDate"'} ${page.descending ? 'DESC' : 'ASC'} NULLS LAST, d.id`
  )
  const [rows, total] = await Promise.all([
    db.$queryRaw<ContractRow[]>`
      SELECT * FROM (${namedContracts(filter)}) d
      ORDER BY ${order} LIMIT ${page.pageSize} OFFSET ${page.page * page.pageSize}`,
    contractCount(currentUser().companyId, filter),
  ])
  return { items: rows.map(withBuckets), total }
}

const contractOfMyCompany = async (id: string) => {
  const contract = await db.contract.findFirst({ where: { id } })
  if (!contract) throw new UserInputError('contract.errors.notFound')
  if (contract.companyId !== currentUser().companyId)
    throw new ForbiddenError('contract.errors.companyNotAllowed')
  return contract
}

/** Spec §5: the manager is of my company, the lists' ids exist, the contract id is free. */
const validContract = async (input: ContractInput, exceptId?: string) => {
  const contract = await validateWith(contractSchema, input)
  const manager = await db.user.count({
    where: { id: contract.categoryManagerId, ...companyScope() },
  })
  if (!manager)
    throw new UserInputError('contract.validation.managerNotInCompany', {
      field: 'categoryManagerId',
    })
  await assertReferenceIds('region', [contract.regionId], 'regionId')
  await assertReferenceIds(
    'materialCategory',
    [contract.materialCategoryId],
    'materialCategoryId'
  )
  await assertReferenceIds(
    'businessDivision',
    [contract.businessDivisionId],
    'businessDivisionId'
  )
  const taken = await db.contract.count({
    where: {
      ...companyScope(),
      contractId: contract.contractId,
      id: exceptId ? { not: exceptId } : undefined,
    },
  })
  if (taken)
    throw new UserInputError('contract.validation.contractIdTaken', {
      field: 'contractId',
    })
  return contract
}

/** One contract with its derived values, as the list shows it. */
export const contract = async ({ id }: { id: string }) => {
  await contractOfMyCompany(id)
  const [row] = await db.$queryRaw<ContractRow[]>`
    SELECT * FROM (${namedContracts()}) d WHERE d.id = ${id}`
  return withBuckets(row)
}

export const createContract = async ({ input }: { input: ContractInput }) => {
  const data = await validContract(input)
  const { id } = await db.contract.create({
    data: { ...data, ...companyScope() },
  })
  return contract({ id })
}

/** What changed, field by field, in the values the user typed (dates as days, numbers as numbers). */
const changesOf = (
  before: Record<string, unknown>,
  after: Record<string, unknown>
) => {
  const plain = (value: unknown) =>
    value instanceof Date
      ? value.toISOString().slice(0, 10)
      : value instanceof Prisma.Decimal
        ? value.toNumber()
        : value
  return Object.fromEntries(
    Object.keys(after)
      .filter((field) => plain(before[field]) !== plain(after[field]))
      .map((field) => [
        field,
        { from: plain(before[field]), to: plain(after[field]) },
      ])
  )
}

/** Spec §2 inline edit: validated like creation; every saved change is kept in the row's history. */
export const updateContract = async ({
  id,
  input,
}: {
  id: string
  input: ContractInput
}) => {
  const before = await contractOfMyCompany(id)
  const data = await validContract(input, id)
  const changes = changesOf(before, data)
  if (Object.keys(changes).length)
    await db.$transaction([
      db.contract.update({
        where: { id },
        // a new end date starts the expiry notices over
        data: {
          ...data,
          ...(changes.endDate ? { expiryNoticeDays: null } : {}),
        },
      }),
      db.contractEdit.create({
        data: {
          contractId: id,
          userId: currentUser().id,
          changes: changes as Prisma.InputJsonObject,
        },
      }),
    ])
  return contract({ id })
}

/** A row's audit history, newest first. */
export const contractEdits = async ({ id }: { id: string }) => {
  await contractOfMyCompany(id)
  return db.contractEdit.findMany({
    where: { contractId: id },
    orderBy: { createdAt: 'desc' },
    include: {
      user: { select: { id: true, firstName: true, lastName: true } },
    },
  })
}

/**
 * Spec §2 dashboard in one round-trip: the summary and the buckets counted by term and by balance
 * (no balance estimate counts as its term), for the filter.
 */
export const contractDashboard = async ({
  filter,
}: {
  filter?: ContractFilter
}) => {
  const companyId = currentUser().companyId
  const [summary] = await db.$queryRaw<
    {
      totalContracts: number
      averagePaymentTerm: number | null
      weightedPaymentTerm: number | null
      term: number[]
      balance: number[]
    }[]
  >`
    SELECT count(*)::int AS "totalContracts",
           avg(d."paymentTerm")::float8 AS "averagePaymentTerm",
           (sum(d."paymentTerm" * d."totalBalance") / nullif(sum(d."totalBalance"), 0))::float8 AS "weightedPaymentTerm",
           array[${Prisma.join(
             [0, 1, 2, 3].map(
               (rank) =>
                 Prisma.sql`count(*) FILTER (WHERE d."termRank" = ${rank})::int`
             )
           )}] AS term,
           array[${Prisma.join(
             [0, 1, 2, 3].map(
               (rank) =>
                 Prisma.sql`count(*) FILTER (WHERE coalesce(d."balanceRank", d."termRank") = ${rank})::int`
             )
           )}] AS balance
    FROM (${derivedContracts(companyId, filter)}) d`
  return {
    totalContracts: summary.totalContracts,
    averagePaymentTerm: summary.averagePaymentTerm,
    weightedPaymentTerm: summary.weightedPaymentTerm,
    buckets: summary.term.map((byTerm, rank) => ({
      bucket: bucketName(rank),
      byTerm,
      byBalance: summary.balance[rank],
    })),
    options: filterOptionsOf(companyId),
  }
}

/** The filters' choices, from the company's own contracts (spec §2: values come from the data). */
export const contractFilterOptions = () =>
  filterOptionsOf(currentUser().companyId)

const filterOptionsOf = async (companyId: string) => {
  const distinct = async (column: 'material' | 'supplier') =>
    (
      await db.$queryRaw<{ value: string }[]>`
        SELECT DISTINCT ${Prisma.raw(column)} AS value FROM "Contract"
        WHERE "companyId" = ${companyId} ORDER BY 1`
    ).map((row) => row.value)
  const used = { contracts: { some: { companyId } } }
  const [
    materials,
    suppliers,
    materialCategories,
    businessDivisions,
    regions,
    categoryManagers,
  ] = await Promise.all([
    distinct('material'),
    distinct('supplier'),
    db.materialCategory.findMany({ where: used, orderBy: { code: 'asc' } }),
    db.businessDivision.findMany({ where: used, orderBy: { code: 'asc' } }),
    db.region.findMany({ where: used, orderBy: { code: 'asc' } }),
    db.user.findMany({
      where: { managedContracts: { some: { companyId } } },
      select: { id: true, firstName: true, lastName: true },
      orderBy: [{ firstName: 'asc' }, { lastName: 'asc' }],
    }),
  ])
  return {
    materials,
    suppliers,
    materialCategories,
    businessDivisions,
    regions,
    categoryManagers,
  }
}
