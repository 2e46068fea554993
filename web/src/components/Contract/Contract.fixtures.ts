import {
  CONTRACT_ACTION_DESCRIPTIONS,
  CONTRACT_STATUSES,
  dec,
  stored,
  TERM_BUCKETS,
} from '@procura/shared'
import type {
  ContractDashboardQuery,
  ContractEditsQuery,
  ContractsQuery,
} from 'types/graphql'

import type { Candidate } from 'src/components/Process/options'

import type { ContractFilterOptions } from './ContractFilters'
import type { ContractReference } from './ContractForm'
import type { ContractRecord } from './contractRecord'
import type { ContractProposal } from './ContractsFromAwardsModal'

// A food company's supply contracts, in every state of the traffic light.

const entry = (id: string, code: string, nameEn: string, namePt: string) => ({
  id,
  code,
  nameEn,
  namePt,
})

export const reference: ContractReference = {
  materialCategories: [
    entry('cat-pack', 'PACK', 'Packaging', 'Embalagens'),
    entry('cat-resin', 'RESIN', 'Resins', 'Resinas'),
    entry('cat-freight', 'FREIGHT', 'Road freight', 'Frete rodoviário'),
  ],
  businessDivisions: [
    entry('div-food', 'FOOD', 'Food', 'Alimentos'),
    entry('div-agro', 'AGRO', 'Agribusiness', 'Agronegócio'),
  ],
  regions: [
    entry('reg-s', 'BR-S', 'South', 'Sul'),
    entry('reg-se', 'BR-SE', 'Southeast', 'Sudeste'),
  ],
}

export const candidates: Candidate[] = [
  {
    id: 'user-marina',
    firstName: 'Marina',
    lastName: 'Costa',
    roleName: 'Category manager',
    roleBuiltIn: null,
  },
  {
    id: 'user-paulo',
    firstName: 'Paulo',
    lastName: 'Mendes',
    roleName: 'Procurement director',
    roleBuiltIn: null,
  },
]

const MATERIALS = [
  ['Corrugated box 40 x 30 x 20', 'Embalagens Paraná Ltda'],
  ['PET resin bottle grade', 'Resinas do Sul S.A.'],
  ['Steel drum 200 L', 'Aço Forte Ind. e Com. EIRELI'],
  ['Road freight Curitiba–São Paulo', 'Transportes Rápido Ltda'],
  ['Stretch film 23 µm', 'Filmes Técnicos do Brasil Ltda'],
]

const DAY = 86_400_000
const day = (offset: number) =>
  new Date(Date.UTC(2026, 10, 26) + offset * DAY).toISOString().slice(0, 10)

/** `count` contracts, their lights turning from expired to more than 120 days. */
export const contracts = (count = 8): ContractRecord[] =>
  Array.from({ length: count }, (_, n) => {
    const [material, supplier] = MATERIALS[n % MATERIALS.length]
    const category = reference.materialCategories[n % 3]
    const division = reference.businessDivisions[n % 2]
    const region = reference.regions[n % 2]
    const remaining = [-12, 18, 75, 400][n % 4]
    const bucket = TERM_BUCKETS[n % 4]
    return {
      id: `contract-${n}`,
      contractId: `CT-2026-${String(101 + n).padStart(4, '0')}`,
      material,
      supplier,
      materialCategoryId: category.id,
      materialCategoryNameEn: category.nameEn,
      materialCategoryNamePt: category.namePt,
      categoryManagerId: candidates[n % 2].id,
      categoryManagerName: `${candidates[n % 2].firstName} ${candidates[n % 2].lastName}`,
      businessDivisionId: division.id,
      businessDivisionNameEn: division.nameEn,
      businessDivisionNamePt: division.namePt,
      regionId: region.id,
      regionNameEn: region.nameEn,
      regionNamePt: region.namePt,
      startDate: day(-365),
      endDate: day(remaining),
      currentBalance: stored(dec(180_000 - n * 12_500), 2),
      totalBalance: '600000.00',
      // the second one, made from an award, takes its balance from the spend matched to it
      balanceSource: n === 1 ? 'SPEND' : 'TYPED',
      paymentTerm: [30, 60, 90][n % 3],
      actionNeed: n % 4 < 2,
      actionDescription: CONTRACT_ACTION_DESCRIPTIONS[n % 5],
      status: CONTRACT_STATUSES[n % 5],
      estimatedConclusionDate: day(remaining - 30),
      comment: n % 3 ? '' : 'Renewal under negotiation with the supplier',
      length: 365 + remaining,
      amountRealizedPerMonth: stored(dec(35_000 + n * 1_000), 2),
      estimatedEndingDate: day(remaining + 20),
      remainingDaysForLength: remaining,
      remainingDaysForBalance: remaining + 20,
      termBucket: bucket,
      balanceBucket: TERM_BUCKETS[(n + 1) % 4],
      light: bucket,
      sourceProcess: n === 1 ? { id: 'process-1', code: 'P-2026-0042' } : null,
    }
  })

