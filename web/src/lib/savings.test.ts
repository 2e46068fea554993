import {
  awardDerived,
  monthsOf,
  pipelineSavings,
  savingsOf,
  totalSavings,
} from '@procura/shared'

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
        savingsOf({ historical, baseline, price, annualVolume, months })
      ).toMatchObject({
        costReduction: reduction,
        costAvoidance: avoidance,
        costIncrease: increase,
        result,
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
      }).result
    ).toBe(15_000)
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
    expect(totalSavings(parts)).toMatchObject({
      costReduction: 3000,
      costAvoidance: 8000,
      result: 11_000,
    })
  })

  it("gives an award's share of the item and its contract totals", () => {
    expect(
      awardDerived(
        {
          unitPrice: 95,
          annualVolume: 600,
          contractLength: 2,
          contractPeriod: 'YEARS',
        },
        1000
      )
    ).toEqual({
      volume: 60,
      totalContractVolume: 1200,
      totalContractValue: 114_000,
    })
  })
})
