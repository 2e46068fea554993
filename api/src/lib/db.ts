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

const TIMESTAMP = pg.types.builtins.TIMESTAMP

/**
 * Every connection runs without PostgreSQL's JIT compilation: the app's statements read little or
 * write tens of thousands of rows, and compiling a costly plan took seconds it never won back
 * (2.7 s of the 6 s an import's refresh of 100,000 contracts' balances took, `yarn bench realization`).
 */
const WITHOUT_JIT = '-c jit=off'

/**
 * The api's connections. Prisma's Rust-free client talks to PostgreSQL through them, and so do the
 * few statements every busy moment runs (`sqlRows`). Timestamps are kept in UTC without a zone, as
 * Prisma writes them: read back as UTC whatever the process's own zone.
 */
export const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  options: WITHOUT_JIT,
  max: Number(process.env.DATABASE_POOL_MAX ?? 10),
  types: {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === TIMESTAMP && format !== 'binary'
        ? (text: string) => new Date(`${text.replace(' ', 'T')}Z`)
        : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  },
})

const adapter = new PrismaPg(pool)

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
 * One statement's rows straight through node-postgres, with `$1`… parameters: for what a deadline's
 * rush or every open screen's poll runs hundreds of times a second, where Prisma's client engine
 * spends about a millisecond of CPU on each statement and node-postgres a quarter of that
 * (`yarn bench portal`, `yarn bench notifications`). Everything else goes through `db`.
 */
/** to_char's format for a timestamp column read as ISO 8601 in UTC, to the millisecond (JSON built in SQL). */
export const SQL_ISO_TIME = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`

export const sqlRows = async <T>(text: string, values: unknown[] = []) =>
  (await pool.query({ name: statementName(text), text, values })).rows as T[]

const statementNames = new Map<string, string>()

/**
 * A name for each statement text: node-postgres prepares a named statement once per connection,
 * and PostgreSQL then plans it once instead of at every run (planning the portal link's join of
 * eight tables took longer than running it).
 */
const statementName = (text: string) => {
  let name = statementNames.get(text)
  if (!name) {
    name = `procura_${statementNames.size}`
    statementNames.set(text, name)
  }
  return name
}

/**
 * node-postgres itself, for the rare statement whose parameter runs to megabytes (a quotation
 * round of 9,000 rows as one JSON document): Prisma's client engine takes ~100 ms to pass such a
 * parameter, node-postgres ~20 ms (`yarn bench sourcing`). Everything else goes through `db`.
 */
export const bulkWriter = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  options: WITHOUT_JIT,
  max: 2,
  allowExitOnIdle: true,
})

/** `work` in one transaction on a connection of `connections`, committed unless it throws or `keep` refuses. */
const transactionOn =
  (connections: pg.Pool) =>
  async <T>(
    work: (client: pg.PoolClient) => Promise<T>,
    keep: (result: T) => boolean = () => true
  ) => {
    const client = await connections.connect()
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

/**
 * `work` in one transaction on a bulkWriter connection (no time limit: a million spend lines take
 * longer than Prisma's interactive transactions allow). Committed unless `work` throws or `keep`
 * says its result must not stand; the connection goes back to the pool either way.
 */
export const bulkTransaction = transactionOn(bulkWriter)

/**
 * A short transaction on the api's own connections, for what many requests do at once and must
 * order among themselves with row locks: an auction's bids.
 */
export const sqlTransaction = transactionOn(pool)
