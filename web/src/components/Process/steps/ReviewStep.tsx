import { useState } from 'react'

import {
  formatMoney,
  monthsOf,
  savingsOf,
  totalSavings,
  type Savings,
} from '@procura/shared'
import { Send } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { useMutation } from '@redwoodjs/web'

import Button from 'src/components/Button/Button'
import ConfirmationDialog from 'src/components/ConfirmationDialog/ConfirmationDialog'
import { inputClasses } from 'src/components/Form/FieldShell'
import { useToastedAction } from 'src/components/Form/useToastedAction'

import { Section } from '../ProcessForm'
import type { ProcessRecord } from '../processRecord'
import type { StepProps } from '../ProcessWorkspace'

export const SEND_FOR_APPROVAL = gql`
  mutation SendProcessForApprovalMutation(
    $id: String!
    $input: FinalSummaryInput!
  ) {
    sendProcessForApproval(id: $id, input: $input) {
      id
    }
  }
`

/** Each item's realized savings: its awards priced against its history (shared/notes/domain.md). */
const itemResults = (process: ProcessRecord) => {
  const itemOfQuotation = new Map(
    process.awardedQuotations.map((q) => [q.id, q.itemId])
  )
  return process.items.map((item) => {
    const awards = process.awards.filter(
      (a) => itemOfQuotation.get(a.quotationId) === item.id
    )
    const parts = awards.map((award) =>
      savingsOf({
        historical: Number(item.detail?.historicalPrice ?? 0),
        baseline: Number(item.detail?.baselinePrice ?? 0),
        price: Number(award.unitPrice),
        annualVolume: Number(award.annualVolume),
        months: monthsOf(Number(award.contractLength), award.contractPeriod),
      })
    )
    return { item, awards, savings: totalSavings(parts) }
  })
}

const RESULT_COLUMNS: (keyof Savings)[] = [
  'costReduction',
  'costAvoidance',
  'costIncrease',
  'result',
]

/** Spec §2 review: the results per item, the final executive summary, and sending for approval. */
const ReviewStep = ({ process, editable }: StepProps) => {
  const { t, i18n } = useTranslation()
  const run = useToastedAction()
  const [summary, setSummary] = useState(process.finalExecutiveSummary ?? '')
  const [confirming, setConfirming] = useState(false)
  const [send] = useMutation(SEND_FOR_APPROVAL, {
    refetchQueries: ['ProcessQuery'],
    awaitRefetchQueries: true,
  })
  const money = (value: number) =>
    formatMoney(value, process.currency.code, i18n.language)
  const results = itemResults(process)
  const total = totalSavings(results.map((r) => r.savings))
  const header = (key: string) =>
    t(
      key === 'result'
        ? 'process.pipeline.expectedFinalResult'
        : `process.pipeline.${key}`
    )

  return (
    <div className="flex flex-col gap-4">
      <Section title={t('process.review.results')}>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-left text-slate-600">
              <tr>
                <th scope="col" className="px-2 py-1.5 font-medium">
                  {t('process.pipeline.item')}
                </th>
                <th scope="col" className="px-2 py-1.5 text-right font-medium">
                  {t('process.items.historicalPrice')}
                </th>
                <th scope="col" className="px-2 py-1.5 text-right font-medium">
                  {t('process.items.baselinePrice')}
                </th>
                {RESULT_COLUMNS.map((key) => (
                  <th
                    key={key}
                    scope="col"
                    className="px-2 py-1.5 text-right font-medium"
                  >
                    {key === 'result'
                      ? t('process.review.result')
                      : header(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {results.map(({ item, savings }) => (
                <tr key={item.id} className="border-t border-slate-100">
                  <th scope="row" className="px-2 py-1.5 text-left font-medium">
                    {item.code}
                  </th>
                  <td className="tabular px-2 text-right">
                    {money(Number(item.detail?.historicalPrice ?? 0))}
                  </td>
                  <td className="tabular px-2 text-right">
                    {money(Number(item.detail?.baselinePrice ?? 0))}
                  </td>
                  {RESULT_COLUMNS.map((key) => (
                    <td key={key} className="tabular px-2 text-right">
                      {money(savings[key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-slate-300 font-semibold">
              <tr>
                <th scope="row" colSpan={3} className="px-2 py-1.5 text-right">
                  {t('process.pipeline.total')}
                </th>
                {RESULT_COLUMNS.map((key) => (
                  <td key={key} className="tabular px-2 text-right">
                    {money(total[key])}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      </Section>
      <Section title={t('process.review.finalExecutiveSummary')}>
        <textarea
          aria-label={t('process.review.finalExecutiveSummary')}
          value={summary}
          onChange={(event) => setSummary(event.target.value)}
          disabled={!editable}
          rows={4}
          className={`${inputClasses} h-auto w-full py-1.5`}
        />
      </Section>
      {editable && (
        <Button
          icon={Send}
          className="self-start"
          onClick={() => setConfirming(true)}
        >
          {t('process.review.send')}
        </Button>
      )}
      <ConfirmationDialog
        open={confirming}
        title={t('process.review.confirmTitle')}
        description={t('process.review.confirm')}
        confirmLabel={t('process.review.send')}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          run(
            () =>
              send({
                variables: {
                  id: process.id,
                  input: { finalExecutiveSummary: summary },
                },
              }),
            {
              success: 'process.review.sent',
              failure: 'process.review.sendError',
            }
          )
        }
      />
    </div>
  )
}

export default ReviewStep
