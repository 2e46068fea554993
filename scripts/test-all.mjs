#!/usr/bin/env node
// Runs every suite against TEST_DATABASE_URL and the Auth emulator (scripts/test.sh provides both),
// or only the stages named as arguments, then prints one line that sums them all: "N passed, N failed, N skipped".
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'

import { countingProxy } from './lib/countingProxy.mjs'
import { waitForPort } from './lib/ports.mjs'

const RESULTS = 'test-results'
const E2E = { web: 8920, api: 8921, smtp: 1026, inbox: 1081 }
// two api processes of the production build, on one database
const PRODUCTION_APIS = [8931, 8932]
rmSync(RESULTS, { recursive: true, force: true })
mkdirSync(RESULTS, { recursive: true })

const run = (command, env = {}) =>
  new Promise((resolve) => {
    console.log(`\n▶ ${command}`)
    const child = spawn(command, {
      shell: true,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    })
    child.on('exit', (code) => resolve(code ?? 1))
  })

/** run, with the output also kept: `{ code, output }`. */
const runCapturing = (command, env = {}) =>
  new Promise((resolve) => {
    console.log(`\n▶ ${command}`)
    const child = spawn(command, {
      shell: true,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    })
    let output = ''
    for (const [stream, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])
      stream.on('data', (chunk) => {
        to.write(chunk)
        output += chunk
      })
    child.on('close', (code) => resolve({ code: code ?? 1, output }))
  })

const totals = { passed: 0, failed: 0, skipped: 0 }
const add = (passed, failed, skipped = 0) => {
  totals.passed += passed
  totals.failed += failed
  totals.skipped += skipped
}

/** Jest's own counts; a suite that could not run at all counts as one failure. */
const jestSuite = async (side) => {
  const output = `${RESULTS}/${side}.json`
  const code = await run(
    `yarn rw test ${side} --no-watch --json --outputFile=${output}`
  )
  try {
    const result = JSON.parse(readFileSync(output, 'utf8'))
    add(
      result.numPassedTests,
      result.numFailedTests + result.numRuntimeErrorTestSuites,
      result.numPendingTests
    )
    if (code && !result.numFailedTests && !result.numRuntimeErrorTestSuites)
      add(0, 1)
  } catch {
    add(0, 1)
  }
}

const tapCounts = (file) => {
  const tap = readFileSync(file, 'utf8')
  const count = (name) =>
    Number(tap.match(new RegExp(`^# ${name} (\\d+)`, 'm'))?.[1] ?? 0)
  return [
    count('pass'),
    count('fail') + count('cancelled'),
    count('skipped') + count('todo'),
  ]
}

const databaseEnv = { DATABASE_URL: process.env.TEST_DATABASE_URL }

/**
 * A whole-project check, one passed or one failed: it passes when the command exits 0 and its
 * output names no problem (`problem` matches one), since some report problems and still exit 0.
 */
const check = async (command, problem, env) => {
  const { code, output } = await runCapturing(command, env)
  if (code === 0 && !problem.test(output)) add(1, 0)
  else add(0, 1)
}

/**
 * An empty database with the lists every company chooses from (currencies, countries…) and the
 * demo company, which the dashboard's tests read and the security probes attack.
 */
const seededDatabase = async () =>
  (await run(
    'yarn rw prisma migrate reset --force --skip-seed',
    databaseEnv
  )) === 0 &&
  (await run('yarn rw exec seed --profile realistic', databaseEnv)) === 0

const stop = (children) => {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already stopped
    }
  }
}

/**
 * node --test over a folder, counted from its TAP report; TEST_FILES (space-separated paths) runs
 * only those files, for a local run.
 */
const nodeTests = async (folder, env) => {
  const tap = `${RESULTS}/${folder}.tap`
  const files = process.env.TEST_FILES?.split(' ').filter((file) =>
    file.startsWith(`${folder}/`)
  )
  await run(
    `node --test --test-concurrency=1 --test-reporter=spec --test-reporter-destination=stdout ` +
      `--test-reporter=tap --test-reporter-destination=${tap} ${files?.length ? files.join(' ') : `${folder}/`}`,
    env
  )
  const [passed, failed, skipped] = tapCounts(tap)
  add(passed, passed + failed ? failed : 1, skipped)
}

/**
 * `yarn rw build`, once a run: the end-to-end tests and the production probes serve the same build.
 * `.redwood/schema.graphql` too: the probes enumerate every operation from it.
 */
let build
const builtOnce = () =>
  (build ??= run('yarn rw build && yarn rw g types', databaseEnv).then(
    (code) => code === 0
  ))

/**
 * The real app (api, web, database, Auth emulator) as it is deployed, driven by Chromium: the
 * production build's api and the web server that serves its pages and proxies /api to it.
 */
