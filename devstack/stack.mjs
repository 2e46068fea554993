// The README's first command as the devstack tests run it: `bash scripts/start.sh` minus the install
// (`with-db.mjs -- dev.mjs`), with no DATABASE_URL (so on the embedded PostgreSQL server), in a data
// directory of the test's own.
import { spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const demo = JSON.parse(
  readFileSync('scripts/seed/demoAccount.json', 'utf8')
)

/** A fresh PROCURA_HOME. As root the embedded server runs as the user postgres, which must reach it (README). */
export const newHome = () => {
  const home = mkdtempSync(path.join(os.tmpdir(), 'procura-home-'))
  chmodSync(home, 0o755)
  return home
}

/** One run of the stack: its log so far, the moment the banner came, and how to stop it. */
export const startStack = ({ home, web, api }) => {
  const env = {
    ...process.env,
    PROCURA_HOME: home,
    WEB_PORT: `${web}`,
    API_PORT: `${api}`,
  }
  for (const name of [
    'DATABASE_URL',
    'TEST_DATABASE_URL',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'SMTP_PORT',
    'APP_URL',
  ])
    delete env[name]
  const startedAt = Date.now()
  // with-db itself is the child: a test can signal it alone
  const child = spawn(
    'node',
    ['scripts/with-db.mjs', '--', 'node scripts/dev.mjs'],
    { detached: true, env }
  )
  // 'close': once its output has all been read, not only once it exited
  const run = {
    log: '',
    child,
    home,
    web,
    exited: new Promise((resolve) => child.on('close', resolve)),
  }
  // without the colours some tools add when they think they talk to a terminal
  const append = (chunk) =>
    (run.log += String(chunk).replace(/\x1b\[[0-9;]*m/g, ''))
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

export const until = async (condition) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 250))
}

/** Ctrl-C, as a terminal sends it to the whole foreground group. */
export const stopStack = async (run) => {
  process.kill(-run.child.pid, 'SIGINT')
  await run.exited
}

/** The embedded server of a run's data directory, while one runs on it: its lock file's pid. */
export const embeddedServerPid = (home) => {
  const lockFile = path.join(home, 'postgres', 'postmaster.pid')
  return existsSync(lockFile)
    ? Number(readFileSync(lockFile, 'utf8').split('\n')[0])
    : null
}

export const processAlive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** The Auth emulator's address, as this run printed it. */
export const emulatorOf = (run) =>
  run.log.match(/Authentication\s*│\s*(127\.0\.0\.1:\d+)/)[1]

/** An ID token, signed in through the emulator as the web app does; null when refused. */
export const idToken = async (run, email, password) => {
  const toolkit = `http://${emulatorOf(run)}/identitytoolkit.googleapis.com/v1`
  const signIn = await fetch(`${toolkit}/accounts:signInWithPassword?key=dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  }).then((response) => response.json())
  return signIn.idToken ?? null
}

/** A request through the web's proxy, signed in with `token`. */
export const apiFetch = (run, route, { token, headers = {}, ...init } = {}) =>
  fetch(`http://localhost:${run.web}/api${route}`, {
    ...init,
    headers: {
      ...(token
        ? { authorization: `Bearer ${token}`, 'auth-provider': 'firebase' }
        : {}),
      ...headers,
    },
  })

/** A GraphQL operation's data; its errors fail the test. */
export const graphql = async (run, query, variables, token) => {
  const response = await apiFetch(run, '/graphql', {
    token,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  })
  const body = await response.json()
  if (body.errors) throw new Error(JSON.stringify(body.errors))
  return body.data
}

/** A new company and its Owner, signed up through the api as the sign-up page does. */
export const signUp = (run, email, password) =>
  graphql(
    run,
    'mutation ($input: SignUpInput!) { signUp(input: $input) { id } }',
    {
      input: {
        firstName: 'Nova',
        lastName: 'Chegada',
        userName: email.split('@')[0],
        email,
        locale: 'pt',
        password,
        confirmPassword: password,
        acceptTerms: true,
      },
    }
  )
