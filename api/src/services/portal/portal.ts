import {
  offerOf,
  portalOfferSchemaFor,
  processCode,
  type PortalOffer,
} from '@procura/shared'

import { UserInputError } from '@redwoodjs/graphql-server'

import { PortalAnswerReceivedJob } from 'src/jobs/PortalAnswerReceivedJob/PortalAnswerReceivedJob'
import { db } from 'src/lib/db'
import { later } from 'src/lib/jobs'
import { validateEachWith } from 'src/lib/validation'
import { itemIdsOf } from 'src/services/items/items'
import { assertQuotationReferences } from 'src/services/quotations/quotations'

import {
  assertAnswering,
  isAnswering,
  portalAccess,
  type PortalAccess,
} from './portalAccess'

// What a supplier does on the portal page, through its link's token alone. Every answer is scoped
// by `portalAccess`: one supplier, one round; nothing of another supplier is ever read.

const referenceList = (table: 'incoterm' | 'supplyOrigin') =>
  (db[table] as typeof db.incoterm).findMany({
    select: { id: true, code: true, nameEn: true, namePt: true },
    orderBy: { code: 'asc' },
  })

/** The round's items as the supplier reads them: code, description, unit and annual volume. */
const itemsOf = (processId: string) =>
  db.$queryRaw<
    {
      id: string
      code: string
      description: string
      unit: string | null
      annualVolume: string | null
    }[]
  >`
    SELECT i.id, i.code, i.description, u.code AS unit,
           trim_scale(d."annualVolume")::text AS "annualVolume"
    FROM "ProcessItem" i
    LEFT JOIN "ItemDetail" d ON d."itemId" = i.id
    LEFT JOIN "UnitOfMeasure" u ON u.id = d."unitOfMeasureId"
    WHERE i."processId" = ${processId}
    ORDER BY i."createdAt", i.code`

