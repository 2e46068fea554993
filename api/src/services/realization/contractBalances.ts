import { Prisma } from '@prisma/client'

import { storeDerived } from 'src/services/contracts/contractRows'

import type { Statement } from './spendMatching'

/**
 * The current balance of the contracts `ids` from the spend matched to them: the total less what
 * was spent where any spend is, else the balance last typed (kept aside meanwhile). A change of
 * source goes to the contract's history; the derived values follow.
 */
export const refreshBalances = async (run: Statement, ids: string[]) => {
  if (!ids.length) return
  await run(
    `WITH spent AS (
       SELECT c.id, c."balanceSource"::text AS "was", c."currentBalance", c."typedBalance", c."totalBalance",
         r.amount AS realized
         FROM "Contract" c LEFT JOIN "ContractRealization" r ON r."contractId" = c.id WHERE c.id = ANY($1)),
     next AS (
       SELECT spent.*, CASE WHEN realized IS NULL THEN 'TYPED' ELSE 'SPEND' END AS source,
         CASE WHEN realized IS NULL THEN coalesce("typedBalance", "currentBalance")
           ELSE "totalBalance" - realized END AS balance
         FROM spent),
     written AS (
       UPDATE "Contract" c SET "balanceSource" = n.source::"ContractBalanceSource", "currentBalance" = n.balance,
         "typedBalance" = CASE WHEN n.source = 'SPEND' THEN coalesce(n."typedBalance", n."currentBalance") END,
         "updatedAt" = now()
         FROM next n WHERE n.id = c.id AND (n.source <> n.was OR n.balance <> n."currentBalance"))
     INSERT INTO "ContractEdit" (id, "contractId", changes)
     SELECT gen_random_uuid()::text, id, jsonb_build_object(
         'balanceSource', jsonb_build_object('from', was, 'to', source),
         'currentBalance', jsonb_build_object('from', "currentBalance"::text, 'to', balance::text))
       FROM next WHERE source <> was`,
    [ids]
  )
  const derived = storeDerived(Prisma.sql`c.id = ANY(${ids})`)
  await run(derived.text, derived.values)
}
