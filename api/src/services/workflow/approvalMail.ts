import type { NotificationMessageCode } from '@prisma/client'
import {
  awardBasisOf,
  dec,
  formatMoney,
  personName,
  reviewResults,
  type Locale,
} from '@procura/shared'

import { db } from 'src/lib/db'
import { translate } from 'src/lib/i18n'

/** Notices about a process's approval: their mails tell what the reader needs to decide or follow it. */
const APPROVAL_NOTICES: NotificationMessageCode[] = [
  'PROCESS_START',
  'PROCESS_ASK_REVIEW',
  'PROCESS_APPROVE',
  'PROCESS_APPROVED',
  'PROCESS_REJECTED',
  'PROCESS_RETURNED',
]

/** Notices that carry an approver's decision (the returned one names a removed approver instead). */
const DECISIONS: Partial<Record<NotificationMessageCode, string>> = {
  PROCESS_APPROVE: 'approvedBy',
  PROCESS_APPROVED: 'approvedBy',
  PROCESS_REJECTED: 'rejectedBy',
}

/** Who sent the process, and what its awards total and save, as its review step computes them. */
const approvalFigures = async (processId: string) => {
  const process = await db.process.findUnique({
    where: { id: processId },
    select: {
      currency: { select: { code: true } },
      sentBy: { select: { firstName: true, lastName: true } },
      items: {
        select: {
          id: true,
          detail: { select: { historicalPrice: true, baselinePrice: true } },
        },
      },
      awards: {
        select: {
          unitPrice: true,
          annualVolume: true,
          contractLength: true,
          contractPeriod: true,
          totalContractValue: true,
          quotation: { select: { itemId: true } },
        },
      },
    },
  })
  if (!process) return null
  const { total } = reviewResults(process.items, (itemId) =>
    process.awards
      .filter((award) => award.quotation.itemId === itemId)
      .map(awardBasisOf)
  )
  return {
    currency: process.currency.code,
    sentBy: process.sentBy ? personName(process.sentBy) : null,
    awarded: process.awards.reduce(
      (sum, award) => sum.plus(dec(award.totalContractValue)),
      dec(0)
    ),
    saving: total.result,
  }
}

/**
 * The lines an approval notice's mail adds to its message, in the reader's language: the process,
 * who sent it, the amount awarded and the saving, and the decision with its comment. None for
 * other notices, or a process deleted since.
 */
export const approvalMailLines = async (
  locale: Locale,
  messageCode: NotificationMessageCode,
  values: Record<string, unknown>
): Promise<string[]> => {
  if (!APPROVAL_NOTICES.includes(messageCode) || !values.processId) return []
  const figures = await approvalFigures(String(values.processId))
  if (!figures) return []
  const t = (key: string, interpolated: Record<string, unknown>) =>
    translate(locale, `mail.approval.${key}`, interpolated)
  const money = (amount: ReturnType<typeof dec>) =>
    formatMoney(amount, figures.currency, locale)
  const decision = DECISIONS[messageCode]
  return [
    t('process', values),
    figures.sentBy && t('sentBy', { name: figures.sentBy }),
    t('awarded', { amount: money(figures.awarded) }),
    t('saving', { amount: money(figures.saving) }),
    decision && values.approver && t(decision, { name: values.approver }),
    decision && values.comment && t('comment', { comment: values.comment }),
  ].filter((line): line is string => Boolean(line))
}
