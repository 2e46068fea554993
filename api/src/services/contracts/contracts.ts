import { Prisma, type Contract } from '@prisma/client'
import {
  contractEditChecked,
  contractSchema,
  type ContractInput,
} from '@procura/shared'

import { ForbiddenError, UserInputError } from '@redwoodjs/graphql-server'

import { companyScope, currentUser } from 'src/lib/auth'
import { db } from 'src/lib/db'
import { MAX_PAGE_SIZE, type PageInput } from 'src/lib/paging'
import { validateWith } from 'src/lib/validation'
import {
  lockCompanyMatchingForUser,
  rematchCommitments,
  throughPrisma,
} from 'src/services/realization/spendMatching'
import { assertReferenceIds } from 'src/services/referenceData/referenceData'

import {
  bucketName,
  companyToday,
  contractCount,
  derivedOf,
  storedOn,
  whereOf,
  type ContractFilter,
} from './contractRows'

type Derived = ReturnType<typeof derivedOf>

/** The list's sortable columns and their SQL: the client names a column, never SQL. */
const sortExpressions = (derived: Derived, name: Prisma.Sql) => ({
  // the light worsens with the earlier of the two ends: ordering by it orders the lights
  status: derived.lightDate,
  contractId: Prisma.sql`c."contractId"`,
  material: Prisma.sql`c.material`,
  supplier: Prisma.sql`c.supplier`,
  materialCategory: Prisma.sql`mc.${name}`,
  categoryManager: Prisma.sql`u."firstName", u."lastName"`,
  businessDivision: Prisma.sql`bd.${name}`,
  region: Prisma.sql`rg.${name}`,
  startDate: Prisma.sql`c."startDate"`,
  endDate: Prisma.sql`c."endDate"`,
  length: derived.length,
  amountBalance: Prisma.sql`c."currentBalance"`,
  estimatedEndingDate: derived.remainingDaysForBalance,
  totalAmount: Prisma.sql`c."totalBalance"`,
  amountRealizedPerMonth: derived.amountRealizedPerMonth,
  // the remaining days for length follow the end date, which an index already orders
  remainingDaysForLength: Prisma.sql`c."endDate"`,
  remainingDaysForBalance: derived.remainingDaysForBalance,
  paymentTerm: Prisma.sql`c."paymentTerm"`,
  actionNeed: Prisma.sql`c."actionNeed"`,
  actionDescription: Prisma.sql`c."actionDescription"`,
  actionStatus: Prisma.sql`c.status`,
  estimatedConclusionDate: Prisma.sql`c."estimatedConclusionDate"`,
  comment: Prisma.sql`c.comment`,
})

type SortColumn = keyof ReturnType<typeof sortExpressions>

/** The sorts by a reference's name: only they need the names joined to every row. */
const NAMED_SORTS: SortColumn[] = [
  'materialCategory',
  'categoryManager',
  'businessDivision',
  'region',
]

/** A contract as the queries below read it: numbers as numbers, derived values and names added. */
type ContractRow = Contract & {
  length: number
  /** none before its start */
  amountRealizedPerMonth: Prisma.Decimal | null
  estimatedEndingDate: Date | null
  remainingDaysForLength: number
  remainingDaysForBalance: number | null
  termRank: number
  balanceRank: number | null
  categoryManagerName: string
} & Record<
    `${'materialCategory' | 'businessDivision' | 'region'}Name${'En' | 'Pt'}`,
    string
  >

/** The rows as the api answers them: bucket names instead of ranks; the light is the worse one. */
const withBuckets = ({ termRank, balanceRank, ...row }: ContractRow) => ({
  ...row,
  termBucket: bucketName(termRank),
  balanceBucket: bucketName(balanceRank),
  light: bucketName(Math.min(termRank, balanceRank ?? termRank)),
})

/** The reference names of each contract `c`, joined for sorting and reading. */
const NAMES = Prisma.sql`
  JOIN "MaterialCategory" mc ON mc.id = c."materialCategoryId"
  JOIN "BusinessDivision" bd ON bd.id = c."businessDivisionId"
  JOIN "Region" rg ON rg.id = c."regionId"
  LEFT JOIN "User" u ON u.id = c."categoryManagerId"`

/** Names sort in the user's language. */
const nameColumn = () =>
  Prisma.raw(currentUser().locale === 'pt' ? '"namePt"' : '"nameEn"')

