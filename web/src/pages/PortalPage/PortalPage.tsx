import { useCallback, useEffect, useRef, useState } from 'react'

import { LOCALE_COOKIE } from '@procura/shared'
import { Loader2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import AuctionBidderCell from 'src/components/Auction/AuctionBidderCell'
import SignedOutHeader from 'src/components/Layout/SignedOutHeader'
import PageTitle from 'src/components/PageTitle/PageTitle'
import PortalAnswer from 'src/components/Portal/PortalAnswer'
import PortalLinkProblem from 'src/components/Portal/PortalLinkProblem'
import {
  linkReasonOf,
  type PortalFailure,
  type PortalLinkReason,
  type PortalPageData,
} from 'src/components/Portal/portalPage'
import { apiRequest } from 'src/lib/apiClient'

type PortalState =
  | { kind: 'loading' }
  | { kind: 'problem'; reason: PortalLinkReason }
  | { kind: 'ready'; page: PortalPageData }

/**
 * /portal/{token}: a supplier answers a quotation round, or bids in a live auction, through the
 * personal link they were mailed, without an account. The link alone decides what the page shows; one that opens nothing says why.
 */
const PortalPage = ({ token }: { token: string }) => {
  const { t, i18n } = useTranslation()
  const [state, setState] = useState<PortalState>({ kind: 'loading' })
  const languageChosen = useRef(false)

  const load = useCallback(async () => {
    const answer = await apiRequest<{ data: PortalPageData } | PortalFailure>(
      `/portal/${encodeURIComponent(token)}`
    )
    if (!answer.ok) {
      setState({
        kind: 'problem',
        reason: linkReasonOf(
          answer.status,
          (answer.body as PortalFailure)?.code
        ),
      })
      return
    }
    const page = (answer.body as { data: PortalPageData }).data
    // the contact's language, unless the reader already chose one on this device
    if (
      !languageChosen.current &&
      !document.cookie.includes(`${LOCALE_COOKIE}=`)
    )
      await i18n.changeLanguage(page.contact.language)
    languageChosen.current = true
    setState({ kind: 'ready', page })
  }, [token, i18n])

  useEffect(() => {
    load()
  }, [load])

  return (
    <div className="flex min-h-screen flex-col items-center bg-slate-50">
      <PageTitle
        parts={[
          state.kind === 'ready' ? state.page.process.code : '',
          t('portal.page.title'),
        ]}
      />
      <SignedOutHeader />
      <main className="my-8 w-full max-w-6xl px-4">
        {state.kind === 'loading' && (
          <p
            role="status"
            className="flex items-center justify-center gap-2 text-slate-500"
          >
            <Loader2 size={16} className="animate-spin" aria-hidden />
            {t('portal.page.loading')}
          </p>
        )}
        {state.kind === 'problem' && (
          <PortalLinkProblem reason={state.reason} />
        )}
        {state.kind === 'ready' &&
          (state.page.round.format === 'AUCTION' ? (
            <AuctionBidderCell token={token} />
          ) : (
            <PortalAnswer token={token} page={state.page} onChanged={load} />
          ))}
      </main>
    </div>
  )
}

export default PortalPage
