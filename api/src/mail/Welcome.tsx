import React from 'react'

import type { Locale } from '@procura/shared'
import { Button, Text } from '@react-email/components'

import { translate } from 'src/lib/i18n'

import { MailLayout } from './MailLayout'

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
      <Button
        href={link}
        style={{
          backgroundColor: '#1d4ed8',
          color: '#ffffff',
          padding: '10px 16px',
          borderRadius: 6,
        }}
      >
        {t('action')}
      </Button>
    </MailLayout>
  )
}
