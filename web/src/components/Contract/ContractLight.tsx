import type { TermBucket } from '@procura/shared'
import { useTranslation } from 'react-i18next'

// shared/notes/ui.md: green over 120 days, amber under 120, red under 30, grey-red expired
const DOT: Record<TermBucket, string> = {
  MORE_THAN_120: 'bg-success-500',
  LESS_THAN_120: 'bg-warning-500',
  LESS_THAN_30: 'bg-danger-500',
  EXPIRED: 'bg-slate-500 ring-2 ring-danger-500',
}

/** A traffic light: a dot and its words, never colour alone. */
const ContractLight = ({ bucket }: { bucket: TermBucket }) => {
  const { t } = useTranslation()
  const words = t(`contract.buckets.${bucket}`)
  return (
    <span
      className="inline-flex items-center gap-1.5"
      title={t('contract.list.light', { bucket: words })}
    >
      <span aria-hidden className={`h-2.5 w-2.5 rounded-full ${DOT[bucket]}`} />
      <span>{words}</span>
    </span>
  )
}

export default ContractLight
