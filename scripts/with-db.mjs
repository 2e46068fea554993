#!/usr/bin/env node
// Runs a command with a PostgreSQL database, so that a newcomer needs no server.
//
//   node scripts/with-db.mjs [--test] -- <command...>
//
// Without --test: DATABASE_URL from the environment or .env; when it is missing, an embedded
// PostgreSQL server with its data under .procura/postgres (PROCURA_HOME/postgres) is served on a
// free local port (54320 when it is free) for the command's life: stopped when the command ends,
// is interrupted or crashes.
// With --test: TEST_DATABASE_URL; else the server on 127.0.0.1:5432 when it answers (database
// procura_test); else an embedded server on a throwaway cluster. Either way the chosen database is
// printed.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { config as loadEnv } from 'dotenv-defaults'
import pg from 'pg'

import { serveEmbeddedPostgres } from './lib/embeddedPostgres.mjs'
import { portAnswers } from './lib/ports.mjs'

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
    ? await serveEmbeddedPostgres({
        dataDir: path.join(os.tmpdir(), `procura-test-postgres-${process.pid}-${Date.now()}`),
        preferredPort: 54330,
        database: 'procura_test',
        throwaway: true,
      })
    : await serveDevelopmentDatabase()
  await ensureDatabase(embedded.url).catch(async (error) => {
    await embedded.stop()
    throw error
  })
  const where = forTests ? 'a throwaway cluster' : path.join(stateDirectory, 'postgres')
  return { ...embedded, label: `the embedded PostgreSQL server (${where}) at ${new URL(embedded.url).host}` }
}

/** The newcomer's database under PROCURA_HOME; data of the embedded database before it is left as it was. */
const serveDevelopmentDatabase = async () => {
  mkdirSync(stateDirectory, { recursive: true })
  const server = await serveEmbeddedPostgres({
    dataDir: path.join(stateDirectory, 'postgres'),
    preferredPort: 54320,
    database: 'procura',
  })
  const before = path.join(stateDirectory, 'pglite', 'dev')
  if (server.created && existsSync(before))
    console.warn(
      `[db] ${before} holds the data of the embedded database before this one (PGlite): it is kept untouched, ` +
        `and this start uses a new PostgreSQL server with the demo data (README.md, "Data from before", says how ` +
        `to carry that data over).`
    )
  return server
}

// a signal before the command runs still stops the server
let child
let database
let stopping = false
const stopDatabase = async (code) => {
  if (stopping) return
  stopping = true
  await database?.stop?.()
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (!child) return stopDatabase(1)
    try {
      process.kill(-child.pid, signal)
    } catch {
      // already gone
    }
  })
}
process.on('uncaughtException', (error) => {
  console.error(error)
  stopDatabase(1)
})

try {
  database = await chooseDatabase()
} catch (error) {
  console.error(`[db] ${error.message}`)
  process.exit(1)
}
console.log(`[db] ${forTests ? 'tests use' : 'using'} ${database.label}${database.joined ? ' (served by another run)' : ''}`)

child = spawn(command.join(' '), {
  shell: true,
  stdio: 'inherit',
  detached: true, // its own process group, so the whole tree stops with it
  env: { ...process.env, [envName]: database.url },
})
child.on('exit', (code, signal) => stopDatabase(code ?? (signal ? 1 : 0)))
