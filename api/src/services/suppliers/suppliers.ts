import { suppliersSchema, type SupplierInput } from '@procura/shared'

import { syncChildren } from 'src/lib/childRows'
import { db } from 'src/lib/db'
import { validateWith } from 'src/lib/validation'
import { editableProcess } from 'src/services/processes/access'
import { assertReferenceIds } from 'src/services/referenceData/referenceData'

/**
 * The suppliers step: the process's suppliers as listed. A supplier left out is removed with its
 * quotations and awards; the others keep theirs.
 */
export const saveSuppliers = async ({
  processId,
  input,
}: {
  processId: string
  input: SupplierInput[]
}) => {
  const process = await editableProcess(processId)
  const suppliers = await validateWith(suppliersSchema, input)
  await assertReferenceIds(
    'country',
    suppliers.map((supplier) => supplier.countryId),
    'countryId'
  )
  await db.$transaction((tx) =>
    syncChildren(
      tx.supplier,
      processId,
      suppliers,
      'process.validation.unknownSupplier'
    )
  )
  return process
}
