import type { DecimalString } from '@procura/shared'
import type { PriceComplianceQuery } from 'types/graphql'

import { SUPPLIERS } from '../Spend.fixtures'

// A large company's year of prices against its contracts: more suppliers than a chart's top ten,
// names with accents and legal suffixes, a month paid below on the whole, amounts up to billions.

const money = (value: number) => value.toFixed(2) as DecimalString

const group = (key: string, n: number) => ({
  key,
  variance: money(n === 3 ? -12_345.67 : 1_234_567.89 / (n + 1)),
  above: money(1_234_567.89 / (n + 1) + 1_000),
  linesAbove: 120 - n,
  lines: 1_000 + n * 37,
})

export const standard = (): PriceComplianceQuery => ({
  priceCompliance: {
    currencyCode: 'BRL',
    variance: money(4_567_890_123.45),
    above: money(4_987_654_321.09),
    linesAbove: 1_234,
    byMonth: Array.from({ length: 10 }, (_, n) =>
      group(`2026-${String(n + 1).padStart(2, '0')}`, n)
    ),
    bySupplier: SUPPLIERS.map(group),
  },
})
