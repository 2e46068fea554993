import {
  quotationSchema,
  ROUND_MAX,
  ROUND_MIN,
  type QuotationInput,
} from '@procura/shared'
import * as yup from 'yup'

import { UserInputError } from '@redwoodjs/graphql-server'

import { db } from 'src/lib/db'
import { validateWith } from 'src/lib/validation'
import { itemIdsOf } from 'src/services/items/items'
import {
  assertAllOf,
  editableProcess,
  processOfMyCompany,
} from 'src/services/processes/access'
import { assertReferenceIds } from 'src/services/referenceData/referenceData'

const roundSchema = yup.array(quotationSchema).required()

const assertRound = (round: number) => {
  if (!Number.isInteger(round) || round < ROUND_MIN || round > ROUND_MAX)
    throw new UserInputError('process.quotations.errors.round')
}

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

const pairOf = (quotation: { supplierId: string; itemId: string }) =>
  `${quotation.supplierId}:${quotation.itemId}`

const assertRows = async (processId: string, rows: QuotationInput[]) => {
  const suppliers = new Set(
    (
      await db.supplier.findMany({ where: { processId }, select: { id: true } })
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
  await assertReferenceIds(
    'unitOfMeasure',
    rows.map((row) => row.unitOfMeasureId),
    'unitOfMeasureId'
  )
  await assertReferenceIds(
    'incoterm',
    rows.map((row) => row.incotermId),
    'incotermId'
  )
  await assertReferenceIds(
    'supplyOrigin',
    rows.map((row) => row.supplyOriginId),
    'supplyOriginId'
  )
}

const column = <K extends keyof QuotationInput>(
  rows: Required<QuotationInput>[],
  field: K,
  as: (value: Required<QuotationInput>[K]) => unknown = (value) => value
) => rows.map((row) => (row[field] == null ? null : as(row[field])))

const day = (value: Date) => value.toISOString().slice(0, 10)
const decimal = (value: number) => String(value)

/**
 * Saves a whole round in three statements whatever its size (300 items × 30 suppliers is 9,000
 * rows): proposals left out are deleted, the rest inserted or updated in place on (supplier,
 * item), so an award keeps its quotation.
 */
const writeRound = (
  processId: string,
  round: number,
  rows: Required<QuotationInput>[]
) =>
  db.$transaction([
    db.$executeRaw`
      DELETE FROM "Quotation" q
      WHERE q."processId" = ${processId} AND q."round" = ${round}
        AND (q."supplierId" || ':' || q."itemId") <> ALL (${rows.map(pairOf)}::text[])`,
    db.$executeRaw`
      INSERT INTO "Quotation" (
        "id", "processId", "round", "proposalDate", "supplierId", "itemId", "vendorCode", "itemCode",
        "unitOfMeasureId", "annualVolume", "paymentTerms", "incotermId", "supplyOriginId",
        "responseStatus", "initialProposal", "equalizedProposal", "negotiatedProposal",
        "additionalInformation", "awarded", "agreementLength", "agreementPeriod",
        "awardedProposal", "awardedVolume")
      SELECT gen_random_uuid()::text, ${processId}, ${round}, r.*
      FROM unnest(
        ${column(rows, 'proposalDate', day)}::date[],
        ${column(rows, 'supplierId')}::text[],
        ${column(rows, 'itemId')}::text[],
        ${column(rows, 'vendorCode')}::text[],
        ${column(rows, 'itemCode')}::text[],
        ${column(rows, 'unitOfMeasureId')}::text[],
        ${column(rows, 'annualVolume', decimal)}::numeric[],
        ${column(rows, 'paymentTerms')}::int[],
        ${column(rows, 'incotermId')}::text[],
        ${column(rows, 'supplyOriginId')}::text[],
        ${column(rows, 'responseStatus')}::"QuotationResponseStatus"[],
        ${column(rows, 'initialProposal', decimal)}::numeric[],
        ${column(rows, 'equalizedProposal', decimal)}::numeric[],
        ${column(rows, 'negotiatedProposal', decimal)}::numeric[],
        ${column(rows, 'additionalInformation')}::text[],
        ${column(rows, 'awarded')}::boolean[],
        ${column(rows, 'agreementLength')}::int[],
        ${column(rows, 'agreementPeriod')}::"AgreementPeriod"[],
        ${column(rows, 'awardedProposal', decimal)}::numeric[],
        ${column(rows, 'awardedVolume', decimal)}::numeric[]
      ) AS r
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
        "awardedProposal" = EXCLUDED."awardedProposal", "awardedVolume" = EXCLUDED."awardedVolume"`,
  ])

/** The quotations step: a whole round at once (the grid, or a pasted CSV). */
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
  const rows = (await validateWith(
    roundSchema,
    input.map((row) => ({ ...row, round }))
  )) as Required<QuotationInput>[]
  await assertRows(processId, rows)
  await writeRound(processId, round, rows)
  return quotationRound({ processId, round })
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
