#!/usr/bin/env node
// `yarn bench <name> [options]`: one benchmark by name. Each prints a table of its figures and
// writes them, with the machine they ran on, to bench-results/<name>-<time>.json (git-ignored).
// The service benchmarks call the api's services on DATABASE_URL; `notifications` and `pages`
// build the app (`yarn rw build`) and measure it served by `yarn rw serve`, signed in through a
// Firebase Auth emulator of their own.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const SERVICE_BENCHMARKS = {
  team: 'listing 1,000 users',
  sourcing: '300 items × 30 suppliers × 3 rounds: saving a round, loading the quotations step',
  contracts: 'the traffic light dashboard and list over 100,000 contracts',
  spend: 'the spend dashboard on the rollup and on raw lines, then an import (--lines N)',
  'spend-import': 'an SAP-like CSV and an XLSX of 1,000,000 lines each through the import job: lines/s, peak memory (--lines N)',
  savings: "the sourcing dashboard's query and the list behind a number (--processes N)",
  suppliers: "a supplier's scorecard and the type-ahead over 20,000 suppliers (--lines N)",
  realization:
    'spend matched to 100,000 contracts and 20,000 processes over 10,000,000 lines: a 1,000,000-line import, compliance, realization, consumption',
}
// those that run the import job of the built api
const JOB_BENCHMARKS = ['spend-import', 'realization']
const SERVED_BENCHMARKS = {
  scenarios:
    'award scenarios on 300 items × 30 suppliers: the service, then through the api (until READY, proven or the gap), and the notification poll while four hard ones solve',
  notifications: 'GET /api/notification under load: 1,000 users with 200 notifications each',
  pages: 'Lighthouse, desktop preset and its throttling, on every page of the app shell: score, FCP, LCP, TBT, CLS, JavaScript bytes',
  portal: 'supplier portal: 300 suppliers submit 300 prices each at once to one api process, then the close',
  auction:
    'a live auction: 100 bidders with their pages open, 50 items, 50 bids/s for 2 min, on two api processes over Redis, then one in memory',
}
// those served without their web side
const API_ONLY = ['auction']

const [name, ...options] = process.argv.slice(2)
if (!SERVICE_BENCHMARKS[name] && !SERVED_BENCHMARKS[name]) {
  console.log('yarn bench <name> [options], where name is one of:')
  for (const [benchmark, what] of Object.entries({ ...SERVICE_BENCHMARKS, ...SERVED_BENCHMARKS }))
    console.log(`  ${benchmark.padEnd(14)}${what}`)
  process.exit(name ? 1 : 0)
}

mkdirSync('bench-results', { recursive: true })
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const output = path.join('bench-results', `${name}-${stamp}.json`)
// each figure, one JSON line at a time, from whichever process measured it
const figuresFile = path.resolve('bench-results', `.${name}-${stamp}.ndjson`)

const command = SERVICE_BENCHMARKS[name]
  ? // on a database migrated first (the embedded one may be new); spend-import runs the built
    // api's job, as the worker does
    `yarn rw prisma migrate deploy && ${JOB_BENCHMARKS.includes(name) ? 'yarn rw build api && ' : ''}` +
    `yarn rw exec bench-${name} ${options.join(' ')}`
  : // the web build reads the emulator's address, so it is built inside the emulator's run
    `yarn rw prisma migrate deploy && yarn firebase emulators:exec --config firebase.bench.json --only auth --project demo-procura ` +
    `'yarn rw build${API_ONLY.includes(name) ? ' api' : ''} && node scripts/bench/${name}.mjs ${options.join(' ')}'`

const code = await new Promise((resolve) => {
  const child = spawn(`node scripts/with-db.mjs -- "${command.replaceAll('"', '\\"')}"`, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, BENCH_FIGURES: figuresFile },
  })
  child.on('exit', (exitCode) => resolve(exitCode ?? 1))
})

const figures = existsSync(figuresFile)
  ? readFileSync(figuresFile, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line))
  : []
const machine = {
  cpus: os.cpus().length,
  cpu: os.cpus()[0]?.model,
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  os: `${os.type()} ${os.release()}`,
  node: process.version,
}
writeFileSync(output, `${JSON.stringify({ benchmark: name, options, ranAt: new Date().toISOString(), machine, figures }, null, 2)}\n`)
console.log(`\n${name}: ${machine.cpus} × ${machine.cpu}, ${machine.memoryGiB} GiB, ${machine.os}, Node ${machine.node}`)
console.table(figures)
console.log(`figures written to ${output}`)
process.exit(code)
