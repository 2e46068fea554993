// Spend against contracts: an extract imported through the screens consumes a contract's balance
// and moves its light; spend bought from another supplier while it ran escaped it, and the contract
// compliance screen says so, in both languages.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'

import {
  companyDay,
  graphqlAs,
  idTokenOf,
  importSpend,
  launchBrowser,
  newPage,
  screenshot,
  signIn,
  signUpThroughApi,
  visit,
} from './browser.mjs'

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

const REFERENCE = '{ referenceData { materialCategories { id } businessDivisions { id } regions { id } } processCandidates { id } }'

/** Aço Norte's steel coil, started 200 days ago and ending in 300: 100,000.00, nothing realized as typed. */
const typedContract = async (token, contractId) => {
  const { referenceData, processCandidates } = await graphqlAs(token, REFERENCE)
  await graphqlAs(token, 'mutation ($input: ContractInput!) { createContract(input: $input) { id } }', {
    input: {
      contractId,
      material: 'Bobina de aço',
      supplier: 'Aço Norte Ltda',
      materialCategoryId: referenceData.materialCategories[0].id,
      categoryManagerId: processCandidates[0].id,
      businessDivisionId: referenceData.businessDivisions[0].id,
      regionId: referenceData.regions[0].id,
      startDate: companyDay(-200),
      endDate: companyDay(300),
      currentBalance: '100000.00',
      totalBalance: '100000.00',
      paymentTerm: 30,
      actionNeed: false,
      actionDescription: 'NO_VOLUME_DEMAND',
      status: 'ON_GOING',
      estimatedConclusionDate: companyDay(300),
      comment: 'Aço para 2026',
    },
  })
}

const HEADER = 'date,businessDivision,region,categoryManager,supplier,material,materialCategory,plant,amount,currency,volume,unit'
// in its last three months: 60,000.00 from the contract's supplier (written as the ERP writes it),
// 1,234.56 from another one
const LINES = [
  [-80, 'ACO NORTE LTDA', 20000],
  [-50, 'Aço Norte Ltda.', 15000.5],
  [-10, 'Aço Norte Ltda', 24999.5],
  [-20, 'Fretes Sul Ltda', 1234.56],
].map(([day, supplier, amount]) => [companyDay(day), 'FOOD', 'BR-SE', '', supplier, 'Bobina de Aço', 'STEEL', 'Manaus', amount, 'BRL', 10, 'KG'].join(','))

test('an extract consumes a contract’s balance and moves its light; another supplier’s line escaped it (en, pt)', async () => {
  const stamp = Date.now()
  const owner = await signUpThroughApi(`realizacao${stamp}`)
  const contractId = `CT-REAL-${stamp}`
  await typedContract(await idTokenOf(owner), contractId)

  const page = await newPage(browser, 'en')
  await signIn(page, owner, 'en')
  await page.waitForURL('**/app')
  const row = page.getByRole('row', { name: new RegExp(contractId) })
  const listed = async () => {
    await visit(page, `/app/traffic-light/contract?contractId=${contractId}`)
    await row.waitFor()
    return row.innerText()
  }
  // typed, nothing realized: the balance's light follows the term's (300 days)
  assert.match(await listed(), /Greater than 120 days/)

  await importSpend(page, { name: 'erp.csv', mimeType: 'text/csv', buffer: Buffer.from(`${HEADER}\n${LINES.join('\n')}\n`) })

  // 40,000.00 left at 20,000.00 a month: 61 days
  const after = await listed()
  assert.match(after, /R\$40,000\.00 from spend/)
  assert.match(after, /R\$20,000\.00/)
  assert.match(after, /Less than 120 days/)
  await screenshot(page, 'contract-balance-from-spend-en')

  await visit(page, '/app/spending-analysis')
  await page.getByRole('link', { name: 'Contract compliance' }).click()
  await page.getByRole('heading', { name: 'Contract compliance' }).waitFor()
  // 60,000.00 of 61,234.56
  await page.getByText('97.98%').waitFor()
  const escaped = page.getByRole('table', { name: 'By supplier' }).getByRole('row', { name: /Fretes Sul Ltda/ })
  assert.equal((await escaped.innerText()).replace(/\s+/g, ' ').trim(), 'Fretes Sul Ltda R$1,234.56 1')
  await screenshot(page, 'spend-compliance-en')
  await page.context().close()

  const pt = await newPage(browser, 'pt')
  await signIn(pt, owner, 'pt')
  await pt.waitForURL('**/app')
  await visit(pt, '/app/spending-analysis/compliance')
  await pt.getByRole('heading', { name: 'Conformidade com contratos' }).waitFor()
  const fora = pt.getByRole('table', { name: 'Por fornecedor' }).getByRole('row', { name: /Fretes Sul Ltda/ })
  assert.match((await fora.innerText()).replace(/\s+/g, ' '), /R\$ 1\.234,56/)
  await screenshot(pt, 'spend-compliance-pt')
  await pt.context().close()
})
