import { useTranslation } from 'react-i18next'
import type { ProcessComparisonQuery } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps } from '@redwoodjs/web'

import CellFailure from 'src/components/CellFailure/CellFailure'

import { Section } from '../../ProcessForm'
import type { ProcessRecord } from '../../processRecord'
import ComparativeMap from '../ComparativeMap'
import ReviewResults from '../ReviewResults'

export const QUERY = gql`
  query ProcessComparisonQuery($processId: String!) {
    processQuotations(processId: $processId) {
      id
      round
      supplierId
      itemId
      responseStatus
      initialProposal
      equalizedProposal
      negotiatedProposal
      awarded
    }
  }
`

export const beforeQuery = ({ process }: { process: ProcessRecord }) => ({
  variables: { processId: process.id },
})

export const Loading = () => (
  <div role="status" className="h-48 animate-pulse rounded-lg bg-slate-100" />
)

export const Failure = ({ error, errorCode }: CellFailureProps) => (
  <CellFailure error={error} errorCode={errorCode} />
)

/** Spec §2 review: the results per item and the comparative map, from every round's quotations. */
export const Success = ({
  process,
  processQuotations,
}: CellSuccessProps<ProcessComparisonQuery> & {
  process: ProcessRecord
}) => {
  const { t } = useTranslation()
  return (
    <>
      <Section title={t('process.review.results')}>
        <ReviewResults process={process} quotations={processQuotations} />
      </Section>
      <Section title={t('process.review.comparativeMap')}>
        <ComparativeMap process={process} quotations={processQuotations} />
      </Section>
    </>
  )
}