export const contractList = (count = 8): ContractsQuery => ({
  contracts: { total: count, items: contracts(count) },
  referenceData: reference,
  processCandidates: candidates,
})

export const filterOptions = (): ContractFilterOptions => ({
  materials: MATERIALS.map(([material]) => material),
  suppliers: MATERIALS.map(([, supplier]) => supplier),
  ...reference,
  categoryManagers: candidates.map(({ id, firstName, lastName }) => ({
    id,
    firstName,
    lastName,
  })),
})

export const contractDashboard =
  (): ContractDashboardQuery['contractDashboard'] => ({
    totalContracts: 148,
    averagePaymentTerm: 54.3,
    weightedPaymentTerm: 61.8,
    buckets: TERM_BUCKETS.map((bucket, n) => ({
      bucket,
      byTerm: [9, 14, 31, 94][n],
      byBalance: [4, 21, 40, 83][n],
    })),
  })

export const contractEdits = (): ContractEditsQuery['contractEdits'] => [
  {
    id: 'edit-1',
    createdAt: '2026-11-20T14:05:00Z',
    user: { id: 'user-marina', firstName: 'Marina', lastName: 'Costa' },
    changes: {
      currentBalance: { from: '600000.00', to: '512300.50' },
      actionNeed: { from: false, to: true },
      endDate: { from: '2027-01-01', to: '2027-06-30' },
      status: { from: 'ON_GOING', to: 'ON_HOLD' },
    },
  },
  {
    id: 'edit-2',
    createdAt: '2026-10-02T09:30:00Z',
    user: null,
    changes: { paymentTerm: { from: 60, to: 90 } },
  },
  {
    id: 'edit-3',
    createdAt: '2026-09-15T03:00:00Z',
    user: null,
    changes: {
      balanceSource: { from: 'TYPED', to: 'SPEND' },
      currentBalance: { from: '600000.00', to: '587654.32' },
    },
  },
]

export const proposals = (): ContractProposal[] =>
  MATERIALS.slice(0, 3).map(([material, supplier], n) => ({
    awardId: `award-${n}`,
    itemCode: `MAT-${1001 + n}`,
    itemDescription: material,
    supplierName: supplier,
    awardCurrency: 'BRL',
    awardValue: stored(dec(420_000 + n * 80_000), 2),
    contract: n === 0 ? { id: 'contract-0', contractId: 'CT-2026-0101' } : null,
    draft: {
      contractId: '',
      material,
      supplier,
      materialCategoryId: reference.materialCategories[n].id,
      categoryManagerId: candidates[0].id,
      businessDivisionId: reference.businessDivisions[0].id,
      regionId: reference.regions[0].id,
      startDate: day(10),
      endDate: day(375),
      currentBalance: stored(dec(420_000 + n * 80_000), 2),
      totalBalance: stored(dec(420_000 + n * 80_000), 2),
      paymentTerm: 60,
      actionNeed: false,
      actionDescription: 'NO_VOLUME_DEMAND',
      status: 'TO_BE_STARTED',
      estimatedConclusionDate: day(375),
      comment: '',
    },
  }))
