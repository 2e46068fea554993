// A contract's term on screen: its months counted as the calendar counts them, the end an award
// gives it, what it realizes per month; and a supplier's scorecard, whose figures open their lists.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'

import {
  companyDay,
  contractThroughApi,
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
import { approveThroughApi, NEXT_YEAR, prepareProcess } from './readyProcess.mjs'

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

const REFERENCE = '{ referenceData { materialCategories { id } businessDivisions { id } regions { id } countries { id code } } processCandidates { id } }'

/** A contract of the owner's company, made through the api: `startIn` and `endIn` days from today. */
const contractInTerm = (token, { contractId, supplier, startIn, endIn, status = 'ON_GOING', currentBalance = '1000' }) =>
  contractThroughApi(token, {
    contractId,
    material: 'Bobina de aço',
    supplier,
    startDate: companyDay(startIn),
    endDate: companyDay(endIn),
    currentBalance,
    totalBalance: '1000',
    status,
    comment: 'Em dia',
  })

/** The texts of a list row under the given column headers. */
const cellsOf = async (page, row, headers) => {
  const columns = await page.getByRole('columnheader').allInnerTexts()
  const cells = await row.getByRole('cell').allInnerTexts()
  const offset = cells.length - columns.length
  return Object.fromEntries(
    headers.map((header) => [header, cells[columns.findIndex((column) => column.trim() === header) + offset]?.trim()])
  )
}

/** The option a select shows as chosen. */
const chosen = (select) => select.evaluate((element) => element.selectedOptions[0]?.text ?? '')

test('um contrato de 1º de janeiro a 31 de dezembro do próximo ano dura 12 meses e, antes de começar, não tem valor realizado por mês', async () => {
  const stamp = Date.now()
  const owner = await signUpThroughApi(`termos${stamp}`, 'pt')
  const page = await newPage(browser, 'pt')
  await signIn(page, owner, 'pt')
  await page.waitForURL('**/app')

  await page.goto('/app/traffic-light/contract/new')
  const contractId = `CT-ANO-${stamp}`
  await page.getByLabel('Id do contrato', { exact: true }).fill(contractId)
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Em andamento' })
  await page.getByLabel('Gerente de categoria', { exact: true }).selectOption({ index: 1 })
  await page.getByLabel('Material', { exact: true }).fill('Filme stretch')
  await page.getByLabel('Fornecedor', { exact: true }).fill('Filmes Sul')
  await page.getByLabel('Categoria de material', { exact: true }).selectOption({ index: 1 })
  await page.getByLabel('Divisão de negócio', { exact: true }).selectOption({ index: 1 })
  await page.getByLabel('Região', { exact: true }).selectOption({ index: 1 })
  await page.getByLabel('Data de início', { exact: true }).fill(`01/01/${NEXT_YEAR}`)
  await page.getByLabel('Data de término', { exact: true }).fill(`31/12/${NEXT_YEAR}`)
  await page.getByLabel('Prazo de pagamento (dias)', { exact: true }).fill('45')
  await page.getByLabel('Saldo total', { exact: true }).fill('1200')
  // a prepayment: 600 of it taken before the contract starts
  await page.getByLabel('Saldo atual', { exact: true }).fill('600')
  await page.getByLabel('Descrição da ação', { exact: true }).selectOption({ label: 'Prazo e valor' })
  await page.getByLabel('Data estimada de conclusão', { exact: true }).fill(`31/12/${NEXT_YEAR}`)
  await page.getByLabel('Comentário', { exact: true }).fill('Contrato anual')
  await page.getByRole('button', { name: 'Criar contrato' }).click()
  await toast(page, 'Contrato criado com sucesso.')

  await page.waitForURL(/\/app\/traffic-light\/contract\?contractId=/)
  const row = page.getByRole('row', { name: new RegExp(contractId) })
  await row.waitFor()
  const seen = await cellsOf(page, row, ['Data de início', 'Data de término', 'Duração (meses)', 'Valor realizado por mês'])
  await screenshot(page, 'contract-term-year-pt')
  assert.deepEqual(seen, {
    'Data de início': `01/01/${NEXT_YEAR}`,
    'Data de término': `31/12/${NEXT_YEAR}`,
    'Duração (meses)': '12',
    // not started: nothing to divide by yet
    'Valor realizado por mês': '–',
  })
  await page.context().close()
})

test('os contratos de uma adjudicação de 12 meses a partir de 1º de janeiro do próximo ano terminam em 31 de dezembro', async () => {
  const stamp = Date.now()
  const owner = await signUpThroughApi(`adjudicacao${stamp}`, 'pt')
  const prepared = await prepareProcess(owner, stamp)
  const { processId, code } = prepared
  await approveThroughApi(owner, prepared, 'Filmes Sul por um ano')

  const page = await newPage(browser, 'pt')
  await signIn(page, owner, 'pt')
  await page.waitForURL('**/app')
  await page.goto(`/app/process/${processId}/general`)
  const panel = page.getByRole('region', { name: 'Contratos deste processo' })
  await panel.getByRole('button', { name: 'Revisar e criar' }).click()
  const dialog = page.getByRole('dialog', { name: 'Contratos deste processo' })
  const award = dialog.getByRole('group', { name: /Filmes Sul/ })
  await award.getByLabel('Data de término', { exact: true }).waitFor()
  const proposed = {
    start: await award.getByLabel('Data de início', { exact: true }).inputValue(),
    end: await award.getByLabel('Data de término', { exact: true }).inputValue(),
  }
  for (const list of ['Categoria de material', 'Divisão de negócio', 'Região']) {
    const select = award.getByLabel(list, { exact: true })
    if (!(await select.inputValue())) await select.selectOption({ index: 1 })
  }
  await screenshot(page, 'contracts-from-award-term-pt')
  await dialog.getByRole('button', { name: 'Criar 1 contrato' }).click()
  await toast(page, 'Contratos criados')

  const contractId = `${code}-01`
  await visit(page, `/app/traffic-light/contract?contractId=${contractId}`)
  const row = page.getByRole('row', { name: new RegExp(contractId) })
  await row.waitFor()
  const listed = await cellsOf(page, row, ['Data de término', 'Duração (meses)', 'Valor realizado por mês'])
  assert.deepEqual(
    { proposed, listed },
    {
      proposed: { start: `01/01/${NEXT_YEAR}`, end: `31/12/${NEXT_YEAR}` },
      listed: { 'Data de término': `31/12/${NEXT_YEAR}`, 'Duração (meses)': '12', 'Valor realizado por mês': '–' },
    }
  )
  await page.context().close()
})

const SPEND_HEADER = 'date,businessDivision,region,categoryManager,supplier,material,materialCategory,plant,amount,currency,volume,unit'

/** The first day of the month `back` months before the company's current one, 'YYYY-MM-DD'. */
const monthStartBack = (back) => {
  const [year, month] = companyDay(0).split('-').map(Number)
  const day = new Date(Date.UTC(year, month - 1 - back, 1))
  return day.toISOString().slice(0, 10)
}

/** A list's number of rows, as its pager says it ('… · 2 rows'), or its rows when it has no pager. */
const listTotal = async (page) => {
  await page.getByRole('row').nth(1).or(page.getByText('No contract yet', { exact: false })).first().waitFor()
  const pager = page.getByText(/· \d+ rows?/)
  if (await pager.count()) return Number((await pager.first().innerText()).match(/· (\d+) row/)[1])
  return (await page.getByRole('row').count()) - 1
}

test("a supplier's scorecard: each figure opens a list that shows what it counted", async () => {
  const stamp = Date.now()
  const owner = await signUpThroughApi(`scorecard${stamp}`)
  const token = await idTokenOf(owner)
  const name = 'Aços Minas Gerais Ltda.'
  const { referenceData } = await graphqlAs(token, REFERENCE)
  const { createSupplier } = await graphqlAs(
    token,
    'mutation ($input: SupplierInput!) { createSupplier(input: $input) { id } }',
    {
      input: {
        name,
        vat: '11.222.333/0001-81',
        sapCode: 'V-100',
        countryId: referenceData.countries.find((country) => country.code === 'BR').id,
        technicalApproval: true,
        associatedParty: false,
        litigant: false,
        contacts: [],
      },
    }
  )
  const contract = (contractId, startIn, endIn, status) =>
    contractInTerm(token, { contractId: `${contractId}-${stamp}`, supplier: name, startIn, endIn, status })
  await contract('CT-RUNNING', -100, 300)
  await contract('CT-SOON', -200, 60)
  // signed, starting next year (and ending within 120 days of today): not in force
  await contract('CT-NEXT-YEAR', 40, 100, 'TO_BE_STARTED')
  await contract('CT-ENDED', -400, -10)
  await contract('CT-DONE', -100, 60, 'COMPLETED')

  const page = await newPage(browser, 'en')
  await signIn(page, owner, 'en')
  await page.waitForURL('**/app')
  // in the last twelve whole months: 1,000.50 + 500; this month and fourteen months ago are not
  const lines = [
    [monthStartBack(1), name, 1000.5],
    [monthStartBack(6), name, 500],
    [monthStartBack(0), name, 77],
    [monthStartBack(14), name, 9000],
    [monthStartBack(1), 'Outra Embalagens', 300],
  ].map(([date, supplier, amount]) => [date, 'FOOD', 'BR-SE', '', supplier, 'Steel coil', 'STEEL', 'Campinas', amount, 'BRL', 10, 'KG'])
  await importSpend(page, {
    name: 'spend.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${SPEND_HEADER}\n${lines.map((line) => line.join(',')).join('\n')}\n`),
  })

  const scorecard = `/app/suppliers/${createSupplier.id}`
  const figure = (label) => page.getByRole('group', { name: label, exact: true })
  const openScorecard = async () => {
    await visit(page, scorecard)
    await page.getByRole('heading', { name }).waitFor()
    await figure('Contracts in force').getByRole('link').waitFor()
  }
  const seen = {}

  // ── contracts in force: the figure, then the list it opens
  await openScorecard()
  seen.inForce = Number(await figure('Contracts in force').getByRole('link').innerText())
  await figure('Contracts in force').getByRole('link').click()
  await page.waitForURL(/\/app\/traffic-light\/contract\?/)
  seen.inForceListed = await listTotal(page)
  seen.contractSupplierFilter = await chosen(page.getByRole('group', { name: 'Filters' }).getByLabel('Supplier', { exact: true }))
  await screenshot(page, 'scorecard-contracts-in-force')

  // ── contracts ending within 120 days
  await openScorecard()
  const ending = figure('Ending in the next 120 days')
  if (await ending.count()) {
    seen.ending = Number(await ending.getByRole('link').innerText())
    await ending.getByRole('link').click()
    await page.waitForURL(/\/app\/traffic-light\/contract\?/)
    seen.endingListed = await listTotal(page)
  } else {
    seen.ending = await figure('Contracts in force').locator('p').nth(2).innerText()
    seen.endingListed = 'no list to open'
  }

  // ── spend of the last twelve months: the analysis filtered to the supplier and the same months
  await openScorecard()
  const spend = figure('Spend, last 12 months')
  seen.spend = await spend.getByRole('link').innerText()
  await spend.getByRole('link').click()
  await page.waitForURL(/\/app\/spending-analysis/)
  const total = figure('Total Spend').locator('p').nth(1)
  await page.waitForFunction((element) => element.textContent !== '–', await total.elementHandle())
  seen.spendListed = await total.innerText()
  const filters = page.getByRole('group', { name: 'Filters' })
  seen.spendSupplierFilter = await chosen(filters.getByLabel('Supplier', { exact: true }))
  seen.spendMonths = [await filters.getByLabel('From month').inputValue(), await filters.getByLabel('To month').inputValue()]
  await screenshot(page, 'scorecard-spend')

  assert.deepEqual(seen, {
    inForce: 2,
    inForceListed: 2,
    contractSupplierFilter: name,
    ending: 1,
    endingListed: 1,
    spend: 'R$1,500.50',
    spendListed: 'R$1,500.50',
    spendSupplierFilter: name,
    spendMonths: [monthStartBack(12).slice(0, 7), monthStartBack(1).slice(0, 7)],
  })
  await page.context().close()
})
