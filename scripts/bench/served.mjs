// What the benchmarks of the served app share: the production build under `yarn rw serve`, the
// database, the bench emulator's accounts, and the figures `yarn bench` prints.
import { spawn } from 'node:child_process'
import { appendFileSync, readdirSync, readFileSync } from 'node:fs'

import pg from 'pg'

import { waitForPort } from '../lib/ports.mjs'

export const WEB = { port: 8940, url: 'http://127.0.0.1:8940' }
export const API = { port: 8941, url: 'http://127.0.0.1:8941' }

export const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 })

/** A row of the benchmark's table. */
export const recordFigure = (figure) => {
  console.log(Object.entries(figure).map(([key, value]) => `${key}: ${value}`).join(', '))
  if (process.env.BENCH_FIGURES) appendFileSync(process.env.BENCH_FIGURES, `${JSON.stringify(figure)}\n`)
}

/** `yarn rw serve` (web and one api process, NODE_ENV=production) until `stop()`. */
export const serve = async (env = {}) => {
  const server = spawn(`yarn rw serve --webPort ${WEB.port} --apiPort ${API.port} --apiHost 127.0.0.1`, {
    shell: true,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
  })
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already stopped
    }
  }
  if (!(await waitForPort(WEB.port, 60_000)) || !(await waitForPort(API.port, 60_000))) {
    stop()
    throw new Error('yarn rw serve did not start')
  }
  return Object.assign(stop, { cpuMs: () => groupCpuMs(server.pid) })
}

/**
 * `count` api processes of the production build (api/dist, NODE_ENV=production) on ports from
 * API.port up, without the web side, until `stop()`; answers their addresses.
 */
export const serveApis = async (count, env = {}) => {
  const ports = Array.from({ length: count }, (_, index) => API.port + index)
  const servers = ports.map((port) =>
    spawn(`node dist/server.js --apiPort ${port} --apiHost 127.0.0.1`, {
      cwd: 'api',
      shell: true,
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    })
  )
  const stop = () => {
    for (const server of servers)
      try {
        process.kill(-server.pid, 'SIGTERM')
      } catch {
        // already stopped
      }
  }
  for (const port of ports)
    if (!(await waitForPort(port, 60_000))) {
      stop()
      throw new Error(`the api on port ${port} did not start`)
    }
  return Object.assign(stop, {
    urls: ports.map((port) => `http://127.0.0.1:${port}`),
    cpuMs: () => servers.reduce((sum, server) => sum + groupCpuMs(server.pid), 0),
  })
}

const TICKS_PER_MS = 100 / 1000

/** CPU time (user and system, ms) used so far by the processes of a group: the served app's. */
const groupCpuMs = (groupId) => {
  let ticks = 0
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // the fields after the command's name: state, ppid, pgrp, … utime (14th), stime (15th)
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1).split(' ')
      if (Number(fields[2]) === groupId) ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / TICKS_PER_MS
}

const identityToolkit = () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`

/** A new emulator account: its uid and an ID token. */
export const emulatorAccount = async (email, password) => {
  const response = await fetch(`${identityToolkit()}/accounts:signUp?key=bench`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  })
  const body = await response.json()
  if (!body.idToken) throw new Error(`emulator sign-up failed: ${JSON.stringify(body)}`)
  return { uid: body.localId, token: body.idToken }
}

/** Runs `work` over the items, `concurrency` at a time. */
export const inBatches = async (items, concurrency, work) => {
  const results = []
  for (let start = 0; start < items.length; start += concurrency)
    results.push(...(await Promise.all(items.slice(start, start + concurrency).map(work))))
  return results
}
