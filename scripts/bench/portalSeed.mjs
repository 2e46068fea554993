// The supplier portal's benchmarks' company: a process, its suppliers invited to round 1 by link.
import { createHash, randomBytes } from 'node:crypto'

import { emulatorAccount, pool } from './served.mjs'

/**
 * Round 1 as a live auction of every item, open now for `minutes`, at `ceiling` with a decrement of
 * `decrement` (absolute), bidders seeing their rank and the best price.
 */
const seedAuction = async (processId, { minutes, ceiling, decrement }) => {
  await pool.query(`delete from "RateLimitBucket" where key like 'auction-bid:%'`)
  await pool.query(
    `update "RoundSchedule" set format = 'AUCTION', sealed = false,
       deadline = (now() at time zone 'UTC') + make_interval(mins => $1) where id = 'bench-rs'`,
    [minutes]
  )
  await pool.query(
    `insert into "Auction" ("scheduleId", "startsAt", "durationMinutes", "closesAt", "extensionMinutes",
       "triggerMinutes", "decrementKind", decrement, visibility)
     select id, (now() at time zone 'UTC') - interval '1 second', $1, deadline, 0, 0, 'ABSOLUTE', $2, 'RANK_AND_BEST'
     from "RoundSchedule" where id = 'bench-rs'`,
    [minutes, decrement]
  )
  await pool.query(
    `insert into "AuctionItem" ("scheduleId", "itemId", ceiling)
     select 'bench-rs', id, $1 from "ProcessItem" where "processId" = $2`,
    [ceiling, processId]
  )
}

/** A reference row of each kind the items need (the bench database may be empty). */
const referenceIds = async () => {
  const one = async (table, code) => {
    await pool.query(
      `insert into "${table}" (id, code, "nameEn", "namePt") values (gen_random_uuid(), $1, $1, $1) on conflict (code) do nothing`,
      [code]
    )
    return (await pool.query(`select id from "${table}" where code = $1`, [code])).rows[0].id
  }
  return {
    currency: await one('Currency', 'BRL'),
    country: await one('Country', 'BR'),
    category: await one('Category', 'BENCH'),
    unit: await one('UnitOfMeasure', 'KG'),
    incoterm: await one('Incoterm', 'CIF'),
    origin: await one('SupplyOrigin', 'DOMESTIC'),
  }
}

/**
 * The company, its Owner (an emulator account), a process of `items` items and `suppliers` suppliers
 * with one contact each, round 1 on the portal (schedule 'bench-rs') with every contact invited, sealed
 * until tomorrow or run as `auction` (its rules); answers the portal tokens and the Owner's ID token.
 */
