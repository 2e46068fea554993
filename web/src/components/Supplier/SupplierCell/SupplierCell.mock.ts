import type { SupplierQuery } from 'types/graphql'

import { NOTHING_YET } from '../Supplier.fixtures'
import { masterSupplier } from '../SuppliersCell/SuppliersCell.mock'

// A large supplier after years of work with the company: awards in three currencies with cents, up to
// hundreds of billions, and more contracts ending soon than a short list shows.

const COUNTRIES = [
  { id: 'country-br', code: 'BR', nameEn: 'Brazil', namePt: 'Brasil' },
  { id: 'country-de', code: 'DE', nameEn: 'Germany', namePt: 'Alemanha' },
  { id: 'country-us', code: 'US', nameEn: 'USA', namePt: 'EUA' },
]

const MATERIALS = [
  'Bobina de aço laminado a quente',
  'Resina PEAD sopro',
  'Caixa de papelão ondulado 40 × 30 × 20',
  'Filme stretch 23 µm',
  'Tambor de aço 200 L',
  'Frete Curitiba–São Paulo',
]
const LIGHTS = [
  'EXPIRED',
  'LESS_THAN_30',
  'LESS_THAN_120',
  'MORE_THAN_120',
] as const

export const standard = (): SupplierQuery => ({
  supplier: {
    ...masterSupplier(0),
    id: 'supplier-0',
    contacts: masterSupplier(2).contacts,
  },
  supplierScorecard: {
    supplierId: 'supplier-0',
    processesInvited: 48,
    roundsInvited: 117,
    roundsAnswered: 98,
    roundsDeclined: 11,
    roundsNotAnswered: 8,
    responseRate: 98 / 117,
    itemsQuoted: 1_364,
    itemsAwarded: 412,
    winRate: 412 / 1_364,
    awarded: [
      {
        currencyCode: 'BRL',
        awardedValue: '987654321098.76',
        costReduction: '12345678901.23',
        costAvoidance: '2345678901.99',
        costIncrease: '456789012.01',
      },
      {
        currencyCode: 'USD',
        awardedValue: '48211934.57',
        costReduction: '1204332.10',
        costAvoidance: '0.00',
        costIncrease: '98000.45',
      },
      {
        currencyCode: 'EUR',
        awardedValue: '7350120.08',
        costReduction: '310777.91',
        costAvoidance: '45000.00',
        costIncrease: '0.00',
      },
    ],
    contractsRunning: 23,
    contractsExpiring: Array.from({ length: 14 }, (_, n) => {
      const remaining = [0, 4, 12, 27, 45, 61, 88, 101, 105][n % 9] + n
      return {
        id: `contract-${n}`,
        contractId: `CT-2026-${String(201 + n).padStart(4, '0')}`,
        material: MATERIALS[n % MATERIALS.length],
        endDate: new Date(Date.UTC(2026, 10, 26) + remaining * 86_400_000)
          .toISOString()
          .slice(0, 10),
        remainingDaysForLength: remaining,
        light:
          remaining < 0 ? LIGHTS[0] : remaining < 30 ? LIGHTS[1] : LIGHTS[2],
      }
    }),
    expiringDays: 120,
    expiringUntil: '2027-03-25',
    spend12Months: '123456789012.34',
    spendFromMonth: '2025-11',
    spendToMonth: '2026-10',
    spendLines: 218_400,
    spendNames: [
      'SIDERURGICA VALE AZUL',
      'Siderúrgica Vale Azul',
      'Sider. Vale Azul',
    ],
  },
  referenceData: { countries: COUNTRIES },
})

/** A supplier just added: never invited, nothing bought from it, no contract. */
export const empty = (): SupplierQuery => {
  const { supplier, supplierScorecard, referenceData } = standard()
  return {
    supplier: { ...supplier, sapCode: null, contacts: [] },
    supplierScorecard: { ...supplierScorecard, ...NOTHING_YET },
    referenceData,
  }
}
