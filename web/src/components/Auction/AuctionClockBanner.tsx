import {
  auctionPhase,
  formatCountdown,
  formatDeadline,
  type AuctionPhase,
} from '@procura/shared'
import { Timer } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { AuctionClockFields } from 'types/graphql'

const TONES: Record<AuctionPhase, string> = {
  SCHEDULED: 'bg-slate-100 text-slate-700',
  OPEN: 'bg-emerald-50 text-emerald-800',
  PAUSED: 'bg-amber-50 text-amber-800',
  CLOSED: 'bg-slate-200 text-slate-700',
}

/**
 * Where the auction stands at the server's `now`, and the time left to what comes next: its start,
 * or its close as it stands (a bid in the last minutes moves it, and the page with it).
 */
const AuctionClockBanner = ({
  clock,
  now,
  timeZone,
}: {
  clock: AuctionClockFields
  now: Date
  timeZone: string
}) => {
  const { t, i18n } = useTranslation()
  const phase = auctionPhase(clock, now)
  const until = phase === 'SCHEDULED' ? clock.startsAt : clock.closesAt
  const left = new Date(until).getTime() - now.getTime()
  return (
    <div
      role="timer"
      aria-live="off"
      data-testid="auction-clock"
      data-phase={phase}
      className={`flex flex-wrap items-center justify-between gap-3 rounded-lg px-4 py-3 ${TONES[phase]}`}
    >
      <p className="flex items-center gap-2 font-semibold">
        <Timer size={18} aria-hidden />
        {t(`auction.clock.${phase}`)}
      </p>
      {(phase === 'SCHEDULED' || phase === 'OPEN') && (
        <p
          className="tabular text-2xl font-semibold"
          data-testid="auction-left"
        >
          {formatCountdown(left)}
        </p>
      )}
      <p className="text-sm">
        {t(
          phase === 'SCHEDULED'
            ? 'auction.clock.startsAt'
            : 'auction.clock.closesAt',
          {
            at: formatDeadline(
              phase === 'CLOSED' && clock.closedAt ? clock.closedAt : until,
              i18n.language,
              timeZone
            ),
          }
        )}
      </p>
    </div>
  )
}

export default AuctionClockBanner
