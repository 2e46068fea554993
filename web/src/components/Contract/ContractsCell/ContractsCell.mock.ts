import {
  CONTRACT_ACTION_DESCRIPTIONS,
  CONTRACT_STATUSES,
  TERM_BUCKETS,
} from '@procura/shared'
import type { ContractFields, ContractsQuery } from 'types/graphql'

import { supplierNames } from 'src/components/Supplier/SuppliersCell/SuppliersCell.mock'

// The contract traffic light of a large food company: more contracts than a page shows, in every light,
// balances with cents from thousands to hundreds of billions, suppliers named as companies are.
// Objects read through fragments carry their __typename, as the api sends it: without it Apollo's
// cache cannot match the fragment and drops its fields.

const entry = (id: string, code: string, nameEn: string, namePt: string) => ({
  __typename: 'ReferenceEntry' as const,
  id,
  code,
  nameEn,
  namePt,
})

export const contractReference = {
  __typename: 'ReferenceData' as const,
  materialCategories: [
    entry('cat-pack', 'PACK', 'Packaging', 'Embalagens'),
    entry('cat-resin', 'RESIN', 'Resins', 'Resinas'),
    entry('cat-freight', 'FREIGHT', 'Road freight', 'Frete rodoviário'),
    entry('cat-steel', 'STEEL', 'Steel', 'Aço'),
  ],
  businessDivisions: [
    entry('div-food', 'FOOD', 'Food', 'Alimentos'),
    entry('div-agro', 'AGRO', 'Agribusiness', 'Agronegócio'),
    entry('div-bev', 'BEV', 'Beverages', 'Bebidas'),
  ],
  regions: [
    entry('reg-s', 'BR-S', 'South', 'Sul'),
    entry('reg-se', 'BR-SE', 'Southeast', 'Sudeste'),
    entry('reg-eu', 'EU', 'Europe', 'Europa'),
  ],
}

export const contractCandidates = [
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
  {
    id: 'user-lucia',
    firstName: 'Lúcia',
    lastName: 'Ferreira',
    roleName: 'Gerente de categoria',
    roleBuiltIn: null,
  },
].map((candidate) => ({
  __typename: 'ProcessCandidate' as const,
  ...candidate,
}))

const MATERIALS = [
  'Caixa de papelão ondulado 40 × 30 × 20',
  'Resina PET grau garrafa',
  'Tambor de aço 200 L',
  'Frete Curitiba–São Paulo',
  'Filme stretch 23 µm',
  'Bobina de aço laminado a quente',
  'Açúcar cristal VHP',
]

const DAY = 86_400_000
const day = (offset: number) =>
  new Date(Date.UTC(2026, 10, 26) + offset * DAY).toISOString().slice(0, 10)

/** An amount with cents whose size grows with `n`: from thousands to hundreds of billions. */
export const amount = (n: number, digits = 3 + (n % 10)) =>
  `${String(987_654_321_098 + n * 7_919).slice(0, digits)}.${String((n * 37) % 100).padStart(2, '0')}` as `${number}`

/** Contract `n` of the list, its light turning from expired to more than 120 days. */
export const contract = (n: number): ContractFields => {
  const names = supplierNames(n + 1)
  const category = contractReference.materialCategories[n % 4]
  const division = contractReference.businessDivisions[n % 3]
  const region = contractReference.regions[n % 3]
  const manager = contractCandidates[n % 3]
  const remaining = [-12, 18, 75, 400][n % 4] + (n % 7)
  const bucket = TERM_BUCKETS[n % 4]
  return {
    __typename: 'Contract',
    id: `contract-${n}`,
    contractId: `CT-2026-${String(101 + n).padStart(4, '0')}`,
    material: MATERIALS[n % MATERIALS.length],
    supplier: names[n],
    materialCategoryId: category.id,
    materialCategoryNameEn: category.nameEn,
    materialCategoryNamePt: category.namePt,
    categoryManagerId: manager.id,
    categoryManagerName: `${manager.firstName} ${manager.lastName}`,
    businessDivisionId: division.id,
    businessDivisionNameEn: division.nameEn,
    businessDivisionNamePt: division.namePt,
    regionId: region.id,
    regionNameEn: region.nameEn,
    regionNamePt: region.namePt,
    startDate: day(-365),
    endDate: day(remaining),
    currentBalance: amount(n),
    totalBalance: amount(n, 4 + (n % 9)),
    // every third one's balance is the spend matched to it
    balanceSource: n % 3 === 1 ? 'SPEND' : 'TYPED',
    paymentTerm: [30, 45, 60, 90, 120][n % 5],
    actionNeed: n % 4 < 2,
    actionDescription:
      CONTRACT_ACTION_DESCRIPTIONS[n % CONTRACT_ACTION_DESCRIPTIONS.length],
    status: CONTRACT_STATUSES[n % CONTRACT_STATUSES.length],
    estimatedConclusionDate: day(remaining - 30),
    comment:
      n % 3
        ? ''
        : 'Renovação em negociação com o fornecedor; reajuste pelo IPCA',
    length: 365 + remaining,
    amountRealizedPerMonth: amount(n + 3, 3 + (n % 7)),
    estimatedEndingDate: n % 5 === 4 ? null : day(remaining + 20),
    remainingDaysForLength: remaining,
    remainingDaysForBalance: n % 5 === 4 ? null : remaining + 20,
    termBucket: bucket,
    balanceBucket: n % 5 === 4 ? null : TERM_BUCKETS[(n + 1) % 4],
    light: bucket,
    sourceProcess:
      n % 6 === 1
        ? {
            id: `process-${n}`,
            code: `PRC-2026-${String(40 + n).padStart(4, '0')}`,
          }
        : null,
  }
}

export const standard = (): ContractsQuery => ({
  contracts: {
    total: 148,
    items: Array.from({ length: 20 }, (_, n) => contract(n)),
  },
  referenceData: contractReference,
  processCandidates: contractCandidates,
})

/** A company with no contract yet (or none the filters let through). */
export const empty = (): ContractsQuery => ({
  ...standard(),
  contracts: { total: 0, items: [] },
})
