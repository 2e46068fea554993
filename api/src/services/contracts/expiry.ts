import { Prisma } from '@prisma/client'
import { DEFAULT_EXPIRY_THRESHOLDS } from '@procura/shared'

import { db } from 'src/lib/db'
import {
  emailNotifications,
  notify,
  type NotificationDraft,
} from 'src/services/notifications/notifications'

import { storeDerived } from './contractRows'

/** CONTRACT_EXPIRY_THRESHOLDS (days, comma-separated), else spec §4's 120, 30, 7 and 0. */
export const expiryThresholds = (
  configured = process.env.CONTRACT_EXPIRY_THRESHOLDS
) => {
  const days = (configured ?? '')
    .split(',')
    .filter((value) => value.trim() !== '')
    .map(Number)
    .filter((value) => Number.isInteger(value) && value >= 0)
  return days.length ? [...new Set(days)] : [...DEFAULT_EXPIRY_THRESHOLDS]
}

interface NoticedContract {
  id: string
  companyId: string
  contractId: string
  categoryManagerId: string | null
  days: number
}

/**
 * Spec §4 expiry job: each running contract whose remaining days reach a threshold gets that
 * threshold's notice once. The conditional UPDATE claims each notice: when two runs overlap, the
 * second finds the threshold already recorded and claims nothing. The runs take turns: each
 * statement writes its rows in its own plan's order, and two runs at once could deadlock.
 */
export const checkContractExpiry = async (thresholds = expiryThresholds()) => {
  const [, , noticed] = await db.$transaction([
    db.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('contract expiry'))`,
    // a new day: every contract's stored derived values move to it
    db.$executeRaw(
      storeDerived(Prisma.sql`c."derivedOn" IS DISTINCT FROM co.day`)
    ),
    db.$queryRaw<NoticedContract[]>`
      WITH due AS (
        SELECT c.id, d.days,
               (SELECT min(t) FROM unnest(${thresholds}::int[]) t WHERE d.days <= t) AS threshold
        FROM "Contract" c
        JOIN "Company" co ON co.id = c."companyId"
        CROSS JOIN LATERAL (
          SELECT c."endDate" - (now() AT TIME ZONE co."timeZone")::date AS days
        ) d
        WHERE d.days >= 0 AND d.days <= ${Math.max(...thresholds)}
          AND c.status NOT IN ('COMPLETED', 'CANCELLED')
      )
      UPDATE "Contract" c SET "expiryNoticeDays" = due.threshold
      FROM due
      WHERE c.id = due.id AND (c."expiryNoticeDays" IS NULL OR c."expiryNoticeDays" > due.threshold)
      RETURNING c.id, c."companyId", c."contractId", c."categoryManagerId", due.days`,
  ])
  if (!noticed.length) return { contracts: 0, notifications: 0 }
  const drafts = await noticeDrafts(noticed)
  const notifications = await notify(drafts)
  await emailNotifications(notifications)
  return { contracts: noticed.length, notifications: notifications.length }
}

/** A contract a notice is about, and whom it reaches first. */
export interface NoticeContract {
  companyId: string
  contractId: string
  categoryManagerId: string | null
}

/**
 * A notice per contract to its category manager and its company's users who asked for contract
 * notices, each written by `notice` in the reader's language.
 */
export const contractNoticeDrafts = async <T extends NoticeContract>(
  contracts: T[],
  notice: (
    contract: T,
    locale: string
  ) => Pick<NotificationDraft, 'messageCode' | 'values' | 'link'>
): Promise<NotificationDraft[]> => {
  const managers = contracts.flatMap((c) =>
    c.categoryManagerId ? [c.categoryManagerId] : []
  )
  const readers = await db.user.findMany({
    where: {
      companyId: { in: [...new Set(contracts.map((c) => c.companyId))] },
      OR: [{ contractNotices: true }, { id: { in: managers } }],
    },
    select: { id: true, companyId: true, locale: true, contractNotices: true },
  })
  return contracts.flatMap((contract) =>
    readers
      .filter(
        (user) =>
          user.companyId === contract.companyId &&
          (user.contractNotices || user.id === contract.categoryManagerId)
      )
      .map((user) => ({
        userId: user.id,
        companyId: contract.companyId,
        ...notice(contract, user.locale),
      }))
  )
}

/** The traffic light's list, showing the contract a notice is about. */
export const contractLink = (contractId: string) =>
  `/app/traffic-light/contract?contractId=${encodeURIComponent(contractId)}`

const noticeDrafts = (noticed: NoticedContract[]) =>
  contractNoticeDrafts(noticed, (contract) => ({
    messageCode: 'CONTRACT_EXPIRING',
    values: { contractId: contract.contractId, days: contract.days },
    link: contractLink(contract.contractId),
  }))
