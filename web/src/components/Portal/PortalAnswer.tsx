import { useCallback, useMemo, useState } from 'react'

import { formatDateTime } from '@procura/shared'
import { Ban, Save, Send } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import Button from 'src/components/Button/Button'
import ConfirmationDialog from 'src/components/ConfirmationDialog/ConfirmationDialog'
import { useGridCells } from 'src/components/Process/Quotations/useGridCells'
import { apiRequest } from 'src/lib/apiClient'

import PortalGrid from './PortalGrid'
import type { PortalFailure, PortalPageData } from './portalPage'
import PortalReceipts from './PortalReceipts'
import PortalRoundSummary from './PortalRoundSummary'
import {
  portalColumns,
  portalRows,
  rowOfField,
  toOffers,
  type PortalColumnField,
  type PortalRow,
} from './portalRows'
import QuoteFile from './QuoteFile'

type Action = 'draft' | 'submit' | 'decline'

const REQUESTS: Record<Action, { path: string; method: 'PUT' | 'POST' }> = {
  draft: { path: '', method: 'PUT' },
  submit: { path: '/submit', method: 'POST' },
  decline: { path: '/decline', method: 'POST' },
}

/** What the page says after an action: done (and what), or the api's refusal and the item it names. */
type Outcome =
  | { kind: 'done'; action: Action; at: string }
  | { kind: 'refused'; message: string; item?: string }

/**
 * The supplier's side of a round: the round's facts, the grid of their offers, and saving a draft,
 * submitting (a receipt each time) or declining the whole round. Read only once the round closed.
 */
const PortalAnswer = ({
  token,
  page,
  onChanged,
}: {
  token: string
  page: PortalPageData
  onChanged: () => Promise<void>
}) => {
  const { t, i18n } = useTranslation()
  const columns = useMemo(
    () => portalColumns(page.round.fields),
    [page.round.fields]
  )
  const numberFields = useMemo(
    () =>
      new Set(columns.filter((c) => c.kind === 'number').map((c) => c.field)),
    [columns]
  )
  const { rows, invalid, setCells } = useGridCells<
    PortalColumnField,
    PortalRow
  >(() => portalRows(page.items, columns, page.answer.offers), numberFields)
  const earlier = useMemo(
    () => new Map(page.earlier.map((answer) => [answer.itemId, answer])),
    [page.earlier]
  )
  const [busy, setBusy] = useState<Action | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [declining, setDeclining] = useState(false)
  const onChange = useCallback(
    (
      changes: { rowIndex: number; field: PortalColumnField; value: string }[]
    ) => setCells(changes, i18n.language),
    [setCells, i18n.language]
  )

  const act = async (action: Action) => {
    if (invalid.size) {
      const [rowIndex] = [...invalid.keys()]
      setOutcome({
        kind: 'refused',
        message: t('portal.page.unreadable'),
        item: page.items[rowIndex]?.code,
      })
      return
    }
    setBusy(action)
    const { path, method } = REQUESTS[action]
    const answer = await apiRequest<PortalFailure | { success: true }>(
      `/portal/${token}${path}`,
      {
        method,
        body:
          action === 'decline'
            ? undefined
            : { offers: toOffers(rows, columns) },
      }
    ).finally(() => setBusy(null))
    if (!answer.ok) {
      const failure = answer.body as PortalFailure
      const row = rowOfField(failure.field)
      setOutcome({
        kind: 'refused',
        message: t(failure.code, { defaultValue: failure.message }),
        item: row === null ? undefined : page.items[row]?.code,
      })
      return
    }
    // the page's status and receipts first, then the message that they changed
    await onChanged()
    setOutcome({ kind: 'done', action, at: new Date().toISOString() })
  }

  const answering = page.round.answering
  return (
    <div className="flex flex-col gap-4">
      <PortalRoundSummary page={page} />
      {!answering && (
        <p
          role="status"
          className="rounded-md border border-warning-500 bg-warning-50 p-3 text-sm"
        >
          {t('portal.page.closed')}
        </p>
      )}
      <PortalGrid
        items={page.items}
        columns={columns}
        rows={rows}
        invalid={invalid}
        earlier={earlier}
        currency={page.process.currency}
        reference={page.reference}
        onChange={onChange}
        disabled={!answering || busy !== null}
      />
      <p className="text-sm text-slate-500">{t('portal.page.gridHelp')}</p>
      {page.round.fields.includes('quoteFile') && (
        <QuoteFile token={token} page={page} onChanged={onChanged} />
      )}
      {outcome && (
        <p
          role={outcome.kind === 'refused' ? 'alert' : 'status'}
          className={`rounded-md p-3 text-sm ${outcome.kind === 'refused' ? 'bg-danger-50 text-danger-700' : 'bg-success-50 text-success-700'}`}
        >
          {outcome.kind === 'refused'
            ? outcome.item
              ? t('portal.page.refusedItem', {
                  item: outcome.item,
                  message: outcome.message,
                })
              : outcome.message
            : t(`portal.page.done.${outcome.action}`, {
                at: formatDateTime(outcome.at, i18n.language),
              })}
        </p>
      )}
      {answering && (
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="ghost"
            icon={Ban}
            onClick={() => setDeclining(true)}
            disabled={busy !== null}
          >
            {t('portal.page.declineRound')}
          </Button>
          <Button
            variant="secondary"
            icon={Save}
            loading={busy === 'draft'}
            onClick={() => act('draft')}
          >
            {t('portal.page.saveDraft')}
          </Button>
          <Button
            icon={Send}
            loading={busy === 'submit'}
            onClick={() => act('submit')}
          >
            {t(
              page.receipts.length
                ? 'portal.page.resubmit'
                : 'portal.page.submit'
            )}
          </Button>
        </div>
      )}
      <ConfirmationDialog
        open={declining}
        title={t('portal.page.declineTitle')}
        description={t('portal.page.declineDescription')}
        confirmLabel={t('portal.page.declineRound')}
        onConfirm={() => act('decline')}
        onClose={() => setDeclining(false)}
      />
      {page.receipts.length > 0 && <PortalReceipts page={page} />}
    </div>
  )
}

export default PortalAnswer
