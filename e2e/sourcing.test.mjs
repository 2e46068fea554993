import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'

import {
  launchBrowser,
  newPage,
  pasteInto,
  screenshot,
  seriousAccessibilityViolations,
  signIn,
  signUpThroughApi,
  toast,
} from './browser.mjs'

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

const fillItemDetail = async (page, section, { volume, historical, baseline }) => {
  const item = page.getByRole('region', { name: section })
  await item.getByLabel('Category', { exact: true }).selectOption({ label: 'RAW · Raw materials' })
  await item.getByLabel('Unit of measure', { exact: true }).selectOption({ label: 'KG · Kilogram' })
  await item.getByLabel('Incoterm', { exact: true }).selectOption({ label: 'CIF · Cost, Insurance and Freight' })
  await item.getByLabel('Supply origin', { exact: true }).selectOption({ label: 'DOMESTIC · Domestic' })
  await item.getByLabel('Annual volume', { exact: true }).first().fill(String(volume))
  await item.getByLabel('Payment terms (days)', { exact: true }).fill('60')
  await item.getByLabel('Historical price', { exact: true }).fill(String(historical))
  await item.getByLabel('Baseline price', { exact: true }).fill(String(baseline))
  await item.getByLabel('Length (months)', { exact: true }).fill('12')
  await item.getByLabel('Annual value', { exact: true }).fill(String(volume * historical))
  await item.getByLabel('Annual volume', { exact: true }).nth(1).fill(String(volume))
}

