import {
  offerOf,
  portalColumnsOf,
  portalOfferSchema,
  processCode,
  submittedOfferSchema,
  type PortalOffer,
} from '@procura/shared'

import { UserInputError } from '@redwoodjs/graphql-server'

import { SendPortalMailJob } from 'src/jobs/SendPortalMailJob/SendPortalMailJob'
import { db } from 'src/lib/db'
import { later } from 'src/lib/jobs'
import { validateEachWith } from 'src/lib/validation'
import {
  emailNotifications,
  notify,
} from 'src/services/notifications/notifications'
import { assertReferenceIds } from 'src/services/referenceData/referenceData'

import { isAnswering, portalAccess, type PortalAccess } from './portalAccess'

// What a supplier does on the portal page, through its link's token alone. Every answer is scoped
// by `portalAccess`: one supplier, one round; nothing of another supplier is ever read.

const referenceList = (table: 'incoterm' | 'supplyOrigin') =>
  (db[table] as typeof db.incoterm).findMany({
    select: { id: true, code: true, nameEn: true, namePt: true },
    orderBy: { code: 'asc' },
  })

const itemsOf = (processId: string) =>
  db.processItem.findMany({
    where: { processId },
    select: {
      id: true,
      code: true,
      description: true,
      detail: {
        select: {
          annualVolume: true,
          unitOfMeasure: { select: { code: true } },
        },
      },
    },
    orderBy: [{ createdAt: 'asc' }, { code: 'asc' }],
  })

/** This supplier's own offers in the rounds before this one (never another supplier's). */
const earlierAnswers = async ({ schedule, response }: PortalAccess) => {
  const quotations = await db.quotation.findMany({
    where: {
      processId: schedule.processId,
      supplierId: response.supplierId,
      round: { lt: schedule.round },
    },
    select: {
      round: true,
      itemId: true,
      supplierId: true,
      responseStatus: true,
      initialProposal: true,
      equalizedProposal: true,
      negotiatedProposal: true,
    },
    orderBy: [{ round: 'asc' }],
  })
  return quotations.map((quotation) => ({
    round: quotation.round,
    itemId: quotation.itemId,
    responseStatus: quotation.responseStatus,
    unitPrice: offerOf(quotation),
  }))
}

/** The first time a link is opened, the buyer sees the supplier as having opened the round. */
const markOpened = async ({ invitation, response }: PortalAccess) => {
  if (invitation.openedAt) return
  await db.portalInvitation.update({
    where: { id: invitation.id },
    data: { openedAt: new Date() },
  })
  await db.portalResponse.updateMany({
    where: { id: response.id, status: { in: ['INVITED', 'BOUNCED'] } },
    data: { status: 'OPENED' },
  })
}

/** GET /portal/{token}: what point 3 of the issue lists, and nothing more of the process. */
export const portalPage = async (token: string) => {
  const access = await portalAccess(token)
  await markOpened(access)
  const { schedule, response, process, company, invitation } = access
  const [items, earlier, receipts, incoterms, supplyOrigins, status] =
    await Promise.all([
      itemsOf(process.id),
      earlierAnswers(access),
      db.portalReceipt.findMany({
        where: { responseId: response.id },
        select: { id: true, createdAt: true, submittedBy: true },
        orderBy: { createdAt: 'desc' },
      }),
      schedule.fields.includes('incotermId') ? referenceList('incoterm') : [],
      schedule.fields.includes('supplyOriginId')
        ? referenceList('supplyOrigin')
        : [],
      db.portalResponse.findUniqueOrThrow({
        where: { id: response.id },
        select: { status: true },
      }),
    ])
  return {
    company: { name: company.name, timeZone: company.timeZone },
    process: {
      code: processCode(process.number, process.createdAt),
      title: process.title,
      currency: process.currency.code,
    },
    supplier: { name: response.supplier.name },
    contact: { name: invitation.name, language: invitation.language },
    round: {
      number: schedule.round,
      deadline: schedule.deadline.toISOString(),
      instructions: schedule.instructions,
      fields: schedule.fields,
      answering: isAnswering(access),
    },
    items: items.map(({ id, code, description, detail }) => ({
      id,
      code,
      description,
      unit: detail?.unitOfMeasure.code ?? null,
      annualVolume: detail?.annualVolume.toString() ?? null,
    })),
    earlier,
    answer: {
      status: status.status,
      offers: response.offers,
      savedAt: response.savedAt?.toISOString() ?? null,
      submittedAt: response.submittedAt?.toISOString() ?? null,
      fileName: response.fileName,
    },
    receipts: receipts.map(({ createdAt, ...receipt }) => ({
      ...receipt,
      createdAt: createdAt.toISOString(),
    })),
    reference: { incoterms, supplyOrigins },
  }
}

const assertAnswering = (access: PortalAccess) => {
  if (!isAnswering(access)) throw new UserInputError('portal.errors.closed')
}

