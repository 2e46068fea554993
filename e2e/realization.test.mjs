// Spend against contracts and awards: an extract imported through the screens consumes a
// contract's balance and moves its light; an approved process's contract made from its award is
// consumed likewise, and the process page and the sourcing dashboard show the saving realized, to
// the cent; spend bought from another supplier while a contract ran escaped it, and the contract
// compliance screen lists it down to its line, in both languages.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'

import {
  companyDay,
  contractThroughApi,
  figureValue,
  graphqlAs,
  idTokenOf,
  importSpend,
  launchBrowser,
  newPage,
  screenshot,
  signIn,
  signUpThroughApi,
  toast,
  visit,
} from './browser.mjs'
import { approveThroughApi, prepareProcess } from './readyProcess.mjs'

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

/** The contract's row in the traffic light's list, as its text. */
const listedRow = async (page, contractId) => {
  const row = page.getByRole('row', { name: new RegExp(contractId) })
  await visit(page, `/app/traffic-light/contract?contractId=${contractId}`)
  await row.waitFor()
  return row.innerText()
}

/** Aço Norte's steel coil, started 200 days ago and ending in 300: 100,000.00, nothing realized as typed. */
const typedContract = (token, contractId) =>
  contractThroughApi(token, {
    contractId,
    material: 'Bobina de aço',
    supplier: 'Aço Norte Ltda',
    startDate: companyDay(-200),
    endDate: companyDay(300),
    currentBalance: '100000.00',
    totalBalance: '100000.00',
    comment: 'Aço para 2026',
  })

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
  const listed = () => listedRow(page, contractId)
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

