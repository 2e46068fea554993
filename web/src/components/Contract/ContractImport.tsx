import { useState } from 'react'

import { useApolloClient } from '@apollo/client'
import { Download, Upload } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { toast } from '@redwoodjs/web/toast'

import { firebaseAuth } from 'src/auth'
import Button from 'src/components/Button/Button'
import Dropzone from 'src/components/Dropzone/Dropzone'
import Modal from 'src/components/Modal/Modal'
import { apiRequest } from 'src/lib/apiClient'

interface ImportAnswer {
  message?: string
  data?: { imported: number }
  errors?: { line: number; field: string; message: string }[]
}

const API = () => globalThis.RWJS_API_URL ?? '/api'

/** Import from a CSV file: all rows or none, every problem listed by line and column. */
const ContractImport = () => {
  const { t } = useTranslation()
  const client = useApolloClient()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<ImportAnswer | null>(null)

  const send = async (file: File) => {
    setBusy(true)
    setAnswer(null)
    try {
      const response = await apiRequest<ImportAnswer>('/contracts/import', {
        method: 'POST',
        body: { csv: await file.text() },
        token: await firebaseAuth.currentUser?.getIdToken(),
      })
      if (!response.ok) {
        setAnswer(response.body)
        return
      }
      toast.success(
        t('contract.import.imported', { count: response.body.data?.imported })
      )
      setOpen(false)
      await client.refetchQueries({
        include: ['ContractsQuery', 'ContractFilterOptionsQuery'],
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        icon={Upload}
        onClick={() => {
          setAnswer(null)
          setOpen(true)
        }}
      >
        {t('contract.import.action')}
      </Button>
      <Modal
        open={open}
        title={t('contract.import.title')}
        onClose={() => setOpen(false)}
        closeDisabled={busy}
        width={640}
      >
        <div className="flex flex-col gap-3 text-sm">
          <p className="text-slate-600">{t('contract.import.hint')}</p>
          <a
            href={`${API()}/contracts/template`}
            download
            className="inline-flex items-center gap-1 self-start text-primary-700 hover:underline"
          >
            <Download size={14} aria-hidden />
            {t('contract.import.template')}
          </a>
          <Dropzone
            onFile={send}
            disabled={busy}
            accept={{ 'text/csv': ['.csv'], 'text/plain': ['.csv', '.txt'] }}
            label={t('contract.import.drop')}
          />
          {answer && (
            <div role="alert" className="flex flex-col gap-2">
              <p className="font-medium text-danger-700">{answer.message}</p>
              {answer.errors && (
                <div className="max-h-64 overflow-y-auto">
                  <table className="w-full text-left">
                    <thead className="text-slate-600">
                      <tr>
                        <th scope="col" className="px-2 py-1 font-medium">
                          {t('contract.import.line')}
                        </th>
                        <th scope="col" className="px-2 py-1 font-medium">
                          {t('contract.import.field')}
                        </th>
                        <th scope="col" className="px-2 py-1 font-medium">
                          {t('contract.import.message')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {answer.errors.map((problem) => (
                        <tr
                          key={`${problem.line}:${problem.field}`}
                          className="border-t border-slate-100"
                        >
                          <td className="tabular px-2 py-1">{problem.line}</td>
                          <td className="font-mono px-2 py-1 text-xs">
                            {problem.field}
                          </td>
                          <td className="px-2 py-1">{problem.message}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </div>
          )}
        </div>
      </Modal>
    </>
  )
}

/** The filtered list as CSV; the session cookie signs the download in. */
export const exportHref = (filter: object) => {
  const query = new URLSearchParams(
    Object.entries(filter)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)])
  )
  return `${API()}/contracts/export${query.size ? `?${query}` : ''}`
}

export default ContractImport
