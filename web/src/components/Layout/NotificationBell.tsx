import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react'
import { Bell } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import EmptyState from 'src/components/EmptyState/EmptyState'

export interface BellNotification {
  id: string
  read: boolean
  text: string
}

interface NotificationBellProps {
  notifications?: BellNotification[]
}

/** The bell with its unread dot and a panel at most 300 × 300 px. */
const NotificationBell = ({ notifications = [] }: NotificationBellProps) => {
  const { t } = useTranslation()
  const unread = notifications.filter((notification) => !notification.read)
  return (
    <Popover className="relative">
      <>
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
        <PopoverPanel
          anchor="bottom end"
          className="z-40 mt-1 max-h-panel w-screen max-w-panel overflow-y-auto rounded-md border border-slate-200 bg-white shadow-lg"
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
                  className={`border-b border-slate-100 px-3 py-2 text-sm ${notification.read ? 'text-slate-500' : 'text-slate-900'}`}
                >
                  {notification.text}
                </li>
              ))}
            </ul>
          )}
        </PopoverPanel>
      </>
    </Popover>
  )
}

export default NotificationBell