/** The figure a definition list shows under `label` in `section` (its spaces plain, as Portuguese money has a no-break one). */
const defined = async (section, label) =>
  (await section.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd').innerText()).replace(/\s+/g, ' ')

test('an approved process’s contract is consumed by spend: its realized saving, a line above the price, another supplier escaped (en, pt)', async () => {
  const stamp = Date.now()
  const owner = await signUpThroughApi(`realizado${stamp}`)
  // Stretch film from Filmes Sul at 9.50 for 1,000 a year (historical 10, baseline 11), in effect for
  // a year from 100 days ago: 1,500.00 negotiated
  const prepared = await prepareProcess(owner, stamp, {
    effectiveDate: companyDay(-100),
    endingDate: companyDay(265),
  })
  const { processId, code } = prepared
  await approveThroughApi(owner, prepared, 'Filmes Sul for a year')
  const token = await idTokenOf(owner)

  // ── its contract made from the award, on the process page
  const page = await newPage(browser, 'en')
  await signIn(page, owner, 'en')
  await page.waitForURL('**/app')
  await visit(page, `/app/process/${processId}/general`)
  const panel = page.getByRole('region', { name: 'Contracts from this process' })
  await panel.getByRole('button', { name: 'Review and create' }).click()
  const dialog = page.getByRole('dialog', { name: 'Contracts from this process' })
  const award = dialog.getByRole('group', { name: /Filmes Sul/ })
  await award.getByLabel('End date', { exact: true }).waitFor()
  for (const list of ['Material category', 'Business division', 'Region']) {
    const select = award.getByLabel(list, { exact: true })
    if (!(await select.inputValue())) await select.selectOption({ index: 1 })
  }
  assert.equal(await award.getByLabel('Total balance', { exact: true }).inputValue(), '9500')
  await dialog.getByRole('button', { name: 'Create 1 contract' }).click()
  await toast(page, 'Contracts created')
  const contractId = `${code}-01`
  const listed = () => listedRow(page, contractId)
  // nothing bought yet: the balance's light follows the term's (265 days)
  assert.match(await listed(), /Greater than 120 days/)

  // ── the ERP's extract, through the import screens: 5,760.00 from Filmes Sul (one line at 9.80, above
  // the agreed 9.50), and 480.00 of the same film from Pack Brasil while the contract ran
  const { referenceData } = await graphqlAs(token, '{ referenceData { units { code } } }')
  const unit = referenceData.units[0].code
  const lines = [
    [-60, 'Filmes Sul', 'FILM-1', 2850, 300],
    [-30, 'FILMES SUL', 'FILM-1', 1960, 200],
    [-10, 'Filmes Sul', '', 950, 100],
    [-20, 'Pack Brasil Ltda', '', 480, 50],
  ].map(([day, supplier, materialCode, amount, volume]) =>
    [companyDay(day), 'FOOD', 'BR-SE', '', supplier, 'Stretch film 23 µm', 'RESIN', 'Campinas', amount, 'BRL', volume, unit, materialCode].join(',')
  )
  await importSpend(page, {
    name: 'erp-film.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${HEADER},materialCode\n${lines.join('\n')}\n`),
  })

  // 9,500.00 − 5,760.00 left, at 1,920.00 a month (its three months): under 120 days
  const consumed = await listed()
  assert.match(consumed, /R\$3,740\.00 from spend/)
  assert.match(consumed, /R\$1,920\.00/)
  assert.match(consumed, /Less than 120 days/)

  // ── the process's realization: (11 − paid) × volume = 450 + 240 + 150; 0.30 × 200 paid above
  await visit(page, `/app/process/${processId}/general`)
  const realization = page.getByRole('region', { name: 'Realization' })
  await realization.locator('dt', { hasText: 'Saving realized' }).waitFor()
  assert.deepEqual(
    {
      negotiated: await defined(realization, 'Saving negotiated'),
      realized: await defined(realization, 'Saving realized'),
      rate: await defined(realization, 'Realization rate'),
      spend: await defined(realization, 'Spend covered'),
      above: await defined(realization, 'Paid above the awarded prices'),
    },
    { negotiated: 'R$1,500.00', realized: 'R$840.00', rate: '56%', spend: 'R$5,760.00', above: 'R$60.00' }
  )
  await screenshot(page, 'process-realization-en')

  // ── the sourcing dashboard: negotiated and realized side by side
  await visit(page, '/app')
  await figureValue(page, 'Cost saving realized in spend').getByText('R$840.00').waitFor()
  assert.equal(await figureValue(page, 'Cost saving negotiated (approved)').innerText(), 'R$1,500.00')
  assert.equal(await figureValue(page, 'Realization rate').innerText(), '56%')
  await screenshot(page, 'dashboard-realization-en')

  // ── leakage: Pack Brasil's line, opened from its number
  await visit(page, '/app/spending-analysis/compliance')
  const escaped = page.getByRole('table', { name: 'By supplier' }).getByRole('row', { name: /Pack Brasil Ltda/ })
  await escaped.getByRole('button', { name: 'Lines behind Pack Brasil Ltda: R$480.00' }).click()
  const linesDialog = page.getByRole('dialog', { name: 'Off-contract lines: Pack Brasil Ltda' })
  const line = linesDialog.getByRole('row', { name: /Stretch film 23 µm/ })
  await line.waitFor()
  assert.match(await line.innerText(), /Campinas\s+R\$480\.00\s+Another supplier while the contract ran\s+/)
  assert.match(await line.innerText(), new RegExp(`${contractId} · Filmes Sul`))
  await screenshot(page, 'leakage-lines-en')

  // ── paid above contract: Filmes Sul's line at 9.80, opened from its supplier's number
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: /^Lines paid above behind Filmes Sul: R\$60\.00$/ }).click()
  const aboveDialog = page.getByRole('dialog', { name: /^Lines paid above contract: Filmes Sul/ })
  const aboveLine = aboveDialog.getByRole('row', { name: new RegExp(contractId) })
  await aboveLine.waitFor()
  assert.match((await aboveLine.innerText()).replace(/\s+/g, ' '), /Campinas 200 \S+ R\$1,960\.00 R\$60\.00/)
  await page.context().close()

  // ── in Portuguese
  const pt = await newPage(browser, 'pt')
  await signIn(pt, owner, 'pt')
  await pt.waitForURL('**/app')
  await figureValue(pt, 'Saving realizado no gasto').getByText('R$ 840,00').waitFor()
  await visit(pt, `/app/process/${processId}/general`)
  const realizacao = pt.getByRole('region', { name: 'Realização' })
  await realizacao.locator('dt', { hasText: 'Saving realizado' }).waitFor()
  assert.equal(await defined(realizacao, 'Pago acima dos preços adjudicados'), 'R$ 60,00')
  assert.equal(await defined(realizacao, 'Taxa de realização'), '56%')
  await screenshot(pt, 'process-realization-pt')
  await pt.context().close()
})
