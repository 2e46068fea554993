import { useId, useState } from 'react'

import { useTranslation } from 'react-i18next'

import Dropzone from 'src/components/Dropzone/Dropzone'
import { inputClasses } from 'src/components/Form/FieldShell'

import AttachmentList from '../Attachments/AttachmentList'
import { useAttachments } from '../Attachments/useAttachments'
import { Section } from '../ProcessForm'
import type { StepProps } from '../ProcessWorkspace'

/** Spec §2 final: each supplier's documents (a file and a supplier of the process required), list and delete. */
const FinalStep = ({ process, mode }: StepProps) => {
  const { t } = useTranslation()
  const { attachments, busy, attach, remove, downloadUrl } = useAttachments(
    process.id
  )
  const [supplierId, setSupplierId] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const reviewing = Boolean(mode)
  const supplierField = useId()

  const upload = async (file: File) => {
    if (!supplierId) {
      setMessage(t('process.attachments.supplierRequired'))
      return
    }
    setMessage(null)
    await attach(file, supplierId)
  }

  return (
    <Section title={t('process.final.title')}>
      {!reviewing && (
        <div className="mb-4 flex flex-col gap-2">
          <p className="text-sm text-slate-600">{t('process.final.hint')}</p>
          <label
            htmlFor={supplierField}
            className="text-sm font-medium text-slate-800"
          >
            {t('process.final.supplier')}
          </label>
          <select
            id={supplierField}
            value={supplierId}
            onChange={(event) => {
              setSupplierId(event.target.value)
              setMessage(null)
            }}
            aria-invalid={message ? true : undefined}
            className={`${inputClasses} max-w-sm`}
          >
            <option value="">{t('process.final.chooseSupplier')}</option>
            {process.suppliers.map((supplier) => (
              <option key={supplier.id} value={supplier.id}>
                {supplier.name}
              </option>
            ))}
          </select>
          {message && (
            <p role="alert" className="text-sm text-danger-700">
              {message}
            </p>
          )}
          <Dropzone
            onFile={upload}
            disabled={busy}
            label={t('process.final.upload')}
          />
        </div>
      )}
      {process.suppliers.map((supplier) => (
        <section
          key={supplier.id}
          aria-label={supplier.name}
          className="border-t border-slate-100 py-2"
        >
          <h3 className="mb-1 text-sm font-semibold">{supplier.name}</h3>
          <AttachmentList
            attachments={
              attachments?.filter((a) => a.supplierId === supplier.id) ?? null
            }
            downloadUrl={downloadUrl}
            onDelete={reviewing ? undefined : remove}
            emptyText={t('process.final.empty')}
          />
        </section>
      ))}
    </Section>
  )
}

export default FinalStep
