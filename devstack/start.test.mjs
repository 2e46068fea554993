// The README's first command as a newcomer meets it, in a fresh data directory, while another
// emulator suite holds the usual emulator ports. Accounts signed up in a run must sign in after it
// stops, and after a run whose emulator could not save them; the embedded PostgreSQL server stops
// with the run however it ends, and a run killed outright leaves nothing that blocks the next.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { after, before, test } from 'node:test'

import {
  apiFetch,
  demo,
  embeddedServerPid,
  emulatorOf,
  idToken,
  newHome,
  processAlive,
  signUp,
  startStack,
  stopStack,
  until,
} from './stack.mjs'

const home = newHome()
const PORTS = { home, web: 8950, api: 8951 }
const PASSWORD = 'Str0ng!Pass'
// the emulator suite of another project: its auth port and hub, where the dev stack would put its own
const USUAL_PORTS = [9099, 4400]
const blockers = []

before(async () => {
  for (const port of USUAL_PORTS) {
    const server = net.createServer()
    await new Promise((resolve) =>
      server.once('error', resolve).listen(port, '127.0.0.1', resolve)
    )
    blockers.push(server)
  }
})
after(() => {
  for (const server of blockers) server.close()
  rmSync(home, { recursive: true, force: true })
})

/** Signs in as the web app does (the emulator), then asks the api who that is, through the web's proxy. */
const signedInEmail = async (run, email, password) => {
  const token = await idToken(run, email, password)
  if (!token) return 'refused'
  const session = await apiFetch(run, '/users', { token }).then((response) =>
    response.json()
  )
  return session.data?.email
}

const COUNT_USERS =
  "const c = new (require('pg').Client)(process.env.DATABASE_URL); c.connect()" +
  '.then(() => c.query(\'select count(*) from \\"User\\"\')).then((r) => { console.log(r.rows[0].count); return c.end() })'

const emulatorProcessGroup = () =>
  Number(
    execFileSync('pgrep', ['-o', '-f', `emulators:start --config "${home}`], {
      encoding: 'utf8',
    }).trim()
  )

/** The run's database server, found while it runs and gone once it stopped, lock file and all. */
const assertServerStopsWith = async (run, stopRun) => {
  const server = embeddedServerPid(home)
  assert.ok(
    server && processAlive(server),
    'the embedded server runs with the stack'
  )
  await stopRun()
  await until(() => !processAlive(server))
  assert.equal(
    embeddedServerPid(home),
    null,
    'no postmaster.pid is left behind'
  )
}

test('a first run comes up on free emulator ports, quietly, with the web only once the api answers', async (t) => {
  // a newcomer who ran the app before, on the embedded database of then
  const pgliteData = path.join(home, 'pglite', 'dev')
  mkdirSync(pgliteData, { recursive: true })
  writeFileSync(path.join(pgliteData, 'PG_VERSION'), '17\n')
  const run = startStack(PORTS)
  try {
    t.diagnostic(
      `first run (fresh data, installed packages): running after ${await run.ready} s`
    )
    assert.match(run.log, /using the embedded PostgreSQL server/)
    assert.match(run.log, /pglite\/dev holds the data of the embedded database before this one \(PGlite\): it is kept untouched/)
    assert.equal(readFileSync(path.join(pgliteData, 'PG_VERSION'), 'utf8'), '17\n')
    assert.notEqual(emulatorOf(run), '127.0.0.1:9099')
    assert.doesNotMatch(run.log, /Emulator Hub host: 127\.0\.0\.1 port: 4400\b/)
    assert.ok(
      run.log.indexOf(`Local:   http://localhost:${PORTS.web}`) >
        run.log.indexOf('Server listening')
    )
    assert.equal(
      await signedInEmail(run, demo.email, demo.password),
      demo.email
    )
    // the first expiry check queues an email per notice, which the worker sends: quietly
    await until(() => run.log.includes('Contract expiry:'))
    await new Promise((resolve) => setTimeout(resolve, 8000))
    assert.doesNotMatch(
      run.log,
      /ECONNREFUSED|proxy error|test mode|incoming request|Started job|Job \d+ success/
    )
    const afterBanner = run.log
      .slice(run.log.indexOf('Procura is running'))
      .trim()
      .split('\n')
    assert.ok(afterBanner.length < 15, afterBanner.join('\n'))
  } finally {
    await assertServerStopsWith(run, () => stopStack(run))
  }
})

test('accounts signed up while the app ran sign in after a stop, and after an export that failed', async (t) => {
  const kept = `kept.${Date.now()}@example.com`
  const lost = `lost.${Date.now()}@example.com`

  const first = startStack(PORTS)
  await first.ready
  await signUp(first, kept, PASSWORD)
  // a plain `kill` of the command
  await assertServerStopsWith(first, async () => {
    process.kill(first.child.pid, 'SIGTERM')
    await first.exited
  })
  assert.doesNotMatch(first.log, /could not save/)

  const second = startStack(PORTS)
  t.diagnostic(`warm restart: running after ${await second.ready} s`)
  assert.equal(await signedInEmail(second, kept, PASSWORD), kept)
  await signUp(second, lost, PASSWORD)
  // the emulator dies without exporting: the stack stops and says so, its database server too
  await assertServerStopsWith(second, async () => {
    process.kill(-emulatorProcessGroup(), 'SIGKILL')
    await second.exited
  })
  assert.match(second.log, /could not save its accounts/)

  const third = startStack(PORTS)
  try {
    await third.ready
    assert.match(third.log, /stopped without saving its sign-in accounts/)
    assert.match(
      third.log,
      new RegExp(`Restored 1 sign-in accounts.*${lost.replace('.', '\\.')}`)
    )
    assert.equal(await signedInEmail(third, lost, demo.password), lost)
    assert.equal(await signedInEmail(third, kept, PASSWORD), kept)
  } finally {
    await stopStack(third)
  }
})

test('a run killed outright leaves its server running: the next start stops it and serves the same data', async () => {
  const killed = startStack(PORTS)
  await killed.ready
  const orphan = embeddedServerPid(home)
  // with-db has no chance to stop anything; the rest of the stack is stopped by hand
  const stack = Number(
    execFileSync('pgrep', ['-f', '-P', String(killed.child.pid), 'dev.mjs'], {
      encoding: 'utf8',
    })
  )
  process.kill(killed.child.pid, 'SIGKILL')
  process.kill(-stack, 'SIGINT')
  await killed.exited
  await until(() => !processAlive(stack))
  assert.ok(processAlive(orphan), 'the killed run left its server running')

  const next = startStack(PORTS)
  await next.ready
  assert.match(
    next.log,
    new RegExp(
      `stopping the embedded PostgreSQL that a killed run left running \\(pid ${orphan}\\)`
    )
  )
  assert.equal(processAlive(orphan), false)
  assert.equal(await signedInEmail(next, demo.email, demo.password), demo.email)

  // a second command meanwhile (a migration, a script) joins the server, and leaves it running
  const users = execFileSync(
    'node',
    ['scripts/with-db.mjs', '--', `node -e "${COUNT_USERS}"`],
    { encoding: 'utf8', env: { ...process.env, PROCURA_HOME: home, DATABASE_URL: '' } }
  )
  assert.match(users, /served by another run/)
  assert.ok(Number(users.trim().split('\n').at(-1)) >= 4, users)
  assert.equal(await signedInEmail(next, demo.email, demo.password), demo.email)
  await assertServerStopsWith(next, () => stopStack(next))
})
