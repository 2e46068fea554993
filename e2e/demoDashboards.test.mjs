// The demo company of the seed's realistic profile, read on its dashboards in both languages: what the
// screen shows equals PostgreSQL's own numeric sums over the stored rows, to the cent.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { after, before, test } from 'node:test'

import pg from 'pg'

import {
  PIPELINE_IN_REAIS,
  REALIZED_IN_REAIS,
} from '../scripts/lib/savingsSql.mjs'

import {
  figureValue,
  launchBrowser,
  newPage,
  screenshot,
  signIn,
} from './browser.mjs'
import { money, TAGS, tr } from './catalogue.mjs'

const DEMO_COMPANY_ID = '00000000-0000-4000-8000-000000000001'
const DEMO_PASSWORD = JSON.parse(
  readFileSync(new URL('../scripts/seed/demoAccount.json', import.meta.url))
).password
const USERS = { en: 'owner@procura.local', pt: 'director@procura.local' }
const TOP_BARS = 10
const TOP_SLICES = 7

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL,
  max: 1,
})
const sql = async (query, ...values) =>
  (await pool.query(query, [DEMO_COMPANY_ID, ...values])).rows

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
  await pool.end()
})

const signedIn = async (locale) => {
  const page = await newPage(browser, locale)
  await signIn(page, { email: USERS[locale], password: DEMO_PASSWORD }, locale)
  await page.waitForURL(/\/app$/)
  return page
}

/** A chart's table view, opened: its rows as [label, value] text. */
const chartRows = async (page, title) => {
  const figure = page.locator('figure', {
    has: page.getByText(title, { exact: true }),
  })
  await figure.scrollIntoViewIfNeeded()
  await figure.locator('summary').click()
  const rows = figure.locator('tbody tr')
  await rows.first().waitFor()
  return Promise.all(
    (await rows.all()).map(async (row) => [
      (await row.locator('th').textContent()).trim(),
      (await row.locator('td').first().textContent()).trim(),
    ])
  )
}

test('the demo company is shaped like a real one', async () => {
  const [spend] = await sql(
    `SELECT count(DISTINCT "supplierCode")::int AS suppliers, count(DISTINCT "materialCategoryId")::int AS categories,
       count(DISTINCT plant)::int AS plants, count(DISTINCT "regionId")::int AS regions,
       count(DISTINCT "currencyId")::int AS currencies, max("originalAmount") >= 1e11 AS huge,
       bool_or("originalAmount" <> trunc("originalAmount")) AS cents
     FROM "SpendLine" WHERE "companyId" = $1`
  )
  assert.deepEqual(spend, {
    suppliers: 80,
    categories: 15,
    plants: 12,
    regions: 5,
    currencies: 3,
    huge: true,
    cents: true,
  })
  // a long tail: a fifth of the suppliers make about four fifths of the spend
  const [{ share }] = await sql(
    `WITH bySupplier AS (SELECT sum("spendAmount") AS spend, row_number() OVER (ORDER BY sum("spendAmount") DESC) AS at,
         count(*) OVER () AS suppliers FROM "SpendLine" WHERE "companyId" = $1 GROUP BY "supplierCode")
     SELECT (sum(spend) FILTER (WHERE at <= suppliers / 5) / sum(spend))::float8 AS share FROM bySupplier`
  )
  assert.ok(share > 0.75 && share < 0.95, `the top fifth's share: ${share}`)
  // seasonality: the harvest months (Jul–Dec) buy more than the first half, the energy line aside
  const [{ ratio }] = await sql(
    `SELECT (sum("spendAmount") FILTER (WHERE extract(month FROM date) > 6)
       / sum("spendAmount") FILTER (WHERE extract(month FROM date) <= 6))::float8 AS ratio
     FROM "SpendLine" WHERE "companyId" = $1 AND "originalAmount" < 1e11`
  )
  assert.ok(ratio > 1.2, `second half over first: ${ratio}`)
  // the same supplier under several spellings, known to the master
  const [{ aliases }] = await sql(
    `SELECT count(*)::int AS aliases FROM "SupplierAlias" WHERE "companyId" = $1`
  )
  assert.ok(aliases >= 30, `${aliases} spellings`)
  const statuses = await sql(
    `SELECT DISTINCT status::text FROM "Process" WHERE "companyId" = $1 ORDER BY 1`
  )
  assert.deepEqual(
    statuses.map((row) => row.status),
    ['APPROVED', 'DRAFT', 'IN_REVIEW', 'REJECTED']
  )
  const [{ contracts }] = await sql(
    `SELECT count(*)::int AS contracts FROM "Contract" WHERE "companyId" = $1`
  )
  assert.equal(contracts, 200)
})

