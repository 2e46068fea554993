import type { DecimalString } from '@procura/shared'
import type { ProcessRealizationQuery } from 'types/graphql'

// Fourteen months of a large award's spend: amounts with cents up to hundreds of millions, a month
// paid above the awarded price, and one with spend in another unit.

const money = (value: number) => value.toFixed(2) as DecimalString

export const standard = (): ProcessRealizationQuery => ({
  processRealization: {
    currencyCode: 'BRL',
    negotiated: money(97_654_321.09),
    rate: 48_590_333.46 / 97_654_321.09,
    months: Array.from({ length: 14 }, (_, n) => ({
      month: new Date(Date.UTC(2026, n, 1)).toISOString().slice(0, 10),
      spend: money(98_765_432.1 + n * 1_234_567.89),
      saving: money(n === 5 ? -45_678.9 : 4_321_098.76 - n * 87_654.32),
      priceVariance: money(n === 5 ? 123_456.78 : 0),
      notComparableSpend: money(n === 9 ? 56_789.01 : 0),
    })),
  },
})

export const nothingYet = (): ProcessRealizationQuery => ({
  processRealization: {
    currencyCode: 'BRL',
    negotiated: money(1_500),
    rate: 0,
    months: [],
  },
})
