// Real-shaped ERP extracts imported through the screens with their suggestions accepted as they come:
// the dashboard's spend per supplier equals PostgreSQL's numeric sums of the files' valid lines, one row
// per supplier code however the file spells it.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'

import Papa from 'papaparse'
import pg from 'pg'

import { finishImport, launchBrowser, newPage, screenshot, signIn, signUpThroughApi, visit } from './browser.mjs'
import { money, TAGS, tr, trPattern } from './catalogue.mjs'
import { protheusCsv, protheusExtract, protheusXlsx, sapCsv, sapExtract, sapXlsx } from './erpExtracts.mjs'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL, max: 1 })

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
  await pool.end()
})

/** Uploads a file and checks the mapping screen's reading of it, before accepting its suggestions. */
const upload = async (page, locale, file, reading) => {
  await visit(page, '/app/spending-analysis')
  await page.getByRole('link', { name: tr(locale, 'spendImports.action') }).click()
  await page.getByLabel(tr(locale, 'spendImports.upload.drop'), { exact: true }).setInputFiles(file)
  await page.getByRole('heading', { name: tr(locale, 'spendImports.mapping.title') }).waitFor()
  // a select's name also holds its chosen option's text
  const value = (label) => page.getByLabel(tr(locale, `spendImports.mapping.${label}`)).inputValue()
  assert.equal(await value('headerRow'), String(reading.headerRow), `${file.name}: its header row`)
  if (reading.delimiter) {
    assert.equal(await value('encoding'), reading.encoding, `${file.name}: its encoding`)
    assert.equal(await value('delimiter'), reading.delimiter, `${file.name}: its delimiter`)
  }
  const field = (header) =>
    page.getByLabel(tr(locale, 'spendImports.mapping.field', { header }), { exact: true }).inputValue()
  for (const [header, expected] of Object.entries(reading.fields))
    assert.equal(await field(header), expected, `${file.name}: the field of ${header}`)
}

/** The valid lines' spend per supplier code, summed by PostgreSQL in numeric, named by the code's first spelling; the most first. */
const expectedBySupplier = async (extracts) => {
  const lines = extracts.flatMap((extract) => extract.valid)
  const names = new Map(extracts.flatMap((extract) => [...extract.names]))
  const { rows } = await pool.query(
    `SELECT code, sum(amount::numeric)::text AS spend FROM unnest($1::text[], $2::text[]) AS line(code, amount)
     GROUP BY code ORDER BY sum(amount::numeric) DESC`,
    [lines.map((line) => line.code), lines.map((line) => line.amount)]
  )
  return rows.map(({ code, spend }) => ({ code, name: names.get(code), spend }))
}

/** What the company stored: its lines' spend per supplier code, and the names they go by. */
const storedBySupplier = async (email) =>
  (
    await pool.query(
      `SELECT "supplierCode" AS code, min(supplier) AS name, count(DISTINCT supplier)::int AS names,
         sum("spendAmount")::text AS spend
       FROM "SpendLine" WHERE "companyId" = (SELECT "companyId" FROM "User" WHERE email = $1) GROUP BY 1`,
      [email]
    )
  ).rows

/** The dashboard's table of spend by supplier, once it shows `top` first: [name, spend] per row. */
const dashboardBySupplier = async (page, locale, top) => {
  await visit(page, '/app/spending-analysis')
  const dimension = tr(locale, 'spend.dimensions.supplier')
  await page.getByLabel(tr(locale, 'spend.dimension')).selectOption({ label: dimension })
  const measure = tr(locale, 'spend.measures.spend')
  const table = page.getByRole('region', { name: tr(locale, 'spend.table.title', { measure, dimension }) })
  await table.locator('tbody tr').first().locator('th', { hasText: top }).waitFor()
  return Promise.all(
    (await table.locator('tbody tr').all()).map(async (row) => [
      (await row.locator('th').textContent()).trim(),
      (await row.locator('td').nth(1).textContent()).trim(),
    ])
  )
}

const byName = (a, b) => a[0].localeCompare(b[0])

/** The lines' total, summed by PostgreSQL in numeric. */
const totalOf = async (lines) =>
  (await pool.query('SELECT sum(amount::numeric)::text AS total FROM unnest($1::text[]) AS amount', [lines.map((line) => line.amount)]))
    .rows[0].total

/** The done screen: the lines imported and their total, the lines left out; the problems file's rows. */
const assertImported = async (page, locale, extract, firstLine) => {
  const lines = new Intl.NumberFormat(TAGS[locale]).format(extract.valid.length)
  const total = money(locale, await totalOf(extract.valid))
  await page.getByRole('status').getByText(tr(locale, 'spendImports.done.imported', { lines, total }), { exact: true }).waitFor()
  const leftOut = extract.badAt.length
  await page.getByText(tr(locale, `spendImports.done.leftOut${leftOut === 1 ? '_one' : ''}`, { count: leftOut })).waitFor()
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: tr(locale, 'spendImports.failed.download') }).click(),
  ])
  const text = Buffer.from(await new Response(await file.createReadStream()).arrayBuffer()).toString('utf8')
  const [, ...rows] = Papa.parse(text.replace(/^\ufeff/, '').trim()).data
  assert.deepEqual(
    rows.map((row) => Number(row[0])),
    extract.badAt.map((at) => at + firstLine),
    'each line left out named by its line in the file'
  )
  return rows
}

