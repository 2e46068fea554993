import { pipelineSchema, type PipelineItemInput } from '@procura/shared'

import { db } from 'src/lib/db'
import { validateWith } from 'src/lib/validation'
import { itemIdsOf } from 'src/services/items/items'
import { assertAllOf, editableProcess } from 'src/services/processes/access'

/** The pipeline step: each item's expected result inputs; the savings follow from the shared formula. */
export const savePipeline = async ({
  processId,
  input,
}: {
  processId: string
  input: PipelineItemInput[]
}) => {
  const process = await editableProcess(processId)
  const pipeline = await validateWith(pipelineSchema, input)
  assertAllOf(
    pipeline.map((line) => line.itemId),
    await itemIdsOf(processId),
    'process.validation.unknownItem'
  )
  await db.$transaction(
    pipeline.map(({ itemId, ...line }) =>
      db.pipelineItem.upsert({
        where: { itemId },
        create: { itemId, ...line },
        update: line,
      })
    )
  )
  return process
}
