import type { Prisma } from '@prisma/client'
import {
  approvalSchema,
  finalSummarySchema,
  processCode,
  rejectionSchema,
  type DecisionInput,
} from '@procura/shared'

import { ForbiddenError, UserInputError } from '@redwoodjs/graphql-server'

import { currentUser } from 'src/lib/auth'
import { db } from 'src/lib/db'
import { validateWith } from 'src/lib/validation'
import {
  emailNotifications,
  notify,
} from 'src/services/notifications/notifications'
import { processOfMyCompany } from 'src/services/processes/access'

type Tx = Prisma.TransactionClient

/**
 * Spec §5 "Send for review": at least one item, each with its details; at least one supplier and
 * one quotation; at least one awarded quotation, each with its award fields and its award.
 */
const isReady = async (processId: string) => {
  const [items, itemsWithoutDetail, suppliers, quotations, awarded] =
    await Promise.all([
      db.processItem.count({ where: { processId } }),
      db.processItem.count({ where: { processId, detail: null } }),
      db.supplier.count({ where: { processId } }),
      db.quotation.count({ where: { processId } }),
      db.quotation.findMany({
        where: { processId, awarded: true },
        select: {
          awardedProposal: true,
          awardedVolume: true,
          agreementLength: true,
          _count: { select: { awards: true } },
        },
      }),
    ])
  return (
    items > 0 &&
    itemsWithoutDetail === 0 &&
    suppliers > 0 &&
    quotations > 0 &&
    awarded.length > 0 &&
    awarded.every(
      (quotation) =>
        quotation.awardedProposal !== null &&
        quotation.awardedVolume !== null &&
        quotation.agreementLength !== null &&
        quotation._count.awards > 0
    )
  )
}

/** Takes the process row for this transaction: two decisions on one process never interleave. */
const lockProcess = async (tx: Tx, id: string) => {
  await tx.$queryRaw`SELECT id FROM "Process" WHERE id = ${id} FOR UPDATE`
  return tx.process.findUniqueOrThrow({ where: { id } })
}

const link = (id: string, mode?: string) =>
  `/app/process/${id}/review${mode ? `?mode=${mode}` : ''}`

const valuesOf = (process: {
  number: number
  createdAt: Date
  title: string
}) => ({
  code: processCode(process.number, process.createdAt),
  title: process.title,
})

/**
 * Spec §4: sends the process for approval. The first approver by priority is asked to review,
 * the owner told it started; the others wait their turn.
 */
export const sendProcessForApproval = async ({
  id,
  input,
}: {
  id: string
  input: { finalExecutiveSummary?: string }
}) => {
  await processOfMyCompany(id)
  const { finalExecutiveSummary } = await validateWith(
    finalSummarySchema,
    input
  )
  if (!(await isReady(id))) throw new UserInputError('process.errors.notReady')
  const sent = await db.$transaction(async (tx) => {
    const process = await lockProcess(tx, id)
    if (process.status === 'IN_REVIEW' || process.status === 'APPROVED')
      throw new ForbiddenError('process.errors.alreadyInReview')
    const steps = await tx.approvalWorkflowEntry.findMany({
      where: { processId: id },
      orderBy: { priority: 'asc' },
      include: { user: { select: { roleId: true } } },
    })
    const cycle = process.reviewCycle + 1
    const now = new Date()
    await tx.workflowReview.createMany({
      data: steps.map((step, index) => ({
        processId: id,
        entryId: step.id,
        userId: step.userId,
        roleId: step.user.roleId,
        cycle,
        requestDate: now,
        status: index === 0 ? 'PENDING' : 'WAITING',
        pendingSince: index === 0 ? now : null,
      })),
    })
    const notified = await notify(
      [
        {
          userId: steps[0].userId,
          companyId: process.companyId,
          messageCode: 'PROCESS_ASK_REVIEW',
          values: valuesOf(process),
          link: link(id, 'approve'),
        },
        {
          userId: process.ownerId,
          companyId: process.companyId,
          messageCode: 'PROCESS_START',
          values: valuesOf(process),
          link: link(id, 'preview'),
        },
      ],
      tx
    )
    const updated = await tx.process.update({
      where: { id },
      data: { status: 'IN_REVIEW', reviewCycle: cycle, finalExecutiveSummary },
    })
    return { process: updated, notified }
  })
  await emailNotifications(sent.notified)
  return sent.process
}

/**
 * Spec §4: the current approver approves (a comment optional) or rejects (a comment required).
 * Approval passes to the next approver by priority, the last one approves the process; a
 * rejection returns it to its owner for changes. Each decision stays as its review record.
 */
export const decideProcess = async ({
  id,
  approve,
  input,
}: {
  id: string
  approve: boolean
  input: DecisionInput
}) => {
  await processOfMyCompany(id)
  const { description } = await validateWith(
    approve ? approvalSchema : rejectionSchema,
    input
  )
  const me = currentUser()
  const decided = await db.$transaction(async (tx) => {
    const process = await lockProcess(tx, id)
    const reviews = await tx.workflowReview.findMany({
      where: { processId: id, cycle: process.reviewCycle },
      include: { entry: { select: { priority: true } } },
      orderBy: { entry: { priority: 'asc' } },
    })
    const current = reviews.find((review) => review.status === 'PENDING')
    if (process.status !== 'IN_REVIEW' || current?.userId !== me.id)
      throw new ForbiddenError('process.errors.notInWorkflow')
    const reviewedAt = new Date()
    await tx.workflowReview.update({
      where: { id: current.id },
      data: {
        status: approve ? 'APPROVED' : 'REJECTED',
        reviewedAt,
        description: description || null,
        roleId: me.role.id,
      },
    })
    const next = reviews.find((review) => review.status === 'WAITING')
    const owner = { userId: process.ownerId, companyId: process.companyId }
    if (approve && next) {
      await tx.workflowReview.update({
        where: { id: next.id },
        data: { status: 'PENDING', pendingSince: new Date() },
      })
      const notified = await notify(
        [
          {
            userId: next.userId,
            companyId: process.companyId,
            messageCode: 'PROCESS_APPROVE',
            values: valuesOf(process),
            link: link(id, 'approve'),
          },
        ],
        tx
      )
      return { process, notified }
    }
    const notified = await notify(
      [
        {
          ...owner,
          messageCode: approve ? 'PROCESS_APPROVED' : 'PROCESS_REJECTED',
          values: valuesOf(process),
          link: link(id, approve ? 'approved' : undefined),
        },
      ],
      tx
    )
    const updated = await tx.process.update({
      where: { id },
      data: approve
        ? { status: 'APPROVED', approvedAt: reviewedAt }
        : { status: 'REJECTED' },
    })
    return { process: updated, notified }
  })
  await emailNotifications(decided.notified)
  return decided.process
}

/** The flow step: every sending's reviews, latest first, with who decided, when and why. */
export const processFlow = async ({ id }: { id: string }) => {
  await processOfMyCompany(id)
  return db.workflowReview.findMany({
    where: { processId: id },
    orderBy: [{ cycle: 'desc' }, { entry: { priority: 'asc' } }],
    include: {
      entry: { select: { title: true, priority: true } },
      user: { select: { id: true, firstName: true, lastName: true } },
      role: { select: { name: true } },
    },
  })
}
