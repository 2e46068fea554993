import type { Prisma } from '@prisma/client'
import {
  approvalSchema,
  finalSummarySchema,
  personName,
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
  processNoticeValues,
} from 'src/services/notifications/notifications'
import {
  editableProcess,
  isSentForApproval,
  processOfMyCompany,
} from 'src/services/processes/access'
import {
  rematchCommitments,
  throughPrisma,
} from 'src/services/realization/spendMatching'

type Tx = Prisma.TransactionClient

/** Items awarded beyond their annual volume, split awards together: their codes. */
const overAwardedItems = async (processId: string) =>
  (
    await db.$queryRaw<{ code: string }[]>`
      SELECT i.code FROM "Award" a
      JOIN "Quotation" q ON q.id = a."quotationId"
      JOIN "ProcessItem" i ON i.id = q."itemId"
      JOIN "ItemDetail" d ON d."itemId" = i.id
      WHERE a."processId" = ${processId}
      GROUP BY i.id, i.code, d."annualVolume" HAVING sum(a."annualVolume") > d."annualVolume"
      ORDER BY i.code`
  ).map((item) => item.code)

/**
 * Spec §5 "Send for review": at least one item, each with its details; at least one supplier and
 * one quotation; at least one awarded quotation, each with its award fields and its award.
 */
