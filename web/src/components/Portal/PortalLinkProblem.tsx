import { LinkIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import type { PortalLinkReason } from './portalPage'

/** What an unknown, revoked or expired link shows: why, and what to do; nothing of any round. */
const PortalLinkProblem = ({ reason }: { reason: PortalLinkReason }) => {
  const { t } = useTranslation()
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-lg border border-slate-200 bg-white p-8 text-center"
    >
      <LinkIcon size={32} className="text-slate-400" aria-hidden />
      <h1 className="text-lg font-semibold">{t(`portal.problem.${reason}`)}</h1>
      <p className="text-slate-600">
        {reason === 'tooMany'
          ? t('auth.messages.tooManyRequests')
          : t(`portal.link.${reason}`)}
      </p>
    </section>
  )
}

export default PortalLinkProblem
