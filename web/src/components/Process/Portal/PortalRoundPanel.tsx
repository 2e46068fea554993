import { useState } from 'react'

import { formatDateTime, formatDeadline } from '@procura/shared'
import { CalendarClock, Gavel, Lock, Pencil } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type {
  ClosePortalRoundMutation,
  ClosePortalRoundMutationVariables,
} from 'types/graphql'

import { useMutation } from '@redwoodjs/web'

import AuctionConsoleCell from 'src/components/Auction/AuctionConsoleCell'
import AuctionForm from 'src/components/Auction/AuctionForm'
import Button from 'src/components/Button/Button'
import ConfirmationDialog from 'src/components/ConfirmationDialog/ConfirmationDialog'
import { useToastedAction } from 'src/components/Form/useToastedAction'

import type { ProcessRecord } from '../processRecord'

import PortalAnswerHistory from './PortalAnswerHistory'
import {
  isOpen,
  type AnswerChangeRecord,
  type PortalRoundRecord,
} from './portalRound'
import PortalSuppliersTable from './PortalSuppliersTable'
import RoundScheduleForm from './RoundScheduleForm'

export const CLOSE_PORTAL_ROUND = gql`
  mutation ClosePortalRoundMutation($processId: String!, $round: Int!) {
    closePortalRound(processId: $processId, round: $round)
  }
`

/** How the round stands: taking answers until its deadline, or closed (early by someone, or at it). */
const ScheduleSummary = ({ portal }: { portal: PortalRoundRecord }) => {
  const { t, i18n } = useTranslation()
  const schedule = portal.schedule
  if (!schedule) return null
  const deadline = formatDeadline(
    schedule.deadline,
    i18n.language,
    portal.timeZone
  )
  return (
    <p className="text-sm text-slate-700" data-testid="portal-schedule">
      {schedule.closedAt
        ? schedule.closedByName
          ? t('process.portal.closedEarly', {
              at: formatDateTime(schedule.closedAt, i18n.language),
              name: schedule.closedByName,
            })
          : t('process.portal.closedAtDeadline', { deadline })
        : `${t('process.portal.openUntil', { deadline })} ${t(
            schedule.sealed
              ? 'process.portal.sealedNote'
              : 'process.portal.openNote'
          )}`}
    </p>
  )
}

/**
 * The quotations step's supplier portal for one round: its schedule, the suppliers invited and
 * where each stands, closing it early, and the buyer's later changes to what came in.
 */
const PortalRoundPanel = ({
  portal,
  history,
  process,
  round,
  editable,
}: {
  portal: PortalRoundRecord
  history: AnswerChangeRecord[]
  process: ProcessRecord
  round: number
  editable: boolean
}) => {
  const { t } = useTranslation()
  const run = useToastedAction()
  const [editing, setEditing] = useState<'sealed' | 'auction' | null>(null)
  const [closing, setClosing] = useState(false)
  const [close] = useMutation<
    ClosePortalRoundMutation,
    ClosePortalRoundMutationVariables
  >(CLOSE_PORTAL_ROUND, {
    refetchQueries: ['PortalRoundQuery', 'QuotationRoundQuery', 'ProcessQuery'],
    awaitRefetchQueries: true,
  })
  const { schedule } = portal
  const open = isOpen(schedule)
  const auction = schedule?.format === 'AUCTION'
  if (!schedule && !editable) return null
  return (
    <section
      aria-labelledby="portal-panel"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="portal-panel" className="flex items-center gap-2 font-semibold">
          <CalendarClock size={16} aria-hidden />
          {t('process.portal.title')}
        </h2>
        {editable && open && !auction && !editing && (
          <div className="flex gap-2">
            <Button
              size="medium"
              variant="secondary"
              icon={Pencil}
              onClick={() => setEditing('sealed')}
            >
              {t('process.portal.editSchedule')}
            </Button>
            <Button
              size="medium"
              variant="secondary"
              icon={Lock}
              onClick={() => setClosing(true)}
            >
              {t('process.portal.closeNow')}
            </Button>
          </div>
        )}
      </div>
      {!schedule && !editing && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-600">{t('process.portal.intro')}</p>
          <div className="flex gap-2">
            <Button
              size="medium"
              variant="secondary"
              icon={Gavel}
              onClick={() => setEditing('auction')}
            >
              {t('auction.form.start')}
            </Button>
            <Button size="medium" onClick={() => setEditing('sealed')}>
              {t('process.portal.start')}
            </Button>
          </div>
        </div>
      )}
      {editing === 'sealed' && (
        <RoundScheduleForm
          processId={process.id}
          round={round}
          timeZone={portal.timeZone}
          schedule={schedule}
          onDone={() => setEditing(null)}
        />
      )}
      {editing === 'auction' && (
        <AuctionForm
          process={process}
          round={round}
          timeZone={portal.timeZone}
          onDone={() => setEditing(null)}
        />
      )}
      {!editing && !auction && <ScheduleSummary portal={portal} />}
      {auction && (
        <AuctionConsoleCell
          processId={process.id}
          round={round}
          process={process}
          timeZone={portal.timeZone}
          editable={editable}
        />
      )}
      {schedule && (
        <PortalSuppliersTable
          process={process}
          round={round}
          suppliers={portal.suppliers}
          open={editable && open}
        />
      )}
      <PortalAnswerHistory history={history} process={process} />
      <ConfirmationDialog
        open={closing}
        title={t('process.portal.closeTitle')}
        description={t('process.portal.closeDescription')}
        confirmLabel={t('process.portal.closeNow')}
        onConfirm={() =>
          run(() => close({ variables: { processId: process.id, round } }), {
            success: 'process.portal.closed',
            failure: 'process.portal.actionError',
          })
        }
        onClose={() => setClosing(false)}
      />
    </section>
  )
}

export default PortalRoundPanel
