import { db } from 'src/lib/db'

import { isTokenShaped, tokenHash } from './portalLinks'

/** Why a link opens nothing: unknown (404), revoked or expired (410); each has its own page. */
export class PortalLinkError extends Error {
  constructor(
    readonly reason: 'unknown' | 'revoked' | 'expired',
    readonly status = reason === 'unknown' ? 404 : 410
  ) {
    super(`portal.link.${reason}`)
  }
}

const HOUR = 3600_000

/**
 * What a token opens: one invitation, its supplier's answer, that round and its process. Every
 * portal request starts here, so nothing it reads can come from another supplier, round or company.
 */
export const portalAccess = async (token: string) => {
  if (!isTokenShaped(token)) throw new PortalLinkError('unknown')
  const link = await db.portalLink.findUnique({
    where: { tokenHash: tokenHash(token) },
    include: {
      invitation: {
        include: {
          response: {
            include: {
              supplier: { select: { id: true, name: true } },
              schedule: {
                include: {
                  process: {
                    select: {
                      id: true,
                      number: true,
                      title: true,
                      createdAt: true,
                      ownerId: true,
                      companyId: true,
                      currency: { select: { code: true } },
                      company: {
                        select: {
                          name: true,
                          timeZone: true,
                          portalGraceHours: true,
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  })
  if (!link) throw new PortalLinkError('unknown')
  const { invitation } = link
  const { response } = invitation
  const { schedule } = response
  const { company } = schedule.process
  if (invitation.revokedAt) throw new PortalLinkError('revoked')
  const validUntil =
    schedule.deadline.getTime() + company.portalGraceHours * HOUR
  if (Date.now() > validUntil) throw new PortalLinkError('expired')
  return { invitation, response, schedule, process: schedule.process, company }
}
export type PortalAccess = Awaited<ReturnType<typeof portalAccess>>

/** Whether answers may still change: before the deadline, and the round not closed early. */
export const isAnswering = ({ schedule }: Pick<PortalAccess, 'schedule'>) =>
  !schedule.closedAt && schedule.deadline.getTime() > Date.now()
