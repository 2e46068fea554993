// What testers saw on screen in a sourcing process: scenarios compared on one agreement period, the
// printed report's scenario chart drawn, and a historical price from the spend that gives the spend
// back to the cent.
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, test } from 'node:test'
import { promisify } from 'node:util'

import { companyDay, graphqlAs, importSpend, launchBrowser, newPage, screenshot, signIn, signUpThroughApi, toast, visit } from './browser.mjs'
import { computeScenario, draftProcess, inviteSuppliers, ITEMS, PRICES, quoteRound } from './readyProcess.mjs'

const poppler = promisify(execFile)

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

/** Every supplier quoted for a year; Pack Brasil's box is awarded, and its award made 24 months long (or `agreement`). */
const processWithLongerAward = async (stamp, agreement = { contractLength: 24, contractPeriod: 'MONTHS' }) => {
  const owner = await signUpThroughApi(stamp)
  const draft = await draftProcess(owner, stamp, ITEMS)
  const suppliers = await inviteSuppliers(draft.token, draft, stamp, Object.keys(PRICES))
  await quoteRound(draft, suppliers, (name, index) => name === 'Pack Brasil' && index === 2)
  const { process } = await graphqlAs(draft.token, 'query ($id: String!) { process(id: $id) { awardedQuotations { id } } }', {
    id: draft.processId,
  })
  await graphqlAs(draft.token, 'mutation ($id: String!, $input: [AwardInput!]!) { saveAwards(processId: $id, input: $input) { id } }', {
    id: draft.processId,
    input: [
      {
        quotationId: process.awardedQuotations[0].id,
        ...agreement,
        unitPrice: '4.6',
        annualVolume: '2000',
        priceMechanism: 'Fixed price',
        takeOrPay: false,
        ghgClause: false,
        terminationClause: true,
        paymentTerms: 60,
        meetOrReleaseClause: false,
        rebate: false,
        rebateDetail: 'None',
      },
    ],
  })
  return { owner, processId: draft.processId, token: draft.token }
}

/** A figure of each scenario, as the comparison shows it. */
const figures = async (page, label) => {
  const comparison = page.getByRole('table', { name: 'Scenarios side by side' })
  return comparison
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell')
    .allTextContents()
}

// BOX-3 is agreed for 24 months (its award): every scenario's box saves over 24 months. Cheapest:
// reduction 1,000 + 1,000 + 0.4 × 2,000 × 2, avoidance 1,000 + 1,000 + 0.5 × 2,000 × 2. Nordeste alone:
// its box at 4.8, reduction 1,000 + 1,000 + 0.2 × 2,000 × 2, avoidance the same 4,000.
const REDUCTIONS = ['R$3,600.00', 'R$2,800.00']
const RESULTS = ['R$7,600.00', 'R$6,800.00']

test('scenarios compare savings over the same agreement in the review, the report and its PDF', async () => {
  const stamp = Date.now()
  const { owner, processId } = await processWithLongerAward(stamp)
  const page = await newPage(browser, 'en')
  await signIn(page, owner, 'en')
  await page.waitForURL(/\/app$/)

  await visit(page, `/app/process/${processId}/review#scenarios`)
  await computeScenario(page, { name: 'Cheapest', kind: 'Cheapest per item' })
  await computeScenario(page, { name: 'One supplier', kind: 'Single supplier' })
  assert.deepEqual(await figures(page, 'Cost reduction'), REDUCTIONS)
  assert.deepEqual(await figures(page, 'Result'), RESULTS)
  await screenshot(page, 'scenario-periods-review')

  await visit(page, `/app/process/${processId}/report`)
  await page.getByRole('table', { name: 'Scenarios side by side' }).waitFor()
  assert.deepEqual(await figures(page, 'Cost reduction'), REDUCTIONS)
  assert.deepEqual(await figures(page, 'Result'), RESULTS)

  const download = await page.request.get(`/api/process/${processId}/report`)
  assert.equal(download.headers()['content-type'], 'application/pdf')
  const folder = await mkdtemp(path.join(tmpdir(), 'procura-e2e-scenarios-'))
  await writeFile(path.join(folder, 'server.pdf'), await download.body())
  const server = (await poppler('pdftotext', [path.join(folder, 'server.pdf'), '-'])).stdout
  for (const figure of [...REDUCTIONS, ...RESULTS]) assert.ok(server.includes(figure), `the PDF has no ${figure}`)
  await page.context().close()
})

test('o relatório diz a duração de uma adjudicação de um ano no singular', async () => {
  const { owner, processId } = await processWithLongerAward(Date.now(), { contractLength: 1, contractPeriod: 'YEARS' })
  const page = await newPage(browser, 'pt')
  await signIn(page, owner, 'pt')
  await page.waitForURL(/\/app$/)
  await visit(page, `/app/process/${processId}/report`)
  await page.getByRole('cell', { name: '1 ano', exact: true }).waitFor()
  assert.doesNotMatch(await page.locator('body').innerText(), /\b1 Anos\b/)
  await page.context().close()
})

