import { quotationSchema, type QuotationInput } from '@procura/shared'

import { UserInputError } from '@redwoodjs/graphql-server'

import { bulkTransaction, db } from 'src/lib/db'
import { validateEachWith } from 'src/lib/validation'
import { followQuotations } from 'src/services/awards/awards'
import { itemIdsOf } from 'src/services/items/items'
import {
  assertAllOf,
  editableProcess,
  lockEditableProcess,
  processOfMyCompany,
} from 'src/services/processes/access'
import {
  portalAnswerChanges,
  recordChanges,
  type PortalAnswerChange,
} from 'src/services/quotations/quotationChanges'
import { assertRound } from 'src/services/quotations/round'
import { assertReferenceIds } from 'src/services/referenceData/referenceData'

/** One round's quotations, as the grid shows them (supplier by item). */
export const quotationRound = async ({
  processId,
  round,
}: {
  processId: string
  round: number
}) => {
  await processOfMyCompany(processId)
  assertRound(round)
  return db.quotation.findMany({
    where: { processId, round },
    orderBy: [{ itemId: 'asc' }, { supplierId: 'asc' }],
  })
}

/** Every round's quotations, as the comparative map and the report compare them. */
export const processQuotations = async ({
  processId,
}: {
  processId: string
}) => {
  await processOfMyCompany(processId)
  return db.quotation.findMany({
    where: { processId },
    orderBy: [{ round: 'asc' }, { itemId: 'asc' }, { supplierId: 'asc' }],
  })
}

const pairOf = (quotation: { supplierId: string; itemId: string }) =>
  `${quotation.supplierId}:${quotation.itemId}`

/** The unit, incoterm and supply origin that quotation rows (or a supplier's portal offers) name exist. */
export const assertQuotationReferences = async (
  rows: {
    unitOfMeasureId?: string | null
    incotermId?: string | null
    supplyOriginId?: string | null
  }[]
) => {
  for (const [table, field] of [
    ['unitOfMeasure', 'unitOfMeasureId'],
    ['incoterm', 'incotermId'],
    ['supplyOrigin', 'supplyOriginId'],
  ] as const)
    await assertReferenceIds(
      table,
      rows.map((row) => row[field]),
      field
    )
}

/** The rows name this process's suppliers and items, once per pair, and known reference ids. */
const assertRows = async (
  processId: string,
  rows: Omit<QuotationInput, 'round'>[]
) => {
  const suppliers = new Set(
    (
      await db.processSupplier.findMany({
        where: { processId },
        select: { id: true },
      })
    ).map((supplier) => supplier.id)
  )
  assertAllOf(
    rows.map((row) => row.supplierId),
    suppliers,
    'process.validation.unknownSupplier'
  )
  assertAllOf(
    rows.map((row) => row.itemId),
    await itemIdsOf(processId),
    'process.validation.unknownItem'
  )
  if (new Set(rows.map(pairOf)).size !== rows.length)
    throw new UserInputError('process.quotations.errors.duplicate')
  await assertQuotationReferences(rows)
}

/** Rows as one JSON document: one parameter, however many rows, read by Postgres itself. */
const roundDocument = (rows: Required<QuotationInput>[]) =>
  JSON.stringify(
    rows.map(({ round: _round, proposalDate, ...row }) => ({
      ...row,
      proposalDate: new Date(proposalDate).toISOString().slice(0, 10),
    }))
  )

/**
 * Inserts a chunk of a round, or updates its proposals in place on (supplier, item) so an award
 * keeps its quotation; an unchanged proposal is not written again.
 */
