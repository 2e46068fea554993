import { PrismaPg } from '@prisma/adapter-pg'
import { PrismaClient } from '@prisma/client'
import pg from 'pg'

import { emitLogLevels, handlePrismaLogging } from '@redwoodjs/api/logger'

import { logger } from './logger'

if (!process.env.DATABASE_URL) {
  throw new Error(
    'DATABASE_URL is not set: point it at a PostgreSQL database (see README.md)'
  )
}

// The Rust-free client talks to PostgreSQL through node-postgres.
const adapter = new PrismaPg({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_MAX ?? 10),
})

const prismaClient = new PrismaClient({
  adapter,
  log: emitLogLevels(['info', 'warn', 'error']),
})

handlePrismaLogging({
  db: prismaClient,
  logger,
  logLevels: ['info', 'warn', 'error'],
})

export const db = prismaClient

/**
 * node-postgres itself, for the rare statement whose parameter runs to megabytes (a quotation
 * round of 9,000 rows as one JSON document): Prisma's client engine takes ~100 ms to pass such a
 * parameter, node-postgres ~20 ms (`yarn bench sourcing`). Everything else goes through `db`.
 */
export const bulkWriter = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 2,
  allowExitOnIdle: true,
})

/**
 * `work` in one transaction on a bulkWriter connection (no time limit: a million spend lines take
 * longer than Prisma's interactive transactions allow). Committed unless `work` throws or `keep`
 * says its result must not stand; the connection goes back to the pool either way.
 */
export const bulkTransaction = async <T>(
  work: (client: pg.PoolClient) => Promise<T>,
  keep: (result: T) => boolean = () => true
) => {
  const client = await bulkWriter.connect()
  try {
    await client.query('BEGIN')
    const result = await work(client)
    await client.query(keep(result) ? 'COMMIT' : 'ROLLBACK')
    return result
  } catch (error) {
    // node-postgres runs a connection's queries in order: this waits for any write still queued
    await client.query('ROLLBACK')
    throw error
  } finally {
    client.release()
  }
}
