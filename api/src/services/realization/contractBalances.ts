import { Prisma } from '@prisma/client'

import { storeDerived } from 'src/services/contracts/contractRows'

import type { Statement } from './spendMatching'

/**
 * The current balance of the contracts `ids` from the spend matched to them: the total less what
 * was spent where any spend is, else the balance last typed (kept aside meanwhile). A change of
 * source goes to the contract's history; the derived values follow, in the same row write.
 */
export const refreshBalances = async (run: Statement, ids: string[]) => {
  if (!ids.length) return
  const balanced = storeDerived(Prisma.sql`true`, {
    contracts: Prisma.sql`(
      SELECT c.id, c."companyId", c."startDate", c."endDate", c."totalBalance", n.balance AS "currentBalance",
        n.source::"ContractBalanceSource" AS "balanceSource",
        CASE WHEN n.source = 'SPEND' THEN coalesce(n."typedBalance", n."currentBalance") END AS "typedBalance"
      FROM "Contract" c JOIN next n ON n.id = c.id
      -- as their matches were copied (matchCopy.ts): their recent spend is then read page after page
      ORDER BY c.id)`,
    written: ['"balanceSource"', '"currentBalance"', '"typedBalance"'],
  })
  await run(
    `WITH spent AS (
       SELECT c.id, c."balanceSource"::text AS "was", c."currentBalance", c."typedBalance", c."totalBalance",
         r.amount AS realized
         FROM "Contract" c LEFT JOIN "ContractRealization" r ON r."contractId" = c.id WHERE c.id = ANY($${balanced.values.length + 1})),
     next AS (
       SELECT spent.*, CASE WHEN realized IS NULL THEN 'TYPED' ELSE 'SPEND' END AS source,
         CASE WHEN realized IS NULL THEN coalesce("typedBalance", "currentBalance")
           ELSE "totalBalance" - realized END AS balance
         FROM spent),
     edits AS (
       INSERT INTO "ContractEdit" (id, "contractId", changes)
       SELECT gen_random_uuid()::text, id, jsonb_build_object(
           'balanceSource', jsonb_build_object('from', was, 'to', source),
           'currentBalance', jsonb_build_object('from', "currentBalance"::text, 'to', balance::text))
         FROM next WHERE source <> was)
     ${balanced.text}`,
    [...balanced.values, ids]
  )
}
