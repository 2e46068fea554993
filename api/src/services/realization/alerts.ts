import { Prisma } from '@prisma/client'
import { formatMoney, formatYearMonth } from '@procura/shared'

import { db } from 'src/lib/db'
import {
  contractLink,
  contractNoticeDrafts,
} from 'src/services/contracts/expiry'
import {
  emailNotifications,
  notify,
} from 'src/services/notifications/notifications'

// Alerts on the spend matched to contracts (issue 42): a balance that runs out before its
// contract's end at the pace of its last months, and a month paid above a contract's agreed prices
// by more than the company's threshold. Each is noticed once (a balance again if it recovers and
// runs short anew), by notification and email, to those the expiry notices reach.

/** Which contracts to look at: a company's (after its import), else every company's (the daily run). */
export interface AlertScope {
  companyId?: string
  /** the first day whose months' variance is looked at */
  since: Date
}

const ofCompany = (column: Prisma.Sql, companyId?: string) =>
  companyId ? Prisma.sql`${column} = ${companyId}` : Prisma.sql`true`

/** A running contract `c` with spend whose stored estimate ends before the contract does. */
export const RUNS_OUT = Prisma.sql`c."balanceSource" = 'SPEND' AND c.status NOT IN ('COMPLETED', 'CANCELLED')
  AND c."balanceDays" IS NOT NULL AND c."derivedOn" + c."balanceDays" < c."endDate"`

/** The contracts whose balance now runs out before their end, not noticed yet: claimed, then noticed. */
const balanceRunOuts = async (
  tx: Prisma.TransactionClient,
  { companyId }: AlertScope
) => {
  // a balance that recovered may be noticed again when it runs short anew
  await tx.$executeRaw`
    UPDATE "Contract" c SET "balanceRunOutNoticed" = false
     WHERE c."balanceRunOutNoticed" AND ${ofCompany(Prisma.sql`c."companyId"`, companyId)} AND NOT (${RUNS_OUT})`
  const claimed = await tx.$queryRaw<
    {
      companyId: string
      contractId: string
      categoryManagerId: string | null
      days: number
      daysEarly: number
    }[]
  >`
    UPDATE "Contract" c SET "balanceRunOutNoticed" = true
     WHERE NOT c."balanceRunOutNoticed" AND ${ofCompany(Prisma.sql`c."companyId"`, companyId)} AND ${RUNS_OUT}
    RETURNING c."companyId", c."contractId", c."categoryManagerId", c."balanceDays" AS days,
      (c."endDate" - (c."derivedOn" + c."balanceDays"))::int AS "daysEarly"`
  return contractNoticeDrafts(claimed, (contract) => ({
    messageCode: 'CONTRACT_BALANCE_RUNNING_OUT',
    values: {
      contractId: contract.contractId,
      days: contract.days,
      daysEarly: contract.daysEarly,
    },
    link: contractLink(contract.contractId),
  }))
}

/** The contracts' months since `since` paid above their agreed prices beyond the company's threshold, not noticed yet. */
const priceVariances = async (
  tx: Prisma.TransactionClient,
  { companyId, since }: AlertScope
) => {
  const claimed = await tx.$queryRaw<
    {
      companyId: string
      contractId: string
      categoryManagerId: string | null
      month: Date
      variance: Prisma.Decimal
      threshold: Prisma.Decimal
      currencyCode: string
    }[]
  >`
    WITH above AS (
      SELECT s."contractId", date_trunc('month', s.date)::date AS month, sum(s."priceVariance") AS variance
        FROM "ContractSpend" s JOIN "Company" co ON co.id = s."companyId"
       WHERE co."priceVarianceThreshold" IS NOT NULL AND s.date >= date_trunc('month', ${since}::date)
         AND ${ofCompany(Prisma.sql`s."companyId"`, companyId)}
       GROUP BY 1, 2 HAVING sum(s."priceVariance") > min(co."priceVarianceThreshold")),
    noticed AS (
      INSERT INTO "ContractVarianceNotice" ("contractId", month) SELECT "contractId", month FROM above
      ON CONFLICT DO NOTHING RETURNING "contractId", month)
    SELECT c."companyId", c."contractId", c."categoryManagerId", n.month, a.variance,
        co."priceVarianceThreshold" AS threshold, co."currencyCode"
      FROM noticed n JOIN above a USING ("contractId", month)
      JOIN "Contract" c ON c.id = n."contractId" JOIN "Company" co ON co.id = c."companyId"`
  return contractNoticeDrafts(claimed, (contract, locale) => ({
    messageCode: 'CONTRACT_PRICE_VARIANCE',
    values: {
      contractId: contract.contractId,
      month: formatYearMonth(contract.month.toISOString().slice(0, 7), locale),
      variance: formatMoney(
        contract.variance.toFixed(2),
        contract.currencyCode,
        locale
      ),
      threshold: formatMoney(
        contract.threshold.toFixed(2),
        contract.currencyCode,
        locale
      ),
    },
    link: contractLink(contract.contractId),
  }))
}

/** The first day of the month `months` before the current one (UTC): the daily run's `since`. */
export const monthsAgo = (months: number, now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1))

/** How long the daily run's claims may take (every company's contracts and months). */
const ALERTS_TIMEOUT = { timeout: 300_000 }

/** Notices and emails each alert due now in the scope, once. Answers how many notifications went. */
export const sendRealizationAlerts = async (scope: AlertScope) => {
  // claimed and noticed together: a failed notice leaves its alert due for the next run
  const notifications = await db.$transaction(async (tx) => {
    const drafts = [
      ...(await balanceRunOuts(tx, scope)),
      ...(await priceVariances(tx, scope)),
    ]
    return drafts.length ? notify(drafts, tx) : []
    // the daily run looks at every company's months
  }, ALERTS_TIMEOUT)
  await emailNotifications(notifications)
  return notifications.length
}
