import React from 'react'

import type { Locale } from '@procura/shared'
import { Text } from '@react-email/components'

import { translate } from 'src/lib/i18n'

import { MailButton, MailLayout } from './MailLayout'

export const WelcomeEmail = ({
  locale,
  firstName,
  link,
}: {
  locale: Locale
  firstName: string
  link: string
}) => {
  const t = (key: string) =>
    translate(locale, `mail.welcome.${key}`, { name: firstName })
  return (
    <MailLayout locale={locale} preview={t('preview')} heading={t('heading')}>
      <Text>{t('body')}</Text>
      <MailButton href={link}>{t('action')}</MailButton>
    </MailLayout>
  )
}
