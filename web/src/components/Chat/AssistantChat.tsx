import { lazy, Suspense, useState } from 'react'

import { MessageCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { useConversation } from './useConversation'

// the window, its messages and their formatting load when the user first opens it
const ChatWindow = lazy(() => import('./ChatWindow'))

/** Spec §2 app shell: the floating assistant, bottom right, on every signed-in screen. */
const AssistantChat = () => {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [maximized, setMaximized] = useState(false)
  const conversation = useConversation()
  if (!open)
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('chat.open')}
        title={t('chat.open')}
        className="fixed bottom-4 right-4 z-40 rounded-full bg-primary-600 p-3 text-white shadow-lg hover:bg-primary-700"
      >
        <MessageCircle size={24} aria-hidden />
      </button>
    )
  return (
    <Suspense fallback={null}>
      <ChatWindow
        {...conversation}
        maximized={maximized}
        onSend={conversation.send}
        onToggleSize={() => setMaximized((value) => !value)}
        onRestart={conversation.restart}
        onClose={() => setOpen(false)}
      />
    </Suspense>
  )
}

export default AssistantChat