export const seedPortalRound = async ({ companyId, processId, suppliers, items, auction }) => {
  await pool.query('delete from "Company" where id = $1', [companyId])
  await pool.query(`delete from "RateLimitBucket" where key like 'portal:%'`)
  const ref = await referenceIds()
  await pool.query(`insert into "Company" (id, name, "updatedAt") values ($1, 'Bench portal', now())`, [companyId])
  const { rows: roles } = await pool.query(
    `insert into "Role" (id, "companyId", name, description, priority, "updatedAt")
     values (gen_random_uuid(), $1, 'Owner', 'Owner', 1000000, now()) returning id`,
    [companyId]
  )
  const owner = await emulatorAccount(`portal.owner.${Date.now()}@bench.example.com`, 'Bench!2026')
  const { rows: users } = await pool.query(
    `insert into "User" (id, uid, "firstName", "lastName", "userName", email, "companyId", "roleId", "updatedAt")
     values (gen_random_uuid(), $1, 'Bench', 'Buyer', 'portal.owner.' || $1, 'portal.owner.' || $1 || '@bench.example.com', $2, $3, now())
     returning id`,
    [owner.uid, companyId, roles[0].id]
  )
  await pool.query(
    `insert into "Process" (id, "companyId", number, "ownerId", "categoryManagerId", title, "processDescription",
       "executiveSummary", "processType", "processProfile", "processNumber", "parentProcessDescription",
       "effectiveDate", "endingDate", "currentContractStatus", "currencyId", "updatedAt")
     values ($1, $2, 1, $3, $3, 'Bench portal round', 'Bench', 'Bench', 'NEW', 'MORE_THAN_3_SUPPLIERS', 'PR-1',
       'Bench', '2027-01-01', '2027-12-31', 'NOT_EXISTS', $4, now())`,
    [processId, companyId, users[0].id, ref.currency]
  )
  await pool.query(
    `insert into "ProcessItem" (id, "processId", code, description)
     select 'bench-pi-' || n, $1, 'MAT-' || lpad(n::text, 4, '0'), 'Material ' || n from generate_series(1, $2) n`,
    [processId, items]
  )
  await pool.query(
    `insert into "ItemDetail" (id, "itemId", "categoryId", "unitOfMeasureId", "incotermId", "supplyOriginId",
       "annualVolume", "paymentTerms", "historicalPrice", "historicalValue", "baselinePrice", "totalValue",
       "existingContractLength", "existingContractTakeOrPay", "existingContractGhgClause", "existingRebate",
       "existingContractMeetOrRelease", "existingContractAnnualValue", "existingContractAnnualVolume",
       "existingContractTermValue", "existingContractTermVolume")
     select gen_random_uuid(), 'bench-pi-' || n, $2, $3, $4, $5, 1000 + n, 60, 10, 10000, 11, 11000,
       12, false, false, false, false, 0, 0, 0, 0
     from generate_series(1, $1) n`,
    [items, ref.category, ref.unit, ref.incoterm, ref.origin]
  )
  await pool.query(
    `insert into "Supplier" (id, "companyId", name, vat, "sapCode", "countryId", "updatedAt")
     select 'bench-su-' || n, $1, 'Supplier ' || n, lpad(n::text, 14, '0'), 'V' || n, $2, now()
     from generate_series(1, $3) n`,
    [companyId, ref.country, suppliers]
  )
  await pool.query(
    `insert into "SupplierContact" (id, "supplierId", name, email, language)
     select 'bench-sc-' || n, 'bench-su-' || n, 'Contact ' || n, 'contact.' || n || '@bench.example.com', 'en'
     from generate_series(1, $1) n`,
    [suppliers]
  )
  await pool.query(
    `insert into "ProcessSupplier" (id, "processId", "supplierId", name, vat, "sapCode", "countryId")
     select 'bench-ps-' || n, $1, 'bench-su-' || n, 'Supplier ' || n, lpad(n::text, 14, '0'), 'V' || n, $2
     from generate_series(1, $3) n`,
    [processId, ref.country, suppliers]
  )
  await pool.query(
    `insert into "RoundSchedule" (id, "processId", round, deadline, sealed, fields, "updatedAt")
     values ('bench-rs', $1, 1, now() + interval '1 day', true, '{}', now())`,
    [processId]
  )
  if (auction) await seedAuction(processId, auction)
  await pool.query(
    `insert into "PortalResponse" (id, "scheduleId", "supplierId")
     select 'bench-pr-' || n, 'bench-rs', 'bench-ps-' || n from generate_series(1, $1) n`,
    [suppliers]
  )
  await pool.query(
    `insert into "PortalInvitation" (id, "responseId", "contactId", name, email, language, "sentAt")
     select 'bench-inv-' || n, 'bench-pr-' || n, 'bench-sc-' || n, 'Contact ' || n,
       'contact.' || n || '@bench.example.com', 'en', now()
     from generate_series(1, $1) n`,
    [suppliers]
  )
  // the tokens the mails would carry: random, only their hashes stored
  const tokens = Array.from({ length: suppliers }, () => randomBytes(32).toString('base64url'))
  await pool.query(
    `insert into "PortalLink" ("tokenHash", "invitationId")
     select h, 'bench-inv-' || n from unnest($1::text[]) with ordinality as t(h, n)`,
    [tokens.map((token) => createHash('sha256').update(token).digest('hex'))]
  )
  return { tokens, ownerToken: owner.token }
}
