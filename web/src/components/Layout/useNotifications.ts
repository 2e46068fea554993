import { useCallback, useEffect, useRef, useState } from 'react'

import { readToken } from 'src/auth'
import { apiRequest } from 'src/lib/apiClient'

import type { BellNotification } from './NotificationBell'

/** Spec §9: the bell asks for news every 10 s. */
export const NOTIFICATION_POLL_MS = 10_000

// a GET: the session cookie signs it in until Firebase has loaded
const token = readToken

/** The api's word that this session is over (disabled through the team screen, a new password). */
const SESSION_ENDED = ['auth.errors.userDisabled', 'auth.errors.revokedSession']

/**
 * The signed-in user's notifications, polled; `markRead` marks the unread ones read (spec §7).
 * A poll the api refuses because the session ended calls `onSessionEnded` with the api's reason.
 */
export const useNotifications = (onSessionEnded: (reason: string) => void) => {
  const sessionEnded = useRef(onSessionEnded)
  sessionEnded.current = onSessionEnded
  const [notifications, setNotifications] = useState<BellNotification[]>([])
  // the list's ETag: while nothing changed the api answers 304 without it
  const tag = useRef<string | null>(null)

  const load = useCallback(async () => {
    try {
      const response = await apiRequest<{
        data: BellNotification[]
        code?: string
      }>('/notification', {
        token: await token(),
        headers: tag.current ? { 'if-none-match': tag.current } : {},
      })
      if (SESSION_ENDED.includes(response.body?.code ?? ''))
        return sessionEnded.current(response.body.code as string)
      if (!response.ok) return
      tag.current = response.headers.get('etag')
      setNotifications(response.body.data)
    } catch {
      // offline for a moment: the next poll tries again
    }
  }, [])

  useEffect(() => {
    load()
    const timer = setInterval(load, NOTIFICATION_POLL_MS)
    return () => clearInterval(timer)
  }, [load])

  const markRead = useCallback(async () => {
    const unread = notifications.filter((n) => !n.read).map((n) => n.id)
    if (!unread.length) return
    setNotifications((current) => current.map((n) => ({ ...n, read: true })))
    try {
      await apiRequest('/notification', {
        method: 'PUT',
        body: { notifications: unread },
        token: await token(),
      })
    } catch {
      // they stay unread on the server and show so at the next poll
    }
  }, [notifications])

  return { notifications, markRead }
}
