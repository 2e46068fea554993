import { useEffect } from 'react'

import type { ProcessScenariosQuery } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps } from '@redwoodjs/web'

import CellFailure from 'src/components/CellFailure/CellFailure'

import type { ProcessRecord } from '../../processRecord'
import ScenariosPanel from '../ScenariosPanel'

export const QUERY = gql`
  query ProcessScenariosQuery($processId: String!) {
    processScenarios(processId: $processId) {
      scenarios {
        id
        name
        kind
        maxSuppliers
        tieRule
        exclude
        keep {
          itemId
          supplierId
        }
        maxSharePercent
        dualItemIds
        dualMinimumPercent
        createdByName
        createdAt
        computedAt
        state
        progress
        solveSeconds
        stale
        problem {
          key
          values
        }
        optimal
        gapPercent
        uncovered {
          itemId
          reason
        }
        totals {
          totalValue
          costReduction
          costAvoidance
          costIncrease
          result
          differenceToCheapest
        }
        suppliers {
          supplierId
          name
          value
          sharePercent
        }
        changes {
          itemId
          supplierId
          currentVolume
          scenarioVolume
        }
      }
      incumbents {
        itemId
        supplierId
      }
      history {
        id
        scenarioId
        userName
        createdAt
        scenarioName
        changes {
          itemId
        }
      }
    }
  }
`

export const beforeQuery = ({ process }: { process: ProcessRecord }) => ({
  variables: { processId: process.id },
})

export const Loading = () => (
  <div role="status" className="h-40 animate-pulse rounded-lg bg-slate-100" />
)

export const Failure = ({ error, errorCode }: CellFailureProps) => (
  <CellFailure error={error} errorCode={errorCode} />
)

/** How often the screen asks again while a scenario computes (its progress moves each time). */
const SOLVE_POLL_MS = 1000

export const Success = ({
  processScenarios,
  process,
  editable,
  queryResult,
}: CellSuccessProps<ProcessScenariosQuery> & {
  process: ProcessRecord
  editable: boolean
}) => {
  const computing = processScenarios.scenarios.some(
    (scenario) => scenario.state === 'COMPUTING'
  )
  const { startPolling, stopPolling } = queryResult ?? {}
  // asked again while a solve runs in the background; left alone once every one has ended
  useEffect(() => {
    if (computing) startPolling?.(SOLVE_POLL_MS)
    else stopPolling?.()
    return () => stopPolling?.()
  }, [computing, startPolling, stopPolling])
  return (
    <ScenariosPanel
      scenarios={processScenarios}
      process={process}
      editable={editable}
    />
  )
}
