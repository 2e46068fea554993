import React from 'react'

import type { Locale } from '@procura/shared'
import { Button, Text } from '@react-email/components'

import { translate } from 'src/lib/i18n'

import { MailLayout } from './MailLayout'

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
      <Text style={{ color: '#64748b' }}>{t('ignore')}</Text>
    </MailLayout>
  )
}
