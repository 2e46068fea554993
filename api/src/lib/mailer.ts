import { Mailer } from '@redwoodjs/mailer-core'
import { InMemoryMailHandler } from '@redwoodjs/mailer-handler-in-memory'
import { NodemailerMailHandler } from '@redwoodjs/mailer-handler-nodemailer'
import { ReactEmailRenderer } from '@redwoodjs/mailer-renderer-react-email'

import { logger } from 'src/lib/logger'

// Real SMTP in development (the maildev catcher that `yarn start` runs) and production;
// Redwood's in-memory inbox in unit tests, where the mail's content is what is checked. Both named
// here: left out, the mailer loads a fallback itself and says so on every start.
export const mailer = new Mailer({
  handling: {
    handlers: {
      nodemailer: new NodemailerMailHandler({
        transport: {
          host: process.env.SMTP_HOST ?? '127.0.0.1',
          port: Number(process.env.SMTP_PORT ?? 1025),
          secure: process.env.SMTP_SECURE === 'true',
          auth: process.env.SMTP_USER
            ? { user: process.env.SMTP_USER, pass: process.env.SMTP_PASSWORD }
            : undefined,
        },
      }),
      inMemory: new InMemoryMailHandler(),
    },
    default: 'nodemailer',
  },
  rendering: {
    renderers: { reactEmail: new ReactEmailRenderer() },
    default: 'reactEmail',
  },
  development: { handler: 'nodemailer' },
  test: { handler: 'inMemory' },
  defaults: {
    from: process.env.MAIL_FROM ?? 'Procura <no-reply@procura.local>',
  },
  logger,
})

/** Where links in emails point: the web app's public address. */
export const appUrl = (path: string) =>
  new URL(path, process.env.APP_URL ?? 'http://localhost:8910').toString()
