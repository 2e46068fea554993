#!/usr/bin/env node
// Brings the whole local stack up for one developer (run through scripts/with-db.mjs, which gives
// DATABASE_URL). The Auth emulator starts while the migrations run; then the api; the web only once
// the api answers (so no page can sign in before the api can serve it), beside the demo data and
// the job worker. Every emulator port (hub and logging too), the mail catcher and the api debugger
// take their usual port when it is free and another free one otherwise. Ctrl-C stops all of it;
// data stays under PROCURA_HOME (default .procura), where the emulator saves its accounts as it stops.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { freePort, portAnswers, waitForPort } from './lib/ports.mjs'

const home = path.resolve(process.env.PROCURA_HOME ?? '.procura')
const emulatorData = path.join(home, 'firebase')
const savedAccounts = path.join(emulatorData, 'auth_export', 'accounts.json')
// there while a run's accounts are unsaved: the emulator writes them only as it stops
const unsavedMarker = path.join(home, 'accounts-unsaved')
const demo = JSON.parse(readFileSync(new URL('./seed/demoAccount.json', import.meta.url), 'utf8'))
const WEB = Number(process.env.WEB_PORT ?? 8910)
const API = Number(process.env.API_PORT ?? 8911)
const startedAt = Date.now()
const children = []

const start = (name, command, env, { watch } = {}) => {
  const child = spawn(command, { shell: true, stdio: ['inherit', watch ? 'pipe' : 'inherit', 'inherit'], detached: true, env })
  // what it prints still goes to the terminal, and to `watch`
  child.stdout?.on('data', (chunk) => {
    process.stdout.write(chunk)
    watch(String(chunk))
  })
  children.push({ name, child })
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[dev] ${name} stopped (code ${code}); stopping the rest`)
      stop(1)
    }
  })
  return child
}

const runToEnd = (command, env) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, { shell: true, stdio: 'inherit', detached: true, env })
    const step = { name: command, child }
    children.push(step)
    child.on('exit', (code) => {
      children.splice(children.indexOf(step), 1)
      if (code === 0) resolve()
      else reject(new Error(`${command} exited ${code}`))
    })
  })

const accountsSavedSinceStart = () => existsSync(savedAccounts) && statSync(savedAccounts).mtimeMs >= startedAt

const groupAlive = (pid) => {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * Stops a child's whole process group: SIGINT first (the emulator exports its accounts on it), and
 * SIGKILL for what is still there after a while (a job worker's helper would outlive the app).
 */
const stopGroup = async (pid) => {
  try {
    process.kill(-pid, 'SIGINT')
  } catch {
    return
  }
  const deadline = Date.now() + 15_000
  while (groupAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200))
  if (groupAlive(pid)) process.kill(-pid, 'SIGKILL')
}

let stopping = false
const stop = async (code = 0) => {
  if (stopping) return
  stopping = true
  await Promise.all(children.map(({ child }) => stopGroup(child.pid)))
  if (accountsSavedSinceStart()) rmSync(unsavedMarker, { force: true })
  else if (children.some(({ name }) => name === 'auth emulator'))
    console.error(`[dev] the Auth emulator could not save its accounts to ${savedAccounts}: the next start restores them`)
  process.exit(code)
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

/**
 * Says, at start, when the last run lost the accounts signed up in it, and how they come back;
 * answers whether it did.
 */
const warnOfUnsavedAccounts = () => {
  const unsaved = existsSync(unsavedMarker)
  if (unsaved)
    console.warn(
      `[dev] The last run stopped without saving its sign-in accounts (it was killed, or the Auth emulator's ` +
        `export failed). The demo data step gives every user without an account a new one with the demo ` +
        `password, ${demo.password}: sign in with it, then change it in your profile.`
    )
  writeFileSync(unsavedMarker, new Date(startedAt).toISOString())
  return unsaved
}

