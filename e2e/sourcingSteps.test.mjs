import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'

import {
  BASE_URL,
  graphqlAs,
  idTokenOf,
  launchBrowser,
  newPage,
  screenshot,
  signIn,
  signUpThroughApi,
  toast,
} from './browser.mjs'
import { draftProcess, inviteSuppliers, prepareProcess, processRequest } from './readyProcess.mjs'

// What testers saw on screen walking a process: the steps keep what the buyer did and ask only what applies.

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

/** The owner's page, signed in, with the browser console's warnings kept. */
const ownerPage = async (owner) => {
  const page = await newPage(browser, 'en')
  const warnings = []
  page.on('console', (message) => {
    if (['warning', 'error'].includes(message.type())) warnings.push(message.text())
  })
  await signIn(page, owner, 'en')
  await page.waitForURL('**/app')
  return { page, warnings }
}

test('a supplier created in the suppliers step joins the suppliers picked before it, unsaved', async () => {
  const stamp = Date.now()
  const owner = await signUpThroughApi(`steps${stamp}`)
  const draft = await draftProcess(owner, stamp)
  const abroad = draft.referenceData.countries.find((country) => country.code === 'US').id
  for (const [n, name] of ['Filmes Sul', 'Nordeste Films'].entries())
    await graphqlAs(draft.token, 'mutation ($input: SupplierInput!) { createSupplier(input: $input) { id } }', {
      input: {
        name,
        vat: `${stamp}-${n}`,
        sapCode: `SAP-${stamp}-${n}`,
        countryId: abroad,
        technicalApproval: true,
        associatedParty: false,
        litigant: false,
        contacts: [],
      },
    })
  const { page, warnings } = await ownerPage(owner)
  await page.goto(`/app/process/${draft.processId}/suppliers`)
  const picker = page.getByRole('combobox', { name: 'Add a supplier' })

  // two suppliers of the master picked, not saved yet
  for (const name of ['Filmes Sul', 'Nordeste Films']) {
    await picker.fill(name)
    await page.getByRole('option', { name: new RegExp(`^${name}`) }).click()
    await page.getByRole('rowheader', { name }).waitFor()
  }
  // a third created in the master from the type-ahead
  await picker.fill('Alpha Metals')
  await page.getByRole('option', { name: 'Create supplier “Alpha Metals”' }).click()
  const dialog = page.getByRole('dialog', { name: 'New supplier' })
  await dialog.getByLabel('VAT number').fill('11.222.333/0001-81')
  await dialog.getByLabel('SAP code').fill('SAP-100')
  await dialog.getByLabel('Country').selectOption({ label: 'BR · Brazil' })
  await dialog.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Supplier created')
  await page.getByRole('rowheader', { name: 'Alpha Metals' }).waitFor()

  const listed = async () => (await page.getByRole('rowheader').allTextContents()).map((name) => name.trim()).sort()
  assert.deepEqual(await listed(), ['Alpha Metals', 'Filmes Sul', 'Nordeste Films'])
  assert.deepEqual(
    warnings.filter((warning) => warning.includes('Cache data may be lost')),
    [],
    'Apollo replaced the reference data the step is drawn from'
  )
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await toast(page, 'Suppliers saved')
  await page.reload()
  await page.getByRole('rowheader', { name: 'Alpha Metals' }).waitFor()
  assert.deepEqual(await listed(), ['Alpha Metals', 'Filmes Sul', 'Nordeste Films'])
})

