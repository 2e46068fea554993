import { useState } from 'react'

import { Check, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { toast } from '@redwoodjs/web/toast'

import { idToken } from 'src/auth'
import Button from 'src/components/Button/Button'
import { inputClasses } from 'src/components/Form/FieldShell'
import Modal from 'src/components/Modal/Modal'
import { apiRequest } from 'src/lib/apiClient'
import { toastAfterReload } from 'src/lib/cookieToasts'

type Decision = 'approve' | 'disapprove'

/**
 * The confirmation of a decision, from the process's status after it: an approval that leaves
 * approvers to decide is recorded, not the process approved.
 */
const confirmationOf = (decision: Decision, status?: string) =>
  decision === 'disapprove'
    ? 'process.flow.disapproved'
    : status === 'IN_REVIEW'
      ? 'process.flow.approvalRecorded'
      : 'process.flow.approved'

/**
 * Spec §2/§4 approve mode: approve (a comment optional) or reject (a comment required) through
 * PUT /api/process/{id}/flow/…; the page reloads after a decision.
 */
const DecisionBar = ({
  processId,
  canApprove,
}: {
  processId: string
  /** spec §2: approve only in approve mode; reject also with ?analytic=enabled */
  canApprove: boolean
}) => {
  const { t } = useTranslation()
  const [deciding, setDeciding] = useState<Decision | null>(null)
  const [description, setDescription] = useState('')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)

  const decide = async () => {
    if (deciding === 'disapprove' && !description.trim()) {
      setMessage(t('process.flow.commentRequired'))
      return
    }
    setBusy(true)
    try {
      const response = await apiRequest<{
        message?: string
        data?: { status: string }
      }>(`/process/${processId}/flow/${deciding}`, {
        method: 'PUT',
        body: { description },
        token: await idToken(),
      })
      if (!response.ok) {
        toast.error(
          response.body?.message ??
            t(
              deciding === 'approve'
                ? 'process.flow.approveError'
                : 'process.flow.disapproveError'
            )
        )
        return
      }
      // spec §4 reloads the page after a decision: the confirmation waits in the cookie for it
      toastAfterReload(
        'success',
        confirmationOf(deciding, response.body?.data?.status)
      )
      window.location.reload()
    } finally {
      setBusy(false)
    }
  }

  const open = (decision: Decision) => {
    setDescription('')
    setMessage(null)
    setDeciding(decision)
  }

  return (
    <>
      <div className="flex gap-2">
        <Button variant="danger" icon={X} onClick={() => open('disapprove')}>
          {t('process.flow.reject')}
        </Button>
        {canApprove && (
          <Button icon={Check} onClick={() => open('approve')}>
            {t('process.flow.approve')}
          </Button>
        )}
      </div>
      <Modal
        open={Boolean(deciding)}
        title={t(
          deciding === 'disapprove'
            ? 'process.flow.rejectTitle'
            : 'process.flow.approveTitle'
        )}
        onClose={() => setDeciding(null)}
        closeDisabled={busy}
        footer={
          <Button
            loading={busy}
            variant={deciding === 'disapprove' ? 'danger' : 'primary-blue'}
            onClick={decide}
          >
            {t(
              deciding === 'disapprove'
                ? 'process.flow.reject'
                : 'process.flow.approve'
            )}
          </Button>
        }
      >
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          {t('process.flow.comment')}
          <textarea
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            rows={4}
            aria-invalid={message ? true : undefined}
            className={`${inputClasses} h-auto py-1.5 font-normal`}
          />
        </label>
        {message && (
          <p role="alert" className="mt-1 text-sm text-danger-700">
            {message}
          </p>
        )}
      </Modal>
    </>
  )
}

export default DecisionBar
