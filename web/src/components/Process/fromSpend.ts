import type { SourcingFromSpendQuery } from 'types/graphql'

import type { ProcessFormValues } from './ProcessForm'

// Spend → sourcing: a process started from a supplier, material or material category of the spend.

export const SOURCING_FROM_SPEND = gql`
  query SourcingFromSpendQuery($selection: SpendSelection!) {
    sourcingFromSpend(selection: $selection) {
      title
      items {
        code
        description
      }
      supplier
      categoryManagerId
      currentContractStatus
    }
  }
`

export type SpendToSource = SourcingFromSpendQuery['sourcingFromSpend']

/** The address's spend selection (?spendSupplier=, ?spendMaterial= or ?spendCategory=), if any. */
export const spendSelectionOf = (params: Record<string, string>) => {
  const selection = {
    supplier: params.spendSupplier,
    material: params.spendMaterial,
    materialCategoryId: params.spendCategory,
  }
  return Object.values(selection).some(Boolean) ? selection : null
}

/** A new process's first values from the spend it was started from. */
export const processFromSpend = (
  source: SpendToSource,
  blank: Partial<ProcessFormValues>
): Partial<ProcessFormValues> => ({
  ...blank,
  title: source.title,
  processDescription: source.items.map((item) => item.description).join(', '),
  categoryManagerId: source.categoryManagerId ?? '',
  currentContractStatus: source.currentContractStatus,
  items: source.items.length ? source.items : blank.items,
})
