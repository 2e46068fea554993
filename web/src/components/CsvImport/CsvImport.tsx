import { useState } from 'react'

import { useApolloClient } from '@apollo/client'
import { Download, Upload } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { toast } from '@redwoodjs/web/toast'

import { idToken } from 'src/auth'
import Button from 'src/components/Button/Button'
import Dropzone from 'src/components/Dropzone/Dropzone'
import Modal from 'src/components/Modal/Modal'
import { ServerError, apiHref, apiUpload } from 'src/lib/apiClient'

interface RowOutcome {
  line: number
  /** what the row names, e.g. its contract id */
  record: string
  outcome: 'created' | 'updated' | 'unchanged'
}

interface ImportAnswer {
  message?: string
  data?: {
    imported: number
    created?: number
    updated?: number
    unchanged?: number
    rows?: RowOutcome[]
  }
  errors?: { line: number; field: string; message: string }[]
}

// the api's answer when the file's lines are already there
const CONFLICT = 409

/** The file's lines, each by its number: what was done with it, or what is wrong in it. */
const LineTable = ({
  head,
  rows,
}: {
  head: string[]
  rows: { key: string; line: number; cells: string[] }[]
}) => (
  <div className="max-h-64 overflow-y-auto">
    <table className="w-full text-left">
      <thead className="text-slate-600">
        <tr>
          {head.map((heading) => (
            <th key={heading} scope="col" className="px-2 py-1 font-medium">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-slate-100">
            <td className="tabular px-2 py-1">{row.line}</td>
            {row.cells.map((cell, index) => (
              <td key={index} className="px-2 py-1">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
)

export interface CsvImportProps {
  /** e.g. '/contracts': the api takes `${path}/import` and serves `${path}/template` */
  path: string
  /** where the texts live: `${messages}.action`, `.title`, `.hint`, `.template`, `.drop`, `.imported`… */
  messages: string
  /** the queries that show what was imported */
  refetch: string[]
  maxSize?: number
}

/** Import from a CSV file: all rows or none, a progress bar while it goes, every problem by line and column. */
const CsvImport = ({ path, messages, refetch, maxSize }: CsvImportProps) => {
  const { t } = useTranslation()
  const client = useApolloClient()
  const [open, setOpen] = useState(false)
  // null: idle; 0–99: uploading; 100: the server is importing
  const [progress, setProgress] = useState<number | null>(null)
  const [answer, setAnswer] = useState<ImportAnswer | null>(null)
  const [outcomes, setOutcomes] = useState<RowOutcome[] | null>(null)
  // a file whose lines are already there, waiting for the user's word to import it anyway
  const [repeatedFile, setRepeatedFile] = useState<File | null>(null)
  const busy = progress !== null

  const send = async (file: File, allowDuplicates = false) => {
    setProgress(0)
    setAnswer(null)
    setOutcomes(null)
    setRepeatedFile(null)
    try {
      const response = await apiUpload<ImportAnswer>(
        `${path}/import${allowDuplicates ? '?duplicates=allow' : ''}`,
        {
          method: 'POST',
          body: JSON.stringify({ csv: await file.text() }),
          token: await idToken(),
          onProgress: setProgress,
        }
      ).catch((error) => {
        // the server's failure has been told; a lost connection is the caller's to see
        if (error instanceof ServerError) return null
        throw error
      })
      if (!response) return
      if (response.status >= 400) {
        setAnswer(response.body)
        if (response.status === CONFLICT) setRepeatedFile(file)
        return
      }
      const result = response.body.data
      await client.refetchQueries({ include: refetch })
      // an import that updates says, row by row, what it did; the dialog stays open to show it
      if (result?.rows) {
        toast.success(
          t(`${messages}.outcome`, {
            created: result.created,
            updated: result.updated,
            unchanged: result.unchanged,
          })
        )
        setOutcomes(result.rows)
        return
      }
      toast.success(t(`${messages}.imported`, { count: result?.imported }))
      setOpen(false)
    } finally {
      setProgress(null)
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        icon={Upload}
        onClick={() => {
          setAnswer(null)
          setOutcomes(null)
          setOpen(true)
        }}
      >
        {t(`${messages}.action`)}
      </Button>
      <Modal
        open={open}
        title={t(`${messages}.title`)}
        onClose={() => setOpen(false)}
        closeDisabled={busy}
        width={640}
      >
        <div className="flex flex-col gap-3 text-sm">
          <p className="text-slate-600">{t(`${messages}.hint`)}</p>
          <a
            href={apiHref(`${path}/template`)}
            download
            className="inline-flex items-center gap-1 self-start text-primary-700 hover:underline"
          >
            <Download size={14} aria-hidden />
            {t(`${messages}.template`)}
          </a>
          <Dropzone
            onFile={(file) => send(file)}
            disabled={busy}
            maxSize={maxSize}
            accept={{ 'text/csv': ['.csv'], 'text/plain': ['.csv', '.txt'] }}
            label={t(`${messages}.drop`)}
          />
          {busy && (
            <div className="flex flex-col gap-1">
              <progress
                className="h-2 w-full accent-primary-600"
                max={100}
                value={progress < 100 ? progress : undefined}
                aria-label={t('csvImport.progress')}
              />
              <p role="status" className="text-slate-600">
                {progress < 100
                  ? t('csvImport.uploading', { percent: progress })
                  : t('csvImport.processing')}
              </p>
            </div>
          )}
          {outcomes && (
            <div role="status">
              <LineTable
                head={[
                  t('csvImport.line'),
                  t(`${messages}.record`),
                  t('csvImport.outcome'),
                ]}
                rows={outcomes.map((row) => ({
                  key: String(row.line),
                  line: row.line,
                  cells: [row.record, t(`${messages}.outcomes.${row.outcome}`)],
                }))}
              />
            </div>
          )}
          {answer && (
            <div role="alert" className="flex flex-col gap-2">
              <p className="font-medium text-danger-700">{answer.message}</p>
              {repeatedFile && (
                <Button
                  variant="secondary"
                  className="self-start"
                  onClick={() => send(repeatedFile, true)}
                >
                  {t('csvImport.importAnyway')}
                </Button>
              )}
              {answer.errors && (
                <LineTable
                  head={[
                    t('csvImport.line'),
                    t('csvImport.field'),
                    t('csvImport.message'),
                  ]}
                  rows={answer.errors.map((problem) => ({
                    key: `${problem.line}:${problem.field}`,
                    line: problem.line,
                    cells: [problem.field, problem.message],
                  }))}
                />
              )}
            </div>
          )}
        </div>
      </Modal>
    </>
  )
}

export default CsvImport
