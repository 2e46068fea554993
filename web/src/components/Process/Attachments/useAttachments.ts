import { useCallback, useEffect, useState } from 'react'

import { useTranslation } from 'react-i18next'

import { toast } from '@redwoodjs/web/toast'

import { idToken, readToken } from 'src/auth'
import { apiHref, apiRequest } from 'src/lib/apiClient'

export interface Attachment {
  id: string
  fileName: string
  size: number
  supplierId: string | null
}

const token = idToken

/** A process's files through spec §7's endpoints: list, attach (to a supplier for final ones), delete. */
export const useAttachments = (processId: string) => {
  const { t } = useTranslation()
  const [attachments, setAttachments] = useState<Attachment[] | null>(null)
  const [busy, setBusy] = useState(false)
  const base = `/process/${processId}/attachment`

  const load = useCallback(async () => {
    const response = await apiRequest<{ data: { data: Attachment[] } }>(base, {
      // a GET: the session cookie signs it in until Firebase has loaded
      token: await readToken(),
    })
    if (response.ok) setAttachments(response.body.data.data)
  }, [base])

  useEffect(() => {
    load()
  }, [load])

  const attach = async (file: File, supplierId?: string) => {
    setBusy(true)
    try {
      const form = new FormData()
      // the api reads fields sent before the file
      if (supplierId !== undefined) form.append('supplierId', supplierId)
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

  const downloadUrl = (attachment: Attachment) =>
    apiHref(`${base}/${attachment.id}`)

  return { attachments, busy, attach, remove, downloadUrl }
}
