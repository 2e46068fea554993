import { formatMoney, formatNumber, sumOf, type Numeric } from '@procura/shared'
import { useTranslation } from 'react-i18next'

import type { ProcessRecord } from '../processRecord'

import { processResults } from './ReviewResults'

/** Spec §2 review "summary": what the process bought and saved, at a glance. */
const ReviewSummary = ({ process }: { process: ProcessRecord }) => {
  const { t, i18n } = useTranslation()
  const money = (value: Numeric) =>
    formatMoney(value, process.currency.code, i18n.language)
  // the awards' own stored totals: what the report, the PDF and the dashboard read too
  const contractValue = sumOf(process.awards.map((a) => a.totalContractValue))
  const awardedSuppliers = new Set(
    process.awardedQuotations.map((q) => q.supplierId)
  ).size
  const { total: savings, incomplete } = processResults(process)
  const facts: [string, string][] = [
    [
      t('process.review.facts.suppliers'),
      formatNumber(process.suppliers.length, i18n.language, 0),
    ],
    [
      t('process.review.facts.rounds'),
      formatNumber(process.rounds.length, i18n.language, 0),
    ],
    [
      t('process.review.facts.awardedSuppliers'),
      formatNumber(awardedSuppliers, i18n.language, 0),
    ],
    [t('process.review.facts.contractValue'), money(contractValue)],
    [t('process.pipeline.costReduction'), money(savings.costReduction)],
    [t('process.pipeline.costAvoidance'), money(savings.costAvoidance)],
    [t('process.review.result'), money(savings.result)],
  ]
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 text-sm md:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="tabular font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {incomplete && (
        <p className="mt-2 text-xs text-slate-600">
          {t('process.review.incompleteTotal')}
        </p>
      )}
      {process.executiveSummary && (
        <p className="mt-3 whitespace-pre-line text-sm text-slate-700">
          {process.executiveSummary}
        </p>
      )}
    </>
  )
}

export default ReviewSummary
