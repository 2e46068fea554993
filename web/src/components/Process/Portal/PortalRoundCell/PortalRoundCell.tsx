import type { PortalRoundQuery } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps } from '@redwoodjs/web'

import CellFailure from 'src/components/CellFailure/CellFailure'

import type { ProcessRecord } from '../../processRecord'
import PortalRoundPanel from '../PortalRoundPanel'

export const QUERY = gql`
  query PortalRoundQuery($processId: String!, $round: Int!) {
    portalRound(processId: $processId, round: $round) {
      timeZone
      schedule {
        id
        round
        deadline
        deadlineWallTime
        instructions
        format
        sealed
        fields
        closedAt
        closedByName
        pricesVisible
      }
      suppliers {
        supplierId
        name
        contacts {
          id
          name
          email
          language
        }
        status
        submittedAt
        submittedBy
        remindedAt
        invitations {
          id
          name
          email
          language
          sentAt
          openedAt
          bouncedAt
          revokedAt
          revokedByName
        }
        offers {
          itemId
          unitPrice
          declined
        }
      }
    }
    portalAnswerHistory(processId: $processId, round: $round) {
      id
      supplierId
      itemId
      userName
      createdAt
      portalAnsweredBy
      fields {
        field
        before
        after
      }
    }
  }
`

export const beforeQuery = (props: { processId: string; round: number }) => ({
  variables: { processId: props.processId, round: props.round },
  // statuses change as suppliers answer: read them fresh, and keep them fresh while the step is open
  fetchPolicy: 'network-only' as const,
  pollInterval: 15_000,
})

export const Loading = () => (
  <div role="status" className="h-24 animate-pulse rounded-lg bg-slate-100" />
)

export const Failure = ({ error, errorCode }: CellFailureProps) => (
  <CellFailure error={error} errorCode={errorCode} />
)

export const Success = ({
  portalRound,
  portalAnswerHistory,
  process,
  round,
  editable,
}: CellSuccessProps<PortalRoundQuery> & {
  process: ProcessRecord
  round: number
  editable: boolean
}) => (
  <PortalRoundPanel
    portal={portalRound}
    history={portalAnswerHistory}
    process={process}
    round={round}
    editable={editable}
  />
)