/** The offers as the round asks them: known items once each, fields it does not ask dropped. */
const checkedOffers = async (
  access: PortalAccess,
  input: unknown,
  schema: typeof portalOfferSchema
) => {
  if (!Array.isArray(input)) throw new UserInputError('validation.type')
  const offers = validateEachWith(schema, input)
  const items = new Set(
    (
      await db.processItem.findMany({
        where: { processId: access.process.id },
        select: { id: true },
      })
    ).map(({ id }) => id)
  )
  const seen = new Set<string>()
  for (const { itemId } of offers) {
    if (!items.has(itemId) || seen.has(itemId))
      throw new UserInputError('portal.errors.unknownItem')
    seen.add(itemId)
  }
  await assertReferenceIds(
    'incoterm',
    offers.map((o) => o.incotermId),
    'incotermId'
  )
  await assertReferenceIds(
    'supplyOrigin',
    offers.map((o) => o.supplyOriginId),
    'supplyOriginId'
  )
  const columns = portalColumnsOf(access.schedule.fields)
  return {
    items,
    offers: offers.map((offer) => {
      const kept: Partial<PortalOffer> = { itemId: offer.itemId }
      for (const column of columns)
        if (offer[column] != null)
          Object.assign(kept, { [column]: offer[column] })
      kept.declined = Boolean(offer.declined)
      return kept
    }),
  }
}

/** PUT /portal/{token}: keeps the supplier's work as a draft (what they submitted stays as sent). */
export const savePortalDraft = async (token: string, input: unknown) => {
  const access = await portalAccess(token)
  assertAnswering(access)
  const { offers } = await checkedOffers(access, input, portalOfferSchema)
  const { response } = access
  const saved = await db.portalResponse.update({
    where: { id: response.id },
    data: {
      offers,
      savedAt: new Date(),
      status: ['SUBMITTED', 'DECLINED'].includes(response.status)
        ? response.status
        : 'DRAFT',
    },
    select: { status: true, savedAt: true },
  })
  return { status: saved.status, savedAt: saved.savedAt?.toISOString() }
}

/** Tells the process's owner that a supplier answered, by notification and email. */
const tellBuyer = async (access: PortalAccess, declined: boolean) => {
  const { process, schedule, response } = access
  const notified = await notify([
    {
      userId: process.ownerId,
      companyId: process.companyId,
      messageCode: 'PORTAL_SUBMITTED',
      values: {
        code: processCode(process.number, process.createdAt),
        title: process.title,
        supplier: response.supplier.name,
        round: schedule.round,
        // i18next's context: the message of a supplier who declined the whole round
        ...(declined ? { context: 'declined' } : {}),
      },
      link: `/app/process/${process.id}/quotations`,
    },
  ])
  await emailNotifications(notified)
}

/**
 * Sends the answer: every item priced or declined. Each send is kept as a receipt (shown on the
 * page and mailed to whoever sent it); a later send before the deadline revises it.
 */
const send = async (access: PortalAccess, offers: Partial<PortalOffer>[]) => {
  const { response, invitation } = access
  const declined = offers.every((offer) => offer.declined)
  const now = new Date()
  const receipt = await db.$transaction(async (tx) => {
    await tx.portalResponse.update({
      where: { id: response.id },
      data: {
        offers,
        status: declined ? 'DECLINED' : 'SUBMITTED',
        savedAt: now,
        submittedAt: now,
        submittedBy: invitation.name,
      },
    })
    return tx.portalReceipt.create({
      data: {
        responseId: response.id,
        offers,
        fileName: response.fileName,
        submittedBy: invitation.name,
        createdAt: now,
      },
      select: { id: true, createdAt: true },
    })
  })
  await later(SendPortalMailJob, [
    { kind: 'receipt', invitationId: invitation.id, receiptId: receipt.id },
  ])
  await tellBuyer(access, declined)
  return {
    status: declined ? 'DECLINED' : 'SUBMITTED',
    receipt: { id: receipt.id, createdAt: receipt.createdAt.toISOString() },
  }
}

/** POST /portal/{token}/submit: the whole answer, every item priced or declined. */
export const submitPortalAnswer = async (token: string, input: unknown) => {
  const access = await portalAccess(token)
  assertAnswering(access)
  const { items, offers } = await checkedOffers(
    access,
    input,
    submittedOfferSchema
  )
  if (offers.length !== items.size)
    throw new UserInputError('portal.errors.itemMissing')
  return send(access, offers)
}

/** POST /portal/{token}/decline: no offer for any item of the round. */
export const declinePortalRound = async (token: string) => {
  const access = await portalAccess(token)
  assertAnswering(access)
  const items = await db.processItem.findMany({
    where: { processId: access.process.id },
    select: { id: true },
  })
  return send(
    access,
    items.map(({ id }) => ({ itemId: id, declined: true }))
  )
}

/** GET /portal/{token}/receipt/{id}: one of this supplier's receipts, with what it sent. */
export const portalReceipt = async (token: string, receiptId: string) => {
  const { response } = await portalAccess(token)
  const receipt = await db.portalReceipt.findFirst({
    where: { id: receiptId, responseId: response.id },
    select: {
      id: true,
      createdAt: true,
      submittedBy: true,
      offers: true,
      fileName: true,
    },
  })
  if (!receipt) throw new UserInputError('portal.receipt.notFound')
  return { ...receipt, createdAt: receipt.createdAt.toISOString() }
}
