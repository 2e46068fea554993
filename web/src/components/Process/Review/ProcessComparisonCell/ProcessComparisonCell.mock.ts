import type { ProcessComparisonQuery } from 'types/graphql'

import { crowdedQuotations } from '../../ProcessCell/ProcessCell.mock'

// Both rounds of the large process (ProcessCell's mock): twelve suppliers × eight items, as the review
// compares them.

export const standard = (): ProcessComparisonQuery => ({
  processQuotations: [...crowdedQuotations(1), ...crowdedQuotations(2)].map(
    ({
      id,
      round,
      supplierId,
      itemId,
      responseStatus,
      initialProposal,
      equalizedProposal,
      negotiatedProposal,
      awarded,
    }) => ({
      id,
      round,
      supplierId,
      itemId,
      responseStatus,
      initialProposal,
      equalizedProposal,
      negotiatedProposal,
      awarded,
    })
  ),
})

/** A process in review before any quotation was entered. */
export const empty = (): ProcessComparisonQuery => ({ processQuotations: [] })
