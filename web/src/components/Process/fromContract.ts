import type { ProcessType } from '@procura/shared'
import type { ContractToSourceQuery } from 'types/graphql'

import type { ProcessFormValues } from './ProcessForm'

// The "beyond": a sourcing process started from an expiring contract, prefilled from it.

export const CONTRACT_TO_SOURCE = gql`
  query ContractToSourceQuery($id: String!) {
    contract(id: $id) {
      id
      contractId
      material
      supplier
      categoryManagerId
      endDate
      actionDescription
    }
  }
`

export type ContractToSource = NonNullable<ContractToSourceQuery['contract']>

/** The contract's planned action says what kind of process follows it; the user may change it. */
const TYPE_OF_ACTION: Record<string, ProcessType> = {
  LENGTH: 'EXTENSION_LENGTH',
  VALUE: 'EXTENSION_VALUE',
  LENGTH_VALUE: 'EXTENSION_LENGTH_VALUE',
}

const dayAfter = (day: string) => {
  const next = new Date(`${day.slice(0, 10)}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return next.toISOString().slice(0, 10)
}

/** A new process's first values from the contract it renews or replaces. */
export const processFromContract = (
  contract: ContractToSource,
  blank: Partial<ProcessFormValues>,
  parentDescription: string
): Partial<ProcessFormValues> => ({
  ...blank,
  title: `${contract.material} · ${contract.supplier}`,
  processDescription: contract.material,
  categoryManagerId: contract.categoryManagerId ?? '',
  processType: TYPE_OF_ACTION[contract.actionDescription] ?? 'NEW',
  currentContractStatus: 'EXISTS_SAME_SUPPLIER',
  parentProcessDescription: parentDescription,
  // the new terms start when the current contract ends
  effectiveDate: dayAfter(contract.endDate),
  items: [{ code: '', description: contract.material }],
})
