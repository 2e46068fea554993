import type { DecimalString } from '@procura/shared'
import type { LinesPaidAboveQuery } from 'types/graphql'

import { SUPPLIERS as ALL_SUPPLIERS } from '../Spend.fixtures'

// A page of a large company's lines paid above contract: thousands of them, amounts up to billions,
// suppliers with accents and legal suffixes, volumes in several units.

const SUPPLIERS = ALL_SUPPLIERS.slice(0, 2)

export const standard = (offset = 0, total = 1_234): LinesPaidAboveQuery => ({
  linesPaidAbove: {
    total,
    lines: Array.from({ length: Math.min(100, total - offset) }, (_, n) => ({
      contractId: `CT-${2026_100 + n}`,
      date: `2026-${String(1 + (n % 10)).padStart(2, '0')}-15`,
      plant: n % 2 ? 'Campinas' : 'Manaus',
      supplier: SUPPLIERS[n % SUPPLIERS.length],
      amount: (987_654_321.09 / (offset + n + 1)).toFixed(2) as DecimalString,
      volume: String(12_500 + n) as DecimalString,
      unitOfMeasureCode: n % 3 ? 'KG' : 'TON',
      priceVariance: (45_678.9 / (offset + n + 1)).toFixed(2) as DecimalString,
    })),
  },
})
