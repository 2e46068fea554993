import type { DecimalString } from '@procura/shared'
import type { SpendComplianceQuery } from 'types/graphql'

import { SUPPLIERS } from '../Spend.fixtures'

// A large company's year: billions under contract, more escaped suppliers than a screen's top ten,
// names with accents and legal suffixes, and spend with no category manager.

const money = (value: number) => value.toFixed(2) as DecimalString

const group = (names: string[], base: number) =>
  names.map((name, n) => ({
    key: name,
    name,
    amount: money(base / (n + 1) + 0.37 * n),
    lines: 1 + ((n * 37) % 400),
  }))

export const standard = (): SpendComplianceQuery => ({
  spendCompliance: {
    currencyCode: 'BRL',
    underContract: money(987_654_321_098.76),
    offContract: money(123_456_789.01),
    compliance: 99.98750146,
    bySupplier: group(SUPPLIERS, 45_678_901.23),
    byPlant: group(['Campinas', 'Manaus', 'Curitiba', 'Recife'], 61_234_567.89),
    byCategory: group(['Packaging', 'Steel', 'Resins'], 70_123_456.78),
    byCategoryManager: [
      ...group(['Lúcia Ferreira', 'João Araújo'], 80_000_000.01),
      { key: '', name: '', amount: money(3_456_789.01), lines: 12 },
    ],
  },
})

export const none = (): SpendComplianceQuery => ({
  spendCompliance: {
    currencyCode: 'BRL',
    underContract: money(0),
    offContract: money(0),
    compliance: null,
    bySupplier: [],
    byPlant: [],
    byCategory: [],
    byCategoryManager: [],
  },
})
