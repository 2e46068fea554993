import {
  awardBasisOf,
  awardDerived,
  awardsSchema,
  dec,
  decimalText,
  stored,
  type AgreementPeriod,
  type AwardInput,
  type Numeric,
} from '@procura/shared'
import type pg from 'pg'

import { UserInputError } from '@redwoodjs/graphql-server'

import { db } from 'src/lib/db'
import { validateWith } from 'src/lib/validation'
import { editableProcess } from 'src/services/processes/access'
import { assertReferenceIds } from 'src/services/referenceData/referenceData'

// One truth per award: its price, volume and length are its quotation's awarded figures. The awardees
// step writes them to both; saving a round carries them to the award (or removes the award with the
// quotation's "awarded"), in the same transaction, so every reader sees the same award.

/** The awarded quotations of a process, with their items' annual volumes. */
const awardedQuotations = async (processId: string) => {
  const quotations = await db.quotation.findMany({
    where: { processId, awarded: true },
    select: {
      id: true,
      item: {
        select: {
          id: true,
          code: true,
          detail: { select: { annualVolume: true } },
        },
      },
    },
  })
  return new Map(quotations.map((quotation) => [quotation.id, quotation.item]))
}

/** Split awards are allowed; together they may not take more than the item's annual volume. */
const assertVolumes = (
  awards: AwardInput[],
  items: Awaited<ReturnType<typeof awardedQuotations>>
) => {
  const awardedPerItem = new Map<string, ReturnType<typeof dec>>()
  for (const award of awards) {
    const item = items.get(award.quotationId)
    const total = (awardedPerItem.get(item.id) ?? dec(0)).plus(
      dec(award.annualVolume)
    )
    awardedPerItem.set(item.id, total)
    if (total.gt(dec(item.detail?.annualVolume)))
      throw new UserInputError('process.awards.errors.volumeExceeded', {
        values: { item: item.code },
      })
  }
}

interface AwardTerms {
  unitPrice: Numeric
  annualVolume: Numeric
  contractLength: number
  contractPeriod: AgreementPeriod
}

/** An award's figures, rounded to their columns: the one place computed award values are rounded. */
export const awardFigures = (terms: AwardTerms, itemAnnualVolume: Numeric) => {
  const derived = awardDerived(awardBasisOf(terms), itemAnnualVolume)
  return {
    unitPrice: decimalText(terms.unitPrice),
    annualVolume: decimalText(terms.annualVolume),
    contractLength: terms.contractLength,
    contractPeriod: terms.contractPeriod,
    volume: stored(derived.volume, 4),
    totalContractVolume: stored(derived.totalContractVolume, 4),
    totalContractValue: stored(derived.totalContractValue, 2),
  }
}

/**
 * The awardees step: one award per awarded quotation, with its totals computed here, and the
 * quotation's awarded figures set to the award's. Awards left out are withdrawn.
 */
export const saveAwards = async ({
  processId,
  input,
}: {
  processId: string
  input: AwardInput[]
}) => {
  const process = await editableProcess(processId)
  const awards = await validateWith(awardsSchema, input)
  const items = await awardedQuotations(processId)
  if (awards.some((award) => !items.has(award.quotationId)))
    throw new UserInputError('process.awards.errors.quotation')
  if (new Set(awards.map((award) => award.quotationId)).size !== awards.length)
    throw new UserInputError('process.awards.errors.duplicate')
  assertVolumes(awards, items)
  await assertReferenceIds(
    'incoterm',
    awards.map((award) => award.incotermId),
    'incotermId'
  )
  await db.$transaction([
    db.award.deleteMany({
      where: {
        processId,
        quotationId: { notIn: awards.map((award) => award.quotationId) },
      },
    }),
    ...awards.flatMap((award) => {
      const item = items.get(award.quotationId)
      const fields = {
        ...award,
        ...awardFigures(award, item.detail?.annualVolume ?? 0),
      }
      return [
        db.award.upsert({
          where: { quotationId: award.quotationId },
          create: { ...fields, processId },
          update: fields,
        }),
        db.quotation.update({
          where: { id: award.quotationId },
          data: {
            awardedProposal: fields.unitPrice,
            awardedVolume: fields.annualVolume,
            agreementLength: fields.contractLength,
            agreementPeriod: fields.contractPeriod,
          },
        }),
      ]
    }),
  ])
  return process
}

/** A round's awards whose quotation is no longer awarded, or lost an awarded figure. */
const DELETE_WITHDRAWN = `
  DELETE FROM "Award" a USING "Quotation" q
  WHERE a."quotationId" = q.id AND q."processId" = $1 AND q.round = $2
    AND NOT (q.awarded AND q."awardedProposal" IS NOT NULL AND q."awardedVolume" IS NOT NULL
             AND q."agreementLength" IS NOT NULL)`

const AWARDS_OF_ROUND = `
  SELECT a.id, q."awardedProposal" AS "unitPrice", q."awardedVolume" AS "annualVolume",
         q."agreementLength" AS "contractLength", q."agreementPeriod" AS "contractPeriod",
         d."annualVolume" AS "itemVolume"
  FROM "Award" a JOIN "Quotation" q ON q.id = a."quotationId"
  LEFT JOIN "ItemDetail" d ON d."itemId" = q."itemId"
  WHERE q."processId" = $1 AND q.round = $2`

const UPDATE_FIGURES = `
  UPDATE "Award" a SET "unitPrice" = f."unitPrice", "annualVolume" = f."annualVolume",
    "contractLength" = f."contractLength", "contractPeriod" = f."contractPeriod", "volume" = f."volume",
    "totalContractVolume" = f."totalContractVolume", "totalContractValue" = f."totalContractValue"
  FROM jsonb_to_recordset($1::jsonb) AS f(id text, "unitPrice" numeric, "annualVolume" numeric,
    "contractLength" int, "contractPeriod" "AgreementPeriod", "volume" numeric,
    "totalContractVolume" numeric, "totalContractValue" numeric)
  WHERE a.id = f.id`

/** After a round is written (same transaction): its awards follow their quotations. */
export const followQuotations = async (
  client: pg.PoolClient,
  processId: string,
  round: number
) => {
  await client.query(DELETE_WITHDRAWN, [processId, round])
  const { rows } = await client.query<
    AwardTerms & { id: string; itemVolume: string | null }
  >(AWARDS_OF_ROUND, [processId, round])
  if (!rows.length) return
  const figures = rows.map(({ id, itemVolume, ...terms }) => ({
    id,
    ...awardFigures(terms, itemVolume ?? 0),
  }))
  await client.query(UPDATE_FIGURES, [JSON.stringify(figures)])
}