const UPSERT_ROUND_ROWS = `
  INSERT INTO "Quotation" (
    "id", "processId", "round", "proposalDate", "supplierId", "itemId", "vendorCode", "itemCode",
    "unitOfMeasureId", "annualVolume", "paymentTerms", "incotermId", "supplyOriginId",
    "responseStatus", "initialProposal", "equalizedProposal", "negotiatedProposal",
    "additionalInformation", "awarded", "agreementLength", "agreementPeriod",
    "awardedProposal", "awardedVolume")
  SELECT gen_random_uuid()::text, $1, $2, r.*
  FROM jsonb_to_recordset($3::jsonb) AS r(
    "proposalDate" date, "supplierId" text, "itemId" text, "vendorCode" text, "itemCode" text,
    "unitOfMeasureId" text, "annualVolume" numeric, "paymentTerms" int, "incotermId" text,
    "supplyOriginId" text, "responseStatus" "QuotationResponseStatus",
    "initialProposal" numeric, "equalizedProposal" numeric, "negotiatedProposal" numeric,
    "additionalInformation" text, "awarded" boolean, "agreementLength" int,
    "agreementPeriod" "AgreementPeriod", "awardedProposal" numeric, "awardedVolume" numeric)
  ON CONFLICT ("processId", "round", "supplierId", "itemId") DO UPDATE SET
    "proposalDate" = EXCLUDED."proposalDate", "vendorCode" = EXCLUDED."vendorCode",
    "itemCode" = EXCLUDED."itemCode", "unitOfMeasureId" = EXCLUDED."unitOfMeasureId",
    "annualVolume" = EXCLUDED."annualVolume", "paymentTerms" = EXCLUDED."paymentTerms",
    "incotermId" = EXCLUDED."incotermId", "supplyOriginId" = EXCLUDED."supplyOriginId",
    "responseStatus" = EXCLUDED."responseStatus", "initialProposal" = EXCLUDED."initialProposal",
    "equalizedProposal" = EXCLUDED."equalizedProposal",
    "negotiatedProposal" = EXCLUDED."negotiatedProposal",
    "additionalInformation" = EXCLUDED."additionalInformation", "awarded" = EXCLUDED."awarded",
    "agreementLength" = EXCLUDED."agreementLength", "agreementPeriod" = EXCLUDED."agreementPeriod",
    "awardedProposal" = EXCLUDED."awardedProposal", "awardedVolume" = EXCLUDED."awardedVolume"
  WHERE ("Quotation"."proposalDate", "Quotation"."vendorCode", "Quotation"."itemCode",
         "Quotation"."unitOfMeasureId", "Quotation"."annualVolume", "Quotation"."paymentTerms",
         "Quotation"."incotermId", "Quotation"."supplyOriginId", "Quotation"."responseStatus",
         "Quotation"."initialProposal", "Quotation"."equalizedProposal",
         "Quotation"."negotiatedProposal", "Quotation"."additionalInformation",
         "Quotation"."awarded", "Quotation"."agreementLength", "Quotation"."agreementPeriod",
         "Quotation"."awardedProposal", "Quotation"."awardedVolume")
    IS DISTINCT FROM
        (EXCLUDED."proposalDate", EXCLUDED."vendorCode", EXCLUDED."itemCode",
         EXCLUDED."unitOfMeasureId", EXCLUDED."annualVolume", EXCLUDED."paymentTerms",
         EXCLUDED."incotermId", EXCLUDED."supplyOriginId", EXCLUDED."responseStatus",
         EXCLUDED."initialProposal", EXCLUDED."equalizedProposal",
         EXCLUDED."negotiatedProposal", EXCLUDED."additionalInformation",
         EXCLUDED."awarded", EXCLUDED."agreementLength", EXCLUDED."agreementPeriod",
         EXCLUDED."awardedProposal", EXCLUDED."awardedVolume")`

/**
 * Deletes the round's proposals the grid no longer holds (with any award made from them). The
 * kept pairs are one text array, which PostgreSQL hashes for `<> ALL` whatever its statistics
 * say: an anti-join against a JSON document became a nested loop on a database never analysed
 * (9,000 × 4,500 comparisons, 4.8 s; `yarn bench sourcing`).
 */
const DELETE_LEFT_OUT = `
  DELETE FROM "Quotation" q
  WHERE q."processId" = $1 AND q."round" = $2
    AND q."supplierId" || ' ' || q."itemId" <> ALL ($3::text[])`

// rows validated, then sent, at a time: while Postgres writes one chunk the next is validated
const CHUNK_ROWS = 1500

/**
 * Validates and writes a round (300 items × 30 suppliers is 9,000 rows) in one transaction,
 * chunk by chunk so validation in Node and writing in Postgres overlap; the first invalid row
 * rolls everything back. Between chunks the event loop is free to serve other requests.
 */
const saveRound = (
  processId: string,
  round: number,
  input: Omit<QuotationInput, 'round'>[],
  changes: PortalAnswerChange[]
) =>
  bulkTransaction(async (client) => {
    await lockEditableProcess(client, processId)
    if (changes.length) await recordChanges(client, changes)
    const writes: Promise<unknown>[] = []
    for (let start = 0; start < input.length; start += CHUNK_ROWS) {
      const chunk = input
        .slice(start, start + CHUNK_ROWS)
        .map((row) => ({ ...row, round }))
      const rows = validateEachWith(quotationSchema, chunk, start)
      const write = client.query(UPSERT_ROUND_ROWS, [
        processId,
        round,
        roundDocument(rows),
      ])
      // handled at the end (or on rollback); never an unhandled rejection meanwhile
      write.catch(() => undefined)
      writes.push(write)
      await new Promise((resolve) => setImmediate(resolve))
    }
    const kept = input.map(
      ({ supplierId, itemId }) => `${supplierId} ${itemId}`
    )
    writes.push(client.query(DELETE_LEFT_OUT, [processId, round, kept]))
    await Promise.all(writes)
    await followQuotations(client, processId, round)
  })

/** The quotations step: a whole round at once (the grid, or a pasted CSV). Answers how many were saved. */
export const saveQuotationRound = async ({
  processId,
  round,
  input,
}: {
  processId: string
  round: number
  input: Omit<QuotationInput, 'round'>[]
}) => {
  await editableProcess(processId)
  assertRound(round)
  await assertRows(processId, input)
  await saveRound(
    processId,
    round,
    input,
    await portalAnswerChanges(processId, round, input)
  )
  // the grid reads the round back itself; thousands of rows need not travel twice
  return input.length
}

/** Removes a whole round (and any award made from it). */
export const deleteQuotationRound = async ({
  processId,
  round,
}: {
  processId: string
  round: number
}) => {
  await editableProcess(processId)
  assertRound(round)
  const { count } = await db.quotation.deleteMany({
    where: { processId, round },
  })
  return count
}
