import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'

import {
  assertValue,
  companyDay,
  contractThroughApi,
  idTokenOf,
  launchBrowser,
  newPage,
  screenshot,
  signIn,
  signUpThroughApi,
  toast,
  viewCharts,
} from './browser.mjs'

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

/** Waits until a field shows the value (a prefill arrives after the page). */

/** A second contract, made through the api, for the one-row-at-a-time rule. */
const secondContract = async (owner, contractId) =>
  contractThroughApi(await idTokenOf(owner), {
    contractId,
    material: 'Corrugated cartons',
    supplier: 'Papelão Paulista',
    startDate: companyDay(-400),
    endDate: companyDay(300),
    currentBalance: '500',
    totalBalance: '1000',
    paymentTerm: 90,
    comment: 'On track',
  })

test('a contract is created, shown in its bucket, edited inline one row at a time, and counted on the dashboard', async () => {
  const stamp = Date.now()
  const owner = await signUpThroughApi(`contracts${stamp}`)
  await secondContract(owner, `CT-B-${stamp}`)
  const page = await newPage(browser, 'en')
  await signIn(page, owner, 'en')
  await page.waitForURL('**/app')

  // ── create: the rules show before anything is sent
  await page.goto('/app/traffic-light/contract')
  await page.getByRole('button', { name: 'New contract' }).click()
  await page.waitForURL('**/app/traffic-light/contract/new')
  await page.getByRole('button', { name: 'Create contract' }).click()
  await page.getByText('This field is required').first().waitFor()
  const contractId = `CT-A-${stamp}`
  await page.getByLabel('Contract id', { exact: true }).fill(contractId)
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'On going' })
  await page.getByLabel('Category manager', { exact: true }).selectOption({ label: 'Eva Shell (Owner)' })
  await page.getByLabel('Material', { exact: true }).fill('Stretch film')
  await page.getByLabel('Supplier', { exact: true }).fill('Filmes Sul')
  await page.getByLabel('Material category', { exact: true }).selectOption({ index: 1 })
  await page.getByLabel('Business division', { exact: true }).selectOption({ index: 1 })
  await page.getByLabel('Region', { exact: true }).selectOption({ index: 1 })
  await page.getByLabel('Start date', { exact: true }).fill(companyDay(-180))
  await page.getByLabel('End date', { exact: true }).fill(companyDay(20))
  await page.getByLabel('Payment term (days)', { exact: true }).fill('45')
  await page.getByLabel('Total balance', { exact: true }).fill('1200')
  await page.getByLabel('Current balance', { exact: true }).fill('1300')
  await page.getByLabel('Action needed', { exact: true }).check()
  await page.getByLabel('Action description', { exact: true }).selectOption({ label: 'Length and value' })
  await page.getByLabel('Estimated date of conclusion', { exact: true }).fill(companyDay(10))
  await page.getByLabel('Comment', { exact: true }).fill('Start the renewal')
  await page.getByRole('button', { name: 'Create contract' }).click()
  await page.getByText('The current balance cannot exceed the total balance').waitFor()
  await page.getByLabel('Current balance', { exact: true }).fill('600')
  await page.getByRole('button', { name: 'Create contract' }).click()
  await toast(page, 'Contract created successfully.')

  // ── the list opens on the new contract, ending in 20 days: less than 30
  await page.waitForURL(/\/app\/traffic-light\/contract\?contractId=/)
  const row = page.getByRole('row', { name: new RegExp(contractId) })
  await row.getByText('Less than 30 days').waitFor()
  assert.equal(await page.getByRole('row').count(), 2)
  await screenshot(page, 'contracts-list-en')

  // ── inline edit: one row at a time, every edit kept
  await page.getByRole('searchbox', { name: 'Search by contract id' }).fill('')
  await page.getByRole('row', { name: new RegExp(`CT-B-${stamp}`) }).waitFor()
  await page.getByRole('button', { name: `Edit ${contractId}` }).click()
  await page.getByRole('textbox', { name: 'Comment' }).fill('Renewal agreed with Filmes Sul')
  await page.getByRole('button', { name: `Edit CT-B-${stamp}` }).click()
  await toast(page, 'You must finish editing the current item first')
  await page.getByRole('textbox', { name: 'Amount balance' }).fill('5000')
  await page.getByRole('button', { name: `Save ${contractId}` }).click()
  await toast(page, 'The current balance cannot exceed the total balance')
  await page.getByRole('textbox', { name: 'Amount balance' }).fill('600')
  await page.getByRole('button', { name: `Save ${contractId}` }).click()
  await toast(page, 'Contract saved')
  await page.getByRole('cell', { name: 'Renewal agreed with Filmes Sul' }).waitFor()
  await page.getByRole('button', { name: `History of ${contractId}` }).click()
  const history = page.getByRole('dialog', { name: `Changes to ${contractId}` })
  await history.getByText('Comment: Start the renewal → Renewal agreed with Filmes Sul').waitFor()
  await page.keyboard.press('Escape')

  // ── CSV: a file with a bad row imports nothing and says why; the list exports as the user sees it
  const header =
    'contractId,material,supplier,materialCategory,categoryManager,businessDivision,region,startDate,endDate,' +
    'currentBalance,totalBalance,paymentTerm,actionNeed,actionDescription,status,estimatedConclusionDate,comment'
  const csvLine = (id, region) =>
    `CT-C-${stamp},Resina PEAD,Polímeros São José,,${owner.email},,${region},${companyDay(-30)},${companyDay(400)},900,1000,30,no,LENGTH,ON_GOING,${companyDay(400)},Imported`
  const importFile = async (region) => {
    await page.getByRole('button', { name: 'Import CSV' }).click()
    const dialog = page.getByRole('dialog', { name: 'Import contracts' })
    await dialog
      .getByLabel('Drop the CSV file here or click to choose it', { exact: true })
      .setInputFiles({ name: 'contracts.csv', mimeType: 'text/csv', buffer: Buffer.from(`${header}\n${csvLine(stamp, region)}\n`) })
    return dialog
  }
  const refused = await importFile('MARS')
  await refused.getByRole('alert').getByText('Nothing was imported: 3 problems in the file').waitFor()
  await refused.getByRole('cell', { name: 'materialCategory' }).waitFor()
  await page.keyboard.press('Escape')
  assert.equal(await page.getByRole('row', { name: new RegExp(`CT-C-${stamp}`) }).count(), 0)
  const [exported] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()])
  const bytes = Buffer.from(await new Response(await exported.createReadStream()).arrayBuffer())
  // the byte-order mark that makes spreadsheet programs read the accents as UTF-8
  assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf])
  const csv = bytes.subarray(3).toString('utf8')
  assert.ok(csv.startsWith('Status,Contract id,Material,Supplier name'))
  assert.match(csv, new RegExp(`Renewal agreed with Filmes Sul`))
  // the export goes back in as it is: nothing changes, and the dialog says so row by row
  await page.getByRole('button', { name: 'Import CSV' }).click()
  const roundTrip = page.getByRole('dialog', { name: 'Import contracts' })
  await roundTrip
    .getByLabel('Drop the CSV file here or click to choose it', { exact: true })
    .setInputFiles({ name: 'contracts.csv', mimeType: 'text/csv', buffer: bytes })
  await roundTrip.getByRole('status').getByRole('row', { name: new RegExp(`${contractId}\\s+unchanged`) }).waitFor()
  await page.keyboard.press('Escape')

  // ── from the expiring contract, a sourcing process starts prefilled from it
  await page.getByRole('button', { name: `Start a sourcing process from ${contractId}` }).click()
  await page.waitForURL(/\/app\/process\/new\?contract=/)
  const general = page.getByRole('region', { name: 'General information' })
  await assertValue(general.getByLabel('Title', { exact: true }), 'Stretch film · Filmes Sul')
  const details = page.getByRole('region', { name: 'Process details' })
  await assertValue(details.getByLabel('Parent process description', { exact: true }), `Contract ${contractId} with Filmes Sul`)
  assert.equal(
    await details.getByLabel('Process type', { exact: true }).evaluate((select) => select.selectedOptions[0].text),
    'Extension (length and value)'
  )

  // ── the dashboard counts it, and its filters narrow every figure at once
  await page.goto('/app/traffic-light')
  const buckets = page.getByRole('region', { name: 'Term and balance' }).last()
  const total = page.getByText('Total contracts').locator('..')
  await total.getByText('2', { exact: true }).waitFor()
  await page.getByLabel('Supplier', { exact: true }).selectOption('Filmes Sul')
  await total.getByText('1', { exact: true }).waitFor()
  const soon = buckets.getByRole('row', { name: /Less than 30 days/ })
  assert.deepEqual(await soon.getByRole('cell').allInnerTexts(), ['1', '0'])
  await viewCharts(page)
  await screenshot(page, 'contracts-dashboard-en')
  // the filters live in the address: a reload keeps them
  await page.waitForURL(/supplier=Filmes(\+|%20)Sul/)
  await page.reload()
  await total.getByText('1', { exact: true }).waitFor()
  // a bucket's number opens the list of exactly the contracts it counts, the dashboard's filters kept
  await soon.getByRole('link', { name: '1 contract by term: Less than 30 days' }).click()
  await page.waitForURL(/\/app\/traffic-light\/contract\?.*termBucket=LESS_THAN_30/)
  await page.getByText('Term: Less than 30 days').waitFor()
  await page.getByRole('row', { name: new RegExp(contractId) }).waitFor()
  assert.equal(await page.getByRole('row').count(), 2)
  assert.match(page.url(), /supplier=Filmes/)
  await page.context().close()
})
