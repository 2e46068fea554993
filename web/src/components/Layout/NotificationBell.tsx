import { useEffect, useRef } from 'react'

import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react'
import { formatDate, notificationMessageKey } from '@procura/shared'
import { Bell } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { Link } from '@redwoodjs/router'

import EmptyState from 'src/components/EmptyState/EmptyState'

/** A notification as GET /api/notification sends it (spec §3). */
export interface BellNotification {
  id: string
  read: boolean
  createdAt: string
  link?: string | null
  linkType: 'INTERNAL' | 'EXTERNAL'
  /** spec §4: process/start, process/ask-review, contract/expiring… */
  messageCode: string
  values: Record<string, string | number>
}

/** Calls back once each time the panel closes. */
const ClosedWatch = ({
  open,
  onClose,
}: {
  open: boolean
  onClose: () => void
}) => {
  const wasOpen = useRef(open)
  useEffect(() => {
    if (wasOpen.current && !open) onClose()
    wasOpen.current = open
  }, [open, onClose])
  return null
}

const Message = ({ notification }: { notification: BellNotification }) => {
  const { t, i18n } = useTranslation()
  const text = t(
    notificationMessageKey(notification.messageCode),
    notification.values
  )
  const when = (
    <span className="block text-xs text-slate-500">
      {formatDate(notification.createdAt, i18n.language)}
    </span>
  )
  if (!notification.link)
    return (
      <span>
        {text}
        {when}
      </span>
    )
  return notification.linkType === 'EXTERNAL' ? (
    <a
      href={notification.link}
      target="_blank"
      rel="noreferrer"
      className="hover:underline"
    >
      {text}
      {when}
    </a>
  ) : (
    <Link to={notification.link} className="hover:underline">
      {text}
      {when}
    </Link>
  )
}

interface NotificationBellProps {
  notifications?: BellNotification[]
  /** spec §4: closing the panel marks what was unread as read */
  onClose?: () => void
}

/** The bell with its unread dot and a panel at most 300 × 300 px. */
const NotificationBell = ({
  notifications = [],
  onClose = () => undefined,
}: NotificationBellProps) => {
  const { t } = useTranslation()
  const unread = notifications.filter((notification) => !notification.read)
  return (
    <Popover className="relative">
      {({ open }) => (
        <>
          <ClosedWatch open={open} onClose={onClose} />
          <PopoverButton
            aria-label={
              unread.length
                ? `${t('notifications.title')} (${t('notifications.unread')})`
                : t('notifications.title')
            }
            className="relative flex h-9 w-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
          >
            <Bell size={18} aria-hidden />
            {unread.length > 0 && (
              <span
                data-testid="unread-dot"
                className="absolute right-2 top-2 h-2 w-2 rounded-full bg-danger-500"
              />
            )}
          </PopoverButton>
          {/* the anchored panel gets an inline size from Headless UI: the 300 × 300 px limit
              (spec §2) lives on the box inside it, which nothing overrides */}
          <PopoverPanel anchor="bottom end" className="z-40 mt-1">
            <div
              data-testid="notification-panel"
              className="max-h-panel w-screen max-w-panel overflow-y-auto rounded-md border border-slate-200 bg-white shadow-lg"
            >
              <p className="border-b border-slate-200 px-3 py-2 font-medium">
                {t('notifications.title')}
              </p>
              {notifications.length === 0 ? (
                <div className="p-2">
                  <EmptyState title={t('notifications.empty')} />
                </div>
              ) : (
                <ul>
                  {notifications.map((notification) => (
                    <li
                      key={notification.id}
                      className={`border-b border-slate-100 px-3 py-2 text-sm ${notification.read ? 'text-slate-500' : 'font-medium text-slate-900'}`}
                    >
                      <Message notification={notification} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </PopoverPanel>
        </>
      )}
    </Popover>
  )
}

export default NotificationBell
