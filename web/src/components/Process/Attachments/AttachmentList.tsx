import { useState } from 'react'

import { formatFileSize } from '@procura/shared'
import { Download, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import Button from 'src/components/Button/Button'
import ConfirmationDialog from 'src/components/ConfirmationDialog/ConfirmationDialog'

import type { Attachment } from './useAttachments'

/** Files with their download link and size, and delete with confirmation unless read-only. */
const AttachmentList = ({
  attachments,
  downloadUrl,
  onDelete,
  emptyText,
}: {
  attachments: Attachment[] | null
  downloadUrl: (attachment: Attachment) => string
  /** absent: the list is read-only */
  onDelete?: (attachment: Attachment) => void
  emptyText: string
}) => {
  const { t, i18n } = useTranslation()
  const [deleting, setDeleting] = useState<Attachment | null>(null)
  const sizeOf = (bytes: number) => formatFileSize(bytes, i18n.language)

  if (attachments === null)
    return (
      <div
        role="status"
        aria-label={t('common.loading')}
        className="h-10 animate-pulse rounded bg-slate-100"
      />
    )
  if (!attachments.length)
    return <p className="text-sm text-slate-500">{emptyText}</p>
  return (
    <>
      <ul className="mb-2 flex flex-col gap-1">
        {attachments.map((attachment) => (
          <li key={attachment.id} className="flex items-center gap-1 text-sm">
            <a
              href={downloadUrl(attachment)}
              download={attachment.fileName}
              aria-label={t('process.attachments.download', {
                name: attachment.fileName,
              })}
              className="flex min-w-0 flex-1 items-center gap-1 text-primary-700 hover:underline"
            >
              <Download size={12} aria-hidden className="shrink-0" />
              <span className="truncate">{attachment.fileName}</span>
            </a>
            <span className="tabular shrink-0 text-xs text-slate-500">
              {sizeOf(attachment.size)}
            </span>
            {onDelete && (
              <Button
                variant="ghost"
                size="slim"
                icon={Trash2}
                aria-label={t('process.attachments.delete', {
                  name: attachment.fileName,
                })}
                onClick={() => setDeleting(attachment)}
              />
            )}
          </li>
        ))}
      </ul>
      <ConfirmationDialog
        open={Boolean(deleting)}
        title={t('process.attachments.deleteTitle', {
          name: deleting?.fileName ?? '',
        })}
        confirmLabel={t('team.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && onDelete?.(deleting)}
      />
    </>
  )
}

export default AttachmentList
