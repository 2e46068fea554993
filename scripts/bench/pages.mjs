// `yarn bench pages`: Lighthouse (performance only, desktop, no simulated throttling: the page
// as this machine serves and renders it) on seven pages of the seeded demo, its process list
// topped up to 2,000 processes, signed in as its Owner, in Debian's Chromium: LCP, TBT, CLS, and
// the JavaScript each page loads.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs'

import { pool, recordFigure, serve, WEB } from './served.mjs'

const DEBUGGING_PORT = 9333
const OWNER = JSON.parse(readFileSync('scripts/seed/demoAccount.json', 'utf8'))

const run = (command) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'ignore', 'inherit'] })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))))
  })

const DEMO_COMPANY = '00000000-0000-4000-8000-000000000001'
const LISTED_PROCESSES = 2000

/** Copies of one demo process (fields only) until the company has `count` processes. */
const topUpProcesses = async (count) => {
  const { rows: columns } = await pool.query(
    `select column_name from information_schema.columns where table_name = 'Process'
     and column_name not in ('id', 'number', 'title')`
  )
  const names = columns.map(({ column_name: name }) => `"${name}"`)
  await pool.query(
    `insert into "Process" (id, number, title, ${names.join(', ')})
     select gen_random_uuid()::text, last.number + n, p.title || ' (' || n || ')',
       ${names.map((name) => `p.${name}`).join(', ')}
     from (select * from "Process" where "companyId" = $1 order by number limit 1) p,
       (select max(number) as number, count(*) as processes from "Process" where "companyId" = $1) last,
       generate_series(1, $2 - last.processes) n`,
    [DEMO_COMPANY, count]
  )
}

/** The demo company's pages worth measuring (the seed is idempotent: an existing demo is kept). */
const demoPages = async () => {
  await run('yarn rw exec seed --spend 1000')
  await topUpProcesses(LISTED_PROCESSES)
  const { rows } = await pool.query(
    `select id from "Process" where "companyId" = $1 and status = 'APPROVED' limit 1`,
    [DEMO_COMPANY]
  )
  return {
    dashboard: '/app',
    'process list (2,000 processes)': '/app/process',
    'process page': `/app/process/${rows[0].id}/general`,
    contracts: '/app/traffic-light',
    'contract list': '/app/traffic-light/contract',
    spending: '/app/spending-analysis',
  }
}

/** Signs the browser's own profile in through the sign-in page, as a user would. */
const signIn = async (context) => {
  const page = await context.newPage()
  await page.goto(`${WEB.url}/auth/signin`)
  await page.getByLabel('Email', { exact: true }).fill(OWNER.email)
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL(`${WEB.url}/app`)
  await page.close()
}

/** The app's own scripts a page loaded (sent, and gzipped as a server would), and any other site's. */
const scriptBytes = async (requests) => {
  const all = requests.filter((request) => request.resourceType === 'Script')
  const scripts = all.filter((request) => request.url.startsWith(WEB.url))
  const gzipped = await Promise.all(
    scripts.map(async ({ url }) => gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length)
  )
  return {
    count: scripts.length,
    elsewhere: all.length - scripts.length,
    transferred: scripts.reduce((sum, request) => sum + request.transferSize, 0),
    gzip: gzipped.reduce((sum, size) => sum + size, 0),
  }
}

const measure = async (label, url) => {
  const { lhr } = await lighthouse(`${WEB.url}${url}`, {
    port: DEBUGGING_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // the sign-in lives in the profile's storage: keep it
    disableStorageReset: true,
    formFactor: 'desktop',
    screenEmulation: { disabled: true },
    throttlingMethod: 'provided',
  })
  const audit = (name) => lhr.audits[name]?.numericValue
  const js = await scriptBytes(lhr.audits['network-requests'].details.items)
  const kb = (bytes) => Math.round(bytes / 1024)
  recordFigure({
    figure: `${label} (${new URL(lhr.finalDisplayedUrl).pathname})`,
    'LCP ms': Math.round(audit('largest-contentful-paint')),
    'TBT ms': Math.round(audit('total-blocking-time')),
    CLS: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    'JS files': js.count,
    'JS KB sent': kb(js.transferred),
    'JS KB gzip': kb(js.gzip),
    'JS from elsewhere': js.elsewhere,
    score: Math.round(lhr.categories.performance.score * 100),
    // what moved most, when something did: where to look for the layout shift
    'largest shift': lhr.audits['layout-shifts']?.details?.items?.[0]?.node?.selector ?? '',
  })
}

const pages = await demoPages()
const stop = await serve()
const profile = mkdtempSync(path.join(os.tmpdir(), 'procura-lighthouse-'))
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM_PATH,
  locale: 'en-US',
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
})
try {
  await signIn(context)
  for (const [label, url] of Object.entries(pages)) await measure(label, url)
} finally {
  await context.close()
  rmSync(profile, { recursive: true, force: true })
  stop()
  await pool.end()
}
