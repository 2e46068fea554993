import { useState } from 'react'

import { FileText } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import Dropzone from 'src/components/Dropzone/Dropzone'
import { apiHref, apiRequest } from 'src/lib/apiClient'

import type { PortalFailure, PortalPageData } from './portalPage'

/** The one quote file a round may ask for: the current one to download, another to replace it. */
const QuoteFile = ({
  token,
  page,
  onChanged,
}: {
  token: string
  page: PortalPageData
  onChanged: () => Promise<void>
}) => {
  const { t } = useTranslation()
  const [uploading, setUploading] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const upload = async (file: File) => {
    const form = new FormData()
    form.append('file', file)
    setUploading(true)
    setRefusal(null)
    const answer = await apiRequest<PortalFailure>(`/portal/${token}/file`, {
      method: 'PUT',
      body: form,
    }).finally(() => setUploading(false))
    if (!answer.ok)
      setRefusal(t(answer.body.code, { defaultValue: answer.body.message }))
    else await onChanged()
  }
  return (
    <section
      aria-labelledby="portal-quote-file"
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="portal-quote-file" className="font-semibold">
        {t('portal.page.quoteFile')}
      </h2>
      {page.answer.fileName && (
        <a
          href={apiHref(`/portal/${token}/file`)}
          className="flex items-center gap-2 text-sm text-primary-700 underline"
        >
          <FileText size={14} aria-hidden />
          {page.answer.fileName}
        </a>
      )}
      {page.round.answering && (
        <Dropzone
          onFile={upload}
          disabled={uploading}
          label={t(
            page.answer.fileName
              ? 'portal.page.replaceFile'
              : 'portal.page.attachFile'
          )}
        />
      )}
      {refusal && (
        <p role="alert" className="text-sm text-danger-700">
          {refusal}
        </p>
      )}
    </section>
  )
}

export default QuoteFile
