import { useRef, useState, type ReactNode } from 'react'

import { useTranslation } from 'react-i18next'

import Button from 'src/components/Button/Button'
import Modal from 'src/components/Modal/Modal'

// Spec §2: a confirmation dialog is at most 400 px wide.
export const CONFIRMATION_DIALOG_WIDTH = 400

export type DialogMessageType = 'error' | 'warning' | 'info'

const messageClasses: Record<DialogMessageType, string> = {
  error: 'border-danger-500 bg-danger-50 text-danger-700',
  warning: 'border-warning-500 bg-warning-50 text-warning-700',
  info: 'border-info-500 bg-info-50 text-info-700',
}

export interface ConfirmationDialogProps {
  open: boolean
  title: ReactNode
  description?: ReactNode
  confirmLabel?: string
  inProgressLabel?: string
  /** Runs on confirm; the dialog closes when it resolves and stays open when it throws. */
  onConfirm: () => Promise<unknown> | unknown
  onClose: () => void
  closeDisabled?: boolean
  message?: { type: DialogMessageType; text: string } | null
}

/**
 * Spec §4: idle, then in progress while the confirm action runs, then it closes. It cannot be
 * closed while in progress nor when closing is disabled; a repeated confirm is ignored meanwhile.
 */
const ConfirmationDialog = ({
  open,
  title,
  description,
  confirmLabel,
  inProgressLabel,
  onConfirm,
  onClose,
  closeDisabled = false,
  message,
}: ConfirmationDialogProps) => {
  const { t } = useTranslation()
  const [running, setRunning] = useState(false)
  // a ref, not state: two clicks in one render must not both start the action
  const runningRef = useRef(false)

  const confirm = async () => {
    if (runningRef.current) return
    runningRef.current = true
    setRunning(true)
    try {
      await onConfirm()
      onClose()
    } catch {
      // the caller reports the failure through `message`; the dialog stays open
    } finally {
      runningRef.current = false
      setRunning(false)
    }
  }

  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      width={CONFIRMATION_DIALOG_WIDTH}
      closeDisabled={closeDisabled || running}
      footer={
        <>
          <Button
            variant="secondary"
            onClick={onClose}
            disabled={closeDisabled || running}
          >
            {t('common.cancel')}
          </Button>
          <Button onClick={confirm} loading={running}>
            {running
              ? (inProgressLabel ?? t('common.inProgress'))
              : (confirmLabel ?? t('common.confirm'))}
          </Button>
        </>
      }
    >
      {description && <div className="text-slate-700">{description}</div>}
      {message?.text && (
        <p
          role="alert"
          className={`mt-3 rounded-md border px-3 py-2 text-sm ${messageClasses[message.type]}`}
        >
          {message.text}
        </p>
      )}
    </Modal>
  )
}

export default ConfirmationDialog
