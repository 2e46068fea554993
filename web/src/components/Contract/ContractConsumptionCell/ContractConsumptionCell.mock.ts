import type { DecimalString } from '@procura/shared'
import type { ContractConsumptionQuery } from 'types/graphql'

// A year of a large contract's spend: amounts with cents up to hundreds of millions, a month with
// a second unit (the ERP booked some deliveries in units, which compare with no price), a month
// with one line, one paid above the agreed price and one below it.

export const standard = (): ContractConsumptionQuery => ({
  contractConsumption: Array.from({ length: 12 }, (_, n) => ({
    month: `2026-${String(n + 1).padStart(2, '0')}-01`,
    amount: (123_456_789.01 + n * 7_654_321.99).toFixed(2) as DecimalString,
    volume: String(48_000 + n * 1_250) as DecimalString,
    unitOfMeasureCode: 'KG',
    lines: n === 4 ? 1 : 310 + n * 7,
    // paid above the agreed price in March, below it in August
    priceVariance: (n === 2
      ? '1234567.89'
      : n === 7
        ? '-98765.43'
        : '0.00') as DecimalString,
  })).flatMap((month, n) =>
    n === 6
      ? [
          month,
          {
            ...month,
            amount: '98765.43' as DecimalString,
            volume: '12' as DecimalString,
            unitOfMeasureCode: 'UN',
            lines: 2,
            // the agreed price is per kilogram
            priceVariance: null,
          },
        ]
      : [month]
  ),
})
