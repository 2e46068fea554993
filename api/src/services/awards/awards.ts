import { awardDerived, awardsSchema, type AwardInput } from '@procura/shared'

import { UserInputError } from '@redwoodjs/graphql-server'

import { db } from 'src/lib/db'
import { validateWith } from 'src/lib/validation'
import { editableProcess } from 'src/services/processes/access'
import { assertReferenceIds } from 'src/services/referenceData/referenceData'

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
  const awardedPerItem = new Map<string, number>()
  for (const award of awards) {
    const item = items.get(award.quotationId)
    const total = (awardedPerItem.get(item.id) ?? 0) + award.annualVolume
    awardedPerItem.set(item.id, total)
    if (total > Number(item.detail?.annualVolume ?? 0))
      throw new UserInputError('process.awards.errors.volumeExceeded', {
        values: { item: item.code },
      })
  }
}

/**
 * The awardees step: one award per awarded quotation, with its totals computed here. Awards left
 * out are withdrawn.
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
    ...awards.map((award) => {
      const item = items.get(award.quotationId)
      const fields = {
        ...award,
        ...awardDerived(award, Number(item.detail?.annualVolume ?? 0)),
      }
      return db.award.upsert({
        where: { quotationId: award.quotationId },
        create: { ...fields, processId },
        update: fields,
      })
    }),
  ])
  return process
}
