import {
  awardBasisOf,
  comparativeMap,
  formatMoney,
  orDash,
  reviewResults,
  type Savings,
  type Numeric,
} from '@procura/shared'
import { useTranslation } from 'react-i18next'

import type { ProcessRecord } from '../processRecord'

import type { ComparedQuotation } from './ComparativeMap'

/** Each item's awards and realized savings, and their total: the summary and the PDF read the same. */
export const processResults = (process: ProcessRecord) => {
  const itemOfQuotation = new Map(
    process.awardedQuotations.map((q) => [q.id, q.itemId])
  )
  return reviewResults(process.items, (itemId) =>
    process.awards
      .filter((award) => itemOfQuotation.get(award.quotationId) === itemId)
      .map(awardBasisOf)
  )
}

const SAVINGS_COLUMNS: (keyof Savings)[] = [
  'costReduction',
  'costAvoidance',
  'costIncrease',
  'result',
]

const cell = 'tabular px-2 py-1.5 text-right'

/** Spec §2 review "results": per item its history, best offers by round, award and savings. */
const ReviewResults = ({
  process,
  quotations,
}: {
  process: ProcessRecord
  quotations: ComparedQuotation[]
}) => {
  const { t, i18n } = useTranslation()
  const money = (value: Numeric | null | undefined) =>
    orDash(value, (v) => formatMoney(v, process.currency.code, i18n.language))
  const { rounds, rows } = comparativeMap(
    process.items.map((item) => item.id),
    quotations
  )
  const { results, total, incomplete } = processResults(process)
  const savingsHeader = (key: keyof Savings) =>
    t(key === 'result' ? 'process.review.result' : `process.pipeline.${key}`)

  return (
    <div className="overflow-x-auto">
      <table
        className="w-full text-sm"
        aria-label={t('process.review.results')}
      >
        <thead className="text-right text-slate-600">
          <tr>
            <th scope="col" className="px-2 py-1.5 text-left font-medium">
              {t('process.pipeline.item')}
            </th>
            <th scope="col" className="px-2 py-1.5 font-medium">
              {t('process.items.historicalPrice')}
            </th>
            <th scope="col" className="px-2 py-1.5 font-medium">
              {t('process.items.baselinePrice')}
            </th>
            {rounds.map((round) => (
              <th key={round} scope="col" className="px-2 py-1.5 font-medium">
                {t('process.review.bestOfferRound', { round })}
              </th>
            ))}
            <th scope="col" className="px-2 py-1.5 font-medium">
              {t('process.review.awardedPrice')}
            </th>
            {SAVINGS_COLUMNS.map((key) => (
              <th key={key} scope="col" className="px-2 py-1.5 font-medium">
                {savingsHeader(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {results.map(({ item, awardedPrice, savings }, index) => (
            <tr key={item.id} className="border-t border-slate-100">
              <th scope="row" className="px-2 py-1.5 text-left font-medium">
                {item.code}
              </th>
              <td className={cell}>{money(item.detail?.historicalPrice)}</td>
              <td className={cell}>{money(item.detail?.baselinePrice)}</td>
              {rounds.map((round) => (
                <td key={round} className={cell}>
                  {money(rows[index].bestByRound.get(round))}
                </td>
              ))}
              <td className={cell}>{money(awardedPrice)}</td>
              {savings ? (
                SAVINGS_COLUMNS.map((key) => (
                  <td key={key} className={cell}>
                    {money(savings[key])}
                  </td>
                ))
              ) : (
                <td
                  colSpan={SAVINGS_COLUMNS.length}
                  className="px-2 py-1.5 text-right text-slate-600"
                >
                  {t('process.review.incomplete')}
                </td>
              )}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-slate-300 font-semibold">
          <tr>
            <th
              scope="row"
              colSpan={4 + rounds.length}
              className="px-2 py-1.5 text-right"
            >
              {t('process.pipeline.total')}
            </th>
            {SAVINGS_COLUMNS.map((key) => (
              <td key={key} className={cell}>
                {money(total[key])}
              </td>
            ))}
          </tr>
          {incomplete && (
            <tr>
              <td
                colSpan={4 + rounds.length + SAVINGS_COLUMNS.length}
                className="px-2 py-1.5 text-right text-xs font-normal text-slate-600"
              >
                {t('process.review.incompleteTotal')}
              </td>
            </tr>
          )}
        </tfoot>
      </table>
    </div>
  )
}

export default ReviewResults
