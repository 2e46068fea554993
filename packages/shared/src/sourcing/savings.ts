import type { AgreementPeriod } from './enumerations'

// shared/notes/domain.md "Savings": one formula for the pipeline (expected) and for awards (realized).

export const monthsOf = (length: number, period: AgreementPeriod = 'MONTHS') =>
  period === 'YEARS' ? length * 12 : length

export interface SavingsBasis {
  /** what was paid before, per unit */
  historical: number
  /** the increase asked for, per unit */
  baseline: number
  /** what will be paid, per unit */
  price: number
  annualVolume: number
  months: number
}

export interface Savings {
  totalVolume: number
  costReduction: number
  costAvoidance: number
  costIncrease: number
  result: number
}

export const savingsOf = ({ historical, baseline, price, annualVolume, months }: SavingsBasis): Savings => {
  const totalVolume = (annualVolume * months) / 12
  const costReduction = Math.max(0, historical - price) * totalVolume
  const costAvoidance = Math.max(0, baseline - Math.max(historical, price)) * totalVolume
  const costIncrease = Math.max(0, price - Math.max(historical, baseline)) * totalVolume
  return {
    totalVolume,
    costReduction,
    costAvoidance,
    costIncrease,
    result: costReduction + costAvoidance - costIncrease,
  }
}

export interface PipelineBasis {
  contractLength: number
  baselineUnit: number
  expectedResultUnit: number
  historicalPricingUnit: number
  annualVolume: number
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

/** Sums the savings of several lines (a process's items, a split award's parts). */
export const totalSavings = (lines: Savings[]): Savings =>
  lines.reduce(
    (sum, line) => ({
      totalVolume: sum.totalVolume + line.totalVolume,
      costReduction: sum.costReduction + line.costReduction,
      costAvoidance: sum.costAvoidance + line.costAvoidance,
      costIncrease: sum.costIncrease + line.costIncrease,
      result: sum.result + line.result,
    }),
    { totalVolume: 0, costReduction: 0, costAvoidance: 0, costIncrease: 0, result: 0 }
  )
