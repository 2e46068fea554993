// Shared by the process components' tests and stories: reference lists, people and a process.
import type { Candidate, ReferenceData } from './options'
import type { ProcessRecord } from './processRecord'
import type { ComparedQuotation } from './Review/ComparativeMap'

const entry = (id: string, code: string, nameEn: string, namePt: string) => ({
  id,
  code,
  nameEn,
  namePt,
})

export const reference: ReferenceData = {
  categories: [entry('cat-raw', 'RAW', 'Raw materials', 'Matérias-primas')],
  units: [entry('unit-kg', 'KG', 'Kilogram', 'Quilograma')],
  incoterms: [
    entry(
      'inco-cif',
      'CIF',
      'Cost, Insurance and Freight',
      'Custo, seguro e frete'
    ),
  ],
  supplyOrigins: [entry('origin-dom', 'DOMESTIC', 'Domestic', 'Nacional')],
  countries: [entry('country-br', 'BR', 'Brazil', 'Brasil')],
  regions: [entry('region-se', 'BR-SE', 'Southeast', 'Sudeste')],
  currencies: [entry('cur-brl', 'BRL', 'Brazilian real', 'Real')],
}

export const candidates: Candidate[] = [
  {
    id: 'user-ana',
    firstName: 'Ana',
    lastName: 'Lima',
    roleName: 'Owner',
    roleBuiltIn: null,
  },
  {
    id: 'user-bia',
    firstName: 'Bia',
    lastName: 'Reis',
    // the product's own role, stored in the words of the language it was made in
    roleName: 'Gerente de Categoria',
    roleBuiltIn: 'categoryManager',
  },
]

const detail: NonNullable<ProcessRecord['items'][number]['detail']> = {
  categoryId: 'cat-raw',
  unitOfMeasureId: 'unit-kg',
  incotermId: 'inco-cif',
  supplyOriginId: 'origin-dom',
  annualVolume: '1000',
  paymentTerms: 60,
  historicalPrice: '100',
  historicalValue: '100000',
  baselinePrice: '110',
  totalValue: '110000',
  existingContractLength: 12,
  existingContractTakeOrPay: false,
  existingContractGhgClause: false,
  existingRebate: false,
  existingContractMeetOrRelease: false,
  existingContractAnnualValue: '100000',
  existingContractAnnualVolume: '1000',
}

export const processRecord: ProcessRecord = {
  id: '00000000-0000-4000-8000-000000000001',
  code: 'PRC-2026-0007',
  status: 'DRAFT',
  title: 'Steel and resin 2027',
  categoryManagerId: 'user-ana',
  processDescription: 'Hot-rolled steel and HDPE resin',
  executiveSummary: 'Two suppliers, two rounds',
  processType: 'NEW',
  processProfile: 'LESS_THAN_3_SUPPLIERS',
  processNumber: 'PR-2026/07',
  parentProcessDescription: 'First contract',
  effectiveDate: '2027-01-01',
  endingDate: '2028-12-31',
  currentContractStatus: 'NOT_EXISTS',
  currencyId: 'cur-brl',
  currency: { id: 'cur-brl', code: 'BRL' },
  items: [
    {
      id: 'item-steel',
      code: 'STEEL-1',
      description: 'Steel coil',
      detail,
      pipeline: null,
    },
    {
      id: 'item-resin',
      code: 'RESIN-2',
      description: 'HDPE resin',
      detail: null,
      pipeline: null,
    },
  ],
  plants: [
    {
      id: 'plant-1',
      plant: 'P100',
      description: 'Campinas',
      regionId: 'region-se',
      countryId: 'country-br',
    },
  ],
  approvalWorkflow: [
    { id: 'step-1', userId: 'user-bia', title: 'Director', priority: 1 },
  ],
  suppliers: [
    {
      id: 'sup-alpha',
      supplierId: 'master-alpha',
      name: 'Alpha Metals',
      vat: 'VAT-1',
      sapCode: 'SAP-100',
      countryId: 'country-br',
      technicalApproval: true,
      associatedParty: false,
      litigant: false,
    },
    {
      id: 'sup-beta',
      supplierId: 'master-beta',
      name: 'Beta Polymers',
      vat: 'VAT-2',
      sapCode: 'SAP-200',
      countryId: 'country-br',
      technicalApproval: false,
      associatedParty: false,
      litigant: true,
    },
  ],
  awardedQuotations: [],
  awards: [],
  rounds: [1],
  awaitsMyReview: false,
  selfApprovalBarred: false,
  canDelete: true,
  ownedByMe: true,
}

/** A quotation as typed in: answered and not awarded unless it says otherwise. */
type Offer = Omit<ComparedQuotation, 'id' | 'awarded' | 'responseStatus'> &
  Partial<Pick<ComparedQuotation, 'responseStatus'>>

/** Two rounds of the process above: Alpha wins steel in round 2, Beta declines resin. */
const offers: Offer[] = [
  {
    round: 1,
    supplierId: 'sup-alpha',
    itemId: 'item-steel',
    initialProposal: '104',
  },
  {
    round: 1,
    supplierId: 'sup-beta',
    itemId: 'item-steel',
    initialProposal: '101',
  },
  {
    round: 2,
    supplierId: 'sup-alpha',
    itemId: 'item-steel',
    initialProposal: '104',
    equalizedProposal: '100',
    negotiatedProposal: '97.5',
  },
  {
    round: 1,
    supplierId: 'sup-alpha',
    itemId: 'item-resin',
    initialProposal: '8.2',
  },
  {
    round: 1,
    supplierId: 'sup-beta',
    itemId: 'item-resin',
    responseStatus: 'DECLINED',
  },
]

export const comparedQuotations: ComparedQuotation[] = offers.map(
  (quotation, index) => ({
    id: `quotation-${index}`,
    responseStatus: 'ANSWERED',
    awarded: false,
    ...quotation,
  })
)
