import { monthsOf, savingsOf, totalSavings } from './savings'
import type { AgreementPeriod } from './enumerations'

// Values the item and award screens compute rather than ask for (issue 6: "computed, not typed").

export interface ItemDetailBasis {
  annualVolume: number
  historicalPrice: number
  baselinePrice: number
  existingContractLength: number
  existingContractAnnualValue: number
  existingContractAnnualVolume: number
}

export const itemDetailDerived = (detail: ItemDetailBasis) => ({
  historicalValue: detail.historicalPrice * detail.annualVolume,
  totalValue: detail.baselinePrice * detail.annualVolume,
  existingContractTermValue: (detail.existingContractAnnualValue * detail.existingContractLength) / 12,
  existingContractTermVolume: (detail.existingContractAnnualVolume * detail.existingContractLength) / 12,
})

export interface AwardBasis {
  unitPrice: number
  annualVolume: number
  contractLength: number
  contractPeriod: AgreementPeriod
}

type Numeric = number | string | { toString(): string }

/** An award as stored or sent (decimals as text or Decimal), in the numbers the formulas take. */
export const awardBasisOf = (award: {
  unitPrice?: Numeric
  annualVolume?: Numeric
  contractLength?: Numeric
  contractPeriod?: AgreementPeriod
}): AwardBasis => ({
  unitPrice: Number(award.unitPrice),
  annualVolume: Number(award.annualVolume),
  contractLength: Number(award.contractLength),
  // monthsOf's own default: a length without a period is in months
  contractPeriod: award.contractPeriod ?? 'MONTHS',
})

export const awardDerived = (award: AwardBasis, itemAnnualVolume: number) => {
  const totalContractVolume = (award.annualVolume * monthsOf(award.contractLength, award.contractPeriod)) / 12
  return {
    // the share of the item's annual volume this supplier takes, in percent (split awards)
    volume: itemAnnualVolume > 0 ? (award.annualVolume / itemAnnualVolume) * 100 : 0,
    totalContractVolume,
    totalContractValue: totalContractVolume * award.unitPrice,
  }
}

/**
 * An item's realized savings: each award priced against the item's history (shared/notes/domain.md);
 * the awarded price of a split award is the average weighted by each supplier's volume.
 */
export const realizedSavings = (item: { historicalPrice: number; baselinePrice: number }, awards: AwardBasis[]) => {
  const volume = awards.reduce((sum, award) => sum + award.annualVolume, 0)
  return {
    awardedPrice: volume
      ? awards.reduce((sum, award) => sum + award.unitPrice * award.annualVolume, 0) / volume
      : null,
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
  }
}
