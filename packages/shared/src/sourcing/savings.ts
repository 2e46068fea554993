import { dec, Dec, type Numeric } from '../decimal'

import type { AgreementPeriod } from './enumerations'

// shared/notes/domain.md "Savings": one formula for the pipeline (expected) and for awards (realized),
// in exact decimals; the SQL of the sourcing dashboard writes the same formula in numeric.

export const monthsOf = (length: number, period: AgreementPeriod = 'MONTHS') =>
  period === 'YEARS' ? length * 12 : length

export interface SavingsBasis {
  /** what was paid before, per unit */
  historical: Numeric
  /** the increase asked for, per unit */
  baseline: Numeric
  /** what will be paid, per unit */
  price: Numeric
  annualVolume: Numeric
  months: number
}

export interface Savings {
  totalVolume: Dec
  costReduction: Dec
  costAvoidance: Dec
  costIncrease: Dec
  result: Dec
}

const ZERO = new Dec(0)

export const savingsOf = ({ historical, baseline, price, annualVolume, months }: SavingsBasis): Savings => {
  const [was, asked, paid] = [dec(historical), dec(baseline), dec(price)]
  const totalVolume = dec(annualVolume).times(months).div(12)
  const costReduction = Dec.max(ZERO, was.minus(paid)).times(totalVolume)
  const costAvoidance = Dec.max(ZERO, asked.minus(Dec.max(was, paid))).times(totalVolume)
  const costIncrease = Dec.max(ZERO, paid.minus(Dec.max(was, asked))).times(totalVolume)
  return {
    totalVolume,
    costReduction,
    costAvoidance,
    costIncrease,
    result: costReduction.plus(costAvoidance).minus(costIncrease),
  }
}

export interface PipelineBasis {
  contractLength: number
  baselineUnit: Numeric
  expectedResultUnit: Numeric
  historicalPricingUnit: Numeric
  annualVolume: Numeric
}

/** A pipeline item's expected savings; `result` is its "expected final result". */
export const pipelineSavings = (pipeline: PipelineBasis) =>
  savingsOf({
    historical: pipeline.historicalPricingUnit,
    baseline: pipeline.baselineUnit,
    price: pipeline.expectedResultUnit,
    annualVolume: pipeline.annualVolume,
    months: pipeline.contractLength,
  })

export const NO_SAVINGS: Savings = {
  totalVolume: ZERO,
  costReduction: ZERO,
  costAvoidance: ZERO,
  costIncrease: ZERO,
  result: ZERO,
}

/** Sums the savings of several lines (a process's items, a split award's parts). */
export const totalSavings = (lines: Savings[]): Savings =>
  lines.reduce(
    (sum, line) => ({
      totalVolume: sum.totalVolume.plus(line.totalVolume),
      costReduction: sum.costReduction.plus(line.costReduction),
      costAvoidance: sum.costAvoidance.plus(line.costAvoidance),
      costIncrease: sum.costIncrease.plus(line.costIncrease),
      result: sum.result.plus(line.result),
    }),
    NO_SAVINGS
  )
