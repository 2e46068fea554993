// The procurement loop of issue "One procurement loop", in the browser: spend → sourcing → award →
// contract → expiry → renewal. What a buyer types on every step is tested elsewhere (sourcing,
// approval, contracts); here each hand-over from one area to the next is.
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { after, before, test } from 'node:test'
import { promisify } from 'node:util'

import {
  assertValue,
  companyDay,
  graphqlAs,
  idTokenOf,
  importSpend,
  launchBrowser,
  newPage,
  pasteInto,
  roleThroughApi,
  screenshot,
  signIn,
  signUpThroughApi,
  toast,
  userThroughApi,
  visit,
} from './browser.mjs'

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

const HEADER = 'date,businessDivision,region,categoryManager,supplier,material,materialCategory,plant,amount,currency,volume,unit'
const PASSWORD = 'L00p!Approver'

/** The 15th of the month `months` before this one, as the spend file writes a date. */
const monthsAgo = (months) => {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 15)).toISOString().slice(0, 10)
}

const run = promisify(execFile)

/** Chooses the option whose text matches `pattern` (a person's option also says their role). */
const chooseOption = async (select, pattern) =>
  select.selectOption(
    await select.evaluate((element, source) => [...element.options].find((option) => new RegExp(source).test(option.text))?.value, pattern.source)
  )

