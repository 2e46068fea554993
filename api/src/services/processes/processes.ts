import type { Prisma } from '@prisma/client'
import {
  processCode,
  processSchema,
  type ProcessInput,
  type SavingsFilter,
  type SavingsStage,
} from '@procura/shared'

import { UserInputError } from '@redwoodjs/graphql-server'

import { companyScope, currentUser } from 'src/lib/auth'
import { syncChildren } from 'src/lib/childRows'
import { db } from 'src/lib/db'
import { pageQuery, type PageInput } from 'src/lib/paging'
import { validateWith } from 'src/lib/validation'
import { contractOfMyCompany } from 'src/services/contracts/contracts'
import { assertReferenceIds } from 'src/services/referenceData/referenceData'
import { savingsReader } from 'src/services/savings/savings'
import { savingsProcessIds } from 'src/services/savings/savingsQueries'

import { editableProcess, processOfMyCompany } from './access'
import {
  assertMayDelete,
  logDeletions,
  processesToDelete,
  removeProcessFiles,
} from './deletions'

const SORTABLE = {
  code: (direction: 'asc' | 'desc') => ({ number: direction }),
  processDescription: (direction: 'asc' | 'desc') => ({
    processDescription: direction,
  }),
  processType: (direction: 'asc' | 'desc') => ({ processType: direction }),
  categoryManager: (direction: 'asc' | 'desc') => [
    { categoryManager: { firstName: direction } },
    { categoryManager: { lastName: direction } },
  ],
  createdAt: (direction: 'asc' | 'desc') => ({ createdAt: direction }),
}

const personSelect = { id: true, firstName: true, lastName: true } as const

interface ProcessFilter {
  text?: string | null
  processType?: ProcessInput['processType'] | null
  /** the processes waiting for the signed-in user's decision */
  awaitingMyReview?: boolean | null
  /** the processes a number of the sourcing dashboard stands for */
  savings?: {
    filter?: SavingsFilter | null
    stage?: SavingsStage | null
  } | null
  supplierId?: string | null
  awardedOnly?: boolean | null
}

/** Text matches the title or description, or the number of an ID such as PRC-2026-0007. */
/** A scorecard's figure: the processes inviting a supplier, or those that awarded it an item. */
const supplierWhere = (filter?: ProcessFilter | null) => {
  const supplierId = filter?.supplierId
  if (!supplierId) return {}
  if (!filter.awardedOnly) return { suppliers: { some: { supplierId } } }
  return {
    status: 'APPROVED' as const,
    awards: { some: { quotation: { supplier: { supplierId } } } },
  }
}

const filterWhere = async (
  filter?: ProcessFilter | null
): Promise<Prisma.ProcessWhereInput> => {
  const text = filter?.text?.trim()
  const number = text?.match(/(\d{1,9})$/)?.[1]
  const savings = filter?.savings
  return {
    ...companyScope(),
    processType: filter?.processType ?? undefined,
    // a PENDING review exists only in the current sending, for the approver whose turn it is
    ...(filter?.awaitingMyReview && {
      status: 'IN_REVIEW',
      reviews: { some: { userId: currentUser().id, status: 'PENDING' } },
    }),
    id: savings
      ? {
          in: await savingsProcessIds(
            await savingsReader(),
            savings.filter ?? {},
            savings.stage
          ),
        }
      : undefined,
    ...supplierWhere(filter),
    OR: text
      ? [
          { title: { contains: text, mode: 'insensitive' } },
          { processDescription: { contains: text, mode: 'insensitive' } },
          ...(number ? [{ number: Number(number) }] : []),
        ]
      : undefined,
  }
}

export const processes = async ({
  page,
  filter,
}: {
  page: PageInput
  filter?: ProcessFilter
}) => {
  const where = await filterWhere(filter)
  const [items, total] = await Promise.all([
    db.process.findMany({
      where,
      ...pageQuery(page, SORTABLE, 'createdAt'),
      select: {
        id: true,
        number: true,
        title: true,
        processDescription: true,
        processType: true,
        status: true,
        createdAt: true,
        categoryManager: { select: personSelect },
      },
    }),
    db.process.count({ where }),
  ])
  return {
    items: items.map((process) => ({
      ...process,
      code: processCode(process.number, process.createdAt),
    })),
    total,
  }
}

