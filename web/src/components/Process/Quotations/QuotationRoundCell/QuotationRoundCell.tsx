import type { QuotationRoundQuery } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps } from '@redwoodjs/web'

import CellFailure from 'src/components/CellFailure/CellFailure'

import type { ReferenceData } from '../../options'
import type { ProcessRecord } from '../../processRecord'
import RoundEditor from '../RoundEditor'

export const QUOTATION_FIELDS = gql`
  fragment QuotationFields on Quotation {
    id
    round
    proposalDate
    supplierId
    itemId
    vendorCode
    itemCode
    unitOfMeasureId
    annualVolume
    paymentTerms
    incotermId
    supplyOriginId
    responseStatus
    initialProposal
    equalizedProposal
    negotiatedProposal
    additionalInformation
    awarded
    agreementLength
    agreementPeriod
    awardedProposal
    awardedVolume
    portalAnsweredAt
  }
`

export const QUERY = gql`
  query QuotationRoundQuery(
    $processId: String!
    $round: Int!
    $previousRound: Int!
    $hasPrevious: Boolean!
  ) {
    quotationRound(processId: $processId, round: $round) {
      ...QuotationFields
    }
    # the round before, which a new round may start from
    previousRound: quotationRound(processId: $processId, round: $previousRound)
      @include(if: $hasPrevious) {
      ...QuotationFields
    }
  }
  ${QUOTATION_FIELDS}
`

export const beforeQuery = (props: { processId: string; round: number }) => ({
  variables: {
    ...props,
    previousRound: Math.max(1, props.round - 1),
    hasPrevious: props.round > 1,
  },
  // a saved round is read back fresh: the grid starts from what the api holds
  fetchPolicy: 'network-only' as const,
})

export const Loading = () => (
  <div role="status" className="h-64 animate-pulse rounded-lg bg-slate-100" />
)

export const Failure = ({ error, errorCode }: CellFailureProps) => (
  <CellFailure error={error} errorCode={errorCode} />
)

export const Success = ({
  quotationRound,
  previousRound,
  process,
  reference,
  round,
  editable,
}: CellSuccessProps<QuotationRoundQuery> & {
  process: ProcessRecord
  reference: ReferenceData
  round: number
  editable: boolean
}) => (
  <RoundEditor
    // a round closed on the portal starts the grid again from the answers that came in
    key={`${round}:${quotationRound.filter((q) => q.portalAnsweredAt).length}`}
    process={process}
    reference={reference}
    round={round}
    saved={quotationRound}
    previous={previousRound}
    editable={editable}
  />
)

/** A round with no quotation yet is still a grid to fill. */
export const isEmpty = () => false