test('spend starts a process whose award becomes contracts; one expires and is renewed', async () => {
  const stamp = Date.now()
  const owner = await signUpThroughApi(`loop${stamp}`)
  const token = await idTokenOf(owner)
  const roleId = await roleThroughApi(token, { name: 'Approver', description: 'Approves processes', priority: 50 })
  const approver = async (firstName) => {
    const account = { email: `${firstName.toLowerCase()}.loop.${stamp}@example.com`, password: PASSWORD }
    await userThroughApi(token, {
      ...account,
      firstName,
      lastName: 'Loop',
      userName: `${firstName.toLowerCase()}.loop.${stamp}`,
      roleId,
    })
    return account
  }
  const ana = await approver('Ana')
  const bruno = await approver('Bruno')
  const { referenceData } = await graphqlAs(token, '{ referenceData { countries { id code } } }')
  await graphqlAs(token, 'mutation ($input: SupplierInput!) { createSupplier(input: $input) { id } }', {
    input: {
      name: 'Filmes Sul Ltda.',
      vat: '11.222.333/0001-81',
      sapCode: `V-${stamp}`,
      countryId: referenceData.countries.find((country) => country.code === 'BR').id,
      technicalApproval: true,
      associatedParty: false,
      litigant: false,
      contacts: [{ name: 'Vendas', email: 'vendas@filmessul.example', language: 'pt' }],
    },
  })

  const page = await newPage(browser, 'en')
  await signIn(page, owner, 'en')
  await page.waitForURL('**/app')

  // ── the year's spend: Filmes Sul sells stretch film (1,500 for 150 kg) and PET resin (400 for 20 kg)
  const lines = [
    [monthsAgo(1), 'FOOD', 'BR-SE', owner.email, 'Filmes Sul', 'Stretch film', 'RESIN', 'P100', '1000.00', 'BRL', '100', 'KG'],
    [monthsAgo(2), 'FOOD', 'BR-SE', owner.email, 'Filmes Sul', 'Stretch film', 'RESIN', 'P100', '500.00', 'BRL', '50', 'KG'],
    [monthsAgo(3), 'FOOD', 'BR-SE', owner.email, 'Filmes Sul', 'PET resin', 'RESIN', 'P100', '400.00', 'BRL', '20', 'KG'],
    [monthsAgo(2), 'AGRO', 'BR-S', '', 'Aço Norte', 'Steel coil', 'STEEL', 'P200', '700.00', 'BRL', '5', 'TON'],
  ]
  // the file writes "Filmes Sul": the master's "Filmes Sul Ltda." is the one name the spend keeps
  await importSpend(page, {
    name: 'spend.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${HEADER}\n${lines.map((line) => line.join(',')).join('\n')}\n`),
  })
  await visit(page, '/app/spending-analysis')

  // ── spend → sourcing: Filmes Sul's row starts a process with its materials
  await page.getByLabel('Group by').selectOption({ label: 'Supplier' })
  await page.getByRole('link', { name: 'Start a sourcing process for Filmes Sul Ltda.' }).click()
  await page.waitForURL(/\/app\/process\/new\?spendSupplier=Filmes/)
  const general = page.getByRole('region', { name: 'General information' })
  await assertValue(general.getByLabel('Title', { exact: true }), 'Filmes Sul Ltda.')
  const items = page.getByRole('region', { name: 'Items' })
  assert.equal(await items.getByLabel('Code', { exact: true }).first().inputValue(), 'Stretch film')
  assert.equal(await items.getByLabel('Code', { exact: true }).nth(1).inputValue(), 'PET resin')
  assert.equal(
    await page.getByLabel('Current contract status', { exact: true }).evaluate((select) => select.value),
    'NOT_EXISTS'
  )
  // the manager who spends on them: the owner, whose name the spend lines carry
  assert.notEqual(await general.getByLabel('Category manager', { exact: true }).inputValue(), '')
  await general.getByLabel('Executive summary', { exact: true }).fill('Film and resin from the spend, one supplier')
  await page.getByLabel('Process type', { exact: true }).selectOption({ label: 'New' })
  await page.getByLabel('Process profile', { exact: true }).selectOption({ label: 'Less than 3 suppliers' })
  await page.getByLabel('Parent process number', { exact: true }).fill('PR-LOOP')
  await page.getByLabel('Parent process description', { exact: true }).fill('Spend review')
  await page.getByLabel('Effective date', { exact: true }).fill(companyDay(10))
  await page.getByLabel('Ending date', { exact: true }).fill(companyDay(400))
  await page.getByLabel('Currency', { exact: true }).selectOption({ label: 'BRL · Brazilian real' })
  const workflow = page.getByRole('region', { name: 'Approval workflow' })
  await chooseOption(workflow.getByLabel('Approver', { exact: true }), /Ana Loop/)
  await workflow.getByLabel('Title', { exact: true }).fill('Category manager')
  await page.getByRole('button', { name: 'Add approver' }).click()
  await chooseOption(workflow.getByLabel('Approver', { exact: true }).nth(1), /Bruno Loop/)
  await workflow.getByLabel('Title', { exact: true }).nth(1).fill('Director')
  const plants = page.getByRole('region', { name: 'Plants' })
  await plants.getByLabel('Plant', { exact: true }).fill('P100')
  await plants.getByLabel('Description', { exact: true }).fill('Campinas')
  await plants.getByLabel('Region', { exact: true }).selectOption({ label: 'BR-SE · Southeast' })
  await plants.getByLabel('Country', { exact: true }).selectOption({ label: 'BR · Brazil' })
  await page.getByRole('button', { name: 'Create process' }).click()
  await page.waitForURL('**/items')
  const processUrl = page.url().replace(/\/items$/, '')
  const code = (await page.getByRole('heading', { level: 1, name: /PRC-\d{4}-\d{4}/ }).textContent()).match(
    /PRC-\d{4}-\d{4}/
  )[0]

  // ── the items carry the spend: a year's volume and its volume-weighted price, month by month
  const film = page.getByRole('region', { name: 'Stretch film · Stretch film' })
  await assertValue(film.getByLabel('Annual volume', { exact: true }).first(), '150')
  await assertValue(film.getByLabel('Historical price', { exact: true }), '10')
  await film.getByText('Last 12 months: 150 KG at R$10.00 on average (R$1,500.00)').waitFor()
  const resin = page.getByRole('region', { name: 'PET resin · PET resin' })
  await assertValue(resin.getByLabel('Historical price', { exact: true }), '20')
  for (const [item, baseline] of [
    [film, '11'],
    [resin, '21'],
  ]) {
    await item.getByLabel('Category', { exact: true }).selectOption({ label: 'RAW · Raw materials' })
    await item.getByLabel('Incoterm', { exact: true }).selectOption({ label: 'CIF · Cost, Insurance and Freight' })
    await item.getByLabel('Supply origin', { exact: true }).selectOption({ label: 'DOMESTIC · Domestic' })
    await item.getByLabel('Payment terms (days)', { exact: true }).fill('60')
    await item.getByLabel('Baseline price', { exact: true }).fill(baseline)
    await item.getByLabel('Length (months)', { exact: true }).fill('12')
    await item.getByLabel('Annual value', { exact: true }).fill('0')
    await item.getByLabel('Annual volume', { exact: true }).nth(1).fill('0')
  }
  await page.getByRole('button', { name: 'Save and submit' }).click()
  await toast(page, 'Items saved')
  await page.waitForURL('**/pipeline')
  await page.getByLabel('Stretch film Expected unit price', { exact: true }).fill('9.5')
  await page.getByLabel('PET resin Expected unit price', { exact: true }).fill('19')
  await page.getByRole('button', { name: 'Save and submit' }).click()
  await toast(page, 'Pipeline saved')

  // ── the supplier comes from the master
  await page.waitForURL('**/suppliers')
  await page.getByRole('combobox', { name: 'Add a supplier' }).fill('Filmes')
  await page.getByRole('option', { name: /Filmes Sul Ltda\./ }).click()
  await page.getByRole('rowheader', { name: 'Filmes Sul Ltda.' }).waitFor()
  await page.getByRole('button', { name: 'Save and submit' }).click()
  await toast(page, 'Suppliers saved')

  // ── one round, both items awarded for a year
  await page.waitForURL('**/quotations')
  for (const [item, answer] of [
    ['Stretch film · Stretch film', 'ANSWERED\t10\t9.8\t9.5\t\tyes\t12\tMONTHS\t9.5\t150'],
    ['PET resin · PET resin', 'ANSWERED\t20\t19.5\t19\t\tyes\t1\tYEARS\t19\t20'],
  ])
    await pasteInto(page.getByLabel(`Filmes Sul Ltda. ${item} Response`, { exact: true }), answer)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await toast(page, 'Quotations saved')
  await page.getByRole('link', { name: '6. Awardees' }).click()
  await page.waitForURL('**/awardees')
  for (const item of ['Stretch film · Stretch film', 'PET resin · PET resin']) {
    const award = page.getByRole('region', { name: `Filmes Sul Ltda. · ${item} (Round 1)` })
    await award.getByLabel('Price mechanism', { exact: true }).fill('Fixed')
    await award.getByLabel('Rebate detail', { exact: true }).fill('None')
  }
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await toast(page, 'Awards saved')

  // ── sent, and approved by both approvers in turn
  await page.goto(`${processUrl}/review`)
  await page.getByRole('textbox', { name: 'Final executive summary' }).fill('Award Filmes Sul both items')
  await page.getByRole('button', { name: 'Send for approval' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Send for approval' }).click()
  await page.getByText('This process is in review', { exact: false }).waitFor()
  for (const account of [ana, bruno]) {
    const approverPage = await newPage(browser, 'en')
    await signIn(approverPage, account, 'en')
    await approverPage.waitForURL('**/app')
    await approverPage.goto(`${processUrl}/review?mode=approve`)
    await approverPage.getByRole('button', { name: 'Approve', exact: true }).click()
    await approverPage.getByRole('dialog').getByLabel('Comment').fill('Agreed')
    await Promise.all([
      approverPage.waitForEvent('load'),
      approverPage.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click(),
    ])
    // approved once the last approver has approved; the first's approval is recorded
    const confirmation =
      account === bruno ? 'Process approved' : 'Your approval was recorded: the process awaits its next approver.'
    await approverPage.getByText(confirmation, { exact: true }).waitFor()
    await approverPage.context().close()
  }

  // ── award → contract: the approved process offers one contract per award, prefilled
  await page.goto(`${processUrl}/general`)
  const panel = page.getByRole('region', { name: 'Contracts from this process' })
  await panel.getByText('2 contracts to create from the awards').waitFor()
  await panel.getByRole('button', { name: 'Review and create' }).click()
  const dialog = page.getByRole('dialog', { name: 'Contracts from this process' })
  const filmRow = dialog.getByRole('group', { name: /Filmes Sul Ltda\. · Stretch film/ })
  // the item's category (raw materials) holds several material categories: the spend says resins
  assert.equal(
    await filmRow.getByLabel('Material category', { exact: true }).evaluate((select) => select.selectedOptions[0].text),
    'RESIN · Resins'
  )
  assert.equal(
    await filmRow.getByLabel('Business division', { exact: true }).evaluate((select) => select.selectedOptions[0].text),
    'FOOD · Food'
  )
  assert.equal(await filmRow.getByLabel('Total balance', { exact: true }).inputValue(), '1425')
  await screenshot(page, 'contracts-from-awards-en')
  await dialog.getByRole('button', { name: 'Create 2 contracts' }).click()
  await toast(page, 'Contracts created')
  // numbered in the items' order: PET resin's is the first
  const contractId = `${code}-01`
  await panel.getByRole('link', { name: contractId }).waitFor()

  // ── in the traffic light, with their lights and the process they came from
  await page.goto('/app/traffic-light/contract')
  const row = page.getByRole('row', { name: new RegExp(contractId) })
  await row.getByText(`from ${code}`).waitFor()
  await row.getByText('Greater than 120 days').first().waitFor()

  // ── expiry: its end brought within 30 days, the daily check sends the notice
  await row.getByRole('button', { name: `Edit ${contractId}` }).click()
  await page.getByLabel('End date', { exact: true }).fill(companyDay(20))
  await page.getByRole('button', { name: `Save ${contractId}` }).click()
  await row.getByText('Less than 30 days').waitFor()
  await run('yarn', ['rw', 'exec', 'check-contract-expiry'], { env: process.env })
  await page.reload()
  await page.getByRole('button', { name: 'Notifications (You have unread notifications)' }).click({ timeout: 20_000 })
  await page.getByRole('link', { name: `Contract ${contractId} is expiring in 20 days` }).waitFor()
  await page.keyboard.press('Escape')

  // ── renewal: a sourcing process from that contract, prefilled
  await page.getByRole('button', { name: `Start a sourcing process from ${contractId}` }).click()
  await page.waitForURL(/\/app\/process\/new\?contract=/)
  await assertValue(
    page.getByRole('region', { name: 'General information' }).getByLabel('Title', { exact: true }),
    'PET resin · Filmes Sul Ltda.'
  )
  assert.equal(
    await page.getByLabel('Current contract status', { exact: true }).evaluate((select) => select.value),
    'EXISTS_SAME_SUPPLIER'
  )
  await page.context().close()
})
