import type { PortalStatus } from '@procura/shared'

import type { PortalItem, ReferenceEntry } from './PortalGrid'

/** What GET /api/portal/{token} answers: the round as this supplier may see it. */
export interface PortalPageData {
  company: { name: string; timeZone: string }
  process: { code: string; title: string; currency: string }
  supplier: { name: string }
  contact: { name: string; language: 'en' | 'pt' }
  round: {
    number: number
    /** an AUCTION round is bid on live (AuctionBidderCell), not answered */
    format: 'SEALED' | 'AUCTION'
    deadline: string
    instructions: string
    fields: string[]
    answering: boolean
  }
  items: PortalItem[]
  earlier: { round: number; itemId: string; unitPrice: string | null }[]
  answer: {
    status: PortalStatus
    offers: Record<string, unknown>[]
    savedAt: string | null
    submittedAt: string | null
    fileName: string | null
  }
  receipts: {
    id: string
    createdAt: string
    submittedBy: string
    offers: { itemId: string; unitPrice: string | null; declined: boolean }[]
  }[]
  reference: { incoterms: ReferenceEntry[]; supplyOrigins: ReferenceEntry[] }
}

/** Why a link opens nothing; each has its own page. */
export type PortalLinkReason = 'unknown' | 'revoked' | 'expired' | 'tooMany'

/** An api failure as the portal reads it: the catalogue's code and message, and the field it names. */
export interface PortalFailure {
  success: false
  code: string
  message: string
  field?: string
}

/** The reason a failed GET gives for the link opening nothing. */
export const linkReasonOf = (
  status: number,
  code?: string
): PortalLinkReason =>
  status === 429
    ? 'tooMany'
    : ((code?.match(
        /^portal\.link\.(unknown|revoked|expired)$/
      )?.[1] as PortalLinkReason) ?? 'unknown')

/** Time left to a deadline in words of the reader's language ("in 3 days", "em 5 horas"). */
export const timeLeft = (
  deadline: string,
  locale: string,
  now = Date.now()
) => {
  const minutes = Math.round((new Date(deadline).getTime() - now) / 60_000)
  const format = new Intl.RelativeTimeFormat(
    locale === 'pt' ? 'pt-BR' : 'en-US',
    { numeric: 'auto' }
  )
  if (Math.abs(minutes) >= 2 * 24 * 60)
    return format.format(Math.trunc(minutes / (24 * 60)), 'day')
  if (Math.abs(minutes) >= 120)
    return format.format(Math.trunc(minutes / 60), 'hour')
  return format.format(minutes, 'minute')
}
