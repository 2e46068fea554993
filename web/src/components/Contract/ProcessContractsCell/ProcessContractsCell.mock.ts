import type { ProcessContractsQuery } from 'types/graphql'

import { supplierNames } from 'src/components/Supplier/SuppliersCell/SuppliersCell.mock'

import {
  amount,
  contractCandidates,
  contractReference,
} from '../ContractsCell/ContractsCell.mock'

// The contracts a large award makes: one per awarded supplier and item, in the award's currency (BRL,
// USD, EUR), values with cents up to hundreds of billions; the first four already made.

const ITEMS = [
  ['MAT-1001', 'Bobina de aço laminado a quente'],
  ['MAT-1002', 'Resina PEAD sopro'],
  ['MAT-1003', 'Caixa de papelão ondulado 40 × 30 × 20'],
  ['MAT-1004', 'Filme stretch 23 µm'],
  ['MAT-1005', 'Tambor de aço 200 L'],
] as const
const CURRENCIES = ['BRL', 'USD', 'EUR'] as const

const day = (offset: number) =>
  new Date(Date.UTC(2026, 11, 1) + offset * 86_400_000)
    .toISOString()
    .slice(0, 10)

export const standard = (): ProcessContractsQuery => {
  const names = supplierNames(14)
  return {
    contractProposals: names.map((supplierName, n) => {
      const [itemCode, itemDescription] = ITEMS[n % ITEMS.length]
      const value = amount(n * 3)
      return {
        __typename: 'ContractProposal' as const,
        awardId: `award-${n}`,
        itemCode,
        itemDescription,
        supplierName,
        awardCurrency: CURRENCIES[n % 3],
        awardValue: value,
        contract:
          n < 4
            ? {
                id: `contract-${n}`,
                contractId: `CT-2026-${String(301 + n).padStart(4, '0')}`,
              }
            : null,
        draft: {
          contractId: '',
          material: itemDescription,
          supplier: supplierName,
          materialCategoryId: contractReference.materialCategories[n % 4].id,
          categoryManagerId: contractCandidates[n % 3].id,
          businessDivisionId: contractReference.businessDivisions[n % 3].id,
          regionId: n % 5 === 2 ? null : contractReference.regions[n % 3].id,
          startDate: day(n),
          endDate: day(365 + n),
          currentBalance: value,
          totalBalance: value,
          paymentTerm: [30, 60, 90][n % 3],
          actionNeed: false,
          actionDescription: 'NO_VOLUME_DEMAND',
          status: 'TO_BE_STARTED',
          estimatedConclusionDate: day(365 + n),
          comment: '',
        },
      }
    }),
    referenceData: contractReference,
  }
}

/** A process with nothing awarded yet. */
export const empty = (): ProcessContractsQuery => ({
  ...standard(),
  contractProposals: [],
})
