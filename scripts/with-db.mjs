#!/usr/bin/env node
// Runs a command with a PostgreSQL database, so that a newcomer needs no server.
//
//   node scripts/with-db.mjs [--test] -- <command...>
//
// Without --test: DATABASE_URL from the environment or .env; when it is missing, an embedded
// PostgreSQL (PGlite) kept under .procura/pglite/dev (PROCURA_HOME/pglite/dev) is served on a free local
// port (54320 when it is free) for the command's life.
// With --test: TEST_DATABASE_URL; else the server on 127.0.0.1:5432 when it answers (database
// procura_test); else an in-memory PGlite. Either way the chosen database is printed.
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { config as loadEnv } from 'dotenv-defaults'
import pg from 'pg'

import { freePort, portAnswers } from './lib/ports.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
loadEnv({ path: path.join(root, '.env'), defaults: path.join(root, '.env.defaults') })

// where a local run keeps its data (database, sign-in accounts, uploads); git-ignored
const stateDirectory = path.resolve(root, process.env.PROCURA_HOME ?? '.procura')
const argv = process.argv.slice(2)
const separator = argv.indexOf('--')
const forTests = argv.slice(0, separator).includes('--test')
const command = argv.slice(separator + 1)
const envName = forTests ? 'TEST_DATABASE_URL' : 'DATABASE_URL'

// The JS schema engine does not create databases: make sure the named one exists.
const ensureDatabase = async (url) => {
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.slice(1))
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
    if (!rowCount) await client.query(`create database "${name.replaceAll('"', '""')}"`)
  } finally {
    await client.end()
  }
}

const startPglite = async (dataDir, port) => {
  const { PGlite } = await import('@electric-sql/pglite')
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket')
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true })
  const db = await PGlite.create(dataDir)
  // every pool of the command shares these connections; PGlite runs one transaction at a time
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port, maxConnections: 40 })
  await server.start()
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop()
      await db.close()
    },
  }
}

const chooseDatabase = async () => {
  if (process.env[envName]) {
    await ensureDatabase(process.env[envName])
    return { url: process.env[envName], label: `PostgreSQL from ${envName}` }
  }
  if (forTests && (await portAnswers(5432))) {
    const url = 'postgresql://postgres@127.0.0.1:5432/procura_test'
    await ensureDatabase(url)
    return { url, label: 'the PostgreSQL server on 127.0.0.1:5432 (database procura_test)' }
  }
  const embedded = forTests
    ? await startPglite('memory://', await freePort(54330))
    : await startPglite(path.join(stateDirectory, 'pglite', 'dev'), await freePort(54320))
  return { ...embedded, label: `the embedded PostgreSQL (PGlite) at ${embedded.url}` }
}

const database = await chooseDatabase()
console.log(`[db] ${forTests ? 'tests use' : 'using'} ${database.label}`)

const env = { ...process.env, [envName]: database.url }
if (database.stop) env.DATABASE_POOL_MAX = '4'
const child = spawn(command.join(' '), {
  shell: true,
  stdio: 'inherit',
  detached: true, // its own process group, so the whole tree stops with it
  env,
})
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    try {
      process.kill(-child.pid, signal)
    } catch {
      // already gone
    }
  })
}
child.on('exit', async (code, signal) => {
  await database.stop?.()
  process.exit(code ?? (signal ? 1 : 0))
})