test('a buyer runs a process through every step, splits an award, attaches a file and deletes the process', async () => {
  const stamp = Date.now()
  const owner = await signUpThroughApi(`sourcing${stamp}`)
  const page = await newPage(browser, 'en')
  await signIn(page, owner, 'en')
  await page.waitForURL('**/app')

  // ── create: two items, two plants, one approver
  await page.goto('/app/process')
  await page.getByRole('button', { name: 'New process' }).click()
  await page.waitForURL('**/app/process/new')
  await page.getByRole('button', { name: 'Create process' }).click()
  await page.getByText('This field is required').first().waitFor()
  const general = page.getByRole('region', { name: 'General information' })
  await general.getByLabel('Title', { exact: true }).fill('Steel and resin 2027')
  await general.getByLabel('Category manager', { exact: true }).selectOption({ index: 1 })
  await general.getByLabel('Process description', { exact: true }).fill('Hot-rolled steel and HDPE resin')
  await general.getByLabel('Executive summary', { exact: true }).fill('Two suppliers, two rounds, split award on steel')
  await page.getByLabel('Process type', { exact: true }).selectOption({ label: 'New' })
  await page.getByLabel('Process profile', { exact: true }).selectOption({ label: 'Less than 3 suppliers' })
  await page.getByLabel('Parent process number', { exact: true }).fill('PR-2026/07')
  await page.getByLabel('Parent process description', { exact: true }).fill('First contract')
  await page.getByLabel('Effective date', { exact: true }).fill('2027-01-01')
  await page.getByLabel('Ending date', { exact: true }).fill('2026-12-31')
  await page.getByLabel('Current contract status', { exact: true }).selectOption({ label: 'No current contract' })
  await page.getByLabel('Currency', { exact: true }).selectOption({ label: 'BRL · Brazilian real' })
  const workflow = page.getByRole('region', { name: 'Approval workflow' })
  await workflow.getByLabel('Approver', { exact: true }).selectOption({ index: 1 })
  await workflow.getByLabel('Title', { exact: true }).fill('Director')
  const items = page.getByRole('region', { name: 'Items' })
  await items.getByLabel('Code', { exact: true }).fill('STEEL-1')
  await items.getByLabel('Description', { exact: true }).fill('Steel coil')
  await page.getByRole('button', { name: 'Add item' }).click()
  await items.getByLabel('Code', { exact: true }).nth(1).fill('RESIN-2')
  await items.getByLabel('Description', { exact: true }).nth(1).fill('HDPE resin')
  const plants = page.getByRole('region', { name: 'Plants' })
  await plants.getByLabel('Plant', { exact: true }).fill('P100')
  await plants.getByLabel('Description', { exact: true }).fill('Campinas')
  await plants.getByLabel('Region', { exact: true }).selectOption({ label: 'BR-SE · Southeast' })
  await plants.getByLabel('Country', { exact: true }).selectOption({ label: 'BR · Brazil' })
  await page.getByRole('button', { name: 'Add plant' }).click()
  await plants.getByLabel('Plant', { exact: true }).nth(1).fill('P200')
  await plants.getByLabel('Description', { exact: true }).nth(1).fill('Joinville')
  await plants.getByLabel('Region', { exact: true }).nth(1).selectOption({ label: 'BR-S · South' })
  await plants.getByLabel('Country', { exact: true }).nth(1).selectOption({ label: 'BR · Brazil' })
  await page.getByRole('button', { name: 'Create process' }).click()
  await page.getByText('The effective date must be before the ending date').waitFor()
  await page.getByLabel('Ending date', { exact: true }).fill('2028-12-31')
  await screenshot(page, 'process-create-en')
  await page.getByRole('button', { name: 'Create process' }).click()
  await page.waitForURL('**/items')
  const processUrl = page.url().replace(/\/items$/, '')
  const heading = page.getByRole('heading', { level: 1, name: /PRC-\d{4}-\d{4}/ })
  const code = (await heading.textContent()).match(/PRC-\d{4}-\d{4}/)[0]

  // ── items: details with computed values
  await fillItemDetail(page, 'STEEL-1 · Steel coil', { volume: 1000, historical: 100, baseline: 110 })
  await fillItemDetail(page, 'RESIN-2 · HDPE resin', { volume: 500, historical: 40, baseline: 42 })
  await page
    .getByRole('region', { name: 'STEEL-1 · Steel coil' })
    .getByText('R$100,000.00')
    .first()
    .waitFor()
  await page.getByRole('button', { name: 'Save and submit' }).click()
  await toast(page, 'Items saved')
  await page.waitForURL('**/pipeline')

  // ── pipeline: expected prices; savings per the shared formula
  await page.getByLabel('STEEL-1 Expected unit price', { exact: true }).fill('95')
  await page.getByLabel('RESIN-2 Expected unit price', { exact: true }).fill('40')
  const steelLine = page.getByRole('row', { name: /STEEL-1/ })
  await steelLine.getByRole('cell', { name: 'R$15,000.00' }).waitFor()
  await page.getByRole('button', { name: 'Save and submit' }).click()
  await toast(page, 'Pipeline saved')
  await page.waitForURL('**/suppliers')

  // ── suppliers: two, created in the master from the step's type-ahead
  for (const [name, vat, sap, approved] of [
    ['Alpha Metals', '11.222.333/0001-81', 'SAP-100', false],
    ['Beta Polymers', '24.735.170/4936-00', 'SAP-200', true],
  ]) {
    await page.getByRole('combobox', { name: 'Add a supplier' }).fill(name)
    await page.getByRole('option', { name: `Create supplier “${name}”` }).click()
    const dialog = page.getByRole('dialog', { name: 'New supplier' })
    assert.equal(await dialog.getByLabel('Name').inputValue(), name)
    await dialog.getByLabel('VAT number').fill(vat)
    await dialog.getByLabel('SAP code').fill(sap)
    await dialog.getByLabel('Country').selectOption({ label: 'BR · Brazil' })
    if (approved) await dialog.getByLabel('Technical approval').check()
    await dialog.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('rowheader', { name }).waitFor()
  }
  // a supplier of the master is found by its VAT, and offered once
  await page.getByRole('combobox', { name: 'Add a supplier' }).fill('11222333')
  await page.getByRole('option', { name: /Alpha Metals.*Already in this process/ }).waitFor()
  await screenshot(page, 'process-suppliers-step')
  await page.getByRole('combobox', { name: 'Add a supplier' }).fill('')
  await page.getByRole('button', { name: 'Save and submit' }).click()
  await toast(page, 'Suppliers saved')
  await page.waitForURL('**/quotations')

  // ── quotations: round 1 pasted from a spreadsheet, round 2 with the awards
  const cell = (supplier, item, field) => page.getByLabel(`${supplier} ${item} ${field}`, { exact: true })
  const steel = 'STEEL-1 · Steel coil'
  await pasteInto(
    cell('Alpha Metals', steel, 'Response'),
    ['ANSWERED\t105\t102\t100', 'ANSWERED\t104\t101\t99', 'ANSWERED\t45\t44\t43', 'DECLINED\t\t\t'].join('\n')
  )
  await assert.doesNotReject(cell('Alpha Metals', steel, 'Negotiated proposal').inputValue())
  assert.equal(await cell('Alpha Metals', steel, 'Negotiated proposal').inputValue(), '100')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await toast(page, 'Quotations saved')

  // the next round opens from the address the New round button leads to (?round=2)
  await page.getByRole('button', { name: 'New round' }).waitFor()
  await page.goto(`${processUrl}/quotations?round=2`)
  await page.getByRole('tab', { name: 'Round 2' }).waitFor()
  assert.equal(await page.getByRole('tab', { name: 'Round 2' }).getAttribute('aria-selected'), 'true')
  await pasteInto(
    cell('Alpha Metals', steel, 'Response'),
    [
      'ANSWERED\t100\t98\t95\t\tyes\t24\tMONTHS\t95\t600',
      'ANSWERED\t99\t97\t96\t\tyes\t24\tMONTHS\t96\t400',
      'ANSWERED\t43\t42\t41\t\t\t\t\t\t',
      'DECLINED\t\t\t\t\t\t\t\t\t',
    ].join('\n')
  )
  // keyboard: Enter moves down the column
  await cell('Alpha Metals', steel, 'Vendor code').fill('V-ALPHA')
  await cell('Alpha Metals', steel, 'Vendor code').press('Enter')
  await page.keyboard.type('V-BETA')
  assert.equal(await cell('Beta Polymers', steel, 'Vendor code').inputValue(), 'V-BETA')
  await screenshot(page, 'process-quotations-en')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await toast(page, 'Quotations saved')

  // ── awardees: steel split 60/40; more than the item's volume is refused
  await page.getByRole('link', { name: '6. Awardees' }).click()
  await page.waitForURL('**/awardees')
  const alpha = page.getByRole('region', { name: `Alpha Metals · ${steel} (Round 2)` })
  const beta = page.getByRole('region', { name: `Beta Polymers · ${steel} (Round 2)` })
  await alpha.getByText('Split award: 2 suppliers share this item').waitFor()
  await alpha.getByText('60 %').waitFor()
  for (const award of [alpha, beta]) {
    await award.getByLabel('Price mechanism', { exact: true }).fill('Fixed, yearly IPCA adjustment')
    await award.getByLabel('Rebate detail', { exact: true }).fill('None')
  }
  await beta.getByLabel('Evergreen or automatic renewal', { exact: true }).check()
  await beta.getByLabel('Annual volume', { exact: true }).fill('500')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await toast(page, 'The awards of item STEEL-1 exceed its annual volume')
  await beta.getByLabel('Annual volume', { exact: true }).fill('400')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await toast(page, 'Awards saved')
  await alpha.getByText('R$114,000.00').waitFor()

  // ── attachments: upload, download the same bytes
  const quote = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5000, 'q')])
  await page
    .getByLabel('Drop a file here or click to attach one', { exact: true })
    .setInputFiles({ name: 'cotação final.pdf', mimeType: 'application/pdf', buffer: quote })
  await toast(page, 'File attached')
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download cotação final.pdf' }).click()
  const download = await downloading
  const chunks = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk)
  assert.ok(Buffer.concat(chunks).equals(quote))
  assert.equal(download.suggestedFilename(), 'cotação final.pdf')

  await page.goto(`${processUrl}/general`)
  await page.getByRole('heading', { name: new RegExp(code) }).waitFor()
  assert.deepEqual(await seriousAccessibilityViolations(page), [])
  await screenshot(page, 'process-general-en')

  // ── delete: the process and everything under it
  await page.getByRole('button', { name: 'Delete process' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete process' }).click()
  await toast(page, 'Process deleted successfully')
  await page.waitForURL('**/app/process')
  await page.getByText('No process yet. Create the first one with New process.').waitFor()
  await page.context().close()
})

test('the process list speaks Portuguese and finds a process by its ID', async () => {
  const stamp = Date.now()
  const owner = await signUpThroughApi(`lista${stamp}`, 'pt')
  const page = await newPage(browser, 'pt')
  await signIn(page, owner, 'pt')
  await page.waitForURL('**/app')
  await page.goto('/app/process')
  await page.getByText('Nenhum processo ainda. Crie o primeiro em Novo processo.').waitFor()
  await page.getByRole('button', { name: 'Novo processo' }).waitFor()
  await page.getByLabel('Buscar por ID, título ou descrição', { exact: true }).fill('PRC-2026-0001')
  await screenshot(page, 'process-list-pt')
  await page.context().close()
})