const meetsSendRules = async (processId: string) => {
  const [items, itemsWithoutDetail, suppliers, quotations, awarded] =
    await Promise.all([
      db.processItem.count({ where: { processId } }),
      db.processItem.count({ where: { processId, detail: null } }),
      db.processSupplier.count({ where: { processId } }),
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

/** Items whose award still lacks its terms (an award a scenario made): their codes. */
const itemsLackingTerms = async (processId: string) =>
  (
    await db.$queryRaw<{ code: string }[]>`
      SELECT DISTINCT i.code FROM "Award" a
      JOIN "Quotation" q ON q.id = a."quotationId"
      JOIN "ProcessItem" i ON i.id = q."itemId"
      WHERE a."processId" = ${processId}
        AND (trim(a."priceMechanism") = '' OR (a.rebate AND trim(a."rebateDetail") = ''))
      ORDER BY i.code`
  ).map((item) => item.code)

/** Why the process cannot be sent yet (spec §5, and no item awarded beyond its volume), or null. */
export const sendingProblem = async (processId: string) => {
  if (!(await meetsSendRules(processId)))
    return new UserInputError('process.errors.notReady')
  const overAwarded = await overAwardedItems(processId)
  if (overAwarded.length)
    return new UserInputError('process.errors.overAwarded', {
      values: { items: overAwarded.join(', ') },
    })
  const lacking = await itemsLackingTerms(processId)
  return lacking.length
    ? new UserInputError('process.errors.awardTermsMissing', {
        values: { items: lacking.join(', ') },
      })
    : null
}

/**
 * A portal round still open would write its answers into the quotations after the approvers
 * decided: it must be closed first (its close holds the same process lock).
 */
const assertNoOpenPortalRound = async (tx: Tx, processId: string) => {
  const open = await tx.roundSchedule.findMany({
    where: { processId, closedAt: null },
    select: { round: true },
    orderBy: { round: 'asc' },
  })
  if (open.length)
    throw new UserInputError('process.errors.portalRoundOpen', {
      values: { rounds: open.map(({ round }) => round).join(', ') },
    })
}

/** Takes the process row for this transaction: two decisions on one process never interleave. */
const lockProcess = async (tx: Tx, id: string) => {
  await tx.$queryRaw`SELECT id FROM "Process" WHERE id = ${id} FOR UPDATE`
  return tx.process.findUniqueOrThrow({ where: { id } })
}

const link = (id: string, mode?: string) =>
  `/app/process/${id}/review${mode ? `?mode=${mode}` : ''}`

/** The review step's save: the final executive summary of a process still in preparation. */
export const saveFinalSummary = async ({
  id,
  input,
}: {
  id: string
  input: { finalExecutiveSummary?: string }
}) => {
  await editableProcess(id)
  const { finalExecutiveSummary } = await validateWith(
    finalSummarySchema,
    input
  )
  return db.process.update({ where: { id }, data: { finalExecutiveSummary } })
}

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
  const problem = await sendingProblem(id)
  if (problem) throw problem
  const sent = await db.$transaction(async (tx) => {
    const process = await lockProcess(tx, id)
    if (isSentForApproval(process.status))
      throw new ForbiddenError('process.errors.alreadyInReview')
    await assertNoOpenPortalRound(tx, id)
    const steps = await tx.approvalWorkflowEntry.findMany({
      where: { processId: id },
      orderBy: { priority: 'asc' },
      include: {
        user: { select: { roleId: true, firstName: true, lastName: true } },
      },
    })
    if (!steps.length) throw new UserInputError('process.errors.noApprovers')
    const cycle = process.reviewCycle + 1
    const now = new Date()
    await tx.workflowReview.createMany({
      // each review keeps its step and approver as they were: an edited workflow or a deleted
      // user leaves this sending's history as it happened
      data: steps.map((step, index) => ({
        processId: id,
        entryId: step.id,
        title: step.title,
        priority: step.priority,
        userId: step.userId,
        reviewerName: personName(step.user),
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
          values: processNoticeValues(process),
          link: link(id, 'approve'),
        },
        {
          userId: process.ownerId,
          companyId: process.companyId,
          messageCode: 'PROCESS_START',
          values: processNoticeValues(process),
          link: link(id, 'preview'),
        },
      ],
      tx
    )
    const updated = await tx.process.update({
      where: { id },
      data: {
        status: 'IN_REVIEW',
        reviewCycle: cycle,
        finalExecutiveSummary,
        sentById: currentUser().id,
      },
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
 * Answers the process's status after it: the first of two approvals leaves it in review.
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
      orderBy: { priority: 'asc' },
    })
    const current = reviews.find((review) => review.status === 'PENDING')
    if (process.status !== 'IN_REVIEW' || current?.userId !== me.id)
      throw new ForbiddenError('process.errors.notInWorkflow')
    await assertNotSender(tx, process)
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
    // the mail of this notice shows the decision and its comment: as taken now, not as read later
    const values = {
      ...processNoticeValues(process),
      approver: current.reviewerName,
      comment: description || '',
    }
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
            values,
            link: link(id, 'approve'),
          },
        ],
        tx
      )
      return { status: process.status, notified }
    }
    const notified = await notify(
      [
        {
          ...owner,
          messageCode: approve ? 'PROCESS_APPROVED' : 'PROCESS_REJECTED',
          values,
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
    // approved, its awards are measured against the spend they cover
    if (approve) await matchAwards(tx, process)
    return { status: updated.status, notified }
  })
  await emailNotifications(decided.notified)
  return { status: decided.status }
}

/** The spend an approved process's awards cover, from the company's spend. */
const matchAwards = async (
  tx: Tx,
  { id, companyId }: { id: string; companyId: string }
) => {
  const awards = await tx.award.findMany({
    where: { processId: id },
    select: { id: true },
  })
  await rematchCommitments(
    throughPrisma(tx),
    'award',
    companyId,
    awards.map((award) => award.id)
  )
}

/** The flow step: every sending's reviews, latest first, with who decided, when and why. */
export const processFlow = async ({ id }: { id: string }) => {
  await processOfMyCompany(id)
  const reviews = await db.workflowReview.findMany({
    where: { processId: id },
    orderBy: [{ cycle: 'desc' }, { priority: 'asc' }],
    include: {
      user: { select: { id: true, firstName: true, lastName: true } },
      role: { select: { name: true, builtIn: true } },
    },
  })
  // the step as it was when the process was sent, whatever the workflow became since
  return reviews.map((review) => ({
    ...review,
    entry: { title: review.title, priority: review.priority },
  }))
}

/**
 * Approvers being deleted (`userIds`) decide nothing more: their turns in processes under review
 * are marked removed, and where one was pending the next approver is asked, or, with none left,
 * the process goes back to its owner, told why. Call it in the deletion's transaction, before the
 * users go; answers the notifications to email once committed.
 */
export const passOnRemovedApprovers = async (tx: Tx, userIds: string[]) => {
  const removed = await tx.workflowReview.findMany({
    where: {
      userId: { in: userIds },
      status: { in: ['PENDING', 'WAITING'] },
      process: { status: 'IN_REVIEW' },
    },
    select: { id: true, processId: true, status: true, reviewerName: true },
  })
  if (!removed.length) return []
  await tx.workflowReview.updateMany({
    where: { id: { in: removed.map((review) => review.id) } },
    data: { status: 'REMOVED', reviewedAt: new Date() },
  })
  const drafts = []
  for (const { processId, reviewerName } of removed.filter(
    (review) => review.status === 'PENDING'
  )) {
    const process = await lockProcess(tx, processId)
    const next = await tx.workflowReview.findFirst({
      where: { processId, cycle: process.reviewCycle, status: 'WAITING' },
      orderBy: { priority: 'asc' },
    })
    if (next) {
      await tx.workflowReview.update({
        where: { id: next.id },
        data: { status: 'PENDING', pendingSince: new Date() },
      })
      drafts.push({
        userId: next.userId,
        companyId: process.companyId,
        messageCode: 'PROCESS_ASK_REVIEW' as const,
        values: processNoticeValues(process),
        link: link(processId, 'approve'),
      })
    } else {
      await tx.process.update({
        where: { id: processId },
        data: { status: 'REJECTED' },
      })
      drafts.push({
        userId: process.ownerId,
        companyId: process.companyId,
        messageCode: 'PROCESS_RETURNED' as const,
        values: { ...processNoticeValues(process), approver: reviewerName },
        link: link(processId),
      })
    }
  }
  return notify(drafts, tx)
}

/** Segregation of duties: whoever sent a process does not approve it, unless the company allows it. */
const assertNotSender = async (
  tx: Tx,
  process: { sentById: string | null; companyId: string }
) => {
  if (process.sentById !== currentUser().id) return
  const company = await tx.company.findUniqueOrThrow({
    where: { id: process.companyId },
    select: { allowSelfApproval: true },
  })
  if (!company.allowSelfApproval)
    throw new ForbiddenError('process.errors.selfApproval')
}
