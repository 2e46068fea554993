import { useTranslation } from 'react-i18next'

import type { SpendImportStatus } from './spendImportRecord'

const TONES: Record<SpendImportStatus, string> = {
  MAPPING: 'bg-info-50 text-info-700',
  QUEUED: 'bg-slate-100 text-slate-700',
  RUNNING: 'bg-info-50 text-info-700',
  REVIEW: 'bg-warning-50 text-warning-700',
  DONE: 'bg-success-50 text-success-700',
  FAILED: 'bg-danger-50 text-danger-700',
  CANCELLED: 'bg-slate-100 text-slate-700',
  ROLLED_BACK: 'bg-slate-100 text-slate-700',
}

/** An import's state, in words and colour. */
const SpendImportStatusBadge = ({ status }: { status: SpendImportStatus }) => {
  const { t } = useTranslation()
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-xs font-medium ${TONES[status]}`}
    >
      {t(`spendImports.status.${status}`)}
    </span>
  )
}

export default SpendImportStatusBadge
