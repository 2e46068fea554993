import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { after, before, test } from 'node:test'

import { figureValue, launchBrowser, newPage, screenshot, signIn, signUpThroughApi } from './browser.mjs'

// the demo company the seed makes (yarn rw exec seed): processes approved over the last ten months
const DEMO_PASSWORD = JSON.parse(readFileSync(new URL('../scripts/seed/demoAccount.json', import.meta.url))).password
const demo = (key) => ({ email: `${key}@procura.local`, password: DEMO_PASSWORD })

const WORDS = {
  en: {
    from: 'From',
    to: 'To',
    charts: [
      'Total cost saving',
      'Cost saving vs saving pipeline, by month',
      'Cost saving (approved) by category manager',
      'Cost saving (approved) by process type',
      'Cost saving (approved) by process profile',
      'Cost saving (approved) by category',
    ],
    noData: 'No data for these filters.',
  },
  pt: {
    from: 'De',
    to: 'Até',
    charts: [
      'Saving total',
      'Saving vs pipeline de saving, por mês',
      'Saving (aprovado) por gerente de categoria',
      'Saving (aprovado) por tipo de processo',
      'Saving (aprovado) por perfil de processo',
      'Saving (aprovado) por categoria',
    ],
    noData: 'Nenhum dado para estes filtros.',
  },
}

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

const month = (offset) => {
  const day = new Date()
  day.setUTCDate(1)
  day.setUTCMonth(day.getUTCMonth() + offset)
  return day.toISOString().slice(0, 7)
}

/** Once the dashboard has answered its last filter. */
const settled = async (page) => {
  await page.waitForTimeout(200)
  await page.locator('[aria-busy="false"]').first().waitFor()
}

/** The demo's year of approvals and its next two months of pipeline, whatever today is. */
const showLastYear = async (page, w) => {
  await page.getByLabel(w.from, { exact: true }).fill(month(-11))
  await page.getByLabel(w.to, { exact: true }).fill(month(2))
  await settled(page)
}

const chart = (page, title) => page.locator('figure', { has: page.getByText(title, { exact: true }) })

/** The text once it differs from what it was: the dashboard answered the new filter. */
const changed = async (locator, before) => {
  for (let tries = 0; tries < 100; tries++) {
    const now = await locator.textContent()
    if (now !== before) return now
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return before
}

test('a new company is told where to start', async () => {
  const owner = await signUpThroughApi(`dash${Date.now()}`)
  const page = await newPage(browser, 'en')
  await signIn(page, owner, 'en')
  await page.waitForURL(/\/app$/)
  await page.getByText('Your savings start with your first sourcing process').waitFor()
  await page.getByRole('button', { name: 'Create a process' }).click()
  await page.waitForURL(/\/app\/process\/new$/)
})

for (const [locale, user] of [
  ['en', 'owner'],
  ['pt', 'director'],
]) {
  test(`the demo company shows every chart with data (${locale})`, async () => {
    const w = WORDS[locale]
    const page = await newPage(browser, locale)
    await signIn(page, demo(user), locale)
    await page.waitForURL(/\/app$/)
    await showLastYear(page, w)
    for (const title of w.charts) {
      const figure = chart(page, title)
      await figure.scrollIntoViewIfNeeded()
      await figure.locator('.recharts-bar-rectangle').first().waitFor()
      assert.equal(await figure.getByText(w.noData).count(), 0, title)
    }
    await page.waitForTimeout(1_000)
    await screenshot(page, `sourcing-dashboard-${locale}`)
  })
}

test('a filter changes the totals, and a bar or a number lists its processes', async () => {
  const page = await newPage(browser, 'en')
  await signIn(page, demo('owner'), 'en')
  await page.waitForURL(/\/app$/)
  await showLastYear(page, WORDS.en)
  const saving = figureValue(page, 'Cost saving')
  await page.getByText('Cost saving (approved) by category manager').waitFor()
  const everyone = await saving.textContent()

  await page.getByLabel('Category manager', { exact: true }).selectOption({ label: 'Rafael Souza' })
  const rafael = await changed(saving, everyone)
  assert.notEqual(rafael, everyone)
  assert.match(rafael, /R\$/)
  const approvedCount = Number(await figureValue(page, 'Approved in the period').textContent())
  assert.ok(approvedCount > 0)

  // the number of approved processes lists exactly that many, all Rafael's and approved
  await figureValue(page, 'Approved in the period').getByRole('link').click()
  await page.waitForURL(/\/app\/process\?.*stage=APPROVED/)
  await page.getByRole('status').getByText(/From the dashboard: Approved · .* · Rafael Souza/).waitFor()
  await page.getByText(new RegExp(`· ${approvedCount} rows`)).waitFor()
  const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: /PRC-/ }) })
  assert.equal(await rows.count(), Math.min(approvedCount, 10))
  for (const row of await rows.all()) {
    assert.match(await row.textContent(), /Rafael Souza/)
    assert.match(await row.textContent(), /Approved/)
  }
  await screenshot(page, 'sourcing-dashboard-processes')

  // back on the dashboard: a bar of the monthly chart lists that month's approved processes
  await page.getByRole('link', { name: 'Back to the dashboard' }).click()
  await page.waitForURL(/\/app$/)
  await showLastYear(page, WORDS.en)
  const monthly = chart(page, 'Cost saving vs saving pipeline, by month')
  await monthly.scrollIntoViewIfNeeded()
  await monthly.locator('.recharts-bar-rectangle').first().click()
  await page.waitForURL(/\/app\/process\?/)
  const address = new URL(page.url())
  assert.equal(address.searchParams.get('fromMonth'), address.searchParams.get('toMonth'))
  assert.equal(address.searchParams.get('stage'), 'APPROVED')
  await page.getByRole('link', { name: /PRC-/ }).first().waitFor()
})
