import { useTranslation } from 'react-i18next'

import type { ConsoleRecord } from './auctionRecord'

/** Who takes part: invited or not, their page connected now, and how many bids they placed. */
const AuctionParticipants = ({
  participants,
}: {
  participants: ConsoleRecord['participants']
}) => {
  const { t } = useTranslation()
  const connected = participants.filter((one) => one.connected).length
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">
        {t('auction.console.participants', {
          connected,
          invited: participants.filter((one) => one.invited).length,
        })}
      </h3>
      <ul
        className="flex flex-col gap-1 text-sm"
        data-testid="auction-participants"
      >
        {participants.map((one) => (
          <li key={one.supplierId} className="flex items-center gap-2">
            <span
              aria-hidden
              className={`inline-block h-2 w-2 rounded-full ${one.connected ? 'bg-emerald-500' : 'bg-slate-300'}`}
            />
            <span className="flex-1">{one.name}</span>
            <span className="text-slate-600">
              {one.invited
                ? t(
                    one.connected
                      ? 'auction.console.connected'
                      : 'auction.console.away'
                  )
                : t('auction.console.notInvited')}
              {' · '}
              {t('auction.console.bidCount', { count: one.bids })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

export default AuctionParticipants
