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

// a row of the results table and of the map (text-sm, py-1.5, a border)
const ROW_PX = 33

/**
 * Both sections, each as tall as its table will be (a row per item, with its heads): the
 * scenarios and the summary below stay put when the quotations arrive (CLS, yarn bench pages).
 */
export const Loading = ({ process }: { process: ProcessRecord }) => {
  const { t } = useTranslation()
  const rows = process.items.length
  return (
    <>
      {[
        ['process.review.results', rows + 2],
        ['process.review.comparativeMap', rows + 3],
      ].map(([title, tableRows]) => (
        <Section key={title} title={t(title as string)}>
          <div
            role="status"
            style={{ height: (tableRows as number) * ROW_PX }}
            className="animate-pulse rounded bg-slate-100"
          />
        </Section>
      ))}
    </>
  )
}

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
