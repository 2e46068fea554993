import type { ProcessStep } from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type { ProcessQuery } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps } from '@redwoodjs/web'

import CellFailure from 'src/components/CellFailure/CellFailure'
import PageTitle from 'src/components/PageTitle/PageTitle'

import {
  CANDIDATE_FIELDS,
  PROCESS_FIELDS,
  REFERENCE_FIELDS,
} from '../fragments'
import ProcessWorkspace from '../ProcessWorkspace'

export const QUERY = gql`
  query ProcessQuery($uid: String!) {
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
  <div role="status" className="h-96 animate-pulse rounded-lg bg-slate-100" />
)

export const Failure = ({ error, errorCode }: CellFailureProps) => {
  const { t } = useTranslation()
  return (
    <>
      <PageTitle parts={[t('pages.process')]} />
      <h1 className="mb-4 text-xl font-semibold">{t('pages.process')}</h1>
      <CellFailure error={error} errorCode={errorCode} />
    </>
  )
}

export const Success = ({
  process,
  referenceData,
  processCandidates,
  step,
}: CellSuccessProps<ProcessQuery> & { step: ProcessStep }) => (
  <ProcessWorkspace
    process={process}
    reference={referenceData}
    candidates={processCandidates}
    step={step}
  />
)
