import {
  itemDetailDerived,
  itemDetailsSchema,
  stored,
  type ItemDetailInput,
} from '@procura/shared'

import { db } from 'src/lib/db'
import { validateWith } from 'src/lib/validation'
import { assertAllOf, editableProcess } from 'src/services/processes/access'
import { assertReferenceIds } from 'src/services/referenceData/referenceData'

/** The ids of a process's items, for steps that refer to them. */
export const itemIdsOf = async (processId: string) =>
  new Set(
    // plain SQL: every save of a quotation round asks it
    (
      await db.$queryRaw<{ id: string }[]>`
        SELECT id FROM "ProcessItem" WHERE "processId" = ${processId}`
    ).map((item) => item.id)
  )

const assertReferences = async (details: ItemDetailInput[]) => {
  const of = (field: keyof ItemDetailInput) =>
    details.map((detail) => detail[field] as string)
  await assertReferenceIds('category', of('categoryId'), 'categoryId')
  await assertReferenceIds(
    'unitOfMeasure',
    of('unitOfMeasureId'),
    'unitOfMeasureId'
  )
  await assertReferenceIds('incoterm', of('incotermId'), 'incotermId')
  await assertReferenceIds(
    'supplyOrigin',
    of('supplyOriginId'),
    'supplyOriginId'
  )
}

/** The items step: each item's detail (spec §3), with its derived values computed here. */
export const saveItemDetails = async ({
  processId,
  input,
}: {
  processId: string
  input: ItemDetailInput[]
}) => {
  const process = await editableProcess(processId)
  const details = await validateWith(itemDetailsSchema, input)
  assertAllOf(
    details.map((detail) => detail.itemId),
    await itemIdsOf(processId),
    'process.validation.unknownItem'
  )
  await assertReferences(details)
  await db.$transaction(
    details.map(({ itemId, ...detail }) => {
      const derived = itemDetailDerived(detail)
      // the one place these derived values are rounded: to their columns
      const fields = {
        ...detail,
        historicalValue: stored(derived.historicalValue, 2),
        totalValue: stored(derived.totalValue, 2),
        existingContractTermValue: stored(derived.existingContractTermValue, 2),
        existingContractTermVolume: stored(
          derived.existingContractTermVolume,
          4
        ),
      }
      return db.itemDetail.upsert({
        where: { itemId },
        create: { itemId, ...fields },
        update: fields,
      })
    })
  )
  return process
}
