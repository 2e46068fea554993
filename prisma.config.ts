import path from 'node:path'

import { PrismaPg } from '@prisma/adapter-pg'
import { config as loadEnv } from 'dotenv-defaults'
import { parse } from 'pg-connection-string'
import { defineConfig } from 'prisma/config'

// With a config file Prisma stops loading .env itself; load Redwood's env files (never overriding).
loadEnv({
  path: path.join(__dirname, '.env'),
  defaults: path.join(__dirname, '.env.defaults'),
})

// The WebAssembly schema engine leaves 10–60 s timers pending after each command, so the CLI
// idles before exiting. This file is loaded only by the Prisma CLI: let those long timers not
// hold the process open.
const realSetTimeout = globalThis.setTimeout
globalThis.setTimeout = ((fn: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
  const timer = realSetTimeout(fn, ms, ...args)
  if ((ms ?? 0) >= 5000) timer.unref()
  return timer
}) as typeof setTimeout

if (!process.env.DATABASE_URL) {
  // without a URL Prisma falls back to its native engines, which it would try to download
  throw new Error(
    'DATABASE_URL is not set. Point it at a PostgreSQL database, or run the command through ' +
      '`node scripts/with-db.mjs -- <command>` to use the embedded one.'
  )
}

// Discrete fields, not a connectionString: the adapter opens the shadow database with these
// settings and another name, and a connectionString would silently override that name.
const connectionFields = () => {
  const { database, host, port, user, password } = parse(process.env.DATABASE_URL as string)
  return {
    database: database ?? undefined,
    host: host ?? undefined,
    port: port ? Number(port) : undefined,
    user,
    password,
    allowExitOnIdle: true,
  }
}

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  // absolute paths: this file is also loaded through api/prisma.config.ts
  schema: path.join(__dirname, 'api', 'db', 'schema.prisma'),
  migrations: {
    path: path.join(__dirname, 'api', 'db', 'migrations'),
    seed: 'yarn rw exec seed',
  },
  // `migrate dev`'s shadow database: a second database the adapter creates on the same server
  adapter: async () => new PrismaPg(connectionFields()),
})
