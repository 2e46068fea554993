import {
  offerOf,
  processCode,
  readPortalOffers,
  type PortalOffer,
} from '@procura/shared'

import { UserInputError } from '@redwoodjs/graphql-server'

import { PortalAnswerReceivedJob } from 'src/jobs/PortalAnswerReceivedJob/PortalAnswerReceivedJob'
import { db, SQL_ISO_TIME, sqlRows } from 'src/lib/db'
import { later } from 'src/lib/jobs'
import { jsonText } from 'src/lib/json'
import { inputErrorOf } from 'src/lib/validation'
import { assertQuotationReferences } from 'src/services/quotations/quotations'

import {
  assertAnswering,
  isAnswering,
  portalAccess,
  type PortalAccess,
} from './portalAccess'

/** A link's token, or what it opens when the caller read it already (limitedPortalAccess). */
type PortalLink = string | PortalAccess

const linkAccess = (link: PortalLink) =>
  typeof link === 'string' ? portalAccess(link) : link

// What a supplier does on the portal page, through its link's token alone. Every answer is scoped
// by `portalAccess`: one supplier, one round; nothing of another supplier is ever read.

const referenceList = (table: 'incoterm' | 'supplyOrigin') =>
  (db[table] as typeof db.incoterm).findMany({
    select: { id: true, code: true, nameEn: true, namePt: true },
    orderBy: { code: 'asc' },
  })

interface ReceiptOffer {
  itemId: string
  unitPrice?: string | null
  declined?: boolean
}

/** What the page shows besides the access row: one statement, each part a JSON document. */
const PAGE = `
  SELECT
    (SELECT coalesce(json_agg(json_build_object(
              'id', i.id, 'code', i.code, 'description', i.description, 'unit', u.code,
              'annualVolume', trim_scale(d."annualVolume")::text) ORDER BY i."createdAt", i.code), '[]')
     FROM "ProcessItem" i
     LEFT JOIN "ItemDetail" d ON d."itemId" = i.id
     LEFT JOIN "UnitOfMeasure" u ON u.id = d."unitOfMeasureId"
     WHERE i."processId" = $1) AS items,
    -- what the supplier saved or sent, read only here: a submit replaces it unread
    (SELECT offers FROM "PortalResponse" WHERE id = $2) AS offers,
    -- this supplier's own offers in the rounds before this one (never another supplier's)
    (SELECT coalesce(json_agg(json_build_object(
              'round', round, 'itemId', "itemId", 'responseStatus', "responseStatus",
              'initialProposal', "initialProposal"::text, 'equalizedProposal', "equalizedProposal"::text,
              'negotiatedProposal', "negotiatedProposal"::text) ORDER BY round), '[]')
     FROM "Quotation" WHERE "processId" = $1 AND "supplierId" = $3 AND round < $4) AS earlier,
    (SELECT coalesce(json_agg(json_build_object(
              'id', id, 'submittedBy', "submittedBy", 'offers', offers,
              'createdAt', to_char("createdAt", ${SQL_ISO_TIME})) ORDER BY "createdAt" DESC), '[]')
     FROM "PortalReceipt" WHERE "responseId" = $2) AS receipts`

interface PageParts {
  items: {
    id: string
    code: string
    description: string
    unit: string | null
    annualVolume: string | null
  }[]
  offers: unknown
  earlier: (Parameters<typeof offerOf>[0] & {
    round: number
    itemId: string
    responseStatus: string
  })[]
  receipts: {
    id: string
    createdAt: string
    submittedBy: string
    offers: ReceiptOffer[]
  }[]
}

/**
 * The first time a link is opened, the buyer sees the supplier as having opened the round. Answers
 * the supplier's status after it.
 */
const markOpened = async ({ invitation, response }: PortalAccess) => {
  if (invitation.openedAt) return response.status
  const opened = await sqlRows<{ status: string }>(
    `WITH opened AS (
       UPDATE "PortalInvitation" SET "openedAt" = now()
       WHERE id = $1 AND "openedAt" IS NULL RETURNING "responseId")
     UPDATE "PortalResponse" SET status = 'OPENED'
     WHERE id IN (SELECT "responseId" FROM opened) AND status IN ('INVITED', 'BOUNCED')
     RETURNING status::text`,
    [invitation.id]
  )
  return opened[0]?.status ?? response.status
}

/** What a receipt lists on the page: per item, the price sent or that it was declined. */
const receiptPrices = (offers: ReceiptOffer[]) =>
  offers.map(({ itemId, unitPrice, declined }) => ({
    itemId,
    unitPrice: declined ? null : (unitPrice ?? null),
    declined: Boolean(declined),
  }))

