import type { APIGatewayEvent } from 'aws-lambda'

import { failure, failureFor, json, jsonBody } from 'src/lib/http'
import { requestIp } from 'src/lib/rateLimit'
import {
  declinePortalRound,
  portalPage,
  portalReceipt,
  savePortalDraft,
  submitPortalAnswer,
} from 'src/services/portal/portal'
import {
  limitedPortalAccess,
  type PortalAccess,
} from 'src/services/portal/portalAccess'

// The supplier portal's doors, the product's only ones without sign-in: the token in the path is the
// whole authority, and every answer is scoped by it (services/portal/portalAccess).

const ROUTE =
  /\/portal\/([^/]+)(?:\/(submit|decline|receipt)(?:\/([^/]+))?)?\/?$/

const answer = async (
  event: APIGatewayEvent,
  access: PortalAccess,
  action?: string,
  id?: string
) => {
  const method = event.httpMethod
  if (!action && method === 'GET')
    return json(200, { success: true, data: await portalPage(access) })
  if (!action && method === 'PUT')
    return json(200, {
      success: true,
      data: await savePortalDraft(access, jsonBody(event)?.offers),
    })
  if (action === 'submit' && method === 'POST')
    return json(200, {
      success: true,
      data: await submitPortalAnswer(access, jsonBody(event)?.offers),
    })
  if (action === 'decline' && method === 'POST')
    return json(200, { success: true, data: await declinePortalRound(access) })
  if (action === 'receipt' && id && method === 'GET')
    return json(200, { success: true, data: await portalReceipt(access, id) })
  return failure(event, 405, 'portal.errors.method')
}

/**
 * GET /api/portal/{token} (the page's content); PUT (a draft, { offers }); POST /submit ({ offers });
 * POST /decline; GET /receipt/{id}. An unknown link is a 404, a revoked or expired one a 410, each
 * with its code for the page to say so.
 */
export const handler = async (event: APIGatewayEvent) => {
  try {
    const [, token, action, id] = event.path?.match(ROUTE) ?? []
    if (!token) return failure(event, 404, 'portal.link.unknown')
    const access = await limitedPortalAccess(requestIp(event), token)
    const response = await answer(event, access, action, id)
    return {
      ...response,
      headers: { ...response.headers, 'cache-control': 'no-store' },
    }
  } catch (error) {
    return failureFor(event, error)
  }
}
