import { useCallback, useEffect, useState } from 'react'

import { formatNumber } from '@procura/shared'
import { Download, Paperclip, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { toast } from '@redwoodjs/web/toast'

import { firebaseAuth } from 'src/auth'
import Button from 'src/components/Button/Button'
import ConfirmationDialog from 'src/components/ConfirmationDialog/ConfirmationDialog'
import Dropzone from 'src/components/Dropzone/Dropzone'
import { apiRequest } from 'src/lib/apiClient'

interface Attachment {
  id: string
  fileName: string
  size: number
}

const token = () => firebaseAuth.currentUser?.getIdToken()

/** Spec §2/§7: the process's files, with delete, and a dropzone to attach one. */
const AttachmentsPanel = ({
  processId,
  reviewMode = false,
}: {
  processId: string
  /** spec §2: no upload while reviewing */
  reviewMode?: boolean
}) => {
  const { t, i18n } = useTranslation()
  const [attachments, setAttachments] = useState<Attachment[] | null>(null)
  const [busy, setBusy] = useState(false)
  const [deleting, setDeleting] = useState<Attachment | null>(null)
  const base = `/process/${processId}/attachment`

  const load = useCallback(async () => {
    const response = await apiRequest<{ data: { data: Attachment[] } }>(base, {
      token: await token(),
    })
    if (response.ok) setAttachments(response.body.data.data)
  }, [base])

  useEffect(() => {
    load()
  }, [load])

  const attach = async (file: File) => {
    setBusy(true)
    try {
      const form = new FormData()
      form.append('file', file, file.name)
      const response = await apiRequest<{ message?: string }>(base, {
        method: 'PUT',
        body: form,
        token: await token(),
      })
      if (!response.ok) {
        toast.error(
          response.body?.message ?? t('process.attachments.attachError')
        )
        return
      }
      toast.success(t('process.attachments.attached'))
      await load()
    } catch {
      toast.error(t('process.attachments.attachError'))
    } finally {
      setBusy(false)
    }
  }

  const remove = async (attachment: Attachment) => {
    const response = await apiRequest(`${base}/${attachment.id}`, {
      method: 'DELETE',
      token: await token(),
    })
    if (!response.ok) {
      toast.error(t('process.attachments.deleteError'))
      return
    }
    toast.success(t('process.attachments.deleted'))
    await load()
  }

  const kilobytes = (size: number) =>
    `${formatNumber(size / 1024, i18n.language, 0)} KB`

  return (
    <section
      aria-labelledby="attachments-title"
      className="rounded-lg border border-slate-200 bg-white p-3"
    >
      <h2
        id="attachments-title"
        className="mb-2 flex items-center gap-2 text-sm font-semibold"
      >
        <Paperclip size={14} aria-hidden />
        {t('process.attachments.title')}
      </h2>
      {attachments === null ? (
        <div
          role="status"
          aria-label={t('common.loading')}
          className="h-10 animate-pulse rounded bg-slate-100"
        />
      ) : attachments.length === 0 ? (
        <p className="text-sm text-slate-500">
          {t('process.attachments.empty')}
        </p>
      ) : (
        <ul className="mb-2 flex flex-col gap-1">
          {attachments.map((attachment) => (
            <li key={attachment.id} className="flex items-center gap-1 text-sm">
              <a
                href={`${globalThis.RWJS_API_URL ?? '/api'}${base}/${attachment.id}`}
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
                {kilobytes(attachment.size)}
              </span>
              {!reviewMode && (
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
      )}
      {!reviewMode && (
        <div className="mt-2">
          <Dropzone
            onFile={attach}
            disabled={busy}
            label={t('process.attachments.upload')}
          />
        </div>
      )}
      <ConfirmationDialog
        open={Boolean(deleting)}
        title={t('process.attachments.deleteTitle', {
          name: deleting?.fileName ?? '',
        })}
        confirmLabel={t('team.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove(deleting)}
      />
    </section>
  )
}

export default AttachmentsPanel
