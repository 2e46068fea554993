import { useEffect, useRef, useState, type ReactNode } from 'react'

import { CHAT_COPY_TOAST_MS, CHAT_MESSAGE_MAX } from '@procura/shared'
import { Copy, Maximize2, Minimize2, RotateCcw, Send, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { toast } from '@redwoodjs/web/toast'

import ChatMessageText from './ChatMessageText'
import type { ChatLine } from './useConversation'

export interface ChatWindowProps {
  lines: ChatLine[]
  error: string | null
  busy: boolean
  maximized: boolean
  onSend: (message: string) => Promise<boolean>
  onToggleSize: () => void
  onRestart: () => void
  onClose: () => void
}

const BUBBLE = {
  USER: 'ml-8 self-end bg-primary-600 text-white',
  ASSISTANT: 'mr-8 self-start bg-slate-100 text-slate-900',
  SYSTEM: 'mr-8 self-start bg-info-50 text-slate-800',
  WAITING: 'mr-8 self-start bg-slate-100 italic text-slate-500',
}

/** An icon button of the window's header, named for screen readers and on hover. */
const HeaderButton = ({
  label,
  onClick,
  children,
}: {
  label: string
  onClick: () => void
  children: ReactNode
}) => (
  <button
    type="button"
    onClick={onClick}
    aria-label={label}
    title={label}
    className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
  >
    {children}
  </button>
)

/** Spec §2: the assistant's window, 350×500 or 550×600 maximised; every message can be copied. */
const ChatWindow = ({
  lines,
  error,
  busy,
  maximized,
  onSend,
  onToggleSize,
  onRestart,
  onClose,
}: ChatWindowProps) => {
  const { t } = useTranslation()
  const [draft, setDraft] = useState('')
  const list = useRef<HTMLOListElement>(null)
  // the newest message in view, as a chat does
  useEffect(() => {
    list.current?.scrollTo?.({ top: list.current.scrollHeight })
  }, [lines])
  const copy = async (message: string) => {
    await navigator.clipboard.writeText(message)
    toast.success(t('chat.copied'), { duration: CHAT_COPY_TOAST_MS })
  }
  const shown: ChatLine[] = [
    { id: 'welcome', author: 'SYSTEM', message: t('chat.welcome') },
    ...lines,
  ]

  return (
    <section
      role="dialog"
      aria-label={t('chat.title')}
      className={`fixed bottom-4 right-4 z-40 flex flex-col rounded-lg border border-slate-200 bg-white shadow-xl ${maximized ? 'h-[600px] w-[550px]' : 'h-[500px] w-[350px]'} max-h-[calc(100vh-2rem)] max-w-[calc(100vw-2rem)]`}
    >
      <header className="flex items-center gap-1 border-b border-slate-200 px-3 py-2">
        <h2 className="flex-1 font-medium">{t('chat.title')}</h2>
        <HeaderButton label={t('chat.newConversation')} onClick={onRestart}>
          <RotateCcw size={16} aria-hidden />
        </HeaderButton>
        <HeaderButton
          label={t(maximized ? 'chat.restore' : 'chat.maximize')}
          onClick={onToggleSize}
        >
          {maximized ? (
            <Minimize2 size={16} aria-hidden />
          ) : (
            <Maximize2 size={16} aria-hidden />
          )}
        </HeaderButton>
        <HeaderButton label={t('chat.close')} onClick={onClose}>
          <X size={16} aria-hidden />
        </HeaderButton>
      </header>
      <ol
        ref={list}
        aria-live="polite"
        className="flex flex-1 flex-col gap-2 overflow-y-auto p-3 text-sm"
      >
        {shown.map((line) => (
          <li
            key={line.id}
            data-author={line.author}
            className={`group relative max-w-full rounded-lg px-3 py-2 ${BUBBLE[line.author]}`}
          >
            {line.author === 'WAITING' ? (
              <span role="status">{t('chat.waiting')}</span>
            ) : (
              <>
                <ChatMessageText text={line.message} />
                <button
                  type="button"
                  onClick={() => copy(line.message)}
                  aria-label={t('chat.copy')}
                  title={t('chat.copy')}
                  className="absolute -top-2 right-1 hidden rounded bg-white p-1 text-slate-500 shadow group-focus-within:block group-hover:block"
                >
                  <Copy size={12} aria-hidden />
                </button>
              </>
            )}
          </li>
        ))}
      </ol>
      <form
        className="flex flex-col gap-1 border-t border-slate-200 p-2"
        onSubmit={async (event) => {
          event.preventDefault()
          const message = draft.trim()
          if (!message || busy) return
          setDraft('')
          if (!(await onSend(message))) setDraft(message)
        }}
      >
        <div className="flex items-end gap-2">
          <textarea
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault()
                event.currentTarget.form?.requestSubmit()
              }
            }}
            rows={2}
            maxLength={CHAT_MESSAGE_MAX + 1}
            aria-label={t('chat.placeholder')}
            placeholder={t('chat.placeholder')}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'chat-error' : undefined}
            className="flex-1 resize-none rounded-md border border-slate-300 px-2 py-1 text-sm"
          />
          <button
            type="submit"
            disabled={busy}
            aria-label={t('chat.send')}
            className="rounded-md bg-primary-600 p-2 text-white hover:bg-primary-700 disabled:opacity-50"
          >
            <Send size={16} aria-hidden />
          </button>
        </div>
        {error && (
          <p id="chat-error" role="alert" className="text-xs text-danger-700">
            {error}
          </p>
        )}
      </form>
    </section>
  )
}

export default ChatWindow
