import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'

import { importSpend, launchBrowser, newPage, screenshot, signIn, signUpThroughApi, viewCharts, visit } from './browser.mjs'

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

const HEADER = 'date,businessDivision,region,categoryManager,supplier,material,materialCategory,plant,amount,currency,volume,unit'
const money = (value) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'BRL' }).format(value)

test('spending analysis: import a file, read the totals, change the dimension, drill down, export', async () => {
  const stamp = Date.now()
  const owner = await signUpThroughApi(stamp)
  // two suppliers, two materials of Filmes Sul; amounts in reais
  const lines = [
    ['2026-01-10', 'FOOD', 'BR-SE', owner.email, 'Filmes Sul', 'Stretch film', 'RESIN', 'Campinas', 1000.5, 'BRL', 10, 'KG'],
    ['2026-01-20', 'FOOD', 'BR-SE', owner.email, 'Filmes Sul', 'Shrink film', 'RESIN', 'Campinas', 2000, 'BRL', 20, 'KG'],
    ['2026-02-05', 'AGRO', 'BR-S', '', 'Aço Norte', 'Steel coil', 'STEEL', 'Manaus', 700.25, 'BRL', 5, 'TON'],
    ['2026-02-15', 'FOOD', 'BR-SE', owner.email, 'Filmes Sul', 'Stretch film', 'RESIN', 'Paulínia', 1500, 'BRL', 15, 'KG'],
  ]
  const total = 1000.5 + 2000 + 700.25 + 1500
  const file = (rows) => Buffer.from(`${HEADER}\n${rows.map((row) => row.join(',')).join('\n')}\n`)

  const page = await newPage(browser, 'en')
  await signIn(page, owner, 'en')
  await page.waitForURL(/\/app$/)
  await page.goto('/app/spending-analysis')
  await page.getByText("No spend yet. Import your ERP's spend extract (CSV or XLSX) to see it here.").waitFor()

  // ── a file with an unknown region imports nothing: it waits in the list for the region to be mapped
  await page.getByRole('link', { name: 'Import spend' }).click()
  const dropzone = page.getByLabel('Drop a CSV or XLSX extract here, or click to choose it', { exact: true })
  await dropzone.setInputFiles({
    name: 'mars.csv',
    mimeType: 'text/csv',
    buffer: file([...lines.slice(0, 2), ['2026-03-01', 'FOOD', 'MARS', '', 'X', 'Y', 'RESIN', 'Z', 1, 'BRL', 1, 'KG']]),
  })
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  await page.getByRole('row', { name: /Region\s+MARS\s+1/ }).waitFor({ timeout: 60_000 })
  await page.getByRole('link', { name: 'Spend imports' }).click()
  await page.getByRole('row', { name: /mars\.csv\s+To review/ }).waitFor()
  await visit(page, '/app/spending-analysis')
  await page.getByText("No spend yet. Import your ERP's spend extract (CSV or XLSX) to see it here.").waitFor()

  // ── the good file: totals by business division
  await importSpend(page, { name: 'spend.csv', mimeType: 'text/csv', buffer: file(lines) })
  await visit(page, '/app/spending-analysis')
  await page.getByText('Total Spend').locator('..').getByText(money(total)).waitFor()
  // ── the same file again: a warning, and nothing doubled unless the user says so
  await page.getByRole('link', { name: 'Import spend' }).click()
  await dropzone.setInputFiles({ name: 'spend.csv', mimeType: 'text/csv', buffer: file(lines) })
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  const review = page.getByRole('button', { name: 'Import with these choices' })
  const repeated = page.getByRole('alert').getByText('4 lines of this file are already imported: importing it again would count them twice.')
  await review.or(repeated).first().waitFor({ timeout: 60_000 })
  if (await review.isVisible()) await review.click()
  await repeated.waitFor({ timeout: 60_000 })
  await page.getByRole('button', { name: 'Import anyway' }).waitFor()
  await visit(page, '/app/spending-analysis')
  await page.getByText('Total Spend').locator('..').getByText(money(total)).waitFor()
  const table = page.getByRole('region', { name: 'Spend by Business division' })
  await table.getByRole('row', { name: new RegExp(`Food ${money(4500.5).replace('$', '\\$')}`) }).waitFor()
  // the charts draw in as they come into view; the screenshot shows them drawn
  await viewCharts(page)
  await page.waitForTimeout(1_500)
  await screenshot(page, 'spend-dashboard-en')

  // ── by supplier: Filmes Sul first, with its share
  await page.getByLabel('Group by').selectOption({ label: 'Supplier' })
  const bySupplier = page.getByRole('region', { name: 'Spend by Supplier' })
  await bySupplier.getByRole('row').nth(1).getByText('Filmes Sul').waitFor()
  await bySupplier.getByRole('row', { name: /Aço Norte .*13\.5%/ }).waitFor()

  // ── a click on Filmes Sul's bar filters by it and looks one level finer: its materials
  await viewCharts(page)
  await page.locator('.recharts-bar-rectangle').first().click()
  const byMaterial = page.getByRole('region', { name: 'Spend by Material' })
  await byMaterial.waitFor()
  assert.equal(await page.getByRole('combobox', { name: 'Supplier' }).inputValue(), 'Filmes Sul')
  await page.getByText('Total Spend').locator('..').getByText(money(4500.5)).waitFor()
  await byMaterial.getByRole('row', { name: /Stretch film/ }).waitFor()
  assert.equal(await byMaterial.getByRole('row', { name: /Steel coil/ }).count(), 0)
  // the bar chosen can start a sourcing process, as its row can
  assert.match(
    await page.getByRole('link', { name: 'Start a sourcing process for Filmes Sul' }).first().getAttribute('href'),
    /\/app\/process\/new\?spendSupplier=Filmes(\+|%20)Sul/
  )

  // ── the export is the table as shown, every row of it
  const [exported] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()])
  const bytes = Buffer.from(await new Response(await exported.createReadStream()).arrayBuffer())
  assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf])
  const csv = bytes.subarray(3).toString('utf8').trim().split('\r\n')
  assert.deepEqual(csv, [
    'Material,Spend,Share (%),Cumulative share (%),ABC class',
    'Stretch film,2500.50,55.56,55.56,A',
    'Shrink film,2000.00,44.44,100.00,A',
  ])

  // ── the same screen in Portuguese
  const pt = await newPage(browser, 'pt')
  await signIn(pt, owner, 'pt')
  await pt.waitForURL(/\/app$/)
  await pt.goto('/app/spending-analysis')
  await pt.getByRole('region', { name: 'Gasto por Divisão de negócio' }).getByText('Alimentos').waitFor()
  await screenshot(pt, 'spend-dashboard-pt')

  // ── exchange rates, typed as each language writes numbers, saved and listed as the api keeps them
  const saveRate = async (screen, labels, { currency, month, rate }) => {
    await screen.getByRole('button', { name: labels.action }).click()
    const dialog = screen.getByRole('dialog', { name: labels.action })
    await dialog.getByLabel(labels.currency).selectOption(currency)
    await dialog.getByLabel(labels.month).fill(month)
    await dialog.getByLabel(labels.rate).fill(rate)
    await dialog.getByRole('button', { name: labels.save }).click()
    // the toaster stands outside the dialog, which hides the rest of the page from roles
    await screen.getByText(labels.saved).first().waitFor()
    return dialog
  }
  const en = await saveRate(
    page,
    { action: 'Exchange rates', currency: 'Currency', month: 'Month', rate: 'Rate', save: 'Save rate', saved: 'Rate saved' },
    { currency: 'USD', month: '2026-01', rate: '5.1234' }
  )
  await en.getByRole('row', { name: /2026-01\s+USD\s+5\.1234/ }).waitFor()
  const ptRates = await saveRate(
    pt,
    { action: 'Taxas de câmbio', currency: 'Moeda', month: 'Mês', rate: 'Taxa', save: 'Salvar taxa', saved: 'Taxa salva' },
    { currency: 'EUR', month: '2026-02', rate: '6,2345' }
  )
  await ptRates.getByRole('row', { name: /2026-02\s+EUR\s+6,2345/ }).waitFor()
  await ptRates.getByRole('row', { name: /2026-01\s+USD\s+5,1234/ }).waitFor()
})
