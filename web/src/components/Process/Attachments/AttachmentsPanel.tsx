import { Paperclip } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import Dropzone from 'src/components/Dropzone/Dropzone'

import AttachmentList from './AttachmentList'
import { useAttachments } from './useAttachments'

/** Spec §2/§7: the process's own files (final documents live on the final step), with delete and a dropzone. */
const AttachmentsPanel = ({
  processId,
  readOnly = false,
}: {
  processId: string
  /** spec §2: no upload while reviewing, nor once the process is sent for approval */
  readOnly?: boolean
}) => {
  const { t } = useTranslation()
  const { attachments, busy, attach, remove, downloadUrl } =
    useAttachments(processId)

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
      <AttachmentList
        attachments={attachments?.filter((a) => !a.supplierId) ?? null}
        downloadUrl={downloadUrl}
        onDelete={readOnly ? undefined : remove}
        emptyText={t('process.attachments.empty')}
      />
      {!readOnly && (
        <div className="mt-2">
          <Dropzone
            onFile={(file) => attach(file)}
            disabled={busy}
            label={t('process.attachments.upload')}
          />
        </div>
      )}
    </section>
  )
}

export default AttachmentsPanel
