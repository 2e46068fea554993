// Stories' and tests' supplier: Alpha Aços with a year of work with the company.
import type { SupplierCountriesQuery, SuppliersQuery } from 'types/graphql'

import type { MasterSupplier } from './supplierRecord'
import type { Scorecard } from './SupplierScorecard'

export const supplier: MasterSupplier = {
  id: 'supplier-alpha',
  name: 'Alpha Aços Ltda.',
  vat: '11222333000181',
  sapCode: 'V-1',
  countryId: 'country-br',
  technicalApproval: true,
  associatedParty: false,
  litigant: false,
  financialRisk: null,
  blockReason: null,
  contacts: [],
  updatedAt: '2026-11-20T10:00:00Z',
}

export const scorecard: Scorecard = {
  supplierId: 'supplier-alpha',
  processesInvited: 4,
  roundsInvited: 6,
  roundsAnswered: 4,
  roundsDeclined: 1,
  roundsNotAnswered: 1,
  responseRate: 4 / 6,
  itemsQuoted: 5,
  itemsAwarded: 2,
  winRate: 0.4,
  awarded: [
    {
      currencyCode: 'BRL',
      awardedValue: '18000.5',
      costReduction: '2000',
      costAvoidance: '1000',
      costIncrease: '0',
    },
  ],
  contractsRunning: 3,
  contractsExpiring: [
    {
      id: 'contract-1',
      contractId: 'CT-9',
      material: 'Steel coil',
      endDate: '2026-12-20',
      remainingDaysForLength: 26,
      light: 'LESS_THAN_30',
    },
  ],
  expiringDays: 120,
  expiringUntil: '2027-03-24',
  spend12Months: '1200.75',
  spendFromMonth: '2025-11',
  spendToMonth: '2026-10',
  spendLines: 4,
  spendNames: ['Alpha S.A.', 'alpha'],
}

/** A scorecard's figures for a supplier never invited, with nothing bought from it. */
export const NOTHING_YET = {
  processesInvited: 0,
  roundsInvited: 0,
  roundsAnswered: 0,
  roundsDeclined: 0,
  roundsNotAnswered: 0,
  responseRate: null,
  itemsQuoted: 0,
  itemsAwarded: 0,
  winRate: null,
  awarded: [],
  contractsRunning: 0,
  contractsExpiring: [],
  spend12Months: '0',
  spendLines: 0,
  spendNames: [],
} satisfies Partial<Scorecard>

/** A supplier never invited, with nothing bought from it. */
export const emptyScorecard: Scorecard = { ...scorecard, ...NOTHING_YET }

export const countries: SupplierCountriesQuery['referenceData']['countries'] = [
  { id: 'country-br', code: 'BR', nameEn: 'Brazil', namePt: 'Brasil' },
  { id: 'country-de', code: 'DE', nameEn: 'Germany', namePt: 'Alemanha' },
  { id: 'country-us', code: 'US', nameEn: 'USA', namePt: 'EUA' },
]

const NAMES = [
  'Alpha Aços Ltda.',
  'Embalagens Paraná Ltda',
  'Resinas do Sul S.A.',
  'Transportes Rápido Ltda',
  'Filmes Técnicos do Brasil Ltda',
  'Müller Verpackungen GmbH',
  'Pacific Resins Inc.',
]

/** `count` suppliers of the master, flags and contacts varied. */
export const suppliers = (count = NAMES.length): SuppliersQuery => ({
  suppliers: {
    total: count,
    items: Array.from(
      { length: count },
      (_, n): MasterSupplier => ({
        ...supplier,
        id: `supplier-${n}`,
        name: `${NAMES[n % NAMES.length]}${n >= NAMES.length ? ` — filial ${n}` : ''}`,
        vat: `${11222333000100 + n}`,
        sapCode: n % 3 ? `V-${1000 + n}` : null,
        technicalApproval: n % 2 === 0,
        litigant: n === 4,
        blockReason:
          n === 4 ? 'Litigation over the 2025 freight contract' : null,
        contacts: [
          {
            id: `contact-${n}`,
            name: 'Carla Nunes',
            email: `vendas${n}@fornecedor.com.br`,
            language: 'pt',
          },
        ],
      })
    ),
  },
})
