import { useState } from 'react'

import { Download } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { navigate, routes } from '@redwoodjs/router'
import { toast } from '@redwoodjs/web/toast'

import { idToken } from 'src/auth'
import Dropzone from 'src/components/Dropzone/Dropzone'
import { ServerError, apiHref, apiUpload } from 'src/lib/apiClient'

// the api's limit (SPEND_UPLOAD_MAX_BYTES): a few million lines
const SPEND_UPLOAD_MAX_BYTES =
  Number(process.env.SPEND_UPLOAD_MAX_BYTES) || 512 * 1024 * 1024

const ACCEPT = {
  'text/csv': ['.csv'],
  'text/plain': ['.csv', '.txt'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': [
    '.xlsx',
  ],
}

/** Uploads an extract with its progress, then opens it for mapping. */
const SpendImportUpload = () => {
  const { t } = useTranslation()
  // null: idle; 0–99: uploading; 100: the api reads the file's start
  const [progress, setProgress] = useState<number | null>(null)

  const send = async (file: File) => {
    setProgress(0)
    try {
      const form = new FormData()
      form.append('file', file, file.name)
      const { status, body } = await apiUpload<{
        data?: { id: string }
        message?: string
      }>('/spend/imports', {
        method: 'PUT',
        body: form,
        token: await idToken(),
        onProgress: setProgress,
      })
      if (status >= 400 || !body.data) {
        toast.error(body.message ?? t('spend.import.unreadable'))
        return
      }
      navigate(routes.spendImport({ id: body.data.id }))
    } catch (error) {
      if (!(error instanceof ServerError))
        toast.error(t('auth.errors.somethingWentWrong'))
    } finally {
      setProgress(null)
    }
  }

  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="text-slate-600">{t('spendImports.upload.hint')}</p>
      <a
        href={apiHref('/spend/template')}
        download
        className="inline-flex items-center gap-1 self-start text-primary-700 hover:underline"
      >
        <Download size={14} aria-hidden />
        {t('spend.import.template')}
      </a>
      <Dropzone
        onFile={send}
        disabled={progress !== null}
        maxSize={SPEND_UPLOAD_MAX_BYTES}
        accept={ACCEPT}
        label={t('spendImports.upload.drop')}
      />
      {progress !== null && (
        <div className="flex flex-col gap-1">
          <progress
            className="h-2 w-full accent-primary-600"
            max={100}
            value={progress < 100 ? progress : undefined}
            aria-label={t('csvImport.progress')}
          />
          <p role="status" className="text-slate-600">
            {progress < 100
              ? t('spendImports.upload.uploading', { percent: progress })
              : t('spendImports.upload.reading')}
          </p>
        </div>
      )}
    </div>
  )
}

export default SpendImportUpload