const SAP_FIELDS = {
  Lieferant: 'supplierCode',
  'Name 1': 'supplier',
  Nettopreis: '',
  Nettobestellwert: 'amount',
  Bestellmenge: 'volume',
  Belegdatum: 'date',
}
const PROTHEUS_FIELDS = {
  Fornecedor: 'supplierCode',
  'Razao Social': 'supplier',
  'Prc Unitario': '',
  'Vlr. Total': 'amount',
  Quantidade: 'volume',
  'Dt Emissao': 'date',
}

for (const { format, locale, sap, protheus } of [
  { format: 'CSV', locale: 'pt', sap: sapCsv, protheus: protheusCsv },
  { format: 'XLSX', locale: 'en', sap: sapXlsx, protheus: protheusXlsx },
]) {
  test(`an SAP list and a Protheus report as ${format}, suggestions accepted (${locale}): spend per supplier code to the cent`, async () => {
    const owner = await signUpThroughApi(`erp${format}${Date.now()}`, locale)
    const page = await newPage(browser, locale)
    await signIn(page, owner, locale)
    await page.waitForURL(/\/app$/)
    const extracts = [sapExtract(), protheusExtract()]
    const csv = format === 'CSV'

    await upload(page, locale, await sap(extracts[0]), {
      headerRow: 1,
      ...(csv && { encoding: 'windows-1252', delimiter: ';' }),
      fields: SAP_FIELDS,
    })
    await finishImport(page, locale)
    const problems = await assertImported(page, locale, extracts[0], 2)
    assert.deepEqual(
      problems.map((row) => row.slice(1)),
      [
        ['Belegdatum', '31.02.2026', tr(locale, 'spend.import.date')],
        ['Nettobestellwert', '12.3a4,00', tr(locale, 'spend.import.number')],
        ['Name 1', '', tr(locale, 'spend.import.required')],
      ]
    )
    // the hint names the dotted days the file writes
    assert.match(problems[0][3], locale === 'pt' ? /DD\.MM\.AAAA/ : /DD\.MM\.YYYY/)
    await upload(page, locale, await protheus(extracts[1]), {
      headerRow: 4,
      ...(csv && { encoding: 'utf-8', delimiter: ';' }),
      fields: PROTHEUS_FIELDS,
    })
    await finishImport(page, locale)
    await assertImported(page, locale, extracts[1], 5)

    const expected = await expectedBySupplier(extracts)
    assert.equal(expected.length, 20, 'twenty supplier codes, more than the charts show')
    assert.deepEqual(
      (await storedBySupplier(owner.email)).sort((a, b) => a.code.localeCompare(b.code)),
      expected
        .map(({ code, name, spend }) => ({ code, name, names: 1, spend }))
        .sort((a, b) => a.code.localeCompare(b.code)),
      'one name per code, its spend the valid lines summed'
    )
    const shown = await dashboardBySupplier(page, locale, expected[0].name)
    assert.deepEqual(
      shown.sort(byName),
      expected.map(({ name, spend }) => [name, money(locale, spend)]).sort(byName)
    )
    await screenshot(page, `erp-extracts-${format.toLowerCase()}-${locale}`)
  })
}

test('an import left at its mapping is discarded; the review names each supplier’s picker (pt)', async () => {
  const locale = 'pt'
  const owner = await signUpThroughApi(`erpReview${Date.now()}`, locale)
  const page = await newPage(browser, locale)
  await signIn(page, owner, locale)
  await page.waitForURL(/\/app$/)
  const extract = sapExtract()
  const file = sapCsv(extract)

  await upload(page, locale, file, { headerRow: 1, fields: {} })
  await page.getByRole('button', { name: tr(locale, 'spendImports.discard.action') }).click()
  await page
    .getByRole('dialog', { name: tr(locale, 'spendImports.discard.title') })
    .getByRole('button', { name: tr(locale, 'spendImports.discard.action') })
    .click()
  await page.getByText(tr(locale, 'spendImports.done.cancelled')).waitFor()
  await visit(page, '/app/spending-analysis/imports')
  await page
    .getByRole('row', { name: new RegExp(file.name.replace('.', '\\.')) })
    .getByText(tr(locale, 'spendImports.status.CANCELLED'))
    .waitFor()

  await upload(page, locale, file, { headerRow: 1, fields: {} })
  await page.getByRole('button', { name: tr(locale, 'spendImports.mapping.start'), exact: true }).click()
  await page.getByRole('button', { name: trPattern(locale, 'spendImports.failed.importValid') }).click({ timeout: 60_000 })
  await page.getByRole('heading', { name: tr(locale, 'spendImports.review.title') }).waitFor({ timeout: 60_000 })
  // one picker per supplier not in the master, each named by the file's first spelling
  for (const name of extract.names.values())
    assert.equal(
      await page.getByRole('combobox', { name: tr(locale, 'spendImports.review.pickFor', { name }), exact: true }).count(),
      1,
      `the picker for ${name}`
    )
  await screenshot(page, 'erp-extract-review-pt')
})