export const process = ({ id }: { id: string }) => processOfMyCompany(id)

/** Users of my company, to be named category manager or approver. */
export const processCandidates = async () => {
  const users = await db.user.findMany({
    where: companyScope(),
    select: {
      ...personSelect,
      role: { select: { name: true, builtIn: true } },
    },
    orderBy: [{ firstName: 'asc' }, { lastName: 'asc' }],
  })
  return users.map(({ role, ...user }) => ({
    ...user,
    roleName: role.name,
    roleBuiltIn: role.builtIn,
  }))
}

/** Spec §5: the people are of my company, the reference ids exist. */
const assertReferences = async (input: Required<ProcessInput>) => {
  const people = new Set([
    input.categoryManagerId,
    ...input.approvalWorkflow.map((step) => step.userId),
  ])
  const found = await db.user.count({
    where: { id: { in: [...people] }, ...companyScope() },
  })
  if (found !== people.size)
    throw new UserInputError('process.validation.userNotInCompany')
  await assertReferenceIds('currency', [input.currencyId], 'currencyId')
  await assertReferenceIds(
    'region',
    input.plants.map((plant) => plant.regionId),
    'plants'
  )
  await assertReferenceIds(
    'country',
    input.plants.map((plant) => plant.countryId),
    'plants'
  )
}

const validProcess = async (input: ProcessInput) => {
  const process = await validateWith(processSchema, input)
  await assertReferences(process)
  return process
}

/**
 * The company's next process number. A sequence that deletions never rewind, so a number is never
 * issued twice; it starts past any number already present (processes written by an import or seed).
 */
const nextProcessNumber = async (
  tx: Prisma.TransactionClient,
  companyId: string
) => {
  // the company row's lock makes creations of one company take numbers one at a time
  const [{ lastProcessNumber }] = await tx.$queryRaw<
    { lastProcessNumber: number }[]
  >`
    UPDATE "Company" SET "lastProcessNumber" = greatest("lastProcessNumber",
      (SELECT coalesce(max("number"), 0) FROM "Process" WHERE "companyId" = ${companyId})) + 1
    WHERE id = ${companyId} RETURNING "lastProcessNumber"`
  return lastProcessNumber
}

export const createProcess = async ({
  input,
  fromContractId,
}: {
  input: ProcessInput
  fromContractId?: string | null
}) => {
  const { items, plants, approvalWorkflow, ...fields } =
    await validProcess(input)
  const { companyId } = companyScope()
  const sourceContractId = fromContractId
    ? (await contractOfMyCompany(fromContractId)).id
    : null
  return db.$transaction(async (tx) => {
    const number = await nextProcessNumber(tx, companyId)
    return tx.process.create({
      data: {
        ...fields,
        companyId,
        sourceContractId,
        number,
        ownerId: currentUser().id,
        items: {
          create: items.map(({ code, description }) => ({ code, description })),
        },
        plants: { create: plants.map(({ id: _id, ...plant }) => plant) },
        approvalWorkflow: { create: approvalWorkflow },
      },
    })
  })
}

const stepKey = (step: { userId: string; title: string; priority: number }) =>
  `${step.priority}:${step.userId}:${step.title}`

/**
 * A workflow is replaced only when it changed: its entries carry the reviews of earlier sendings
 * (a rejected process's history), which go with them.
 */
const replaceWorkflowIfChanged = async (
  tx: Prisma.TransactionClient,
  processId: string,
  steps: ProcessInput['approvalWorkflow']
) => {
  const current = await tx.approvalWorkflowEntry.findMany({
    where: { processId },
    orderBy: { priority: 'asc' },
  })
  const wanted = [...steps].sort((a, b) => a.priority - b.priority)
  if (current.map(stepKey).join('|') === wanted.map(stepKey).join('|')) return
  await tx.approvalWorkflowEntry.deleteMany({ where: { processId } })
  await tx.approvalWorkflowEntry.createMany({
    data: wanted.map((step) => ({ ...step, processId })),
  })
}

