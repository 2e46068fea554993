import type { ReactNode } from 'react'

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'

// Spec §2: the shared modal is 500 px wide by default.
export const MODAL_WIDTH = 500

export interface ModalProps {
  open: boolean
  title: ReactNode
  onClose: () => void
  children?: ReactNode
  footer?: ReactNode
  width?: number
  /** When true, Escape, the backdrop and the close button leave the modal open. */
  closeDisabled?: boolean
}

/** A dialog with a focus trap, Escape to close and ARIA labelling (Headless UI). */
const Modal = ({
  open,
  title,
  onClose,
  children,
  footer,
  width = MODAL_WIDTH,
  closeDisabled = false,
}: ModalProps) => {
  const { t } = useTranslation()
  const close = () => {
    if (!closeDisabled) onClose()
  }
  return (
    <Dialog open={open} onClose={close} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          style={{ maxWidth: width }}
          className="w-full rounded-lg border border-slate-200 bg-white shadow-xl"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
            <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
            <button
              type="button"
              onClick={close}
              disabled={closeDisabled}
              aria-label={t('common.close')}
              className="rounded p-1 text-slate-500 hover:bg-slate-100 disabled:opacity-40"
            >
              <X size={16} aria-hidden />
            </button>
          </div>
          <div className="max-h-[calc(100vh-10rem)] overflow-y-auto px-5 py-4">
            {children}
          </div>
          {footer && (
            <div className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3">
              {footer}
            </div>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  )
}

export default Modal
