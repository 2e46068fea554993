// `yarn bench pages`: Lighthouse (performance only, its desktop preset with that preset's
// simulated throttling: a 10 Mbit/s link with 40 ms round trips, as users get the pages) on every
// page of the app shell in the seeded demo, its process list topped up to 2,000 processes, signed
// in as its Owner (the sign-in page before that, the supplier portal through a link's token), in
// Debian's Chromium: the score, FCP, LCP, TBT, CLS, and the JavaScript each page loads, against
// the targets (score ≥ 95, LCP ≤ 1.5 s).
import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { chromium } from 'playwright-core'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs'

import { serveFront } from './front.mjs'
import { API, pool, recordFigure, serve, WEB } from './served.mjs'

const DEBUGGING_PORT = 9333
// the pages as the README's production front serves them (compressed, the assets cached), before the api
const FRONT = { port: WEB.port + 2, url: `http://127.0.0.1:${WEB.port + 2}` }
const OWNER = JSON.parse(readFileSync('scripts/seed/demoAccount.json', 'utf8'))

const run = (command) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, {
      shell: true,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} exited with ${code}`))
    )
  })

const DEMO_COMPANY = '00000000-0000-4000-8000-000000000001'
const LISTED_PROCESSES = 2000
const TARGET = { score: 95, lcpMs: 1500 }

// --only <words>[,<words>…]: the pages whose label holds them; --reports <dir>: each page's
// Lighthouse report (JSON) kept there, with the layout shifts' elements and where they moved from
// and to (layout-shifts.json), for the diagnostics
const option = (name) => {
  const at = process.argv.indexOf(`--${name}`)
  return at > 0 ? process.argv[at + 1] : undefined
}
const ONLY = option('only')
const REPORTS = option('reports')

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

/** One value of the demo company's data (the first column of the first row). */
const one = async (sql, values = [DEMO_COMPANY]) => {
  const { rows } = await pool.query(sql, values)
  if (!rows[0]) throw new Error(`the demo has nothing for: ${sql}`)
  return Object.values(rows[0])[0]
}

/** A spend extract uploaded and waiting for its columns to be mapped, as the upload leaves it. */
const importToMap = () =>
  one(
    `insert into "SpendImport" (id, "companyId", "createdById", "createdByName", "createdByPriority",
       "fileName", "fileKey", format, size, encoding, delimiter, headers, preview, status, "updatedAt")
     select gen_random_uuid()::text, u."companyId", u.id, u."firstName", r.priority,
       'ME80FN.csv', 'bench/ME80FN.csv', 'csv', 1048576, 'utf-8', ';',
       array['Documento', 'Data', 'Fornecedor', 'CNPJ', 'Material', 'Grupo', 'Centro', 'Quantidade',
             'Unidade', 'Valor', 'Moeda'],
       $2::jsonb, 'MAPPING', now()
     from "User" u join "Role" r on r.id = u."roleId"
     where u."companyId" = $1 order by r.priority desc limit 1
     returning id`,
    [
      DEMO_COMPANY,
      JSON.stringify(
        Array.from({ length: 10 }, (_, n) => [
          `45000${1000 + n}`,
          `2025-0${1 + (n % 9)}-1${n % 10}`,
          `Fornecedor ${n} Ltda`,
          `1234567800019${n}`,
          `MAT-${100 + n}`,
          'Embalagens',
          `P0${n % 5}`,
          `${10 * (n + 1)}`,
          'UN',
          `${1234 + n}.56`,
          'BRL',
        ])
      ),
    ]
  )

/** A new link (its token, only the hash stored) to the demo's open portal round, for its second supplier's contact. */
const portalToken = async () => {
  const invitation = await one(
    `select i.id from "PortalInvitation" i
     join "PortalResponse" r on r.id = i."responseId"
     join "RoundSchedule" s on s.id = r."scheduleId"
     join "Process" p on p.id = s."processId"
     where p."companyId" = $1 and s.deadline > now() and i."revokedAt" is null
     order by (r.status = 'DRAFT') desc, i."createdAt" limit 1`
  )
  const token = randomBytes(32).toString('base64url')
  await pool.query(
    `insert into "PortalLink" ("tokenHash", "invitationId") values ($1, $2)`,
    [createHash('sha256').update(token).digest('hex'), invitation]
  )
  return token
}

/** The demo company's pages worth measuring (the seed is idempotent: an existing demo is kept). */
const demoPages = async () => {
  // a new database has no tables yet
  await run('yarn rw prisma migrate deploy > /dev/null')
  await run('yarn rw exec seed --spend 1000')
  await topUpProcesses(LISTED_PROCESSES)
  const approved = await one(
    `select id from "Process" where "companyId" = $1 and status = 'APPROVED' order by number limit 1`
  )
  const withScenarios = await one(
    `select p.id from "Process" p where p."companyId" = $1
     and exists (select from "AwardScenario" s where s."processId" = p.id) order by p.number limit 1`
  )
  // the supplier the company spent most with: the scorecard's charts have the most to draw
  const supplier = await one(
    `select s.id from "Supplier" s where s."companyId" = $1
     order by (select count(*) from "ProcessSupplier" ps where ps."supplierId" = s.id) desc, s.name limit 1`
  )
  return {
    dashboard: '/app',
    'process list (2,000 processes)': '/app/process',
    'process page': `/app/process/${approved}/general`,
    contracts: '/app/traffic-light',
    'contract list': '/app/traffic-light/contract',
    spending: '/app/spending-analysis',
    'supplier list': '/app/suppliers',
    'supplier scorecard': `/app/suppliers/${supplier}`,
    'spend import mapping': `/app/spending-analysis/imports/${await importToMap()}`,
    'scenarios review': `/app/process/${withScenarios}/review`,
    'supplier portal': `/portal/${await portalToken()}`,
  }
}

/** Signs the browser's own profile in through the sign-in page, as a user would. */
const signIn = async (context) => {
  const page = await context.newPage()
  await page.goto(`${FRONT.url}/auth/signin`)
  await page.getByLabel('Email', { exact: true }).fill(OWNER.email)
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL(`${FRONT.url}/app`)
  await page.close()
}

/** The app's own scripts a page loaded (sent, and gzipped as a server would), and any other site's. */
const scriptBytes = async (requests) => {
  const all = requests.filter((request) => request.resourceType === 'Script')
  const scripts = all.filter((request) => request.url.startsWith(FRONT.url))
  const gzipped = await Promise.all(
    scripts.map(
      async ({ url }) =>
        gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length
    )
  )
  return {
    count: scripts.length,
    elsewhere: all.length - scripts.length,
    transferred: scripts.reduce(
      (sum, request) => sum + request.transferSize,
      0
    ),
    gzip: gzipped.reduce((sum, size) => sum + size, 0),
  }
}

const misses = []

/** Each layout shift of a page opened once more: its value, and each moved element's old and new box. */
const layoutShifts = async (url) => {
  const page = await context.newPage()
  // run in the page, as written
  await page.addInitScript(`
    window.__shifts = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__shifts.push({
          at: Math.round(entry.startTime),
          value: entry.value,
          sources: entry.sources.map(({ node, previousRect: from, currentRect: to }) => ({
            node: node?.outerHTML?.slice(0, 120),
            from: [from.x, from.y, from.width, from.height],
            to: [to.x, to.y, to.width, to.height],
          })),
        })
    }).observe({ type: 'layout-shift', buffered: true })
  `)
  await page.setViewportSize({ width: 1350, height: 940 })
  await page.goto(`${FRONT.url}${url}`, { waitUntil: 'networkidle' })
  await page.waitForTimeout(3000)
  const shifts = await page.evaluate('window.__shifts')
  await page.close()
  return shifts
}

const measure = async (label, url) => {
  const { lhr } = await lighthouse(
    `${FRONT.url}${url}`,
    {
      port: DEBUGGING_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // the sign-in lives in the profile's storage: keep it
      disableStorageReset: true,
    },
    desktopConfig
  )
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true })
    writeFileSync(
      path.join(REPORTS, `${label.replace(/\W+/g, '-')}.json`),
      JSON.stringify(lhr)
    )
    writeFileSync(
      path.join(REPORTS, `${label.replace(/\W+/g, '-')}.layout-shifts.json`),
      JSON.stringify(await layoutShifts(url), null, 1)
    )
  }
  const audit = (name) => lhr.audits[name]?.numericValue
  const js = await scriptBytes(lhr.audits['network-requests'].details.items)
  const kb = (bytes) => Math.round(bytes / 1024)
  const score = Math.round(lhr.categories.performance.score * 100)
  const lcp = Math.round(audit('largest-contentful-paint'))
  // a portal address holds its link's token: not printed
  const shown = new URL(lhr.finalDisplayedUrl).pathname.replace(
    /^\/portal\/.+/,
    '/portal/…'
  )
  if (score < TARGET.score || lcp > TARGET.lcpMs) misses.push(label)
  recordFigure({
    figure: `${label} (${shown})`,
    score,
    'FCP ms': Math.round(audit('first-contentful-paint')),
    'LCP ms': lcp,
    'TBT ms': Math.round(audit('total-blocking-time')),
    CLS: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    'JS files': js.count,
    'JS KB sent': kb(js.transferred),
    'JS KB gzip': kb(js.gzip),
    'JS from elsewhere': js.elsewhere,
    // what moved most, when something did: where to look for the layout shift
    'largest shift':
      lhr.audits['layout-shifts']?.details?.items?.[0]?.node?.selector ?? '',
  })
}

const pages = await demoPages()
const stop = await serve()
const stopFront = await serveFront({
  port: FRONT.port,
  root: path.resolve('web/dist'),
  api: API.url,
})
const profile = mkdtempSync(path.join(os.tmpdir(), 'procura-lighthouse-'))
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM_PATH,
  locale: 'en-US',
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
})
try {
  // as a user who is not signed in gets it, before the sign-in is in the profile
  const chosen = (label) =>
    !ONLY || ONLY.split(',').some((words) => label.includes(words))
  if (chosen('sign-in')) await measure('sign-in', '/auth/signin')
  await signIn(context)
  for (const [label, url] of Object.entries(pages))
    if (chosen(label)) await measure(label, url)
  console.log(
    misses.length
      ? `Below the targets (score ≥ ${TARGET.score}, LCP ≤ ${TARGET.lcpMs} ms): ${misses.join(', ')}`
      : `Every page meets the targets (score ≥ ${TARGET.score}, LCP ≤ ${TARGET.lcpMs} ms)`
  )
} finally {
  await context.close()
  rmSync(profile, { recursive: true, force: true })
  await stopFront()
  stop()
  await pool.end()
}