/** These contracts in full: fields, derived values on `day`, and the names their ids stand for. */
export const readContracts = async (ids: string[], day: Date) => {
  const derived = derivedOf(day)
  const rows = await db.$queryRaw<ContractRow[]>`
    SELECT c.*, ${derived.length} AS length, ${derived.amountRealizedPerMonth} AS "amountRealizedPerMonth",
      ${derived.remainingDaysForLength} AS "remainingDaysForLength",
      ${derived.remainingDaysForBalance} AS "remainingDaysForBalance",
      ${derived.estimatedEndingDate} AS "estimatedEndingDate",
      ${derived.termRank} AS "termRank", ${derived.balanceRank} AS "balanceRank",
      mc."nameEn" AS "materialCategoryNameEn", mc."namePt" AS "materialCategoryNamePt",
      bd."nameEn" AS "businessDivisionNameEn", bd."namePt" AS "businessDivisionNamePt",
      rg."nameEn" AS "regionNameEn", rg."namePt" AS "regionNamePt",
      trim(coalesce(u."firstName", '') || ' ' || coalesce(u."lastName", '')) AS "categoryManagerName"
    FROM "Contract" c ${NAMES}
    WHERE c.id = ANY(${ids})`
  const byId = new Map(rows.map((row) => [row.id, withBuckets(row)]))
  return ids.map((id) => byId.get(id))
}

/**
 * Spec §2 "Contract list": one page, sorted and filtered on the server, derived columns included.
 * The page's ids come first (sorted on indexed columns where it can), then only they are derived.
 */
export const contracts = async ({
  page,
  filter,
}: {
  page: PageInput
  filter?: ContractFilter
}) => {
  if (page.page < 0 || page.pageSize < 1 || page.pageSize > MAX_PAGE_SIZE)
    throw new UserInputError('validation.page')
  const { companyId } = currentUser()
  const day = await companyToday(companyId)
  const sorts = sortExpressions(
    derivedOf(day, await storedOn(companyId, day)),
    nameColumn()
  )
  const sortBy = (page.sortBy in sorts ? page.sortBy : 'endDate') as SortColumn
  const direction = Prisma.raw(page.descending ? 'DESC' : 'ASC')
  const [ids, total] = await Promise.all([
    db.$queryRaw<{ id: string }[]>`
      SELECT c.id FROM "Contract" c ${NAMED_SORTS.includes(sortBy) ? NAMES : Prisma.empty}
      WHERE ${whereOf(companyId, filter)}
      ORDER BY ${sorts[sortBy]} ${direction} NULLS LAST, c.id
      LIMIT ${page.pageSize} OFFSET ${page.page * page.pageSize}`,
    contractCount(companyId, filter),
  ])
  return {
    items: await readContracts(
      ids.map((row) => row.id),
      day
    ),
    total,
  }
}

/** Spec §8: 'Contrato não encontrado', or another company's contract refused. */
export const contractOfMyCompany = async (id: string) => {
  const contract = await db.contract.findFirst({ where: { id } })
  if (!contract) throw new UserInputError('contract.errors.notFound')
  if (contract.companyId !== currentUser().companyId)
    throw new ForbiddenError('contract.errors.companyNotAllowed')
  return contract
}

