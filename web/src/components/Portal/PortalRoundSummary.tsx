import { useEffect, useState } from 'react'

import { formatDeadline } from '@procura/shared'
import { useTranslation } from 'react-i18next'

import { timeLeft, type PortalPageData } from './portalPage'

/** The round as the supplier reads it: who asks, for what, until when, and how. */
const PortalRoundSummary = ({ page }: { page: PortalPageData }) => {
  const { t, i18n } = useTranslation()
  const { company, process, supplier, round, answer } = page
  const [now, setNow] = useState(() => Date.now())
  // a round closed (by the buyer or its deadline) counts down no more
  const closed = !round.answering || now >= new Date(round.deadline).getTime()
  useEffect(() => {
    if (closed) return
    const timer = setInterval(() => setNow(Date.now()), 30_000)
    return () => clearInterval(timer)
  }, [closed])
  return (
    <section className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5">
      <p className="text-sm text-slate-500">
        {t('portal.page.requestFrom', { company: company.name })}
      </p>
      <h1 className="text-xl font-semibold">
        {process.code} · {process.title}
      </h1>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-slate-500">{t('portal.page.supplier')}</dt>
          <dd className="font-medium">{supplier.name}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('portal.page.round')}</dt>
          <dd className="font-medium">{round.number}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('portal.page.deadline')}</dt>
          <dd className="font-medium">
            {formatDeadline(round.deadline, i18n.language, company.timeZone)}
            <span className="block text-slate-500">
              {closed
                ? t('portal.page.roundClosed')
                : timeLeft(round.deadline, i18n.language, now)}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('portal.page.status')}</dt>
          <dd className="font-medium" data-testid="portal-status">
            {t(`portal.status.${answer.status}`)}
          </dd>
        </div>
      </dl>
      {round.instructions && (
        <div className="rounded-md bg-slate-50 p-3 text-sm">
          <h2 className="mb-1 font-medium">{t('portal.page.instructions')}</h2>
          <p className="whitespace-pre-line text-slate-700">
            {round.instructions}
          </p>
        </div>
      )}
    </section>
  )
}

export default PortalRoundSummary
