import { useState } from 'react'

import { formatNumber } from '@procura/shared'
import { UploadCloud } from 'lucide-react'
import { useDropzone, type Accept, type FileRejection } from 'react-dropzone'
import { useTranslation } from 'react-i18next'

// The spec sets no size limit; the deployment does (UPLOAD_MAX_BYTES), 10 MB by default.
export const DEFAULT_MAX_BYTES =
  Number(process.env.UPLOAD_MAX_BYTES) || 10 * 1024 * 1024

interface DropzoneProps {
  onFile: (file: File) => void
  accept?: Accept
  maxSize?: number
  disabled?: boolean
  label?: string
}

const megabytes = (bytes: number, locale: string) =>
  formatNumber(bytes / 1024 / 1024, locale, 1)

/** One file at a time (spec §5), with the reason a file was refused in the user's language. */
const Dropzone = ({
  onFile,
  accept,
  maxSize = DEFAULT_MAX_BYTES,
  disabled,
  label,
}: DropzoneProps) => {
  const { t, i18n } = useTranslation()
  const [rejection, setRejection] = useState<string | null>(null)

  const reasonOf = ({ errors }: FileRejection) => {
    const code = errors[0]?.code
    if (code === 'file-too-large')
      return t('dropzone.tooLarge', { max: megabytes(maxSize, i18n.language) })
    if (code === 'file-invalid-type') return t('dropzone.invalidType')
    return t('dropzone.oneFile')
  }

  const { getRootProps, getInputProps, isDragActive, inputRef } = useDropzone({
    accept,
    maxSize,
    maxFiles: 1,
    multiple: false,
    disabled,
    onDrop: (accepted, rejected) => {
      setRejection(rejected.length ? reasonOf(rejected[0]) : null)
      if (accepted[0]) onFile(accepted[0])
      // a file refused (here or by the screen) can be chosen again: the browser fires no change
      // for the file an input already holds
      if (inputRef.current) inputRef.current.value = ''
    },
  })

  return (
    <div>
      <div
        {...getRootProps({
          className: `flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center ${
            isDragActive
              ? 'border-primary-500 bg-primary-50'
              : 'border-slate-300 bg-white'
          } ${disabled ? 'cursor-not-allowed border-slate-200 bg-slate-100' : ''}`,
        })}
      >
        <input
          {...getInputProps({ 'aria-label': label ?? t('dropzone.label') })}
        />
        <UploadCloud size={24} className="text-slate-400" aria-hidden />
        <p className="text-slate-700">{label ?? t('dropzone.label')}</p>
        <p className="text-xs text-slate-500">
          {t('dropzone.limit', { max: megabytes(maxSize, i18n.language) })}
        </p>
      </div>
      {rejection && (
        <p role="alert" className="mt-2 text-sm text-danger-700">
          {rejection}
        </p>
      )}
    </div>
  )
}

export default Dropzone
