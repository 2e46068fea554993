import { useState, type ReactNode } from 'react'

import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { Link, routes } from '@redwoodjs/router'

import Button from 'src/components/Button/Button'
import MonthInput from 'src/components/Form/MonthInput'
import Modal from 'src/components/Modal/Modal'
import PageTitle from 'src/components/PageTitle/PageTitle'
import LinesPaidAboveCell from 'src/components/Spend/LinesPaidAboveCell'
import OffContractLinesCell from 'src/components/Spend/OffContractLinesCell'
import PriceComplianceCell, {
  type PaidAboveSelection,
} from 'src/components/Spend/PriceComplianceCell'
import SpendComplianceCell, {
  type LeakageSelection,
} from 'src/components/Spend/SpendComplianceCell'

interface Period {
  fromMonth?: string
  toMonth?: string
}

/** The lines behind a number, a page at a time, in a dialog: `lines` draws a page from its offset. */
const LinesDialog = ({
  title,
  open,
  onClose,
  lines,
}: {
  title: string
  open: boolean
  onClose: () => void
  lines: (offset: number, onPage: (offset: number) => void) => ReactNode
}) => {
  const [offset, setOffset] = useState(0)
  return (
    <Modal
      open={open}
      width={1000}
      title={title}
      onClose={() => {
        setOffset(0)
        onClose()
      }}
    >
      {open && lines(offset, setOffset)}
    </Modal>
  )
}

/**
 * Contract compliance over a period: the spend under contract, the spend that escaped one
 * (leakage), and what contracts were paid above their prices; each number opens its lines.
 */
const SpendCompliancePage = () => {
  const { t } = useTranslation()
  const [period, setPeriod] = useState<Period>({})
  const [selection, setSelection] = useState<LeakageSelection | null>(null)
  const [paidAbove, setPaidAbove] = useState<PaidAboveSelection | null>(null)
  return (
    <>
      <PageTitle parts={[t('spend.compliance.title'), t('pages.spending')]} />
      <Link
        to={routes.spending()}
        className="mb-2 inline-flex items-center gap-1 text-sm text-primary-700 hover:underline"
      >
        <ArrowLeft size={14} aria-hidden />
        {t('spendImports.back')}
      </Link>
      <h1 className="mb-1 text-xl font-semibold">
        {t('spend.compliance.title')}
      </h1>
      <p className="mb-4 text-sm text-slate-600">
        {t('spend.compliance.hint')}
      </p>
      <div
        role="group"
        aria-label={t('spend.compliance.period')}
        className="mb-4 flex flex-wrap items-center gap-2"
      >
        {(['fromMonth', 'toMonth'] as const).map((field) => (
          <MonthInput
            key={field}
            label={t(`spend.compliance.${field}`)}
            value={period[field]}
            onChange={(month) => setPeriod({ ...period, [field]: month })}
          />
        ))}
        <Button variant="ghost" size="slim" onClick={() => setPeriod({})}>
          {t('spend.compliance.allMonths')}
        </Button>
      </div>
      <SpendComplianceCell {...period} onOpenLines={setSelection} />
      <LinesDialog
        open={!!selection}
        title={t('spend.compliance.lines.title', { name: selection?.name })}
        onClose={() => setSelection(null)}
        lines={(offset, onPage) => (
          <OffContractLinesCell
            {...period}
            dimension={selection?.dimension}
            value={selection?.value}
            offset={offset}
            currencyCode={selection?.currencyCode}
            onPage={onPage}
          />
        )}
      />
      <h2 className="mb-1 mt-8 text-lg font-semibold">
        {t('spend.priceCompliance.title')}
      </h2>
      <p className="mb-4 text-sm text-slate-600">
        {t('spend.priceCompliance.hint')}
      </p>
      <PriceComplianceCell {...period} onOpenLines={setPaidAbove} />
      <LinesDialog
        open={!!paidAbove}
        title={t('spend.priceCompliance.lines.title', {
          name: paidAbove?.name,
        })}
        onClose={() => setPaidAbove(null)}
        lines={(offset, onPage) => (
          <LinesPaidAboveCell
            {...period}
            supplier={paidAbove?.supplier}
            offset={offset}
            currencyCode={paidAbove?.currencyCode}
            onPage={onPage}
          />
        )}
      />
    </>
  )
}

export default SpendCompliancePage
