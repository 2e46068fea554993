import type { ProcessStatus, RoundFormat } from '@prisma/client'

import { bulkTransaction, db } from 'src/lib/db'
import { followQuotations } from 'src/services/awards/awards'
import { tellProcessOwner } from 'src/services/notifications/notifications'
import { isSentForApproval } from 'src/services/processes/access'

// At its deadline (or when the buyer closes it early) a portal round's answers become the round's
// quotations: each invited supplier × item, ANSWERED with its last submitted price, DECLINED, or
// PENDING when nothing was submitted. Two workers may try at once; one closes, the other finds it closed.
// A process already in review or approved keeps its quotations: approvers decide on figures that
// do not change after them (sending for approval is refused while a round is open).

/**
 * The round's process, locked until the close commits: a sending for approval waits for it. An
 * auction's row too: a bid being decided commits before the close reads the bids, a later one
 * finds the round closed.
 */
const LOCK_PROCESS = `
  SELECT p.status, s.format::text AS format
  FROM "Process" p JOIN "RoundSchedule" s ON s."processId" = p.id
  WHERE s.id = $1 FOR UPDATE OF p`
const LOCK_AUCTION = `SELECT FROM "Auction" WHERE "scheduleId" = $1 FOR NO KEY UPDATE`

// read under the auction's lock: a timed close finds it paused, or moved later by a bid or the buyer
// since the job was queued (each queues the job for its own close)
const AUCTION_RUNNING = `
  SELECT "pausedAt" IS NOT NULL OR "closesAt" > (clock_timestamp() AT TIME ZONE 'UTC') AS running
  FROM "Auction" WHERE "scheduleId" = $1`

/** An auction's close in its log, at the server's time, by the buyer who ended it (null at its time). */
const AUCTION_ENDED = `
  INSERT INTO "AuctionEvent" ("scheduleId", kind, at, "byName", "closesAt")
  SELECT $1, 'ENDED', (clock_timestamp() AT TIME ZONE 'UTC')::timestamp(3), $2,
    (clock_timestamp() AT TIME ZONE 'UTC')::timestamp(3)
  FROM "Auction" WHERE "scheduleId" = $1`

/**
 * Claims the round: only the caller that sets closedAt goes on, whoever else tries at the same time.
 * Answers whether the buyer already typed quotations in it.
 */
const CLAIM = `
  UPDATE "RoundSchedule" s SET "closedAt" = now(), "closedByName" = $2, "updatedAt" = now()
  WHERE id = $1 AND "closedAt" IS NULL
  RETURNING "processId", round,
    EXISTS (SELECT FROM "Quotation" q WHERE q."processId" = s."processId" AND q.round = s.round) AS typed`

/**
 * Every invited supplier's last submitted answer as the round's quotations. Fields a supplier was
 * not asked come from the item's details, as the buyer's grid starts them. Each answer's offers are
 * expanded once and joined by item (a round of 300 × 300 expanded per pair read 27 million offers),
 * and each response meets its latest receipt before the items (joined per supplier × item, the 300
 * receipts were read 90,000 times: `yarn bench portal`).
 */
