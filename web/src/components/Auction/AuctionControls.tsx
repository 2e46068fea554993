import { useState } from 'react'

import { AUCTION_WINDOW_MAX, type AuctionPhase } from '@procura/shared'
import { Clock, Pause, Play, Square } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { useMutation } from '@redwoodjs/web'

import Button from 'src/components/Button/Button'
import ConfirmationDialog from 'src/components/ConfirmationDialog/ConfirmationDialog'
import { useToastedAction } from 'src/components/Form/useToastedAction'

const CLOCK_CHANGES = {
  pause: gql`
    mutation PauseAuctionMutation($processId: String!, $round: Int!) {
      pauseAuction(processId: $processId, round: $round) {
        scheduleId
      }
    }
  `,
  resume: gql`
    mutation ResumeAuctionMutation($processId: String!, $round: Int!) {
      resumeAuction(processId: $processId, round: $round) {
        scheduleId
      }
    }
  `,
  extend: gql`
    mutation ExtendAuctionMutation(
      $processId: String!
      $round: Int!
      $minutes: Int!
    ) {
      extendAuction(processId: $processId, round: $round, minutes: $minutes) {
        scheduleId
      }
    }
  `,
  end: gql`
    mutation EndAuctionMutation($processId: String!, $round: Int!) {
      endAuction(processId: $processId, round: $round) {
        scheduleId
      }
    }
  `,
}

type Change = keyof typeof CLOCK_CHANGES

// ending turns the last bids into the round's quotations, which the steps after read
const REFETCHED = {
  pause: ['AuctionConsoleQuery'],
  resume: ['AuctionConsoleQuery'],
  extend: ['AuctionConsoleQuery'],
  end: [
    'AuctionConsoleQuery',
    'PortalRoundQuery',
    'QuotationRoundQuery',
    'ProcessQuery',
  ],
}

const useClockChange = (change: Change) =>
  useMutation(CLOCK_CHANGES[change], {
    refetchQueries: REFETCHED[change],
    awaitRefetchQueries: true,
  })

/** The buyer's hand on a running auction's clock: pause, resume, extend by some minutes, end now. */
const AuctionControls = ({
  processId,
  round,
  phase,
}: {
  processId: string
  round: number
  phase: AuctionPhase
}) => {
  const { t } = useTranslation()
  const run = useToastedAction()
  const [minutes, setMinutes] = useState('2')
  const [ending, setEnding] = useState(false)
  const mutations = {
    pause: useClockChange('pause'),
    resume: useClockChange('resume'),
    extend: useClockChange('extend'),
    end: useClockChange('end'),
  }
  const busy = Object.values(mutations).some(([, { loading }]) => loading)
  const act = (change: Change) => {
    const [mutate] = mutations[change]
    return run(
      () =>
        mutate({
          variables: {
            processId,
            round,
            ...(change === 'extend' && { minutes: Number(minutes) }),
          },
        }),
      {
        success: `auction.console.done.${change}`,
        failure: 'auction.console.actionError',
      }
    )
  }
  if (phase !== 'OPEN' && phase !== 'PAUSED') return null
  return (
    <div
      className="flex flex-wrap items-end gap-2"
      data-testid="auction-controls"
    >
      {phase === 'OPEN' ? (
        <Button
          size="medium"
          variant="secondary"
          icon={Pause}
          disabled={busy}
          onClick={() => act('pause')}
        >
          {t('auction.console.pause')}
        </Button>
      ) : (
        <Button
          size="medium"
          variant="secondary"
          icon={Play}
          disabled={busy}
          onClick={() => act('resume')}
        >
          {t('auction.console.resume')}
        </Button>
      )}
      <label className="flex items-center gap-2 text-sm">
        {t('auction.console.extendBy')}
        <input
          type="number"
          min={1}
          max={AUCTION_WINDOW_MAX}
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
          className="w-16 rounded-md border border-slate-300 px-2 py-1 text-right"
        />
      </label>
      <Button
        size="medium"
        variant="secondary"
        icon={Clock}
        disabled={busy}
        onClick={() => act('extend')}
      >
        {t('auction.console.extend')}
      </Button>
      <Button
        size="medium"
        variant="danger"
        icon={Square}
        disabled={busy}
        onClick={() => setEnding(true)}
      >
        {t('auction.console.end')}
      </Button>
      <ConfirmationDialog
        open={ending}
        title={t('auction.console.endTitle')}
        description={t('auction.console.endDescription')}
        confirmLabel={t('auction.console.end')}
        onConfirm={() => act('end')}
        onClose={() => setEnding(false)}
      />
    </div>
  )
}

export default AuctionControls
