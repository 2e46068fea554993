// Test-only: a contract of Acme as the contract form sends it, on the reference scenario's lists.
import type { ContractInput } from '@procura/shared'

export const contractInput = (
  change: Partial<ContractInput> = {}
): ContractInput => ({
  contractId: 'CT-1',
  material: 'Stretch film',
  supplier: 'Filmes Sul',
  materialCategoryId: 'mc-packaging',
  categoryManagerId: 'user-manager',
  businessDivisionId: 'bd-food',
  regionId: 'region-se',
  startDate: new Date('2026-01-01'),
  endDate: new Date('2027-12-31'),
  currentBalance: '600',
  totalBalance: '1200',
  paymentTerm: 60,
  actionNeed: false,
  actionDescription: 'NO_VOLUME_DEMAND',
  status: 'ON_GOING',
  estimatedConclusionDate: new Date('2027-12-31'),
  comment: 'Renew in time',
  ...change,
})
