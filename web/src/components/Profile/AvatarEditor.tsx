import { useState } from 'react'

import { Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { toast } from '@redwoodjs/web/toast'

import { idToken, useAuth } from 'src/auth'
import Avatar from 'src/components/Avatar/Avatar'
import Button from 'src/components/Button/Button'
import Dropzone from 'src/components/Dropzone/Dropzone'
import { apiRequest } from 'src/lib/apiClient'

const IMAGES = {
  'image/png': [],
  'image/jpeg': [],
  'image/gif': [],
  'image/webp': [],
}

const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '')
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })

/** Spec §2 avatar: one image through the dropzone (the api checks its content), and a remove action. */
const AvatarEditor = ({
  firstName,
  avatarId,
}: {
  firstName: string
  avatarId?: string | null
}) => {
  const { t } = useTranslation()
  const { reauthenticate } = useAuth()
  const [busy, setBusy] = useState(false)

  const send = async (method: 'PUT' | 'DELETE', body?: object) => {
    setBusy(true)
    try {
      const token = await idToken()
      const response = await apiRequest<{ message?: string }>('/avatar', {
        method,
        body,
        token,
      })
      if (!response.ok) {
        toast.error(response.body?.message ?? t('profile.error'))
        return
      }
      toast.success(
        t(method === 'PUT' ? 'profile.avatarUpdated' : 'profile.avatarRemoved')
      )
      await reauthenticate()
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex items-start gap-4">
      <Avatar firstName={firstName} avatarId={avatarId} size={64} />
      <div className="flex flex-1 flex-col gap-2">
        <Dropzone
          accept={IMAGES}
          disabled={busy}
          label={t('profile.avatarHint')}
          onFile={async (file) =>
            send('PUT', { fileName: file.name, data: await base64Of(file) })
          }
        />
        {avatarId && (
          <Button
            variant="secondary"
            size="medium"
            icon={Trash2}
            loading={busy}
            onClick={() => send('DELETE')}
            className="self-start"
          >
            {t('profile.removeAvatar')}
          </Button>
        )}
      </div>
    </div>
  )
}

export default AvatarEditor
