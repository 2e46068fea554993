import { createHash, randomBytes } from 'node:crypto'

import { PORTAL_TOKEN_BYTES } from '@procura/shared'

import { db } from 'src/lib/db'
import { appUrl } from 'src/lib/mailer'

// A portal link's token is random and lives only in the mail that carries it: the database keeps its
// sha256, so that reading the database never opens a supplier's page.

/** A token as `newLink` writes it: base64url of PORTAL_TOKEN_BYTES bytes. */
const TOKEN = new RegExp(
  `^[A-Za-z0-9_-]{${Math.ceil((PORTAL_TOKEN_BYTES * 4) / 3)}}$`
)

export const isTokenShaped = (token: string) => TOKEN.test(token)

export const tokenHash = (token: string) =>
  createHash('sha256').update(token).digest('hex')

/** A new link for an invitation: its token, to be mailed, never stored. */
export const newLink = async (invitationId: string) => {
  const token = randomBytes(PORTAL_TOKEN_BYTES).toString('base64url')
  await db.portalLink.create({
    data: { tokenHash: tokenHash(token), invitationId },
  })
  return token
}

export const removeLink = (token: string) =>
  db.portalLink.deleteMany({ where: { tokenHash: tokenHash(token) } })

/** The portal page a token opens, at the web app's public address. */
export const portalUrl = (token: string) => appUrl(`/portal/${token}`)
