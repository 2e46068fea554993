import React from 'react'

import type { Locale } from '@procura/shared'
import { Text } from '@react-email/components'

import { translate } from 'src/lib/i18n'

import { MailButton, MailLayout } from './MailLayout'

/**
 * The email twin of a notification (spec §8): its message, what the reader needs to act on it
 * (`details`, one line each), and a button to what it is about.
 */
export const NotificationEmail = ({
  locale,
  message,
  link,
  details = [],
}: {
  locale: Locale
  message: string
  link: string
  details?: string[]
}) => (
  <MailLayout locale={locale} preview={message} heading={message}>
    {details.length ? (
      details.map((line) => (
        <Text key={line} style={{ margin: '4px 0', whiteSpace: 'pre-line' }}>
          {line}
        </Text>
      ))
    ) : (
      <Text>{translate(locale, 'mail.notification.body')}</Text>
    )}
    <MailButton href={link}>
      {translate(locale, 'mail.notification.action')}
    </MailButton>
  </MailLayout>
)