const endToEnd = async () => {
  if (!(await builtOnce()) || !(await seededDatabase())) return add(0, 1)
  const appEnv = {
    ...process.env,
    ...databaseEnv,
    NODE_ENV: 'production',
    SMTP_PORT: `${E2E.smtp}`,
    APP_URL: `http://localhost:${E2E.web}`,
    // warnings and errors, as `yarn start` logs, so that a failure stands out in CI's output
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  }
  const started = (command, options = {}) =>
    spawn(command, {
      shell: true,
      detached: true,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: appEnv,
      ...options,
    })
  const children = [
    // a mail catcher of its own: the tests read what the app really sent over SMTP
    started(
      `yarn maildev --ip 127.0.0.1 --smtp ${E2E.smtp} --web ${E2E.inbox}`,
      {
        stdio: 'ignore',
      }
    ),
    started(`node dist/server.js --apiPort ${E2E.api} --apiHost 127.0.0.1`, {
      cwd: 'api',
    }),
    // its log is the proxy's: every request a test's navigation aborts (a poll, a chart) is a warning there
    started(
      `yarn rw serve web --port ${E2E.web} --host :: --apiProxyTarget http://127.0.0.1:${E2E.api}`,
      { stdio: ['ignore', 'ignore', 'inherit'] }
    ),
  ]
  try {
    if (
      !(await waitForPort(E2E.web)) ||
      !(await waitForPort(E2E.api)) ||
      !(await waitForPort(E2E.inbox))
    ) {
      return add(0, 1)
    }
    // notification emails are jobs: the worker loads the built api
    children.push(
      started('yarn rw jobs work', { stdio: ['ignore', 'ignore', 'inherit'] })
    )
    // the database too: the loop runs the daily expiry check (yarn rw exec) as the job does
    await nodeTests('e2e', {
      ...databaseEnv,
      E2E_BASE_URL: `http://localhost:${E2E.web}`,
      E2E_INBOX_URL: `http://127.0.0.1:${E2E.inbox}`,
    })
  } finally {
    stop(children)
  }
}

/**
 * The production build (`yarn rw build`, NODE_ENV=production) as two api processes on one
 * database: the security probes and the multi-process tests call them over HTTP.
 */
const productionBuild = async () => {
  if (!(await builtOnce()) || !(await seededDatabase())) return add(0, 1)
  // the api processes reach the Auth emulator through it: the tests count their calls to Firebase
  const firebase = await countingProxy(process.env.FIREBASE_AUTH_EMULATOR_HOST)
  const firebaseHost = `127.0.0.1:${firebase.address().port}`
  // their logs, for reading when a probe fails
  const apis = PRODUCTION_APIS.map((port) =>
    spawn(
      `node dist/server.js --apiPort ${port} --apiHost 127.0.0.1 > ../${RESULTS}/api-${port}.log 2>&1`,
      {
        cwd: 'api',
        shell: true,
        detached: true,
        stdio: 'ignore',
        env: {
          ...process.env,
          ...databaseEnv,
          NODE_ENV: 'production',
          // the request log too: the portal probes read it for tokens
          LOG_LEVEL: 'info',
          // live pages shared by both processes, as a deployment of more than one runs them
          REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
          FIREBASE_AUTH_EMULATOR_HOST: firebaseHost,
        },
      }
    )
  )
  try {
    for (const port of PRODUCTION_APIS)
      if (!(await waitForPort(port))) return add(0, 1)
    await nodeTests('production', {
      ...databaseEnv,
      PRODUCTION_API_URLS: PRODUCTION_APIS.map(
        (port) => `http://127.0.0.1:${port}`
      ).join(','),
      FIREBASE_CALLS_URL: `http://${firebaseHost}`,
    })
  } finally {
    stop(apis)
    firebase.close()
  }
}

const stages = {
  // the committed GraphQL types (web/types, api/types) are what `yarn rw g types` makes of today's SDL and
  // queries: regenerated, they must leave no change and no new file, and every query, mutation and
  // fragment of the web has its type (Prisma's generation needs a database URL)
  codegen: () =>
    // the Prisma client first: a fresh install holds only Prisma's stub, with no models to map
    check(
      'yarn rw prisma generate && yarn rw g types && node scripts/lib/untypedDocuments.mjs && ' +
        'git diff --exit-code -- web/types api/types && ' +
        'git status --porcelain --untracked-files=all -- web/types api/types',
      /done with errors|^\?\? /m,
      {
        DATABASE_URL: process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL,
      }
    ),
  // tsc over api, web and scripts, after the Prisma client's generation (which only reports a failure:
  // it loads prisma.config.ts, which needs a database URL; the caller's when run alone)
  typecheck: () =>
    check('yarn rw type-check', /error TS\d+|\[FAILED/, {
      DATABASE_URL: process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL,
    }),
  // ESLint over every side: warnings exit 0, so its summary line ("✖ 3 problems (0 errors, 3 warnings)") fails it too
  lint: () => check('yarn rw lint', /✖ \d+ problems? \(/),
  api: () => jestSuite('api'),
  web: () => jestSuite('web'),
  // built outside web/public so that it never lands in the app's own build (web/storybook-static),
  // then every story rendered in Chromium in both languages, and every component checked for stories
  storybook: async () => {
    if (
      (await run(
        'yarn rw storybook --build --build-directory storybook-static'
      )) !== 0
    )
      return add(0, 1)
    await nodeTests('storybook-check')
  },
  e2e: endToEnd,
  production: productionBuild,
  // the README's first command (scripts/start.sh's stack), on its embedded database
  devstack: () => nodeTests('devstack'),
}

// every stage, or only those named: `node scripts/test-all.mjs production`
const chosen = process.argv.slice(2)
// each stage's time, told at the end: what to look at when the run grows long
const took = []
for (const [name, stage] of Object.entries(stages))
  if (!chosen.length || chosen.includes(name)) {
    const started = Date.now()
    await stage()
    took.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`)
  }
console.log(`\nstages: ${took.join(', ')}`)

const summary = `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`
// scripts/test.sh prints it again as the very last line, after the emulator's shutdown messages
writeFileSync(`${RESULTS}/summary.txt`, `${summary}\n`)
console.log(`\n${summary}`)
process.exit(totals.failed ? 1 : 0)
