import type { APIGatewayEvent } from 'aws-lambda'

import { EXPIRY_CHECK } from 'src/jobs/CheckContractExpiryJob/CheckContractExpiryJob'
import { db } from 'src/lib/db'
import { json } from 'src/lib/http'
import { logger } from 'src/lib/logger'
import { scheduledRunStatus } from 'src/services/scheduledRuns/scheduledRuns'

/**
 * GET /api/health, for load balancers and monitors: 200 when this api process reaches the
 * database, 503 when it does not, with when the daily expiry check last finished. No session
 * needed; it tells nothing about any company.
 */
export const handler = async (_event: APIGatewayEvent) => {
  try {
    await db.$queryRaw`SELECT 1`
    // the daily expiry check: when it last finished, and whether it keeps failing
    const expiryCheck = await scheduledRunStatus(EXPIRY_CHECK)
    return json(200, { status: 'ok', database: 'ok', expiryCheck })
  } catch (error) {
    logger.error({ error }, 'health check: the database does not answer')
    return json(503, { status: 'unavailable', database: 'unreachable' })
  }
}