for (const locale of ['en', 'pt']) {
  test(`spend: the total, the top suppliers and "Others" equal the lines summed in numeric (${locale})`, async () => {
    // one name per supplier: as many names as ERP codes (every line of the demo has its supplier's)
    const [{ total, suppliers, codes, pairs }] = await sql(
      `SELECT sum("spendAmount")::text AS total, count(DISTINCT supplier)::int AS suppliers,
         count(DISTINCT "supplierCode")::int AS codes, count(DISTINCT (supplier, "supplierCode"))::int AS pairs
       FROM "SpendLine" WHERE "companyId" = $1`
    )
    assert.deepEqual(
      [suppliers, pairs],
      [codes, codes],
      'one name for each supplier code'
    )
    const top = await sql(
      `SELECT supplier, sum("spendAmount")::text AS spend FROM "SpendLine" WHERE "companyId" = $1
       GROUP BY supplier ORDER BY sum("spendAmount") DESC, supplier LIMIT ${TOP_BARS}`
    )
    const row = ({ supplier, spend }) => [supplier, money(locale, spend)]
    // "Others": the total less the suppliers shown, computed by PostgreSQL too
    const [{ bars, slices }] = await sql(
      `WITH ranked AS (SELECT sum("spendAmount") AS spend, row_number() OVER (ORDER BY sum("spendAmount") DESC, supplier) AS at
         FROM "SpendLine" WHERE "companyId" = $1 GROUP BY supplier)
       SELECT (sum(spend) FILTER (WHERE at > ${TOP_BARS}))::text AS bars,
              (sum(spend) FILTER (WHERE at > ${TOP_SLICES}))::text AS slices FROM ranked`
    )
    assert.ok(suppliers > TOP_BARS, 'more suppliers than the bars show')

    const page = await signedIn(locale)
    await page.goto('/app/spending-analysis')
    const dimension = tr(locale, 'spend.dimensions.supplier')
    await page
      .getByLabel(tr(locale, 'spend.dimension'))
      .selectOption({ label: dimension })
    const measure = tr(locale, 'spend.measures.spend')
    await page
      .getByRole('group', {
        name: tr(locale, 'spend.summary.groups', { dimension }),
        exact: true,
      })
      .getByText(new Intl.NumberFormat(TAGS[locale]).format(suppliers), {
        exact: true,
      })
      .waitFor()
    assert.equal(
      await figureValue(
        page,
        tr(locale, 'spend.summary.total', { measure })
      ).textContent(),
      money(locale, total)
    )

    const others = tr(locale, 'spend.charts.others')
    assert.deepEqual(
      await chartRows(
        page,
        tr(locale, 'spend.charts.top', { count: TOP_BARS, dimension })
      ),
      [...top.map(row), [others, money(locale, bars)]]
    )
    assert.deepEqual(
      await chartRows(page, tr(locale, 'spend.charts.share', { dimension })),
      [...top.slice(0, TOP_SLICES).map(row), [others, money(locale, slices)]]
    )
    await screenshot(page, `demo-spend-${locale}`)
  })

  test(`contracts: the count, the payment terms and each term bucket equal SQL over the contracts (${locale})`, async () => {
    const [summary] = await sql(
      `SELECT count(*)::int AS count, round(avg("paymentTerm"), 1)::text AS average,
         round(sum("paymentTerm" * "totalBalance") / sum("totalBalance"), 1)::text AS weighted,
         count(*) FILTER (WHERE "endDate" < today)::int AS "EXPIRED",
         count(*) FILTER (WHERE "endDate" >= today AND "endDate" < today + 30)::int AS "LESS_THAN_30",
         count(*) FILTER (WHERE "endDate" >= today + 30 AND "endDate" < today + 120)::int AS "LESS_THAN_120",
         count(*) FILTER (WHERE "endDate" >= today + 120)::int AS "MORE_THAN_120"
       FROM "Contract", (SELECT (now() AT TIME ZONE "timeZone")::date AS today FROM "Company" WHERE id = $1) AS company
       WHERE "companyId" = $1`
    )
    const number = (value, digits) =>
      new Intl.NumberFormat(TAGS[locale], {
        maximumFractionDigits: digits,
      }).format(value)

    const page = await signedIn(locale)
    await page.goto('/app/traffic-light')
    const count = figureValue(
      page,
      tr(locale, 'contract.dashboard.totalContracts')
    )
    await count.getByText(number(summary.count, 0), { exact: true }).waitFor()
    for (const [key, value] of [
      ['averagePaymentTerm', summary.average],
      ['weightedPaymentTerm', summary.weighted],
    ])
      assert.equal(
        await figureValue(
          page,
          tr(locale, `contract.dashboard.${key}`)
        ).textContent(),
        tr(locale, 'contract.dashboard.days', { value: number(value, 1) })
      )
    for (const bucket of [
      'EXPIRED',
      'LESS_THAN_30',
      'LESS_THAN_120',
      'MORE_THAN_120',
    ]) {
      assert.ok(summary[bucket] > 0, `the demo has contracts ${bucket}`)
      const name = tr(locale, 'contract.dashboard.byTermLink', {
        count: summary[bucket],
        bucket: tr(locale, `contract.buckets.${bucket}`),
      })
      const link = page.getByRole('link', { name, exact: true })
      await link.waitFor({ timeout: 10_000 }).catch(() => undefined)
      const shown = await page
        .locator('section table a')
        .evaluateAll((links) => links.map((a) => a.ariaLabel))
      assert.equal(
        await link.count(),
        1,
        `${name}; shown: ${shown.join(' | ')}`
      )
    }
    await screenshot(page, `demo-contracts-${locale}`)
  })

  test(`sourcing: realized and pipeline cost saving in reais equal the savings formula over the stored rows (${locale})`, async () => {
    const [{ realized }] = await sql(REALIZED_IN_REAIS)
    const [{ pipeline }] = await sql(PIPELINE_IN_REAIS)

    const page = await signedIn(locale)
    // every month the demo has, in reais only
    await page
      .getByLabel(tr(locale, 'savings.filters.fromMonth'), { exact: true })
      .fill('2020-01')
    await page
      .getByLabel(tr(locale, 'savings.filters.toMonth'), { exact: true })
      .fill('2035-12')
    await page
      .getByLabel(tr(locale, 'savings.filters.currencyCode'), { exact: true })
      .selectOption({
        label: tr(locale, 'savings.filters.onlyCurrency', { currency: 'BRL' }),
      })
    const saving = page.getByRole('group', {
      name: tr(locale, 'savings.fields.costSaving'),
      exact: true,
    })
    await saving.getByText(money(locale, realized), { exact: true }).waitFor()
    await saving
      .getByText(
        tr(locale, 'savings.pipelineDetail', {
          value: money(locale, pipeline),
        }),
        { exact: true }
      )
      .waitFor()
    await screenshot(page, `demo-savings-${locale}`)
  })
}
