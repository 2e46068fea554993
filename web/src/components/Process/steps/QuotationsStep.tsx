import { ROUND_MAX } from '@procura/shared'
import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { navigate, routes, useParams } from '@redwoodjs/router'

import Button from 'src/components/Button/Button'
import EmptyState from 'src/components/EmptyState/EmptyState'

import PortalRoundCell from '../Portal/PortalRoundCell'
import type { StepProps } from '../ProcessWorkspace'
import QuotationRoundCell from '../Quotations/QuotationRoundCell'

/** Spec §3 quotations, one round (1–9) at a time. */
const QuotationsStep = ({ process, reference, editable }: StepProps) => {
  const { t } = useTranslation()
  // the round shown is in the address (?round=2): it survives a reload and can be shared
  const asked = Number(useParams().round)
  const round =
    asked >= 1 && asked <= ROUND_MAX ? asked : (process.rounds.at(-1) ?? 1)
  const show = (number: number) =>
    navigate(
      routes.process({ uid: process.id, step: 'quotations', round: number }),
      { replace: true }
    )
  if (!process.items.length || !process.suppliers.length)
    return (
      <EmptyState
        title={t('empty.title')}
        description={t('process.quotations.needsItemsAndSuppliers')}
      />
    )
  const shown = [...new Set([...process.rounds, round])].sort((a, b) => a - b)
  const nextRound = Math.max(...shown) + 1
  return (
    <div className="flex flex-col gap-3">
      {/* the rounds are tabs; adding one is a button beside them, not a tab */}
      <div className="flex flex-wrap items-center gap-1">
        <div
          role="tablist"
          aria-label={t('process.quotations.rounds')}
          className="flex flex-wrap items-center gap-1"
        >
          {shown.map((number) => (
            <button
              key={number}
              type="button"
              role="tab"
              aria-selected={number === round}
              onClick={() => show(number)}
              className={`rounded-md px-3 py-1.5 text-sm ${
                number === round
                  ? 'bg-primary-600 text-white'
                  : 'bg-white text-slate-700 hover:bg-slate-100'
              }`}
            >
              {t('process.quotations.round', { round: number })}
            </button>
          ))}
        </div>
        {editable && nextRound <= ROUND_MAX && (
          <Button
            variant="ghost"
            size="medium"
            icon={Plus}
            onClick={() => show(nextRound)}
          >
            {t('process.quotations.addRound')}
          </Button>
        )}
      </div>
      <div
        role="tabpanel"
        aria-label={t('process.quotations.round', { round })}
        className="flex flex-col gap-3"
      >
        <PortalRoundCell
          processId={process.id}
          round={round}
          process={process}
          editable={editable}
        />
        <QuotationRoundCell
          processId={process.id}
          round={round}
          process={process}
          reference={reference}
          editable={editable}
        />
      </div>
    </div>
  )
}

export default QuotationsStep
