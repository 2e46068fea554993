import {
  processSuppliersSchema,
  type ProcessSupplierInput,
} from '@procura/shared'

import { UserInputError } from '@redwoodjs/graphql-server'

import { syncChildren } from 'src/lib/childRows'
import { db } from 'src/lib/db'
import { validateWith } from 'src/lib/validation'
import { editableProcess } from 'src/services/processes/access'

import { processCopyOf } from './suppliers'

/**
 * The suppliers step: the process's suppliers, picked from the master. A row kept keeps its
 * quotations and takes the master's current values (one whose master was deleted stays as it is),
 * a supplier left out is removed with its quotations and awards.
 */
export const saveSuppliers = async ({
  processId,
  input,
}: {
  processId: string
  input: ProcessSupplierInput[]
}) => {
  const process = await editableProcess(processId)
  const rows = await validateWith(processSuppliersSchema, input)
  const picked = rows.flatMap((row) => (row.supplierId ? [row.supplierId] : []))
  const masters = new Map(
    (
      await db.supplier.findMany({
        where: { companyId: process.companyId, id: { in: picked } },
      })
    ).map((supplier) => [supplier.id, supplier])
  )
  if (masters.size !== picked.length)
    throw new UserInputError('suppliers.errors.notFound', {
      field: 'supplierId',
    })
  await db.$transaction((tx) =>
    syncChildren(
      tx.processSupplier,
      processId,
      rows.map((row) =>
        row.supplierId
          ? {
              id: row.id,
              supplierId: row.supplierId,
              ...processCopyOf(masters.get(row.supplierId)),
            }
          : { id: row.id }
      ),
      'process.validation.unknownSupplier'
    )
  )
  return process
}