const ROUND_QUOTATIONS = `
  WITH latest AS (
    SELECT DISTINCT ON (r."responseId") r."responseId", r.offers, r."createdAt", r."submittedBy"
    FROM "PortalReceipt" r JOIN "PortalResponse" p ON p.id = r."responseId"
    WHERE p."scheduleId" = $1
    ORDER BY r."responseId", r."createdAt" DESC
  ), offers AS (
    SELECT l."responseId", x.*
    FROM latest l CROSS JOIN LATERAL jsonb_to_recordset(l.offers) AS x(
      "itemId" text, declined boolean, "unitPrice" numeric, "annualVolume" numeric,
      "paymentTerms" int, "incotermId" text, "supplyOriginId" text, "agreementLength" int,
      "agreementPeriod" "AgreementPeriod", "additionalInformation" text)
  ), responses AS MATERIALIZED (
    SELECT p.id, p."supplierId", l."createdAt" AS "answeredAt", l."submittedBy"
    FROM "PortalResponse" p LEFT JOIN latest l ON l."responseId" = p.id
    WHERE p."scheduleId" = $1
  ), answers AS (
    SELECT s."processId", s.round, c."timeZone", p."supplierId", i.id AS "itemId",
           d."unitOfMeasureId" AS "itemUnit", d."annualVolume" AS "itemVolume",
           d."paymentTerms" AS "itemPaymentTerms", d."incotermId" AS "itemIncoterm",
           d."supplyOriginId" AS "itemOrigin",
           o.declined, o."unitPrice", o."annualVolume", o."paymentTerms", o."incotermId",
           o."supplyOriginId", o."agreementLength", o."agreementPeriod", o."additionalInformation",
           p."answeredAt", p."submittedBy"
    FROM "RoundSchedule" s
    JOIN "Process" pr ON pr.id = s."processId"
    JOIN "Company" c ON c.id = pr."companyId"
    JOIN "ProcessItem" i ON i."processId" = s."processId"
    LEFT JOIN "ItemDetail" d ON d."itemId" = i.id
    CROSS JOIN responses p
    LEFT JOIN offers o ON o."responseId" = p.id AND o."itemId" = i.id
    WHERE s.id = $1
  ), quotations AS (
    SELECT a."processId", a.round, a."supplierId", a."itemId",
      (coalesce(a."answeredAt", now()::timestamp) AT TIME ZONE 'UTC' AT TIME ZONE a."timeZone")::date
        AS "proposalDate",
      a."itemUnit" AS "unitOfMeasureId",
      coalesce(a."annualVolume", a."itemVolume", 0) AS "annualVolume",
      coalesce(a."paymentTerms", a."itemPaymentTerms", 0) AS "paymentTerms",
      coalesce(a."incotermId", a."itemIncoterm") AS "incotermId",
      coalesce(a."supplyOriginId", a."itemOrigin") AS "supplyOriginId",
      (CASE WHEN a.declined IS NULL THEN 'PENDING' WHEN a.declined THEN 'DECLINED' ELSE 'ANSWERED'
       END)::"QuotationResponseStatus" AS "responseStatus",
      CASE WHEN NOT a.declined THEN a."unitPrice" END AS "initialProposal",
      NULL::numeric AS "negotiatedProposal", a."additionalInformation", a."agreementLength",
      coalesce(a."agreementPeriod", 'MONTHS') AS "agreementPeriod",
      CASE WHEN a.declined IS NOT NULL THEN a."submittedBy" END AS "portalAnsweredBy",
      CASE WHEN a.declined IS NOT NULL THEN a."answeredAt" END AS "portalAnsweredAt"
    FROM answers a
  )`

/**
 * An auction's quotations: each invited supplier × item of the auction, ANSWERED with its first bid
 * as the initial proposal and its last as the negotiated one, PENDING where it did not bid. Fields
 * an auction does not ask come from the item's details.
 */
const AUCTION_QUOTATIONS = `
  WITH quotations AS (
    SELECT s."processId", s.round, r."supplierId", ai."itemId",
      (coalesce(st."placedAt", now()::timestamp) AT TIME ZONE 'UTC' AT TIME ZONE c."timeZone")::date
        AS "proposalDate",
      d."unitOfMeasureId", coalesce(d."annualVolume", 0) AS "annualVolume",
      coalesce(d."paymentTerms", 0) AS "paymentTerms", d."incotermId", d."supplyOriginId",
      (CASE WHEN st.price IS NULL THEN 'PENDING' ELSE 'ANSWERED' END)::"QuotationResponseStatus"
        AS "responseStatus",
      st."firstPrice" AS "initialProposal", st.price AS "negotiatedProposal",
      NULL::text AS "additionalInformation", NULL::int AS "agreementLength",
      'MONTHS'::"AgreementPeriod" AS "agreementPeriod",
      (SELECT e."byName" FROM "AuctionEvent" e WHERE e.id = st."eventId") AS "portalAnsweredBy",
      st."placedAt" AS "portalAnsweredAt"
    FROM "RoundSchedule" s
    JOIN "Process" pr ON pr.id = s."processId"
    JOIN "Company" c ON c.id = pr."companyId"
    JOIN "AuctionItem" ai ON ai."scheduleId" = s.id
    LEFT JOIN "ItemDetail" d ON d."itemId" = ai."itemId"
    JOIN "PortalResponse" r ON r."scheduleId" = s.id
    LEFT JOIN "AuctionStanding" st
      ON st."scheduleId" = s.id AND st."itemId" = ai."itemId" AND st."supplierId" = r."supplierId"
    WHERE s.id = $1
  )`

const INSERT_QUOTATIONS = `
  INSERT INTO "Quotation" (
    "id", "processId", "round", "proposalDate", "supplierId", "itemId", "unitOfMeasureId",
    "annualVolume", "paymentTerms", "incotermId", "supplyOriginId", "responseStatus",
    "initialProposal", "negotiatedProposal", "additionalInformation", "agreementLength",
    "agreementPeriod", "portalAnsweredBy", "portalAnsweredAt")
  SELECT gen_random_uuid()::text, n."processId", n.round, n."proposalDate", n."supplierId",
    n."itemId", n."unitOfMeasureId", n."annualVolume", n."paymentTerms", n."incotermId",
    n."supplyOriginId", n."responseStatus", n."initialProposal", n."negotiatedProposal",
    n."additionalInformation", n."agreementLength", n."agreementPeriod", n."portalAnsweredBy",
    n."portalAnsweredAt"
  FROM quotations n`