/** The general step: the create form's sections, on a process still in preparation. */
export const updateProcess = async ({
  id,
  input,
}: {
  id: string
  input: ProcessInput
}) => {
  await editableProcess(id)
  const { items, plants, approvalWorkflow, ...fields } =
    await validProcess(input)
  return db.$transaction(async (tx) => {
    await syncChildren(
      tx.processItem,
      id,
      items,
      'process.validation.unknownItem'
    )
    await syncChildren(tx.plant, id, plants, 'process.validation.unknownPlant')
    await replaceWorkflowIfChanged(tx, id, approvalWorkflow)
    return tx.process.update({ where: { id }, data: fields })
  })
}

/**
 * Deletes the process, its children (by cascade) and its stored files, if I may (see
 * assertMayDelete); the deletion is logged for the Owner.
 */
export const deleteProcess = async ({ id }: { id: string }) => {
  const process = await processOfMyCompany(id)
  await assertMayDelete(process)
  const deleted = await processesToDelete({ id })
  await db.$transaction(async (tx) => {
    await logDeletions(tx, deleted)
    await tx.process.delete({ where: { id } })
  })
  await removeProcessFiles(deleted)
  return process
}

const children = (id: string) => db.process.findUnique({ where: { id } })

export const Process = {
  code: (
    _args: unknown,
    { root }: { root: { number: number; createdAt: Date } }
  ) => processCode(root.number, root.createdAt),
  categoryManager: (_args: unknown, { root }: { root: { id: string } }) =>
    children(root.id).categoryManager({ select: personSelect }),
  currency: (_args: unknown, { root }: { root: { id: string } }) =>
    children(root.id).currency(),
  sourceContract: (_args: unknown, { root }: { root: { id: string } }) =>
    children(root.id).sourceContract(),
  items: (_args: unknown, { root }: { root: { id: string } }) =>
    children(root.id).items({
      orderBy: [{ createdAt: 'asc' }, { code: 'asc' }],
      include: { detail: true, pipeline: true },
    }),
  plants: (_args: unknown, { root }: { root: { id: string } }) =>
    children(root.id).plants({ orderBy: { plant: 'asc' } }),
  approvalWorkflow: (_args: unknown, { root }: { root: { id: string } }) =>
    children(root.id).approvalWorkflow({
      orderBy: { priority: 'asc' },
      include: { user: { select: personSelect } },
    }),
  suppliers: (_args: unknown, { root }: { root: { id: string } }) =>
    children(root.id).suppliers({ orderBy: { name: 'asc' } }),
  awards: (_args: unknown, { root }: { root: { id: string } }) =>
    children(root.id).awards({ orderBy: { quotationId: 'asc' } }),
  awardedQuotations: (_args: unknown, { root }: { root: { id: string } }) =>
    children(root.id).quotations({
      where: { awarded: true },
      orderBy: [{ round: 'asc' }, { itemId: 'asc' }],
    }),
  selfApprovalBarred: async (
    _args: unknown,
    { root }: { root: { sentById: string | null; companyId: string } }
  ) =>
    root.sentById === currentUser().id &&
    !(
      await db.company.findUniqueOrThrow({
        where: { id: root.companyId },
        select: { allowSelfApproval: true },
      })
    ).allowSelfApproval,
  ownedByMe: (_args: unknown, { root }: { root: { ownerId: string } }) =>
    root.ownerId === currentUser().id,
  canDelete: (
    _args: unknown,
    {
      root,
    }: { root: { status: string; ownerId: string; categoryManagerId: string } }
  ) =>
    assertMayDelete(root).then(
      () => true,
      () => false
    ),
  awaitsMyReview: async (
    _args: unknown,
    { root }: { root: { id: string; status: string; reviewCycle: number } }
  ) =>
    root.status === 'IN_REVIEW' &&
    // the current approver is the one review of this sending that is pending
    (await db.workflowReview.count({
      where: {
        processId: root.id,
        cycle: root.reviewCycle,
        status: 'PENDING',
        userId: currentUser().id,
      },
    })) > 0,
  rounds: async (_args: unknown, { root }: { root: { id: string } }) =>
    (
      await db.quotation.groupBy({
        by: ['round'],
        where: { processId: root.id },
        orderBy: { round: 'asc' },
      })
    ).map((group) => group.round),
}
