import { useState } from 'react'

import { Send } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { useMutation } from '@redwoodjs/web'

import Button from 'src/components/Button/Button'
import ConfirmationDialog from 'src/components/ConfirmationDialog/ConfirmationDialog'
import { inputClasses } from 'src/components/Form/FieldShell'
import { useToastedAction } from 'src/components/Form/useToastedAction'

import { Section } from '../ProcessForm'
import type { StepProps } from '../ProcessWorkspace'
import ProcessComparisonCell from '../Review/ProcessComparisonCell'
import ReviewSummary from '../Review/ReviewSummary'

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

/** Spec §2 review: results, comparative map, summary, the final executive summary, and sending for approval. */
const ReviewStep = ({ process, editable }: StepProps) => {
  const { t } = useTranslation()
  const run = useToastedAction()
  const [summary, setSummary] = useState(process.finalExecutiveSummary ?? '')
  const [confirming, setConfirming] = useState(false)
  const [send] = useMutation(SEND_FOR_APPROVAL, {
    refetchQueries: ['ProcessQuery'],
    awaitRefetchQueries: true,
  })

  return (
    <div className="flex flex-col gap-4">
      <ProcessComparisonCell process={process} />
      <Section title={t('process.review.summary')}>
        <ReviewSummary process={process} />
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
