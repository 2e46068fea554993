import { useEffect, useState } from 'react'

import { formatDuration, formatNumber } from '@procura/shared'
import { useTranslation } from 'react-i18next'

import Button from 'src/components/Button/Button'
import ConfirmationDialog from 'src/components/ConfirmationDialog/ConfirmationDialog'

import { importProgress } from './importProgress'
import type { SpendImportRecord } from './spendImportRecord'

/** A running import: rows read, rows per second, percent and time left; it can be cancelled. */
const ImportProgress = ({
  spendImport,
  onCancel,
}: {
  spendImport: SpendImportRecord
  onCancel: () => Promise<unknown>
}) => {
  const { t, i18n } = useTranslation()
  const [now, setNow] = useState(() => Date.now())
  const [confirming, setConfirming] = useState(false)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000)
    return () => clearInterval(timer)
  }, [])
  const { rate, percent, secondsLeft } = importProgress(spendImport, now)
  const running = spendImport.status === 'RUNNING'
  const number = (value: number) => formatNumber(value, i18n.language)

  return (
    <section className="flex flex-col gap-3" aria-busy>
      <h2 className="text-lg font-semibold">
        {t('spendImports.progress.title')}
      </h2>
      <progress
        className="h-2 w-full max-w-xl accent-primary-600"
        max={100}
        value={running ? percent : undefined}
        aria-label={t('csvImport.progress')}
      />
      <p role="status" className="text-sm text-slate-700">
        {running
          ? [
              t('spendImports.progress.rows', {
                rows: number(spendImport.rowsRead),
              }),
              t('spendImports.progress.rate', { rate: number(rate) }),
              t('spendImports.progress.percent', { percent: number(percent) }),
              secondsLeft !== null &&
                t('spendImports.progress.left', {
                  time: formatDuration(secondsLeft, i18n.language),
                }),
            ]
              .filter(Boolean)
              .join(' · ')
          : t('spendImports.progress.waiting')}
      </p>
      <p className="text-sm text-slate-600">
        {t('spendImports.progress.leave')}
      </p>
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => setConfirming(true)}
      >
        {t('spendImports.progress.cancel')}
      </Button>
      <ConfirmationDialog
        open={confirming}
        title={t('spendImports.progress.cancelTitle')}
        description={t('spendImports.progress.cancelBody')}
        confirmLabel={t('spendImports.progress.cancel')}
        onConfirm={onCancel}
        onClose={() => setConfirming(false)}
      />
    </section>
  )
}

export default ImportProgress