/** A round the buyer typed nothing in yet (the usual portal round): every quotation is new. */
const newAnswers = (source: string) => `${source} ${INSERT_QUOTATIONS}`

/**
 * A round with quotations the buyer typed: an answer replaces the buyer's row for its supplier and
 * item, no answer (PENDING) leaves it, and the rest are inserted. A plain insert, not ON CONFLICT,
 * whose speculative insertion of each row cost a third of the close (a buyer's row written
 * meanwhile fails the close, which is then tried again).
 */
const answers = (source: string) => `${source}, answered AS (
    UPDATE "Quotation" q SET
      "proposalDate" = n."proposalDate", "unitOfMeasureId" = n."unitOfMeasureId",
      "annualVolume" = n."annualVolume", "paymentTerms" = n."paymentTerms",
      "incotermId" = n."incotermId", "supplyOriginId" = n."supplyOriginId",
      "responseStatus" = n."responseStatus", "initialProposal" = n."initialProposal",
      -- an auction's last bid; a sealed round's answer leaves the buyer's negotiated price
      "negotiatedProposal" = coalesce(n."negotiatedProposal", q."negotiatedProposal"),
      "additionalInformation" = n."additionalInformation",
      "agreementLength" = n."agreementLength", "agreementPeriod" = n."agreementPeriod",
      "portalAnsweredBy" = n."portalAnsweredBy", "portalAnsweredAt" = n."portalAnsweredAt"
    FROM quotations n
    WHERE n."responseStatus" <> 'PENDING' AND q."processId" = n."processId"
      AND q.round = n.round AND q."supplierId" = n."supplierId" AND q."itemId" = n."itemId"
  ) ${INSERT_QUOTATIONS}
  WHERE NOT EXISTS (
    SELECT FROM "Quotation" q WHERE q."processId" = n."processId" AND q.round = n.round
      AND q."supplierId" = n."supplierId" AND q."itemId" = n."itemId")`

/** Each submitted quote file joins the process's attachments, under its supplier. */
const ATTACH_QUOTE_FILES = `
  INSERT INTO "Attachment" ("id", "processId", "fileName", "file", "mimeType", "size", "supplierId")
  SELECT gen_random_uuid()::text, s."processId", r."fileName", r."fileKey", r."fileMimeType",
         r."fileSize", r."supplierId"
  FROM "PortalResponse" r JOIN "RoundSchedule" s ON s.id = r."scheduleId"
  WHERE r."scheduleId" = $1 AND r.status = 'SUBMITTED' AND r."fileKey" IS NOT NULL`

/** Tells the process's owner the round closed, how many suppliers answered, and whether it was applied. */
const tellBuyer = async (scheduleId: string, applied: boolean) => {
  const schedule = await db.roundSchedule.findUniqueOrThrow({
    where: { id: scheduleId },
    include: {
      process: true,
      responses: { select: { status: true } },
    },
  })
  await tellProcessOwner(
    schedule.process,
    applied ? 'PORTAL_ROUND_CLOSED' : 'PORTAL_ROUND_NOT_APPLIED',
    {
      round: schedule.round,
      answered: schedule.responses.filter((r) => r.status === 'SUBMITTED')
        .length,
      invited: schedule.responses.length,
    },
    `/app/process/${schedule.processId}/review`
  )
}

/**
 * Closes a portal round once: true for the call that closed it, false when it already was.
 * `closedByName` is the buyer who closed it early (null at the deadline).
 */
export const closeRound = async (
  scheduleId: string,
  closedByName: string | null
) => {
  const closed = await bulkTransaction(async (client) => {
    const {
      rows: [locked],
    } = await client.query<{ status: ProcessStatus; format: RoundFormat }>(
      LOCK_PROCESS,
      [scheduleId]
    )
    const auction = locked.format === 'AUCTION'
    if (auction) {
      await client.query(LOCK_AUCTION, [scheduleId])
      if (closedByName === null) {
        const { rows: running } = await client.query<{ running: boolean }>(
          AUCTION_RUNNING,
          [scheduleId]
        )
        if (running[0].running) return null
      }
    }
    const { rows } = await client.query<{
      processId: string
      round: number
      typed: boolean
    }>(CLAIM, [scheduleId, closedByName])
    if (!rows.length) return null
    if (auction) await client.query(AUCTION_ENDED, [scheduleId, closedByName])
    const applied = !isSentForApproval(locked.status)
    if (applied) {
      const { processId, round, typed } = rows[0]
      const source = auction ? AUCTION_QUOTATIONS : ROUND_QUOTATIONS
      await client.query(typed ? answers(source) : newAnswers(source), [
        scheduleId,
      ])
      await client.query(ATTACH_QUOTE_FILES, [scheduleId])
      await followQuotations(client, processId, round)
    }
    return { applied }
  })
  if (closed) await tellBuyer(scheduleId, closed.applied)
  return Boolean(closed)
}
