import { useCallback, useEffect, useRef, useState } from 'react'

import { CHAT_REPLY_DELAY_MS, type ChatAuthor } from '@procura/shared'

import { idToken, readToken, useAuth } from 'src/auth'
import i18n from 'src/i18n'
import { apiRequest } from 'src/lib/apiClient'

export interface ChatLine {
  id: string
  author: ChatAuthor
  message: string
}

interface Answer {
  success: true
  data: { completionId: string; response: string }
}

interface Failure {
  success: false
  message: string
}

/** The api's translated reason for not taking a question (too long, too many). */
class Refused extends Error {}

const token = idToken
let nextId = 0
const localId = () => `local-${++nextId}`

/**
 * Spec §4 chat flow: the question shows at once, a waiting line after 500 ms, then the answer.
 * The conversation's id is kept per user in the browser, so it survives navigation and reloads.
 */
export const useConversation = () => {
  const userId = (useAuth().currentUser as { id?: string } | null)?.id
  const storageKey = `procura-chat-${userId}`
  const [lines, setLines] = useState<ChatLine[]>([])
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const completionId = useRef<string | null>(null)

  useEffect(() => {
    if (!userId) return
    completionId.current = localStorage.getItem(storageKey)
    if (!completionId.current) return
    const restore = async () => {
      const response = await apiRequest<{ data: ChatLine[] }>(
        `/completion?id=${encodeURIComponent(completionId.current)}`,
        // a GET: the session cookie signs it in until Firebase has loaded
        { token: await readToken() }
      )
      if (response.ok) setLines(response.body.data)
      else localStorage.removeItem(storageKey)
    }
    restore().catch(() => undefined)
  }, [userId, storageKey])

  const send = useCallback(
    async (message: string) => {
      const question: ChatLine = { id: localId(), author: 'USER', message }
      setError(null)
      setBusy(true)
      setLines((current) => [...current, question])
      const waiting = setTimeout(
        () =>
          setLines((current) => [
            ...current,
            { id: 'waiting', author: 'WAITING', message: '' },
          ]),
        CHAT_REPLY_DELAY_MS
      )
      try {
        const { body } = await apiRequest<Answer | Failure>('/completion', {
          method: 'POST',
          body: { message, id: completionId.current ?? undefined },
          token: await token(),
        })
        // the web compiles without strict null checks, which a union's narrowing needs
        if (!body.success) throw new Refused((body as Failure).message)
        const { data } = body as Answer
        completionId.current = data.completionId
        localStorage.setItem(storageKey, data.completionId)
        setLines((current) => [
          ...current,
          { id: localId(), author: 'ASSISTANT', message: data.response },
        ])
        return true
      } catch (failure) {
        // the question was not taken: it stays in the box, with the reason under it
        setLines((current) => current.filter((line) => line !== question))
        setError(
          failure instanceof Refused
            ? failure.message
            : i18n.t('chat.errors.failed')
        )
        return false
      } finally {
        clearTimeout(waiting)
        setLines((current) =>
          current.filter((line) => line.author !== 'WAITING')
        )
        setBusy(false)
      }
    },
    [storageKey]
  )

  const restart = useCallback(() => {
    completionId.current = null
    localStorage.removeItem(storageKey)
    setLines([])
    setError(null)
  }, [storageKey])

  return { lines, error, busy, send, restart }
}