/** The emulator's own configuration file, with the ports chosen for this run. */
const emulatorConfig = (ports) => {
  const file = path.join(home, 'firebase.dev.json')
  const at = (port) => ({ host: '127.0.0.1', port })
  const emulators = { auth: at(ports.auth), hub: at(ports.hub), logging: at(ports.logging), ui: { enabled: false } }
  writeFileSync(file, JSON.stringify({ emulators: { ...emulators, singleProjectMode: true } }, null, 2))
  return file
}

const requireFree = async (port, variable) => {
  if (await portAnswers(port))
    throw new Error(`port ${port} is in use (another Procura running?): stop it, or choose another with ${variable}`)
}

try {
  await requireFree(WEB, 'WEB_PORT')
  await requireFree(API, 'API_PORT')
  mkdirSync(home, { recursive: true })
  const accountsUnsaved = warnOfUnsavedAccounts()
  const ports = {
    auth: await freePort(9099),
    hub: await freePort(4400),
    logging: await freePort(4500),
    smtp: await freePort(1025),
    inbox: await freePort(1080),
    debug: await freePort(18911),
  }
  const env = {
    ...process.env,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    SMTP_PORT: `${ports.smtp}`,
    APP_URL: process.env.APP_URL ?? `http://localhost:${WEB}`,
    FILE_STORAGE_DIR: process.env.FILE_STORAGE_DIR ?? path.join(home, 'uploads'),
    // requests and jobs log at debug level: LOG_LEVEL=debug shows them
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // the demo data step then gives back the accounts the last run lost
    ...(accountsUnsaved ? { RESTORE_LOST_ACCOUNTS: 'true' } : {}),
  }
  const importFlag = existsSync(emulatorData) ? `--import "${emulatorData}"` : ''
  const emulatorTemp = path.join(home, 'tmp')
  mkdirSync(emulatorTemp, { recursive: true })
  // ready once it says so: its port opens before the saved accounts are back in it (the words
  // may straddle two chunks: the last few characters are kept)
  let emulatorTail = ''
  const emulatorReady = new Promise((resolve) => {
    start(
      'auth emulator',
      `CI=1 yarn firebase emulators:start --config "${emulatorConfig(ports)}" --only auth --project demo-procura ` +
        `${importFlag} --export-on-exit "${emulatorData}"`,
      // a temporary folder of its own: the emulators find their hub (to export the accounts as they
      // stop) through a file named after the project in it, which another suite of the same
      // project would otherwise overwrite
      { ...env, TMPDIR: emulatorTemp },
      {
        watch: (text) => {
          if ((emulatorTail + text).includes('All emulators ready')) resolve()
          emulatorTail = text.slice(-20)
        },
      }
    )
  })
  start('mail catcher', `yarn maildev --ip 127.0.0.1 --smtp ${ports.smtp} --web ${ports.inbox} --silent`, env)
  await runToEnd('yarn rw prisma migrate deploy', env)
  // `rw dev api` generates the Prisma client, which the scripts below then load
  start('api', `yarn rw dev api --apiDebugPort ${ports.debug}`, env)
  if (!(await waitForPort(API))) throw new Error('the api did not start')
  await emulatorReady
  start('web', `yarn rw dev web --generate=false --fwd="--no-open"`, env)
  // idempotent: loads what is missing (first run) and keeps the rest
  await runToEnd('yarn rw exec seed --no-prisma --silent', env)
  if (!(await waitForPort(WEB))) throw new Error('the web did not start')
  start('job worker', 'yarn rw jobs work', env)
  console.log(`
  Procura is running
    app           http://localhost:${WEB}
    GraphQL       http://localhost:${WEB}/api/graphql
    mail inbox    http://localhost:${ports.inbox}
    demo sign-in  ${demo.email} / ${demo.password} (same password: director@, manager1@, buyer@procura.local)
  Ctrl-C stops everything.
`)
  // today's contract expiry notices; the worker keeps the daily run queued
  await runToEnd('yarn rw exec check-contract-expiry --no-prisma --silent', env)
} catch (error) {
  console.error(`[dev] ${error.message}`)
  await stop(1)
}