test("the printed report draws the scenarios' chart, though the reader never scrolled to it", async () => {
  const stamp = Date.now()
  const { owner, processId, token } = await processWithLongerAward(stamp)
  for (const [name, kind] of [
    ['Cheapest', 'CHEAPEST'],
    ['One supplier', 'SINGLE'],
  ])
    await graphqlAs(token, 'mutation ($id: String!, $input: ScenarioInput!) { saveScenario(processId: $id, input: $input) { id } }', {
      id: processId,
      input: { name, kind },
    })
  const page = await newPage(browser, 'en')
  await signIn(page, owner, 'en')
  await page.waitForURL(/\/app$/)

  // printed at once, as a reader does: the chart is far below the fold
  await visit(page, `/app/process/${processId}/report`)
  await page.getByRole('table', { name: 'Scenarios side by side' }).waitFor()
  await page.emulateMedia({ media: 'print' })
  const chart = page.getByRole('figure').filter({ hasText: 'Total value and savings per scenario' })
  // two scenarios, two bars each (annual value, result), drawn whole
  const drawnBars = () =>
    chart
      .locator('.recharts-bar-rectangle path')
      .evaluateAll((bars) => bars.filter((bar) => bar.getBoundingClientRect().height > 1).length)
  let bars = await drawnBars()
  for (let wait = 0; bars < 4 && wait < 10; wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    bars = await drawnBars()
  }
  assert.equal(bars, 4, `the printed chart draws ${bars} of 4 bars`)
  const folder = await mkdtemp(path.join(tmpdir(), 'procura-e2e-scenarios-'))
  await writeFile(path.join(folder, 'printed.pdf'), await page.pdf({ preferCSSPageSize: true }))
  const printed = (await poppler('pdftotext', ['-layout', path.join(folder, 'printed.pdf'), '-'])).stdout
  // the chart's own words: its value axis in compact money (R$25K…), which only the chart writes
  const drawn = await chart.locator('svg.recharts-surface').first().evaluate((svg) => svg.outerHTML.slice(0, 400))
  assert.match(printed, /R\$\d+(\.\d)?K/, `the printed report has no chart axis; the chart: ${drawn}`)
  await screenshot(page, 'scenario-periods-printed')
  await page.context().close()
})

const HEADER = 'date,businessDivision,region,categoryManager,supplier,material,materialCategory,plant,amount,currency,volume,unit'

/** The 15th of a month `months` before the company's current one (its São Paulo day, not UTC's). */
const monthsAgo = (months) => {
  const [year, month] = companyDay(0).split('-').map(Number)
  return new Date(Date.UTC(year, month - 1 - months, 15)).toISOString().slice(0, 10)
}

test("an item's historical price from the spend gives the spend back to the cent", async () => {
  const stamp = Date.now()
  const owner = await signUpThroughApi(`hist${stamp}`)
  const page = await newPage(browser, 'en')
  await signIn(page, owner, 'en')
  await page.waitForURL(/\/app$/)
  // R$250,000,000.00 for 46,000,000 kg: R$5.43478260869… a kilogram, never a round number
  const lines = [
    [monthsAgo(1), 'FOOD', 'BR-SE', owner.email, 'Resinas Sul', 'Bulk resin', 'RESIN', 'P100', '150000000.00', 'BRL', '26000000', 'KG'],
    [monthsAgo(2), 'FOOD', 'BR-SE', owner.email, 'Resinas Sul', 'Bulk resin', 'RESIN', 'P100', '100000000.00', 'BRL', '20000000', 'KG'],
  ]
  await importSpend(page, {
    name: 'spend.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${HEADER}\n${lines.map((line) => line.join(',')).join('\n')}\n`),
  })
  const { processId } = await draftProcess(
    owner,
    `hist${stamp}`,
    [{ code: 'Bulk resin', description: 'Bulk resin' }],
    { withDetails: false }
  )

  await visit(page, `/app/process/${processId}/items`)
  const item = page.getByRole('region', { name: 'Bulk resin · Bulk resin' })
  await item.getByText(/^Last 12 months: .* \(R\$250,000,000\.00\)$/).waitFor()
  const historicalValue = item.getByText('Historical value', { exact: true }).locator('xpath=following-sibling::output')
  assert.equal(await historicalValue.textContent(), 'R$250,000,000.00')
  await item.getByLabel('Category', { exact: true }).selectOption({ label: 'RAW · Raw materials' })
  await item.getByLabel('Incoterm', { exact: true }).selectOption({ label: 'CIF · Cost, Insurance and Freight' })
  await item.getByLabel('Supply origin', { exact: true }).selectOption({ label: 'DOMESTIC · Domestic' })
  await item.getByLabel('Payment terms (days)', { exact: true }).fill('60')
  await item.getByLabel('Baseline price', { exact: true }).fill('6')
  await item.getByLabel('Length (months)', { exact: true }).fill('12')
  await item.getByLabel('Annual value', { exact: true }).fill('0')
  await item.getByLabel('Annual volume', { exact: true }).nth(1).fill('0')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await toast(page, 'Items saved')

  // as stored: the report's items give the same historical value
  await visit(page, `/app/process/${processId}/report`)
  const row = page.getByRole('table', { name: 'Items' }).getByRole('row', { name: /Bulk resin/ })
  await row.waitFor()
  assert.ok((await row.allTextContents()).join(' ').includes('R$250,000,000.00'), await row.textContent())
  await screenshot(page, 'historical-price-from-spend')
  await page.context().close()
})