/** This supplier's own offers in the rounds before this one (never another supplier's). */
const earlierAnswers = async ({
  schedule,
  response,
  process,
}: PortalAccess) => {
  const quotations = await db.quotation.findMany({
    where: {
      processId: process.id,
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

/**
 * The first time a link is opened, the buyer sees the supplier as having opened the round. Answers
 * the supplier's status after it.
 */
const markOpened = async ({ invitation, response }: PortalAccess) => {
  if (invitation.openedAt) return response.status
  const opened = await db.$queryRaw<{ status: string }[]>`
    WITH opened AS (
      UPDATE "PortalInvitation" SET "openedAt" = now()
      WHERE id = ${invitation.id} AND "openedAt" IS NULL RETURNING "responseId")
    UPDATE "PortalResponse" SET status = 'OPENED'
    WHERE id IN (SELECT "responseId" FROM opened) AND status IN ('INVITED', 'BOUNCED')
    RETURNING status::text`
  return opened[0]?.status ?? response.status
}

interface ReceiptOffer {
  itemId: string
  unitPrice?: string | null
  declined?: boolean
}

/** What a receipt lists on the page: per item, the price sent or that it was declined. */
const receiptPrices = (offers: ReceiptOffer[]) =>
  offers.map(({ itemId, unitPrice, declined }) => ({
    itemId,
    unitPrice: declined ? null : (unitPrice ?? null),
    declined: Boolean(declined),
  }))

/** GET /portal/{token}: what point 3 of the issue lists, and nothing more of the process. */
export const portalPage = async (token: string) => {
  const access = await portalAccess(token)
  const status = await markOpened(access)
  const { schedule, response, process, company, invitation } = access
  const [items, earlier, receipts, incoterms, supplyOrigins] =
    await Promise.all([
      itemsOf(process.id),
      earlierAnswers(access),
      db.portalReceipt.findMany({
        where: { responseId: response.id },
        select: { id: true, createdAt: true, submittedBy: true, offers: true },
        orderBy: { createdAt: 'desc' },
      }),
      schedule.fields.includes('incotermId') ? referenceList('incoterm') : [],
      schedule.fields.includes('supplyOriginId')
        ? referenceList('supplyOrigin')
        : [],
    ])
  return {
    company: { name: company.name, timeZone: company.timeZone },
    process: {
      code: processCode(process.number, process.createdAt),
      title: process.title,
      currency: process.currency,
    },
    supplier: { name: response.supplierName },
    contact: { name: invitation.name, language: invitation.language },
    round: {
      number: schedule.round,
      deadline: schedule.deadline.toISOString(),
      instructions: schedule.instructions,
      fields: schedule.fields,
      answering: isAnswering(access),
    },
    items,
    earlier,
    answer: {
      status,
      offers: response.offers,
      savedAt: response.savedAt?.toISOString() ?? null,
      submittedAt: response.submittedAt?.toISOString() ?? null,
      fileName: response.fileName,
    },
    receipts: receipts.map(({ createdAt, offers, ...receipt }) => ({
      ...receipt,
      createdAt: createdAt.toISOString(),
      offers: receiptPrices(offers as unknown as ReceiptOffer[]),
    })),
    reference: { incoterms, supplyOrigins },
  }
}

/**
 * The offers as the round asks them, through the shared schema of its columns: known items once
 * each; a declined item keeps no price.
 */
const checkedOffers = async (
  access: PortalAccess,
  input: unknown,
  submitted: boolean
) => {
  if (!Array.isArray(input)) throw new UserInputError('validation.type')
  const offers = validateEachWith(
    portalOfferSchemaFor(access.schedule.fields, { submitted }),
    input
  ) as Partial<PortalOffer>[]
  const items = await itemIdsOf(access.process.id)
  const seen = new Set<string>()
  for (const { itemId } of offers) {
    // another round's or process's item is not found through this link
    if (!items.has(itemId)) throw new UserInputError('portal.item.notFound')
    if (seen.has(itemId))
      throw new UserInputError('portal.errors.duplicateItem')
    seen.add(itemId)
  }
  await assertQuotationReferences(offers)
  return {
    items,
    offers: offers.map(({ unitPrice, ...offer }) => {
      const kept: Partial<PortalOffer> = {
        ...offer,
        declined: Boolean(offer.declined),
      }
      if (!kept.declined && unitPrice != null) kept.unitPrice = unitPrice
      for (const column of Object.keys(kept) as (keyof PortalOffer)[])
        if (kept[column] == null) delete kept[column]
      return kept
    }),
  }
}

/** PUT /portal/{token}: keeps the supplier's work as a draft (what they submitted stays as sent). */
export const savePortalDraft = async (token: string, input: unknown) => {
  const access = await portalAccess(token)
  assertAnswering(access)
  const { offers } = await checkedOffers(access, input, false)
  const [saved] = await db.$queryRaw<{ status: string; savedAt: Date }[]>`
    UPDATE "PortalResponse" SET offers = ${JSON.stringify(offers)}::jsonb, "savedAt" = now(),
      status = CASE WHEN status IN ('SUBMITTED', 'DECLINED') THEN status ELSE 'DRAFT' END
    WHERE id = ${access.response.id}
    RETURNING status::text, "savedAt"`
  return { status: saved.status, savedAt: saved.savedAt.toISOString() }
}

/**
 * Sends the answer: every item priced or declined. Each send is kept as a receipt (shown on the
 * page and mailed to whoever sent it); a later send before the deadline revises it. One statement
 * writes both, so the answer and its receipt never part.
 */
const send = async (access: PortalAccess, offers: Partial<PortalOffer>[]) => {
  const { response, invitation } = access
  const declined = offers.every((offer) => offer.declined)
  const status = declined ? 'DECLINED' : 'SUBMITTED'
  const [receipt] = await db.$queryRaw<{ id: string; createdAt: Date }[]>`
    WITH sent AS (
      UPDATE "PortalResponse" SET offers = ${JSON.stringify(offers)}::jsonb,
        status = ${status}::"PortalStatus", "savedAt" = now(), "submittedAt" = now(),
        "submittedBy" = ${invitation.name}
      WHERE id = ${response.id}
      RETURNING id, offers, "fileName", "submittedAt", "submittedBy")
    INSERT INTO "PortalReceipt" (id, "responseId", offers, "fileName", "submittedBy", "createdAt")
    SELECT gen_random_uuid()::text, id, offers, "fileName", "submittedBy", "submittedAt"
    FROM sent
    RETURNING id, "createdAt"`
  await later(PortalAnswerReceivedJob, [
    { receiptId: receipt.id, invitationId: invitation.id },
  ])
  return {
    status,
    receipt: { id: receipt.id, createdAt: receipt.createdAt.toISOString() },
  }
}

/** POST /portal/{token}/submit: the whole answer, every item priced or declined. */
export const submitPortalAnswer = async (token: string, input: unknown) => {
  const access = await portalAccess(token)
  assertAnswering(access)
  const { items, offers } = await checkedOffers(access, input, true)
  if (offers.length !== items.size)
    throw new UserInputError('portal.errors.itemMissing')
  return send(access, offers)
}

/** POST /portal/{token}/decline: no offer for any item of the round. */
export const declinePortalRound = async (token: string) => {
  const access = await portalAccess(token)
  assertAnswering(access)
  const items = await itemIdsOf(access.process.id)
  return send(
    access,
    [...items].map((itemId) => ({ itemId, declined: true }))
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
