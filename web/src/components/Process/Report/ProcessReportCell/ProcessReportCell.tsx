import { useTranslation } from 'react-i18next'
import type { ProcessReportQuery } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps } from '@redwoodjs/web'

import CellFailure from 'src/components/CellFailure/CellFailure'

import {
  CANDIDATE_FIELDS,
  PROCESS_FIELDS,
  REFERENCE_FIELDS,
} from '../../fragments'
import ProcessReport from '../ProcessReport'

export const QUERY = gql`
  query ProcessReportQuery($uid: String!) {
    process(id: $uid) {
      ...ProcessFields
    }
    referenceData {
      ...ReferenceFields
    }
    processCandidates {
      ...CandidateFields
    }
  }
  ${PROCESS_FIELDS}
  ${REFERENCE_FIELDS}
  ${CANDIDATE_FIELDS}
`

export const Loading = () => (
  <div
    role="status"
    className="m-6 h-96 animate-pulse rounded-lg bg-slate-100"
  />
)

export const Failure = ({ error, errorCode }: CellFailureProps) => {
  const { t } = useTranslation()
  return (
    <div className="m-6">
      <h1 className="mb-4 text-xl font-semibold">{t('pages.processReport')}</h1>
      <CellFailure error={error} errorCode={errorCode} />
    </div>
  )
}

export const Success = ({
  process,
  referenceData,
  processCandidates,
}: CellSuccessProps<ProcessReportQuery>) => (
  <ProcessReport
    process={process}
    reference={referenceData}
    candidates={processCandidates}
  />
)
