#!/usr/bin/env node
// Brings the whole local stack up for one developer (run through scripts/with-db.mjs, which gives
// DATABASE_URL): migrations, the Firebase Auth emulator, demo data, the mail catcher, the job
// worker and `yarn rw dev`. Ctrl-C stops all of it; the emulator keeps its accounts in .procura/.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

import { waitForPort } from './lib/ports.mjs'

const EMULATOR_DATA = '.procura/firebase'
const demo = JSON.parse(readFileSync(new URL('./seed/demoAccount.json', import.meta.url), 'utf8'))
const PORTS = { web: 8910, api: 8911, emulator: 9099, smtp: 1025, inbox: 1080 }
const children = []

const start = (name, command) => {
  const child = spawn(command, { shell: true, stdio: 'inherit', detached: true })
  children.push({ name, child })
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[dev] ${name} stopped (code ${code}); stopping the rest`)
      stop(1)
    }
  })
  return child
}

const runToEnd = (command) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`))))
  })

let stopping = false
const stop = async (code = 0) => {
  if (stopping) return
  stopping = true
  await Promise.all(
    children.map(
      ({ child }) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve()
          child.on('exit', resolve)
          try {
            // SIGINT lets the emulator export its accounts before it exits
            process.kill(-child.pid, 'SIGINT')
          } catch {
            resolve()
          }
        })
    )
  )
  process.exit(code)
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

try {
  await runToEnd('yarn rw prisma migrate deploy')
  // generated before the seed starts: a client generated inside the seed's own process is not found
  await runToEnd('yarn rw prisma generate')
  const importFlag = existsSync(EMULATOR_DATA) ? `--import ${EMULATOR_DATA}` : ''
  start(
    'auth emulator',
    `CI=1 yarn firebase emulators:start --only auth --project demo-procura ${importFlag} --export-on-exit ${EMULATOR_DATA}`
  )
  if (!(await waitForPort(PORTS.emulator))) throw new Error('the Auth emulator did not start')
  // idempotent: loads what is missing (first run) and keeps the rest
  await runToEnd('yarn rw exec seed')
  // today's contract expiry notices, and the daily run the job worker keeps going
  await runToEnd('yarn rw exec check-contract-expiry')
  start('mail catcher', `yarn maildev --ip 127.0.0.1 --smtp ${PORTS.smtp} --web ${PORTS.inbox}`)
  start('redwood', 'yarn rw dev --fwd="--no-open"')
  // the worker loads the api that `rw dev` builds, so it starts once the api answers
  if ((await waitForPort(PORTS.api)) && (await waitForPort(PORTS.web))) {
    start('job worker', 'yarn rw jobs work')
    console.log(`
  Procura is running
    app           http://localhost:${PORTS.web}
    GraphQL       http://localhost:${PORTS.web}/api/graphql
    mail inbox    http://localhost:${PORTS.inbox}
    demo sign-in  ${demo.email} / ${demo.password} (same password: director@, manager1@, buyer@procura.local)
  Ctrl-C stops everything.
`)
  }
} catch (error) {
  console.error(`[dev] ${error.message}`)
  await stop(1)
}
