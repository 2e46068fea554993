import { useEffect, useState } from 'react'

import { auctionPhase } from '@procura/shared'
import { Pencil } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type {
  AuctionConsoleUpdatesSubscription,
  AuctionConsoleUpdatesSubscriptionVariables,
} from 'types/graphql'

import { firebaseClient } from 'src/auth'
import Button from 'src/components/Button/Button'
import type { ProcessRecord } from 'src/components/Process/processRecord'

import AuctionChart from './AuctionChart'
import AuctionClockBanner from './AuctionClockBanner'
import AuctionControls from './AuctionControls'
import AuctionForm from './AuctionForm'
import AuctionLog from './AuctionLog'
import AuctionParticipants from './AuctionParticipants'
import type { ConsoleItem, ConsoleRecord } from './auctionRecord'
import AuctionRulesSummary from './AuctionRulesSummary'
import AuctionStandings from './AuctionStandings'
import {
  AUCTION_CLOCK_FIELDS,
  AUCTION_EVENT_FIELDS,
  AUCTION_RANK_FIELDS,
} from './fragments'
import LiveMark from './LiveMark'
import { useConsoleState } from './useConsoleState'
import { useLiveSubscription } from './useLiveSubscription'
import { useServerNow } from './useServerNow'

export const AUCTION_CONSOLE_UPDATES = gql`
  subscription AuctionConsoleUpdatesSubscription(
    $processId: String!
    $round: Int!
  ) {
    auctionConsoleUpdates(processId: $processId, round: $round) {
      clock {
        ...AuctionClockFields
      }
      events {
        ...AuctionEventFields
      }
      item {
        itemId
        ranking {
          ...AuctionRankFields
        }
      }
    }
  }
  ${AUCTION_CLOCK_FIELDS}
  ${AUCTION_EVENT_FIELDS}
  ${AUCTION_RANK_FIELDS}
`

export interface ConsoleContext {
  process: ProcessRecord
  round: number
  timeZone: string
  editable: boolean
}

/** A subscription needs the ID token: the page may have opened on its session cookie alone. */
const useSignedInForLive = () => {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let stopped = false
    firebaseClient()
      .then(() => !stopped && setReady(true))
      .catch(() => undefined)
    return () => {
      stopped = true
    }
  }, [])
  return ready
}

/**
 * The buyer's console of a live auction: its clock and the hand on it, each item's leader and saving,
 * the chosen item's bids over time by supplier, who is connected, and the audit log, all live.
 */
const AuctionConsole = ({
  record,
  resync,
  context,
}: {
  record: ConsoleRecord
  resync: () => unknown
  context: ConsoleContext
}) => {
  const { t } = useTranslation()
  const { process, round, timeZone, editable } = context
  const processId = process.id
  const currency = process.currency.code
  const [changing, setChanging] = useState(false)
  const { clock, rankings, events, apply } = useConsoleState(record)
  const now = useServerNow(clock.serverTime)
  const [chosen, setChosen] = useState(record.items[0]?.itemId ?? '')
  const onData = (data: AuctionConsoleUpdatesSubscription) =>
    apply(data.auctionConsoleUpdates)
  const { live } = useLiveSubscription<
    AuctionConsoleUpdatesSubscription,
    AuctionConsoleUpdatesSubscriptionVariables
  >(
    AUCTION_CONSOLE_UPDATES,
    { processId, round },
    { onData, resync, ready: useSignedInForLive() }
  )
  const rankingOf = (item: ConsoleItem) =>
    rankings[item.itemId]?.ranking ?? item.ranking
  const chosenItem = record.items.find((item) => item.itemId === chosen)
  const phase = auctionPhase(clock, now)
  return (
    <section
      aria-labelledby="auction-console"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="auction-console"
    >
      <h2 id="auction-console" className="font-semibold">
        {t('auction.console.title', { round })}
      </h2>
      {changing ? (
        <AuctionForm
          process={process}
          round={round}
          timeZone={timeZone}
          auction={record}
          onDone={() => setChanging(false)}
        />
      ) : (
        <AuctionRulesSummary rules={record} currency={currency} />
      )}
      <AuctionClockBanner clock={clock} now={now} timeZone={timeZone} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <LiveMark live={live} />
        {editable && phase === 'SCHEDULED' && !changing && (
          <Button
            size="medium"
            variant="secondary"
            icon={Pencil}
            onClick={() => setChanging(true)}
          >
            {t('auction.console.change')}
          </Button>
        )}
        {editable && (
          <AuctionControls processId={processId} round={round} phase={phase} />
        )}
      </div>
      <AuctionStandings
        items={record.items}
        rankingOf={rankingOf}
        currency={currency}
        chosen={chosen}
        onChoose={setChosen}
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {chosenItem && (
            <AuctionChart
              item={chosenItem}
              events={events}
              currency={currency}
              timeZone={timeZone}
            />
          )}
        </div>
        <AuctionParticipants participants={record.participants} />
      </div>
      <details open className="flex flex-col gap-2">
        <summary className="cursor-pointer font-semibold">
          {t('auction.log.title')}
        </summary>
        <AuctionLog
          events={events}
          itemCodes={
            new Map(record.items.map((item) => [item.itemId, item.code]))
          }
          currency={currency}
          timeZone={timeZone}
        />
      </details>
    </section>
  )
}

export default AuctionConsole
