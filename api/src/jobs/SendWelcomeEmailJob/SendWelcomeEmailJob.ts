import { db } from 'src/lib/db'
import { translate } from 'src/lib/i18n'
import { jobs, namedJob } from 'src/lib/jobs'
import { appUrl, mailer } from 'src/lib/mailer'
import { WelcomeEmail } from 'src/mail/Welcome'

/** The welcome email of a new account, in the user's language; retried by the worker on failure. */
export const SendWelcomeEmailJob = namedJob(
  'SendWelcomeEmailJob',
  jobs.createJob({
    queue: 'email',
    perform: async (userId: string) => {
      const user = await db.user.findUniqueOrThrow({ where: { id: userId } })
      await mailer.send(
        WelcomeEmail({
          locale: user.locale,
          firstName: user.firstName,
          link: appUrl('/app'),
        }),
        {
          to: user.email,
          subject: translate(user.locale, 'mail.welcome.subject'),
        }
      )
    },
  })
)