test('rebate detail is asked of the award whose rebate is ticked, and of no other', async () => {
  const stamp = Date.now()
  const owner = await signUpThroughApi(`rebate${stamp}`)
  const draft = await draftProcess(owner, stamp, [
    { code: 'FILM-1', description: 'Stretch film', annualVolume: '1000', historicalPrice: '10', baselinePrice: '11' },
    { code: 'RESIN-2', description: 'HDPE resin', annualVolume: '500', historicalPrice: '20', baselinePrice: '21' },
  ])
  const supplierIds = await inviteSuppliers(draft.token, draft, stamp, ['Filmes Sul', 'Nordeste Films'])
  const awarded = (supplierName, itemId) => ({
    proposalDate: '2026-11-01',
    supplierId: supplierIds.get(supplierName),
    itemId,
    annualVolume: '500',
    paymentTerms: 60,
    responseStatus: 'ANSWERED',
    initialProposal: '10.4',
    equalizedProposal: '10.1',
    negotiatedProposal: '9.5',
    awarded: true,
    agreementLength: 12,
    agreementPeriod: 'MONTHS',
    awardedProposal: '9.5',
    awardedVolume: '500',
  })
  await graphqlAs(
    draft.token,
    'mutation ($id: String!, $input: [QuotationInput!]!) { saveQuotationRound(processId: $id, round: 1, input: $input) }',
    { id: draft.processId, input: [awarded('Filmes Sul', draft.itemIds[0]), awarded('Nordeste Films', draft.itemIds[1])] }
  )
  const { page } = await ownerPage(owner)
  await page.goto(`/app/process/${draft.processId}/awardees`)
  const film = page.getByRole('region', { name: 'Filmes Sul · FILM-1 · Stretch film (Round 1)' })
  const resin = page.getByRole('region', { name: 'Nordeste Films · RESIN-2 · HDPE resin (Round 1)' })
  for (const award of [film, resin])
    await award.getByLabel('Price mechanism', { exact: true }).fill('Fixed price')
  await film.getByLabel('Rebate', { exact: true }).check()
  await page.getByRole('button', { name: 'Save', exact: true }).click()

  // the ticked award says what is missing, at its field; the other asks nothing
  await film.getByRole('alert').first().waitFor()
  const describedBy = await film.getByLabel('Rebate detail', { exact: true }).getAttribute('aria-describedby')
  assert.ok(describedBy, 'the rebate detail field points to no message')
  assert.equal(await page.locator(`[id="${describedBy}"]`).textContent(), 'Describe the rebate this award has')
  assert.deepEqual(await film.getByRole('alert').allTextContents(), ['Describe the rebate this award has'])
  assert.deepEqual(await resin.getByRole('alert').allTextContents(), [])
  await screenshot(page, 'process-awards-rebate-detail')

  await film.getByLabel('Rebate detail', { exact: true }).fill('2 % over 1,000 t a year')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await toast(page, 'Awards saved')
  await page.reload()
  await film.getByLabel('Rebate detail', { exact: true }).waitFor()
  assert.equal(await film.getByLabel('Rebate detail', { exact: true }).inputValue(), '2 % over 1,000 t a year')
  assert.equal(await resin.getByLabel('Rebate detail', { exact: true }).inputValue(), '')
  assert.equal(await resin.getByLabel('Rebate', { exact: true }).isChecked(), false)
})

/** PUT /api/process/{id}/attachment as `account`, a small PDF. */
const uploadAs = async (account, processId, fileName) => {
  const form = new FormData()
  form.append('file', new Blob([Buffer.from('%PDF-1.7\nquote')], { type: 'application/pdf' }), fileName)
  const response = await fetch(`${BASE_URL}/api/process/${processId}/attachment`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${await idTokenOf(account)}` },
    body: form,
  })
  return { status: response.status, body: await response.json() }
}

test('a process sent for approval offers no dropzone and no delete for its files, and the api refuses both', async () => {
  const stamp = Date.now()
  const owner = await signUpThroughApi(`locked${stamp}`)
  const { processId } = await prepareProcess(owner, stamp)
  const attached = await uploadAs(owner, processId, 'quote.pdf')
  assert.equal(attached.status, 200)
  const { page } = await ownerPage(owner)
  const panel = page.getByRole('region', { name: 'Attachments' })
  const dropzone = panel.getByLabel('Drop a file here or click to attach one', { exact: true })
  // a draft offers both
  await page.goto(`/app/process/${processId}/general`)
  await panel.getByRole('button', { name: 'Delete quote.pdf' }).waitFor()
  assert.equal(await dropzone.count(), 1)

  await graphqlAs(
    await idTokenOf(owner),
    'mutation ($id: String!, $input: FinalSummaryInput!) { sendProcessForApproval(id: $id, input: $input) { id } }',
    { id: processId, input: { finalExecutiveSummary: 'Award Filmes Sul' } }
  )
  await page.reload()
  await page.getByText('This process is in review: it waits for its approvers and cannot be changed.').waitFor()
  await panel.getByRole('link', { name: 'Download quote.pdf' }).waitFor()
  assert.equal(await dropzone.count(), 0, 'the dropzone is offered on a process in review')
  assert.equal(await panel.getByRole('button', { name: 'Delete quote.pdf' }).count(), 0)
  await screenshot(page, 'process-locked-attachments')

  const upload = await uploadAs(owner, processId, 'late.pdf')
  assert.deepEqual([upload.status, upload.body.message], [403, 'The files of a process sent for approval cannot change'])
  const removal = await processRequest(owner, 'DELETE', `${processId}/attachment/${attached.body.data.id}`)
  assert.deepEqual([removal.status, removal.body.message], [403, 'The files of a process sent for approval cannot change'])
  const listing = await processRequest(owner, 'GET', `${processId}/attachment`)
  assert.deepEqual(
    listing.body.data.data.map((attachment) => attachment.fileName),
    ['quote.pdf']
  )
})
