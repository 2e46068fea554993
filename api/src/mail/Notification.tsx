import React from 'react'

import type { Locale } from '@procura/shared'
import { Text } from '@react-email/components'

import { translate } from 'src/lib/i18n'

import { MailButton, MailLayout } from './MailLayout'

/** The email twin of a notification (spec §8): its message, and a button to what it is about. */
export const NotificationEmail = ({
  locale,
  message,
  link,
}: {
  locale: Locale
  message: string
  link: string
}) => (
  <MailLayout locale={locale} preview={message} heading={message}>
    <Text>{translate(locale, 'mail.notification.body')}</Text>
    <MailButton href={link}>
      {translate(locale, 'mail.notification.action')}
    </MailButton>
  </MailLayout>
)