/** Spec §5: the manager is of my company, the lists' ids exist, the contract id is free. */
export const validContract = async (
  input: ContractInput,
  exceptId?: string
) => {
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
export const contract = async ({ id }: { id: string }) =>
  readContract(await contractOfMyCompany(id))

/** A contract already known to be of my company, as the list shows it. */
const readContract = async ({
  id,
  companyId,
}: {
  id: string
  companyId: string
}) => {
  const [row] = await readContracts([id], await companyToday(companyId))
  return row
}

export const createContract = async ({ input }: { input: ContractInput }) => {
  const data = await validContract(input)
  const created = await db.$transaction(async (tx) => {
    const row = await tx.contract.create({
      data: { ...data, ...companyScope() },
    })
    // matched to its spend, which stores its balance and derived values
    await rematchCommitments(throughPrisma(tx), 'contract', row.companyId, [
      row.id,
    ])
    return row
  })
  return readContract(created)
}

/** What changed, field by field, in the values the user typed (dates as days, decimals as decimal text). */
export const changesOf = (
  before: Record<string, unknown>,
  after: Record<string, unknown>
) => {
  const plain = (value: unknown) =>
    value instanceof Date
      ? value.toISOString().slice(0, 10)
      : value instanceof Prisma.Decimal
        ? value.toFixed()
        : value
  // "1200.50" typed is the 1200.5 kept: a decimal is compared by value
  const same = (kept: unknown, typed: unknown) =>
    kept instanceof Prisma.Decimal && typed !== null && typed !== undefined
      ? kept.equals(typed as Prisma.Decimal.Value)
      : plain(kept) === plain(typed)
  return Object.fromEntries(
    Object.keys(after)
      .filter((field) => !same(before[field], after[field]))
      .map((field) => [
        field,
        { from: plain(before[field]), to: plain(after[field]) },
      ])
  )
}

/**
 * One contract's change, in the caller's transaction: the row itself and the history entry that keeps
 * what changed and who changed it. The caller matches its spend again, which stores its derived values.
 */
export const writeContractEdit = async (
  tx: Prisma.TransactionClient,
  before: Contract,
  data: Prisma.ContractUncheckedUpdateInput,
  changes: ReturnType<typeof changesOf>
) => {
  // spend drives the balance: a typed one would be overwritten by the next import
  if (changes.currentBalance && before.balanceSource === 'SPEND')
    throw new UserInputError('contract.errors.balanceFromSpend')
  await tx.contract.update({
    where: { id: before.id },
    data: {
      ...data,
      // a new end date starts the expiry notices over
      ...(changes.endDate ? { expiryNoticeDays: null } : {}),
      // another supplier typed: the link to the master's record no longer holds
      ...(changes.supplier ? { supplierId: null } : {}),
    },
  })
  await tx.contractEdit.create({
    data: {
      contractId: before.id,
      userId: currentUser().id,
      changes: changes as Prisma.InputJsonObject,
    },
  })
}

/**
 * An edit validated like creation. While spend drives the balance, the current balance is not the
 * user's: the one the form sends back is kept out of the checks (spend may pass the total), and
 * another one is refused.
 */
const validEdit = async (before: Contract, input: ContractInput) => {
  if (before.balanceSource !== 'SPEND') return validContract(input, before.id)
  if (!before.currentBalance.equals(input.currentBalance))
    throw new UserInputError('contract.errors.balanceFromSpend', {
      field: 'currentBalance',
    })
  const data = await validContract(
    contractEditChecked(before.balanceSource, input),
    before.id
  )
  return { ...data, currentBalance: before.currentBalance }
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
  const data = await validEdit(before, input)
  const changes = changesOf(before, data)
  if (Object.keys(changes).length)
    await db.$transaction(async (tx) => {
      // before the row: an import holds the lock and then writes the balances of its contracts
      await lockCompanyMatchingForUser(throughPrisma(tx), before.companyId)
      await writeContractEdit(tx, before, data, changes)
      await rematchCommitments(
        throughPrisma(tx),
        'contract',
        before.companyId,
        [id]
      )
    })
  return readContract(before)
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
 * Spec §2 dashboard in one round-trip per filter: the summary and the buckets counted by term and
 * by balance (no balance estimate counts as its term). The filters' choices load once, apart.
 */
export const contractDashboard = async ({
  filter,
}: {
  filter?: ContractFilter
}) => {
  const companyId = currentUser().companyId
  const day = await companyToday(companyId)
  const derived = derivedOf(day, await storedOn(companyId, day))
  const ranks = [0, 1, 2, 3]
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
             ranks.map(
               (rank) =>
                 Prisma.sql`count(*) FILTER (WHERE d."termRank" = ${rank})::int`
             )
           )}] AS term,
           array[${Prisma.join(
             ranks.map(
               (rank) =>
                 Prisma.sql`count(*) FILTER (WHERE coalesce(d."balanceRank", d."termRank") = ${rank})::int`
             )
           )}] AS balance
    -- OFFSET 0 keeps each row's ranks computed once, not once per count that reads them
    FROM (
      SELECT ${derived.termRank} AS "termRank", ${derived.balanceRank} AS "balanceRank",
             c."paymentTerm", c."totalBalance"
      FROM "Contract" c WHERE ${whereOf(companyId, filter)} OFFSET 0
    ) d`
  return {
    totalContracts: summary.totalContracts,
    averagePaymentTerm: summary.averagePaymentTerm,
    weightedPaymentTerm: summary.weightedPaymentTerm,
    buckets: summary.term.map((byTerm, rank) => ({
      bucket: bucketName(rank),
      byTerm,
      byBalance: summary.balance[rank],
    })),
  }
}

/** The filters' choices, from the company's own contracts (spec §2: values come from the data). */
export const contractFilterOptions = async () => {
  const { companyId } = currentUser()
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
