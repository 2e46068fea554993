import { useTranslation } from 'react-i18next'
import type { AuctionLogsQuery, AuctionLogsQueryVariables } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps } from '@redwoodjs/web'

import CellFailure from 'src/components/CellFailure/CellFailure'
import ReportSection from 'src/components/Process/Report/ReportSection'

import AuctionLog from '../AuctionLog'
import { AUCTION_EVENT_FIELDS } from '../fragments'

export const QUERY = gql`
  query AuctionLogsQuery($processId: String!) {
    auctionLogs(processId: $processId) {
      round
      timeZone
      events {
        ...AuctionEventFields
      }
    }
    process(id: $processId) {
      id
      items {
        id
        code
      }
    }
  }
  ${AUCTION_EVENT_FIELDS}
`

export const Loading = () => (
  <div role="status" className="h-24 animate-pulse rounded-lg bg-slate-100" />
)

/** A process with no auction round has no log to print. */
export const isEmpty = ({ auctionLogs }: AuctionLogsQuery) =>
  !auctionLogs.length
export const Empty = () => null

export const Failure = ({ error, errorCode }: CellFailureProps) => (
  <CellFailure error={error} errorCode={errorCode} />
)

/** The process report's audit logs: one per auction round, every event at the server's time. */
export const Success = ({
  auctionLogs,
  process,
  currency,
}: CellSuccessProps<AuctionLogsQuery, AuctionLogsQueryVariables> & {
  currency: string
}) => {
  const { t } = useTranslation()
  const itemCodes = new Map(process.items.map((item) => [item.id, item.code]))
  return (
    <>
      {auctionLogs.map(({ round, timeZone, events }) => (
        <ReportSection
          key={round}
          title={t('auction.log.reportTitle', {
            round,
            timeZone: timeZone.replace(/_/g, ' '),
          })}
        >
          <AuctionLog
            events={events}
            itemCodes={itemCodes}
            currency={currency}
            timeZone={timeZone}
          />
        </ReportSection>
      ))}
    </>
  )
}
