import { useEffect } from 'react'

import type { SpendImportQuery } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps } from '@redwoodjs/web'

import CellFailure from 'src/components/CellFailure/CellFailure'

import { SPEND_REFERENCE_LISTS } from '../referenceLists'
import { SPEND_IMPORT_FIELDS, isImportRunning } from '../spendImportRecord'
import SpendImportView from '../SpendImportView'

export const QUERY = gql`
  query SpendImportQuery($id: String!) {
    spendImport(id: $id) {
      ...SpendImportFields
    }
    referenceData {
      ...SpendReferenceLists
    }
  }
  ${SPEND_IMPORT_FIELDS}
  ${SPEND_REFERENCE_LISTS}
`

// how often a running import's progress is asked
const PROGRESS_POLL_MS = 1_500

export const beforeQuery = ({ id }: { id: string }) => ({
  variables: { id },
  fetchPolicy: 'cache-and-network' as const,
})

export const Loading = () => (
  <div role="status" className="h-64 animate-pulse rounded-lg bg-slate-100" />
)

export const Failure = ({ error, errorCode }: CellFailureProps) => (
  <CellFailure error={error} errorCode={errorCode} />
)

export const Success = ({
  spendImport,
  referenceData,
  queryResult,
}: CellSuccessProps<SpendImportQuery>) => {
  const running = isImportRunning(spendImport.status)
  const { startPolling, stopPolling } = queryResult ?? {}
  // asked again while the job works on it; left alone once it waits for the user or is over
  useEffect(() => {
    if (running) startPolling?.(PROGRESS_POLL_MS)
    else stopPolling?.()
    return () => stopPolling?.()
  }, [running, startPolling, stopPolling])
  return <SpendImportView spendImport={spendImport} lists={referenceData} />
}
