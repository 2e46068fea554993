import { NOTIFICATION_CODES, notificationMessageKey } from '@procura/shared'

import { db } from 'src/lib/db'
import { translate } from 'src/lib/i18n'
import { jobs, namedJob } from 'src/lib/jobs'
import { appUrl, mailer } from 'src/lib/mailer'
import { NotificationEmail } from 'src/mail/Notification'
import { approvalMailLines } from 'src/services/workflow/approvalMail'

/**
 * The email of a stored notification, in its recipient's language. The notification is kept
 * whatever happens here; a failed send is retried by the worker with backoff.
 */
export const SendNotificationEmailJob = namedJob(
  'SendNotificationEmailJob',
  jobs.createJob({
    queue: 'email',
    perform: async (notificationId: string) => {
      const notification = await db.notification.findUniqueOrThrow({
        where: { id: notificationId },
        include: { user: { select: { email: true, locale: true } } },
      })
      const { locale, email } = notification.user
      const values = notification.values as Record<string, unknown>
      const message = translate(
        locale,
        notificationMessageKey(NOTIFICATION_CODES[notification.messageCode]),
        values
      )
      const details = await approvalMailLines(
        locale,
        notification.messageCode,
        values
      )
      const link =
        notification.linkType === 'EXTERNAL'
          ? notification.link
          : appUrl(notification.link ?? '/app')
      await mailer.send(NotificationEmail({ locale, message, link, details }), {
        to: email,
        subject: message,
      })
    },
  })
)
