import React from 'react'

import {
  formatDateTime,
  formatDeadline,
  formatUnitPrice,
  type Locale,
} from '@procura/shared'
import { Text } from '@react-email/components'

import { translate } from 'src/lib/i18n'

import { MailButton, MailLayout } from './MailLayout'

/** What every portal mail says of its round. */
export interface PortalRoundFacts {
  locale: Locale
  company: string
  code: string
  title: string
  round: number
  deadline: Date
  /** an auction round's start */
  startsAt?: Date | null
  timeZone: string
}

/** The facts as a mail's texts interpolate them: the deadline written in the company's zone. */
export const factsOf = ({
  locale,
  deadline,
  startsAt,
  timeZone,
  ...facts
}: PortalRoundFacts) => ({
  ...facts,
  deadline: formatDeadline(deadline, locale, timeZone),
  startsAt: startsAt ? formatDeadline(startsAt, locale, timeZone) : null,
})

/** The invitation to a round (to an auction, with its start), or its reminder a day before the deadline: the personal link. */
export const PortalLinkEmail = ({
  kind,
  instructions,
  link,
  ...round
}: PortalRoundFacts & {
  kind: 'invitation' | 'auctionInvitation' | 'reminder'
  instructions: string
  link: string
}) => {
  const { locale } = round
  const t = (key: string) =>
    translate(locale, `mail.portal.${kind}.${key}`, factsOf(round))
  return (
    <MailLayout
      locale={locale}
      preview={t('preview')}
      heading={t('heading')}
      footer={translate(locale, 'mail.portal.footer', factsOf(round))}
    >
      <Text>{t('body')}</Text>
      {kind !== 'reminder' && instructions && (
        <Text style={{ whiteSpace: 'pre-line' }}>{instructions}</Text>
      )}
      <MailButton href={link}>{t('action')}</MailButton>
      <Text style={{ color: '#64748b', fontSize: 12 }}>
        {translate(locale, 'mail.portal.personal')}
      </Text>
    </MailLayout>
  )
}

/** The receipt of a submitted answer: what was sent, when. */
export const PortalReceiptEmail = ({
  sentAt,
  currency,
  lines,
  ...round
}: PortalRoundFacts & {
  sentAt: Date
  currency: string
  lines: {
    code: string
    description: string
    unitPrice?: string | null
    declined?: boolean
  }[]
}) => {
  const { locale } = round
  const values = { ...factsOf(round), sentAt: formatDateTime(sentAt, locale) }
  const t = (key: string) =>
    translate(locale, `mail.portal.receipt.${key}`, values)
  return (
    <MailLayout
      locale={locale}
      preview={t('preview')}
      heading={t('heading')}
      footer={translate(locale, 'mail.portal.footer', values)}
    >
      <Text>{t('body')}</Text>
      {lines.map((line) => (
        <Text key={line.code} style={{ margin: '4px 0' }}>
          {line.code} · {line.description}:{' '}
          {line.declined || !line.unitPrice
            ? translate(locale, 'portal.declined')
            : formatUnitPrice(line.unitPrice, currency, locale)}
        </Text>
      ))}
    </MailLayout>
  )
}
