import {
  awardDerived,
  dec,
  sumOf,
  monthsOf,
  pipelineSavings,
  savingsOf,
  totalSavings,
} from '@procura/shared'

/** Each decimal of a result as exact text. */
const texts = (values: object) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, dec(value).toFixed()])
  )

// shared/notes/domain.md "Savings": the worked examples, line by line.
describe('savings', () => {
  it.each([
    [100, 110, 95, 1000, 12, 5000, 10_000, 0, 15_000],
    [100, 110, 105, 1000, 12, 0, 5000, 0, 5000],
    [100, 90, 85, 1000, 24, 30_000, 0, 0, 30_000],
    [100, 110, 120, 1000, 6, 0, 0, 5000, -5000],
  ])(
    'historical %d, baseline %d, price %d, %d a year for %d months',
    (
      historical,
      baseline,
      price,
      annualVolume,
      months,
      reduction,
      avoidance,
      increase,
      result
    ) => {
      expect(
        texts(savingsOf({ historical, baseline, price, annualVolume, months }))
      ).toMatchObject({
        costReduction: String(reduction),
        costAvoidance: String(avoidance),
        costIncrease: String(increase),
        result: String(result),
      })
    }
  )

  it('reads a pipeline line as historical, baseline and expected unit prices', () => {
    expect(
      pipelineSavings({
        contractLength: 12,
        historicalPricingUnit: 100,
        baselineUnit: 110,
        expectedResultUnit: 95,
        annualVolume: 1000,
      }).result.toFixed()
    ).toBe('15000')
  })

  it('counts an agreement in years as twelve months each', () => {
    expect(monthsOf(2, 'YEARS')).toBe(24)
    expect(monthsOf(2, 'MONTHS')).toBe(2)
  })

  it('sums the parts of a split award', () => {
    const parts = [
      savingsOf({
        historical: 100,
        baseline: 110,
        price: 95,
        annualVolume: 600,
        months: 12,
      }),
      savingsOf({
        historical: 100,
        baseline: 110,
        price: 105,
        annualVolume: 400,
        months: 12,
      }),
    ]
    expect(texts(totalSavings(parts))).toMatchObject({
      costReduction: '3000',
      costAvoidance: '8000',
      result: '11000',
    })
  })

  it("gives an award's share of the item and its contract totals", () => {
    expect(
      texts(
        awardDerived(
          {
            unitPrice: 95,
            annualVolume: 600,
            contractLength: 2,
            contractPeriod: 'YEARS',
          },
          1000
        )
      )
    ).toEqual({
      volume: '60',
      totalContractVolume: '1200',
      totalContractValue: '114000',
    })
  })
})

// Values made to break binary floats: every figure is exact, to the last digit.
describe('savings in exact decimals', () => {
  it('adds 0.1 and 0.2 as 0.3', () => {
    expect(sumOf(['0.1', '0.2']).toFixed()).toBe('0.3')
    expect(0.1 + 0.2).not.toBe(0.3)
  })

  it('sums a million lines of R$ 0.01 to R$ 10,000.00', () => {
    const cents = Array.from({ length: 1_000_000 }, () => '0.01')
    expect(sumOf(cents).toFixed(2)).toBe('10000.00')
  })

  it('prices 20-digit values without losing a digit', () => {
    const savings = savingsOf({
      historical: '12345678901234.123456',
      baseline: '12345678901234.123456',
      price: '12345678901233.123455',
      annualVolume: '1234567890.1234',
      months: 12,
    })
    // (historical − price) × volume, exactly: 1.000001 × 1234567890.1234
    expect(savings.costReduction.toFixed()).toBe('1234569124.6912901234')
    expect(
      Number('12345678901234.123456') - Number('12345678901233.123455')
    ).not.toBe(1.000001)
  })

  it('keeps a third of a year exact until it is rounded once for the column', () => {
    const { totalContractVolume, totalContractValue } = awardDerived(
      {
        unitPrice: '0.07',
        annualVolume: '10',
        contractLength: 4,
        contractPeriod: 'MONTHS',
      },
      '10'
    )
    expect(totalContractVolume.times(3).toDecimalPlaces(20).toFixed()).toBe(
      '10'
    )
    expect(totalContractValue.toDecimalPlaces(2).toFixed(2)).toBe('0.23')
  })
})
