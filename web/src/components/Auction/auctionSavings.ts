import { dec, type Dec } from '@procura/shared'

import type { ConsoleItem, ConsoleRank } from './auctionRecord'

/**
 * What an item's leading bid saves against its baseline price: per unit, as a share of the baseline,
 * and over its annual volume (null where the item has no baseline, or the value no volume).
 */
export const leaderSaving = (item: ConsoleItem, ranking: ConsoleRank[]) => {
  const [leader] = ranking
  if (!leader || !item.baseline || dec(item.baseline).isZero()) return null
  const perUnit = dec(item.baseline).minus(dec(leader.price))
  return {
    perUnit,
    share: perUnit.dividedBy(dec(item.baseline)),
    value: item.annualVolume ? perUnit.times(dec(item.annualVolume)) : null,
  }
}

/** The items' savings over their volumes, summed: the auction's saving as it stands. */
export const totalSaving = (
  items: ConsoleItem[],
  rankingOf: (item: ConsoleItem) => ConsoleRank[]
) =>
  items.reduce<Dec | null>((total, item) => {
    const value = leaderSaving(item, rankingOf(item))?.value
    return value ? (total ?? dec(0)).plus(value) : total
  }, null)
