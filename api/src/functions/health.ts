import type { APIGatewayEvent } from 'aws-lambda'

import { db } from 'src/lib/db'
import { json } from 'src/lib/http'
import { logger } from 'src/lib/logger'

/**
 * GET /api/health, for load balancers and monitors: 200 when this api process reaches the
 * database, 503 when it does not. No session needed; it tells nothing about any company.
 */
export const handler = async (_event: APIGatewayEvent) => {
  try {
    await db.$queryRaw`SELECT 1`
    return json(200, { status: 'ok', database: 'ok' })
  } catch (error) {
    logger.error({ error }, 'health check: the database does not answer')
    return json(503, { status: 'unavailable', database: 'unreachable' })
  }
}
