import type { QuotationRoundQuery } from 'types/graphql'

import { crowdedQuotations } from '../../ProcessCell/ProcessCell.mock'

// A round of the large process (ProcessCell's mock): twelve suppliers × eight items, the round before
// it beside it. A function of the query's variables, as the api answers any round.

export const standard = ({
  round = 2,
}: { round?: number } = {}): QuotationRoundQuery => ({
  quotationRound: crowdedQuotations(round),
  previousRound: crowdedQuotations(round - 1),
})

/** A first round with nothing entered yet. */
export const empty = (): QuotationRoundQuery => ({
  quotationRound: [],
  previousRound: [],
})
