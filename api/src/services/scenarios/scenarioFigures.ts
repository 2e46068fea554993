import {
  dec,
  Dec,
  monthsOf,
  savingsOf,
  stored,
  totalSavings,
} from '@procura/shared'

import type { Allocation, ScenarioAnswer, ScenarioBasis } from './solveScenario'

// What a scenario's answer comes to: its value, its savings by the shared formula, each supplier's
// share, and what it costs over the cheapest offer of each item it awards.

const money = (value: Dec) => stored(value, 2)

const valueOf = (allocation: Pick<Allocation, 'unitPrice' | 'annualVolume'>) =>
  dec(allocation.unitPrice).times(dec(allocation.annualVolume))

/** The lowest offer of each item, whoever made it. */
const cheapestPrices = (basis: ScenarioBasis) => {
  const lowest = new Map<string, Dec>()
  for (const offer of basis.offers) {
    const price = dec(offer.price)
    if (!lowest.has(offer.itemId) || price.lt(lowest.get(offer.itemId)))
      lowest.set(offer.itemId, price)
  }
  return lowest
}

export const scenarioFigures = (
  answer: ScenarioAnswer,
  basis: ScenarioBasis
) => {
  const itemOf = new Map(basis.items.map((item) => [item.id, item]))
  const lowest = cheapestPrices(basis)
  const savings = totalSavings(
    answer.allocations.map((allocation) =>
      savingsOf({
        historical: itemOf.get(allocation.itemId).historicalPrice,
        baseline: itemOf.get(allocation.itemId).baselinePrice,
        price: allocation.unitPrice,
        annualVolume: allocation.annualVolume,
        months: monthsOf(allocation.contractLength, allocation.contractPeriod),
      })
    )
  )
  const perSupplier = new Map<string, Dec>()
  let totalValue = new Dec(0)
  let cheapestValue = new Dec(0)
  for (const allocation of answer.allocations) {
    const value = valueOf(allocation)
    totalValue = totalValue.plus(value)
    cheapestValue = cheapestValue.plus(
      lowest.get(allocation.itemId).times(dec(allocation.annualVolume))
    )
    perSupplier.set(
      allocation.supplierId,
      (perSupplier.get(allocation.supplierId) ?? new Dec(0)).plus(value)
    )
  }
  const names = new Map(
    basis.suppliers.map((supplier) => [supplier.id, supplier.name])
  )
  return {
    allocations: answer.allocations.map((allocation) => ({
      ...allocation,
      value: money(valueOf(allocation)),
    })),
    totals: {
      totalValue: money(totalValue),
      costReduction: money(savings.costReduction),
      costAvoidance: money(savings.costAvoidance),
      costIncrease: money(savings.costIncrease),
      result: money(savings.result),
      differenceToCheapest: money(totalValue.minus(cheapestValue)),
    },
    suppliers: [...perSupplier]
      .sort((a, b) => b[1].comparedTo(a[1]))
      .map(([supplierId, value]) => ({
        supplierId,
        name: names.get(supplierId) ?? '',
        value: money(value),
        sharePercent: stored(
          totalValue.gt(0) ? value.div(totalValue).times(100) : new Dec(0),
          2
        ),
      })),
  }
}
