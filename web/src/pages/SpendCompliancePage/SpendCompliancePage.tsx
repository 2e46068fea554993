import { useState } from 'react'

import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { Link, routes } from '@redwoodjs/router'

import Button from 'src/components/Button/Button'
import MonthInput from 'src/components/Form/MonthInput'
import Modal from 'src/components/Modal/Modal'
import PageTitle from 'src/components/PageTitle/PageTitle'
import OffContractLinesCell from 'src/components/Spend/OffContractLinesCell'
import SpendComplianceCell, {
  type LeakageSelection,
} from 'src/components/Spend/SpendComplianceCell'

interface Period {
  fromMonth?: string
  toMonth?: string
}

/** The lines behind a leakage number, a page at a time, in a dialog. */
const LeakageLines = ({
  period,
  selection,
  onClose,
}: {
  period: Period
  selection: LeakageSelection | null
  onClose: () => void
}) => {
  const { t } = useTranslation()
  const [offset, setOffset] = useState(0)
  return (
    <Modal
      open={!!selection}
      width={1000}
      title={t('spend.compliance.lines.title', { name: selection?.name })}
      onClose={() => {
        setOffset(0)
        onClose()
      }}
    >
      {selection && (
        <OffContractLinesCell
          {...period}
          dimension={selection.dimension}
          value={selection.value}
          offset={offset}
          currencyCode={selection.currencyCode}
          onPage={setOffset}
        />
      )}
    </Modal>
  )
}

/** Contract compliance over a period: the spend under contract, and the spend that escaped one (leakage). */
const SpendCompliancePage = () => {
  const { t } = useTranslation()
  const [period, setPeriod] = useState<Period>({})
  const [selection, setSelection] = useState<LeakageSelection | null>(null)
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
      <LeakageLines
        period={period}
        selection={selection}
        onClose={() => setSelection(null)}
      />
    </>
  )
}

export default SpendCompliancePage
