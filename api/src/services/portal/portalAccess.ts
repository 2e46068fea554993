import { UserInputError } from '@redwoodjs/graphql-server'

import { sqlRows } from 'src/lib/db'
import { enforceRateLimit, type RateLimit } from 'src/lib/rateLimit'
import { StatusError } from 'src/lib/statusError'

import { isTokenShaped, tokenHash } from './portalLinks'

/** Per link, more than a supplier typing and saving needs; per IP, room for a whole office of them. */
export const PORTAL_LIMIT: RateLimit = {
  action: 'portal',
  perIp: 1200,
  perSubject: 120,
  windowSeconds: 60,
}

/**
 * Counts a portal request against its IP and its link (by the link's hash: a token is never
 * written). A path that is no token at all opens nothing and writes nothing.
 */
export const limitPortalRequest = async (ip: string | null, token: string) => {
  if (!isTokenShaped(token)) throw new PortalLinkError('unknown')
  await enforceRateLimit(PORTAL_LIMIT, { ip, subject: tokenHash(token) })
}

/** Why a link opens nothing: unknown (404), revoked or expired (410); each has its own page. */
export class PortalLinkError extends StatusError {
  constructor(reason: 'unknown' | 'revoked' | 'expired') {
    super(reason === 'unknown' ? 404 : 410, `portal.link.${reason}`)
  }
}

const HOUR = 3600_000

/** One link's invitation, its supplier's answer, its round, process and company, as one row. */
export interface AccessRow {
  invitationId: string
  invitationName: string
  language: 'en' | 'pt'
  openedAt: Date | null
  revokedAt: Date | null
  responseId: string
  status: string
  savedAt: Date | null
  submittedAt: Date | null
  fileName: string | null
  fileKey: string | null
  fileMimeType: string | null
  fileSize: number | null
  supplierId: string
  supplierName: string
  scheduleId: string
  round: number
  deadline: Date
  instructions: string
  fields: string[]
  closedAt: Date | null
  format: 'SEALED' | 'AUCTION'
  processId: string
  number: number
  title: string
  processCreatedAt: Date
  ownerId: string
  companyId: string
  currency: string
  companyName: string
  timeZone: string
  portalGraceHours: number
  itemIds: string[] | null
}

// one statement: every portal request starts here, 300 suppliers may submit at the same moment;
// the link's hash is its parameter `hash`
export const accessSelect = (hash: string) => `
  SELECT i.id AS "invitationId", i.name AS "invitationName", i.language::text AS language,
         i."openedAt", i."revokedAt",
         r.id AS "responseId", r.status::text AS status, r."savedAt", r."submittedAt",
         r."fileName", r."fileKey", r."fileMimeType", r."fileSize", r."supplierId",
         ps.name AS "supplierName",
         s.id AS "scheduleId", s.round, s.deadline, s.instructions, s.fields, s."closedAt",
         s.format::text AS format,
         p.id AS "processId", p.number, p.title, p."createdAt" AS "processCreatedAt", p."ownerId",
         p."companyId", cu.code AS currency,
         c.name AS "companyName", c."timeZone", c."portalGraceHours",
         -- as JSON: node-postgres reads a text[] of 300 ids several times slower than JSON.parse
         (SELECT json_agg(id) FROM "ProcessItem" WHERE "processId" = p.id) AS "itemIds"
  FROM "PortalLink" l
  JOIN "PortalInvitation" i ON i.id = l."invitationId"
  JOIN "PortalResponse" r ON r.id = i."responseId"
  JOIN "ProcessSupplier" ps ON ps.id = r."supplierId"
  JOIN "RoundSchedule" s ON s.id = r."scheduleId"
  JOIN "Process" p ON p.id = s."processId"
  JOIN "Currency" cu ON cu.id = p."currencyId"
  JOIN "Company" c ON c.id = p."companyId"
  WHERE l."tokenHash" = ${hash}`

/** What a link's row opens, or why it opens nothing. */
export const accessOf = (row: AccessRow | null | undefined) => {
  if (!row) throw new PortalLinkError('unknown')
  if (row.revokedAt) throw new PortalLinkError('revoked')
  const validUntil = row.deadline.getTime() + row.portalGraceHours * HOUR
  if (Date.now() > validUntil) throw new PortalLinkError('expired')
  return {
    invitation: {
      id: row.invitationId,
      name: row.invitationName,
      language: row.language,
      openedAt: row.openedAt,
    },
    response: {
      id: row.responseId,
      status: row.status,
      savedAt: row.savedAt,
      submittedAt: row.submittedAt,
      fileName: row.fileName,
      fileKey: row.fileKey,
      fileMimeType: row.fileMimeType,
      fileSize: row.fileSize,
      supplierId: row.supplierId,
      supplierName: row.supplierName,
    },
    schedule: {
      id: row.scheduleId,
      round: row.round,
      deadline: row.deadline,
      instructions: row.instructions,
      fields: row.fields,
      closedAt: row.closedAt,
      format: row.format,
    },
    process: {
      id: row.processId,
      number: row.number,
      title: row.title,
      createdAt: row.processCreatedAt,
      ownerId: row.ownerId,
      companyId: row.companyId,
      currency: row.currency,
    },
    company: { name: row.companyName, timeZone: row.timeZone },
    /** the round's items: an answer names no other */
    itemIds: new Set(row.itemIds ?? []),
  }
}

/**
 * What a token opens: one invitation, its supplier's answer, that round and its process. Every
 * portal request starts here, so nothing it reads can come from another supplier, round or company.
 */
export const portalAccess = async (token: string) => {
  if (!isTokenShaped(token)) throw new PortalLinkError('unknown')
  const [row] = await sqlRows<AccessRow>(accessSelect('$1'), [tokenHash(token)])
  return accessOf(row)
}

/**
 * A portal request counted against its IP and its link (limitPortalRequest), and what its token
 * opens (portalAccess), in one statement: the first of every request at a deadline's rush.
 */
export const limitedPortalAccess = async (ip: string | null, token: string) => {
  if (!isTokenShaped(token)) throw new PortalLinkError('unknown')
  const hash = tokenHash(token)
  return accessOf(
    await enforceRateLimit<AccessRow>(
      PORTAL_LIMIT,
      { ip, subject: hash },
      { select: accessSelect('$3'), values: [hash] }
    )
  )
}
export type PortalAccess = Awaited<ReturnType<typeof portalAccess>>

/** Whether answers may still change: before the deadline, and the round not closed early. */
export const isAnswering = ({ schedule }: Pick<PortalAccess, 'schedule'>) =>
  !schedule.closedAt && schedule.deadline.getTime() > Date.now()

/** Refuses a change to the answer once the round no longer takes answers. */
export const assertAnswering = (access: PortalAccess) => {
  // an auction's link bids on its own page (services/auctions/bidding)
  if (access.schedule.format === 'AUCTION')
    throw new UserInputError('auction.errors.bidsOnly')
  if (!isAnswering(access)) throw new UserInputError('portal.errors.closed')
}
