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
        problem {
          key
          values
        }
        optimal
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

export const Success = ({
  processScenarios,
  process,
  editable,
}: CellSuccessProps<ProcessScenariosQuery> & {
  process: ProcessRecord
  editable: boolean
}) => (
  <ScenariosPanel
    scenarios={processScenarios}
    process={process}
    editable={editable}
  />
)
