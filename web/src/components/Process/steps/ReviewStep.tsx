import { useState } from 'react'

import { finalSummarySchema, type ValidationMessage } from '@procura/shared'
import { Send } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type {
  SaveFinalSummaryMutation,
  SaveFinalSummaryMutationVariables,
  SendProcessForApprovalMutation,
  SendProcessForApprovalMutationVariables,
} from 'types/graphql'
import type { ValidationError } from 'yup'

import { useMutation } from '@redwoodjs/web'

import Button from 'src/components/Button/Button'
import ConfirmationDialog from 'src/components/ConfirmationDialog/ConfirmationDialog'
import {
  inputClasses,
  invalidInputClasses,
} from 'src/components/Form/FieldShell'
import { useToastedAction } from 'src/components/Form/useToastedAction'

import { Section } from '../ProcessForm'
import type { StepProps } from '../ProcessWorkspace'
import ProcessComparisonCell from '../Review/ProcessComparisonCell'
import ReviewSummary from '../Review/ReviewSummary'
import ProcessScenariosCell from '../Scenarios/ProcessScenariosCell'

export const SAVE_FINAL_SUMMARY = gql`
  mutation SaveFinalSummaryMutation($id: String!, $input: FinalSummaryInput!) {
    saveFinalSummary(id: $id, input: $input) {
      id
    }
  }
`

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

const SUMMARY_ID = 'finalExecutiveSummary'

/** Spec §2 review: results, comparative map, summary, the final executive summary, and sending for approval. */
const ReviewStep = ({ process, editable }: StepProps) => {
  const { t } = useTranslation()
  const run = useToastedAction()
  const [summary, setSummary] = useState(process.finalExecutiveSummary ?? '')
  const [problem, setProblem] = useState<ValidationMessage | null>(null)
  const [confirming, setConfirming] = useState(false)
  const refetch = {
    refetchQueries: ['ProcessQuery'],
    awaitRefetchQueries: true,
  }
  const [send] = useMutation<
    SendProcessForApprovalMutation,
    SendProcessForApprovalMutationVariables
  >(SEND_FOR_APPROVAL, refetch)
  const [saveSummary, { loading: saving }] = useMutation<
    SaveFinalSummaryMutation,
    SaveFinalSummaryMutationVariables
  >(SAVE_FINAL_SUMMARY, refetch)
  const input = { finalExecutiveSummary: summary }

  /** Spec §5: the summary is required, said under it before anything is saved or sent. */
  const summaryIsValid = () => {
    try {
      finalSummarySchema.validateSync(input)
      setProblem(null)
      return true
    } catch (error) {
      setProblem(
        (error as ValidationError).errors[0] as unknown as ValidationMessage
      )
      document.getElementById(SUMMARY_ID)?.focus()
      return false
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <ProcessComparisonCell process={process} />
      <div id="scenarios">
        <Section title={t('process.scenarios.title')}>
          <ProcessScenariosCell process={process} editable={editable} />
        </Section>
      </div>
      <Section title={t('process.review.summary')}>
        <ReviewSummary process={process} />
      </Section>
      <Section title={t('process.review.finalExecutiveSummary')}>
        <textarea
          id={SUMMARY_ID}
          aria-label={t('process.review.finalExecutiveSummary')}
          value={summary}
          onChange={(event) => setSummary(event.target.value)}
          disabled={!editable}
          rows={4}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${SUMMARY_ID}-error` : undefined}
          className={`${problem ? invalidInputClasses : inputClasses} h-auto w-full py-1.5`}
        />
        {problem && (
          <span
            id={`${SUMMARY_ID}-error`}
            role="alert"
            className="text-sm text-danger-700"
          >
            {t('process.review.finalExecutiveSummary')}:{' '}
            {t(problem.key, problem.values)}
          </span>
        )}
      </Section>
      {editable && (
        <div className="flex gap-2">
          <Button
            variant="secondary"
            loading={saving}
            onClick={() =>
              summaryIsValid() &&
              run(() => saveSummary({ variables: { id: process.id, input } }), {
                success: 'process.review.saved',
                failure: 'process.review.saveError',
              })
            }
          >
            {t('process.page.save')}
          </Button>
          <Button
            icon={Send}
            onClick={() => summaryIsValid() && setConfirming(true)}
          >
            {t('process.review.send')}
          </Button>
        </div>
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
                variables: { id: process.id, input },
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
