import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'

import ExcelJS from 'exceljs'

import { launchBrowser, newPage, screenshot, signIn, signUpThroughApi, visit } from './browser.mjs'

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

const money = (value) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'BRL' }).format(value)

/** An English ERP workbook: a title above the header, a material group and a unit the lists lack. */
const workbook = async () => {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('Spend')
  sheet.addRow(['Purchasing spend, Q1 2026'])
  sheet.addRow([])
  sheet.addRow(['Posting Date', 'Vendor Name', 'Material Description', 'Material Group', 'Plant', 'Region', 'Division', 'Quantity', 'Unit', 'Net Value', 'Currency'])
  const rows = [
    [new Date(Date.UTC(2026, 0, 12)), 'Filmes Sul', 'Stretch film', 'RESIN', 'Campinas', 'BR-SE', 'FOOD', 100, 'KG', 1234.56, 'BRL'],
    [new Date(Date.UTC(2026, 1, 3)), 'Filmes Sul', 'Shrink film', 'PACKAGING', 'Campinas', 'BR-SE', 'FOOD', 50, 'KGS', 800.1, 'BRL'],
    [new Date(Date.UTC(2026, 1, 20)), 'Aço Norte', 'Steel coil', 'STEEL', 'Manaus', 'BR-S', 'AGRO', 2, 'TON', 5000, 'BRL'],
    [new Date(Date.UTC(2026, 2, 9)), 'Aço Norte', 'Steel coil', 'STEEL', 'Manaus', 'BR-S', 'AGRO', 1, 'TON', 2499.99, 'BRL'],
  ]
  for (const row of rows) sheet.addRow(row)
  return Buffer.from(await book.xlsx.writeBuffer())
}
const TOTAL = 1234.56 + 800.1 + 5000 + 2499.99

test('spend import: an XLSX mapped, two unknown values mapped, left and found done, rolled back', async () => {
  const owner = await signUpThroughApi(Date.now())
  const page = await newPage(browser, 'en')
  await signIn(page, owner, 'en')
  await page.waitForURL(/\/app$/)
  await visit(page, '/app/spending-analysis')
  await page.getByRole('link', { name: 'Import spend' }).click()
  await page.waitForURL(/\/app\/spending-analysis\/imports$/)

  await page
    .getByLabel('Drop a CSV or XLSX extract here, or click to choose it', { exact: true })
    .setInputFiles({
      name: 'spend-q1.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await workbook(),
    })

  // ── the mapping: the header found under the title, each column's field suggested
  await page.getByRole('heading', { name: 'Map the columns' }).waitFor()
  assert.equal(await page.getByLabel('Header row').inputValue(), '3')
  const fieldOf = (header) => page.getByLabel(`Field of ${header}`, { exact: true }).inputValue()
  assert.equal(await fieldOf('Posting Date'), 'date')
  assert.equal(await fieldOf('Vendor Name'), 'supplier')
  assert.equal(await fieldOf('Net Value'), 'amount')
  assert.equal(await fieldOf('Currency'), 'currency')
  await page.getByRole('cell', { name: '2026-01-12' }).waitFor()
  await page.getByLabel('Save as import profile (optional)').fill('ERP workbook')
  await screenshot(page, 'spend-import-mapping-en')
  await page.getByRole('button', { name: 'Import', exact: true }).click()

  // ── the review: the two values no list holds, mapped; the two suppliers kept as written
  await page.getByRole('heading', { name: 'Review before importing' }).waitFor({ timeout: 60_000 })
  await page.getByRole('row', { name: /Aço Norte\s+2\s+R\$7,499\.99/ }).waitFor()
  const submit = page.getByRole('button', { name: 'Import with these choices' })
  assert.equal(await submit.isDisabled(), true)
  await page.getByLabel('Material category: PACKAGING').selectOption('RESIN')
  await page.getByLabel('Unit: KGS').selectOption('KG')
  await screenshot(page, 'spend-import-review-en')
  await submit.click()
  const importUrl = page.url()

  // ── left while it runs, and found again in the list, done
  await visit(page, '/app/spending-analysis')
  await page.getByRole('link', { name: 'Import spend' }).click()
  const listed = page.getByRole('row', { name: /spend-q1\.xlsx/ })
  await listed.getByText('Imported').waitFor({ timeout: 60_000 })
  await listed.getByRole('cell', { name: money(TOTAL) }).waitFor()
  await listed.getByRole('link', { name: 'spend-q1.xlsx' }).click()
  assert.equal(page.url(), importUrl)
  await page.getByRole('status').getByText(`4 lines imported, ${money(TOTAL)} in all`).waitFor()

  // ── the dashboard moved
  await page.getByRole('link', { name: 'Open the spending analysis' }).click()
  await page.getByText('Total Spend').locator('..').getByText(money(TOTAL)).waitFor()
  await page.getByLabel('Group by').selectOption({ label: 'Material category' })
  await page.getByRole('region', { name: 'Spend by Material category' }).getByRole('row', { name: /Resins/ }).waitFor()

  // ── rolled back: the lines leave, the import stays in the list
  await visit(page, importUrl)
  await page.getByRole('button', { name: 'Roll back' }).click()
  await page.getByRole('dialog', { name: 'Roll back this import?' }).getByRole('button', { name: 'Roll back' }).click()
  await page.getByText(/Rolled back by .+ on /).waitFor()
  await visit(page, '/app/spending-analysis')
  await page.getByText("No spend yet. Import your ERP's spend extract (CSV or XLSX) to see it here.").waitFor()
  await page.getByRole('link', { name: 'Import spend' }).click()
  await page.getByRole('row', { name: /spend-q1\.xlsx/ }).getByText('Rolled back').waitFor()
})
