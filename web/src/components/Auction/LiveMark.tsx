import { Radio, RefreshCw } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { POLL_MS } from './useLiveSubscription'

/** Whether the page hears changes as they happen, or reads them every few seconds while the line is down. */
const LiveMark = ({ live }: { live: boolean }) => {
  const { t } = useTranslation()
  const Icon = live ? Radio : RefreshCw
  return (
    <p
      role="status"
      data-testid="auction-live"
      data-live={live}
      className={`flex items-center gap-2 text-xs ${live ? 'text-emerald-700' : 'text-amber-700'}`}
    >
      <Icon size={14} aria-hidden />
      {live
        ? t('auction.live.on')
        : t('auction.live.polling', { seconds: POLL_MS / 1000 })}
    </p>
  )
}

export default LiveMark
