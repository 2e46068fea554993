import { dec, decimalText, type Numeric } from '../decimal'

import type { ResponseStatus } from './enumerations'

// Spec §2 review "comparative map": items as rows, suppliers as columns, each round's proposals.

export interface ComparableQuotation {
  round: number
  supplierId: string
  itemId: string
  responseStatus: ResponseStatus
  initialProposal?: Numeric | null
  equalizedProposal?: Numeric | null
  negotiatedProposal?: Numeric | null
}

export const PROPOSALS = ['initialProposal', 'equalizedProposal', 'negotiatedProposal'] as const
export type Proposal = (typeof PROPOSALS)[number]

/** Which price a supplier finally offered in a round: the negotiated, else the equalized, else the initial. */
export const offeredProposalOf = (quotation: ComparableQuotation): Proposal | null =>
  quotation.responseStatus === 'ANSWERED'
    ? ([...PROPOSALS].reverse().find((proposal) => decimalText(quotation[proposal]) !== null) ?? null)
    : null

/** The price offered, as decimal text (null: none). */
export const offerOf = (quotation: ComparableQuotation) => {
  const proposal = offeredProposalOf(quotation)
  return proposal ? decimalText(quotation[proposal]) : null
}

const lowest = (values: (string | null)[]) =>
  values.reduce<string | null>(
    (low, value) => (value === null || (low !== null && dec(low).lte(dec(value))) ? low : value),
    null
  )

export interface ComparativeRow<Q extends ComparableQuotation> {
  itemId: string
  /** the row's quotations by `${supplierId}:${round}` */
  cells: Map<string, Q>
  /** the lowest offer for the item in each round (null: none answered) */
  bestByRound: Map<number, string | null>
  /** the lowest offer for the item over every round: the cell marked best */
  best: string | null
}

export const cellKey = (supplierId: string, round: number) => `${supplierId}:${round}`

export const comparativeMap = <Q extends ComparableQuotation>(itemIds: string[], quotations: Q[]) => {
  const rounds = [...new Set(quotations.map((quotation) => quotation.round))].sort((a, b) => a - b)
  // one pass over the quotations: a process may hold tens of thousands
  const byItem = new Map<string, Q[]>()
  for (const quotation of quotations) {
    const group = byItem.get(quotation.itemId)
    if (group) group.push(quotation)
    else byItem.set(quotation.itemId, [quotation])
  }
  const rows = itemIds.map((itemId): ComparativeRow<Q> => {
    const own = byItem.get(itemId) ?? []
    const bestByRound = new Map(
      rounds.map((round) => [round, lowest(own.filter((q) => q.round === round).map(offerOf))])
    )
    return {
      itemId,
      cells: new Map(own.map((quotation) => [cellKey(quotation.supplierId, quotation.round), quotation])),
      bestByRound,
      best: lowest([...bestByRound.values()]),
    }
  })
  return { rounds, rows }
}

/** Whether a quotation holds its item's best offer (ties are all best). */
export const isBestOffer = (row: Pick<ComparativeRow<ComparableQuotation>, 'best'>, quotation: ComparableQuotation) =>
  row.best !== null && offerOf(quotation) !== null && dec(offerOf(quotation)).eq(dec(row.best))
