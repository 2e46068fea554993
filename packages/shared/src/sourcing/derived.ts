import { dec, Dec, type Numeric } from '../decimal'

import type { AgreementPeriod } from './enumerations'
import { monthsOf, savingsOf, totalSavings } from './savings'

// Values the item and award screens compute rather than ask for (issue 6: "computed, not typed"), in
// exact decimals; the services round them to their columns with `stored`.

export interface ItemDetailBasis {
  annualVolume: Numeric
  historicalPrice: Numeric
  baselinePrice: Numeric
  existingContractLength: number
  existingContractAnnualValue: Numeric
  existingContractAnnualVolume: Numeric
}

export const itemDetailDerived = (detail: ItemDetailBasis) => ({
  historicalValue: dec(detail.historicalPrice).times(dec(detail.annualVolume)),
  totalValue: dec(detail.baselinePrice).times(dec(detail.annualVolume)),
  existingContractTermValue: dec(detail.existingContractAnnualValue).times(detail.existingContractLength).div(12),
  existingContractTermVolume: dec(detail.existingContractAnnualVolume).times(detail.existingContractLength).div(12),
})

export interface AwardBasis {
  unitPrice: Numeric
  annualVolume: Numeric
  contractLength: number
  contractPeriod: AgreementPeriod
}

/** An award as stored or sent (decimals as text or Decimal), in the terms the formulas take. */
export const awardBasisOf = (award: {
  unitPrice?: Numeric | null
  annualVolume?: Numeric | null
  contractLength?: Numeric | null
  contractPeriod?: AgreementPeriod
}): AwardBasis => ({
  unitPrice: dec(award.unitPrice),
  annualVolume: dec(award.annualVolume),
  contractLength: Number(award.contractLength ?? 0) || 0,
  // monthsOf's own default: a length without a period is in months
  contractPeriod: award.contractPeriod ?? 'MONTHS',
})

export const awardDerived = (award: AwardBasis, itemAnnualVolume: Numeric) => {
  const itemVolume = dec(itemAnnualVolume)
  const annualVolume = dec(award.annualVolume)
  const totalContractVolume = annualVolume.times(monthsOf(award.contractLength, award.contractPeriod)).div(12)
  return {
    // the share of the item's annual volume this supplier takes, in percent (split awards)
    volume: itemVolume.gt(0) ? annualVolume.div(itemVolume).times(100) : new Dec(0),
    totalContractVolume,
    totalContractValue: totalContractVolume.times(dec(award.unitPrice)),
  }
}

/** The awarded price of an item's awards: a split award's is the average weighted by each supplier's volume. */
const awardedPriceOf = (awards: AwardBasis[]) => {
  const volume = awards.reduce((sum, award) => sum.plus(dec(award.annualVolume)), new Dec(0))
  return volume.gt(0)
    ? awards.reduce((sum, award) => sum.plus(dec(award.unitPrice).times(dec(award.annualVolume))), new Dec(0)).div(volume)
    : null
}

/** An item's realized savings: each award priced against the item's history (shared/notes/domain.md). */
export const realizedSavings = (item: { historicalPrice: Numeric; baselinePrice: Numeric }, awards: AwardBasis[]) => ({
  awardedPrice: awardedPriceOf(awards),
  savings: totalSavings(
    awards.map((award) =>
      savingsOf({
        historical: item.historicalPrice,
        baseline: item.baselinePrice,
        price: award.unitPrice,
        annualVolume: award.annualVolume,
        months: monthsOf(award.contractLength, award.contractPeriod),
      })
    )
  ),
})

/**
 * The review's results, as its screen, its summary and the PDF show them (one computation for all
 * three): each item's awarded price and realized savings, none (incomplete) for an item without its
 * historical and baseline prices yet, and the total of the items that have them.
 */
export const reviewResults = <
  Item extends { id: string; detail?: { historicalPrice?: Numeric | null; baselinePrice?: Numeric | null } | null },
>(
  items: Item[],
  awardsOf: (itemId: string) => AwardBasis[]
) => {
  const results = items.map((item) => {
    const awards = awardsOf(item.id)
    const historicalPrice = item.detail?.historicalPrice
    const baselinePrice = item.detail?.baselinePrice
    return historicalPrice != null && baselinePrice != null
      ? { item, ...realizedSavings({ historicalPrice, baselinePrice }, awards) }
      : { item, awardedPrice: awardedPriceOf(awards), savings: null }
  })
  const complete = results.flatMap(({ savings }) => (savings ? [savings] : []))
  return { results, total: totalSavings(complete), incomplete: complete.length < results.length }
}
