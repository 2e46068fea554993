import React, { type ReactNode } from 'react'

import type { Locale } from '@procura/shared'
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Html,
  Preview,
  Text,
} from '@react-email/components'

import { translate } from 'src/lib/i18n'

interface MailLayoutProps {
  locale: Locale
  preview: string
  heading: string
  children: ReactNode
  /** why the reader got it, when not because of a Procura account (a supplier's invitation) */
  footer?: string
}

/** The frame every Procura email shares: brand, heading, body, footer, in the user's language. */
export const MailLayout = ({
  locale,
  preview,
  heading,
  children,
  footer = translate(locale, 'mail.footer'),
}: MailLayoutProps) => (
  <Html lang={locale === 'pt' ? 'pt-BR' : 'en'}>
    <Head />
    <Preview>{preview}</Preview>
    <Body
      style={{
        backgroundColor: '#f8fafc',
        fontFamily: 'Inter, Arial, sans-serif',
      }}
    >
      <Container
        style={{
          backgroundColor: '#ffffff',
          border: '1px solid #e2e8f0',
          borderRadius: 8,
          padding: 24,
        }}
      >
        <Text style={{ color: '#1d4ed8', fontWeight: 600, fontSize: 18 }}>
          {translate(locale, 'app.name')}
        </Text>
        <Heading as="h1" style={{ fontSize: 20, color: '#0f172a' }}>
          {heading}
        </Heading>
        {children}
        <Text style={{ color: '#64748b', fontSize: 12 }}>{footer}</Text>
      </Container>
    </Body>
  </Html>
)

/** The one call to action of an email, in the product's primary blue. */
export const MailButton = ({
  href,
  children,
}: {
  href: string
  children: ReactNode
}) => (
  <Button
    href={href}
    style={{
      backgroundColor: '#1d4ed8',
      color: '#ffffff',
      padding: '10px 16px',
      borderRadius: 6,
    }}
  >
    {children}
  </Button>
)
