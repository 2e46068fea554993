import type { Prisma } from '@prisma/client'
import {
  notificationReadSchema,
  processCode,
  type NotificationCode,
} from '@procura/shared'

import { SendNotificationEmailJob } from 'src/jobs/SendNotificationEmailJob/SendNotificationEmailJob'
import { currentUser } from 'src/lib/auth'
import { db } from 'src/lib/db'
import { later } from 'src/lib/jobs'
import { validateWith } from 'src/lib/validation'

// the bell shows the latest; older ones are still kept
const LISTED = 50

export interface NotificationDraft {
  userId: string
  companyId: string
  messageCode: NotificationCode
  values: Record<string, string | number>
  link?: string
}

/** What every notice about a process names it by: its code and title (and its id, for its mail's details). */
export const processNoticeValues = (process: {
  id: string
  number: number
  createdAt: Date
  title: string
}) => ({
  code: processCode(process.number, process.createdAt),
  title: process.title,
  processId: process.id,
})

/** Stores notifications (inside the caller's transaction when it passes one). */
export const notify = (
  drafts: NotificationDraft[],
  client: Prisma.TransactionClient = db
) =>
  client.notification.createManyAndReturn({
    data: drafts.map(({ values, ...draft }) => ({ ...draft, values })),
    select: { id: true },
  })

/** Queues each notification's email (spec §8); call it once the notifications are committed. */
export const emailNotifications = (notifications: { id: string }[]) =>
  Promise.all(
    notifications.map(({ id }) => later(SendNotificationEmailJob, [id]))
  )

/** Tells a process's owner something about it, by notification and email. */
export const tellProcessOwner = async (
  process: {
    id: string
    number: number
    createdAt: Date
    title: string
    ownerId: string
    companyId: string
  },
  messageCode: NotificationCode,
  values: Record<string, string | number>,
  link: string
) =>
  emailNotifications(
    await notify([
      {
        userId: process.ownerId,
        companyId: process.companyId,
        messageCode,
        values: { ...processNoticeValues(process), ...values },
        link,
      },
    ])
  )

/**
 * The signed-in user's notifications, newest first, with spec §4's message codes (the database
 * stores them as its enumeration's values). Every open screen polls it: one plain statement
 * (`yarn bench notifications`).
 */
export const myNotifications = () =>
  db.$queryRaw<
    {
      id: string
      read: boolean
      createdAt: Date
      link: string | null
      linkType: string
      messageCode: string
      values: Prisma.JsonValue
    }[]
  >`
    SELECT id, read, "createdAt", link, "linkType"::text AS "linkType",
           "messageCode"::text AS "messageCode", values
    FROM "Notification"
    WHERE "userId" = ${currentUser().id}
    ORDER BY "createdAt" DESC
    LIMIT ${LISTED}`

/** Marks the signed-in user's own notifications read; another user's ids change nothing. */
export const markNotificationsRead = async (input: {
  notifications?: unknown
}) => {
  const { notifications } = await validateWith(notificationReadSchema, input)
  const { count } = await db.notification.updateMany({
    where: { id: { in: notifications }, userId: currentUser().id },
    data: { read: true },
  })
  return count
}

/**
 * A tag that changes whenever the list would (a notification added, read or removed), read from
 * counts rather than from the list itself: the poll answers "nothing new" with it alone. A lateral
 * join on the user `u`, so the poll reads it in its session check's statement (lib/session.ts).
 */
export const NOTIFICATIONS_TAG = `
  LEFT JOIN LATERAL (
    SELECT '"' || u.id || '.' || count(*) || '.' || count(*) FILTER (WHERE NOT n.read) || '.'
           || coalesce(floor(extract(epoch FROM max(n."createdAt")) * 1000), 0) || '"' AS tag
    FROM "Notification" n WHERE n."userId" = u.id) along ON true`
