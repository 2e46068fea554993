import React from 'react'

import type { Locale } from '@procura/shared'
import { Text } from '@react-email/components'

import { translate } from 'src/lib/i18n'

import { MailButton, MailLayout } from './MailLayout'

export const PasswordResetEmail = ({
  locale,
  link,
}: {
  locale: Locale
  link: string
}) => {
  const t = (key: string) => translate(locale, `mail.passwordReset.${key}`)
  return (
    <MailLayout locale={locale} preview={t('preview')} heading={t('heading')}>
      <Text>{t('body')}</Text>
      <MailButton href={link}>{t('action')}</MailButton>
      <Text style={{ color: '#64748b' }}>{t('ignore')}</Text>
    </MailLayout>
  )
}