/** GET /portal/{token}: what point 3 of the issue lists, and nothing more of the process. */
export const portalPage = async (link: PortalLink) => {
  const access = await linkAccess(link)
  const status = await markOpened(access)
  const { schedule, response, process, company, invitation } = access
  const [[page], incoterms, supplyOrigins] = await Promise.all([
    sqlRows<PageParts>(PAGE, [
      process.id,
      response.id,
      response.supplierId,
      schedule.round,
    ]),
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
      format: schedule.format,
      answering: isAnswering(access),
    },
    items: page.items,
    earlier: page.earlier.map((quotation) => ({
      round: quotation.round,
      itemId: quotation.itemId,
      responseStatus: quotation.responseStatus,
      unitPrice: offerOf(quotation),
    })),
    answer: {
      status,
      offers: page.offers,
      savedAt: response.savedAt?.toISOString() ?? null,
      submittedAt: response.submittedAt?.toISOString() ?? null,
      fileName: response.fileName,
    },
    receipts: page.receipts.map(({ offers, ...receipt }) => ({
      ...receipt,
      offers: receiptPrices(offers),
    })),
    reference: { incoterms, supplyOrigins },
  }
}

/**
 * The offers as the round asks them (the shared reader of its columns): known items once each; a
 * declined item keeps no price.
 */
const checkedOffers = async (
  access: PortalAccess,
  input: unknown,
  submitted: boolean
) => {
  if (!Array.isArray(input)) throw new UserInputError('validation.type')
  const read = readPortalOffers(access.schedule.fields, input, { submitted })
  if ('problem' in read) throw inputErrorOf(read.problem)
  const items = access.itemIds
  const seen = new Set<string>()
  for (const { itemId } of read.offers) {
    // another round's or process's item is not found through this link
    if (!items.has(itemId)) throw new UserInputError('portal.item.notFound')
    if (seen.has(itemId))
      throw new UserInputError('portal.errors.duplicateItem')
    seen.add(itemId)
  }
  await assertQuotationReferences(read.offers)
  return { items, offers: read.offers }
}

/** PUT /portal/{token}: keeps the supplier's work as a draft (what they submitted stays as sent). */
export const savePortalDraft = async (link: PortalLink, input: unknown) => {
  const access = await linkAccess(link)
  assertAnswering(access)
  const { offers } = await checkedOffers(access, input, false)
  const [saved] = await sqlRows<{ status: string; savedAt: Date }>(
    `UPDATE "PortalResponse" SET offers = $1::jsonb, "savedAt" = now(),
       status = CASE WHEN status IN ('SUBMITTED', 'DECLINED') THEN status ELSE 'DRAFT' END
     WHERE id = $2
     RETURNING status::text, "savedAt"`,
    [jsonText(offers), access.response.id]
  )
  return { status: saved.status, savedAt: saved.savedAt.toISOString() }
}

/**
 * Sends the answer: every item priced or declined. Each send is kept as a receipt (shown on the
 * page and mailed to whoever sent it); a later send before the deadline revises it. One statement
 * writes both, so the answer and its receipt never part.
 */
const send = async (access: PortalAccess, offers: PortalOffer[]) => {
  const { response, invitation } = access
  const declined = offers.every((offer) => offer.declined)
  const status = declined ? 'DECLINED' : 'SUBMITTED'
  const [receipt] = await sqlRows<{ id: string; createdAt: Date }>(
    `WITH sent AS (
       UPDATE "PortalResponse" SET offers = $1::jsonb,
         status = $2::"PortalStatus", "savedAt" = now(), "submittedAt" = now(),
         "submittedBy" = $3
       WHERE id = $4
       RETURNING id, offers, "fileName", "submittedAt", "submittedBy")
     INSERT INTO "PortalReceipt" (id, "responseId", offers, "fileName", "submittedBy", "createdAt")
     SELECT gen_random_uuid()::text, id, offers, "fileName", "submittedBy", "submittedAt"
     FROM sent
     RETURNING id, "createdAt"`,
    [jsonText(offers), status, invitation.name, response.id]
  )
  await later(PortalAnswerReceivedJob, [
    { receiptId: receipt.id, invitationId: invitation.id },
  ])
  return {
    status,
    receipt: { id: receipt.id, createdAt: receipt.createdAt.toISOString() },
  }
}

/** POST /portal/{token}/submit: the whole answer, every item priced or declined. */
export const submitPortalAnswer = async (link: PortalLink, input: unknown) => {
  const access = await linkAccess(link)
  assertAnswering(access)
  const { items, offers } = await checkedOffers(access, input, true)
  if (offers.length !== items.size)
    throw new UserInputError('portal.errors.itemMissing')
  return send(access, offers)
}

/** POST /portal/{token}/decline: no offer for any item of the round. */
export const declinePortalRound = async (link: PortalLink) => {
  const access = await linkAccess(link)
  assertAnswering(access)
  return send(
    access,
    [...access.itemIds].map((itemId) => ({ itemId, declined: true }))
  )
}

/** GET /portal/{token}/receipt/{id}: one of this supplier's receipts, with what it sent. */
export const portalReceipt = async (link: PortalLink, receiptId: string) => {
  const { response } = await linkAccess(link)
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
