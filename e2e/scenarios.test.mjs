import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'

import { graphqlAs, launchBrowser, newPage, screenshot, signIn, signUpThroughApi, toast } from './browser.mjs'
import { computeScenario, draftProcess, inviteSuppliers, ITEMS, PRICES, processRequest, quoteRound } from './readyProcess.mjs'

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

// Three items, three suppliers; Nordeste Films is a litigant and the cheapest on two items.
const quotedProcess = async (stamp) => {
  const owner = await signUpThroughApi(stamp)
  const draft = await draftProcess(owner, stamp, ITEMS)
  const suppliers = await inviteSuppliers(draft.token, draft, stamp, Object.keys(PRICES), ['Nordeste Films'])
  await quoteRound(draft, suppliers)
  return { owner, processId: draft.processId, token: draft.token, approvers: [draft.ana, draft.bruno] }
}

test('a buyer compares three scenarios, applies one, and sees the awards and savings move', async () => {
  const stamp = Date.now()
  const { owner, processId, token, approvers } = await quotedProcess(stamp)
  const page = await newPage(browser, 'en')
  await signIn(page, owner, 'en')
  await page.waitForURL(/\/app$/)

  // from the awardees step, which has no award yet, to the review's scenarios
  await page.goto(`/app/process/${processId}/awardees`)
  await page.getByRole('link', { name: 'Compare award scenarios' }).click()
  await page.waitForURL(/\/review#scenarios$/)

  await computeScenario(page, { name: 'Cheapest', kind: 'Cheapest per item' })
  await computeScenario(page, { name: 'One supplier', kind: 'Single supplier' })
  await computeScenario(page, { name: 'Two, no litigants', kind: 'At most N suppliers', maxSuppliers: 2, litigants: true })

  const comparison = page.getByRole('table', { name: 'Scenarios side by side' })
  const row = (label) => comparison.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
  // 9,000 + 9,000 + 9,200; Nordeste alone 27,600; Filmes Sul and Pack Brasil 9,500 + 9,250 + 9,200
  assert.deepEqual(await row('Annual value').getByRole('cell').allTextContents(), [
    'R$27,200.00',
    'R$27,600.00',
    'R$27,950.00',
  ])
  assert.deepEqual(await row('Over the cheapest per item').getByRole('cell').allTextContents(), [
    'R$0.00',
    'R$400.00',
    'R$750.00',
  ])
  const awarded = await row('Suppliers awarded').getByRole('cell').allTextContents()
  assert.match(awarded[1], /^Nordeste Films: 100 %$/)
  assert.doesNotMatch(awarded[2], /Nordeste/)
  await page.getByRole('figure').filter({ hasText: 'Total value and savings per scenario' }).waitFor()
  await screenshot(page, 'scenarios-compared')

  await page.getByRole('button', { name: 'Apply Two, no litigants' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByText('FILM-1 · Filmes Sul: 0 → 1,000').waitFor()
  await dialog.getByText('BOX-3 · Pack Brasil: 0 → 2,000').waitFor()
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click()
  await toast(page, 'Scenario applied: the awards are updated')
  await page.getByText(/“Two, no litigants” applied by Eva Shell on .*: 3 changes/).waitFor()

  // the results: reduction 500 + 750 + 800, avoidance 1,000 × 3: R$5,050.00 in all
  const results = page.getByRole('table', { name: 'Results' })
  await results.getByText('R$5,050.00').first().waitFor()
  await screenshot(page, 'scenarios-applied')

  // the new awards wait for their terms in the awardees step: written, the process can go for approval
  await page.goto(`/app/process/${processId}/awardees`)
  for (const title of ['Filmes Sul · FILM-1', 'Pack Brasil · TAPE-2', 'Pack Brasil · BOX-3']) {
    const award = page.getByRole('region', { name: new RegExp(title.replace(' · ', '.*')) })
    await award.getByLabel('Price mechanism', { exact: true }).fill('Fixed for 12 months')
    await award.getByLabel('Rebate detail', { exact: true }).fill('None')
  }
  assert.equal(await page.getByRole('region', { name: /Nordeste Films/ }).count(), 0)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await toast(page, 'Awards saved')
  await graphqlAs(token, 'mutation ($id: String!, $input: FinalSummaryInput!) { sendProcessForApproval(id: $id, input: $input) { id } }', {
    id: processId,
    input: { finalExecutiveSummary: 'Two suppliers, no litigant' },
  })
  for (const approver of approvers)
    assert.equal((await processRequest(approver, 'PUT', `${processId}/flow/approve`, {})).status, 200)

  // the company's dashboard counts the applied scenario's savings as realized
  await page.goto('/app')
  const saving = page.getByRole('group', { name: 'Cost saving', exact: true })
  await saving.getByText('R$5,050.00', { exact: true }).waitFor()
  await screenshot(page, 'scenarios-dashboard')
})
