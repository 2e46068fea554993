// The README's first command as a newcomer meets it: `bash scripts/start.sh` minus the install
// (`with-db.mjs -- dev.mjs`), in a fresh data directory, while another emulator suite holds the
// usual emulator ports. Accounts signed up in a run must sign in after it stops, and after a run
// whose emulator could not save them.
import assert from 'node:assert/strict'
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { after, before, test } from 'node:test'

const WEB = 8950
const API = 8951
const home = mkdtempSync(path.join(os.tmpdir(), 'procura-home-'))
const demo = JSON.parse(readFileSync('scripts/seed/demoAccount.json', 'utf8'))
const PASSWORD = 'Str0ng!Pass'
// the emulator suite of another project: its auth port and hub, where the dev stack would put its own
const USUAL_PORTS = [9099, 4400]
const blockers = []

before(async () => {
  for (const port of USUAL_PORTS) {
    const server = net.createServer()
    await new Promise((resolve) => server.once('error', resolve).listen(port, '127.0.0.1', resolve))
    blockers.push(server)
  }
})
after(() => {
  for (const server of blockers) server.close()
  rmSync(home, { recursive: true, force: true })
})

/** One run of the stack: its log so far, the moment the banner came, and how to stop it. */
const startStack = () => {
  const env = { ...process.env, PROCURA_HOME: home, WEB_PORT: `${WEB}`, API_PORT: `${API}` }
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'FIREBASE_AUTH_EMULATOR_HOST', 'SMTP_PORT', 'APP_URL'])
    delete env[name]
  const startedAt = Date.now()
  const child = spawn('node scripts/with-db.mjs -- node scripts/dev.mjs', { shell: true, detached: true, env })
  // 'close': once its output has all been read, not only once it exited
  const run = { log: '', child, exited: new Promise((resolve) => child.on('close', resolve)) }
  // without the colours some tools add when they think they talk to a terminal
  const append = (chunk) => (run.log += String(chunk).replace(/\x1b\[[0-9;]*m/g, ''))
  child.stdout.on('data', append)
  child.stderr.on('data', append)
  run.ready = new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (run.log.includes('Procura is running')) {
        clearInterval(timer)
        resolve((Date.now() - startedAt) / 1000)
      }
    }, 250)
    run.exited.then(() => {
      clearInterval(timer)
      reject(new Error(`the stack stopped before it was running:\n${run.log}`))
    })
  })
  return run
}

const until = async (condition) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 250))
}

const stopStack = async (run) => {
  process.kill(-run.child.pid, 'SIGINT')
  await run.exited
}

/** The Auth emulator's address, as this run printed it. */
const emulatorOf = (run) => run.log.match(/Authentication\s*│\s*(127\.0\.0\.1:\d+)/)[1]

const signUp = async (email) => {
  const response = await fetch(`http://localhost:${WEB}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($input: SignUpInput!) { signUp(input: $input) { id } }',
      variables: {
        input: {
          firstName: 'Nova', lastName: 'Chegada', userName: email.split('@')[0], email, locale: 'pt',
          password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true,
        },
      },
    }),
  })
  const body = await response.json()
  assert.equal(body.errors, undefined, JSON.stringify(body.errors))
}

/** Signs in as the web app does (the emulator), then asks the api who that is, through the web's proxy. */
const signedInEmail = async (run, email, password) => {
  const toolkit = `http://${emulatorOf(run)}/identitytoolkit.googleapis.com/v1`
  const signIn = await fetch(`${toolkit}/accounts:signInWithPassword?key=dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  }).then((response) => response.json())
  if (!signIn.idToken) return `refused: ${signIn.error?.message}`
  const session = await fetch(`http://localhost:${WEB}/api/users`, {
    headers: { authorization: `Bearer ${signIn.idToken}` },
  }).then((response) => response.json())
  return session.data?.email
}

const emulatorProcessGroup = () =>
  Number(execFileSync('pgrep', ['-o', '-f', `emulators:start --config "${home}`], { encoding: 'utf8' }).trim())

test('a first run comes up on free emulator ports, quietly, with the web only once the api answers', async (t) => {
  const run = startStack()
  try {
    t.diagnostic(`first run (fresh data, installed packages): running after ${await run.ready} s`)
    assert.notEqual(emulatorOf(run), '127.0.0.1:9099')
    assert.doesNotMatch(run.log, /Emulator Hub host: 127\.0\.0\.1 port: 4400\b/)
    assert.ok(run.log.indexOf(`Local:   http://localhost:${WEB}`) > run.log.indexOf('Server listening'))
    assert.equal(await signedInEmail(run, demo.email, demo.password), demo.email)
    // the first expiry check queues an email per notice, which the worker sends: quietly
    await until(() => run.log.includes('Contract expiry:'))
    await new Promise((resolve) => setTimeout(resolve, 8000))
    assert.doesNotMatch(run.log, /ECONNREFUSED|proxy error|test mode|incoming request|Started job|Job \d+ success/)
    const afterBanner = run.log.slice(run.log.indexOf('Procura is running')).trim().split('\n')
    assert.ok(afterBanner.length < 15, afterBanner.join('\n'))
  } finally {
    await stopStack(run)
  }
})

test('accounts signed up while the app ran sign in after a stop, and after an export that failed', async (t) => {
  const kept = `kept.${Date.now()}@example.com`
  const lost = `lost.${Date.now()}@example.com`

  const first = startStack()
  await first.ready
  await signUp(kept)
  await stopStack(first)
  assert.doesNotMatch(first.log, /could not save/)

  const second = startStack()
  t.diagnostic(`warm restart: running after ${await second.ready} s`)
  assert.equal(await signedInEmail(second, kept, PASSWORD), kept)
  await signUp(lost)
  // the emulator dies without exporting: the stack stops and says so
  process.kill(-emulatorProcessGroup(), 'SIGKILL')
  await second.exited
  assert.match(second.log, /could not save its accounts/)

  const third = startStack()
  try {
    await third.ready
    assert.match(third.log, /stopped without saving its sign-in accounts/)
    assert.match(third.log, new RegExp(`Restored 1 sign-in accounts.*${lost.replace('.', '\\.')}`))
    assert.equal(await signedInEmail(third, lost, demo.password), lost)
    assert.equal(await signedInEmail(third, kept, PASSWORD), kept)
  } finally {
    await stopStack(third)
  }
})
