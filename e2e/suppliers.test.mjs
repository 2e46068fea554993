import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { after, before, test } from 'node:test'

import {
  launchBrowser,
  newPage,
  screenshot,
  seriousAccessibilityViolations,
  signIn,
  signUpThroughApi,
} from './browser.mjs'

const demo = JSON.parse(readFileSync('scripts/seed/demoAccount.json', 'utf8'))
const locales = Object.fromEntries(
  ['en', 'pt'].map((locale) => [
    locale,
    JSON.parse(readFileSync(`packages/shared/src/locales/${locale}.json`, 'utf8')),
  ])
)

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

test('a buyer adds a supplier to the master: its VAT checked, then found, edited and scored', async () => {
  const owner = await signUpThroughApi(`suppliers${Date.now()}`)
  const page = await newPage(browser, 'en')
  await signIn(page, owner, 'en')
  await page.waitForURL('**/app')

  await page.getByRole('link', { name: 'Suppliers' }).click()
  await page.waitForURL('**/app/suppliers')
  await page.getByText('No supplier yet.', { exact: false }).waitFor()

  await page.getByRole('button', { name: 'New supplier' }).click()
  const dialog = page.getByRole('dialog', { name: 'New supplier' })
  await dialog.getByLabel('Name').fill('Aços Minas Gerais Ltda.')
  await dialog.getByLabel('Country').selectOption({ label: 'BR · Brazil' })
  // one check digit wrong
  await dialog.getByLabel('VAT number').fill('11.222.333/0001-82')
  await dialog.getByLabel('SAP code').fill('V-100')
  await dialog.getByRole('button', { name: 'Add contact' }).click()
  await dialog.getByRole('group', { name: 'Contact 1' }).getByLabel('Name').fill('Comercial')
  await dialog.getByRole('group', { name: 'Contact 1' }).getByLabel('Email').fill('vendas@acosminas.example')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await dialog.getByText('Not a valid CNPJ or CPF: check its digits').waitFor()

  await dialog.getByLabel('VAT number').fill('11.222.333/0001-81')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await page.getByText('Supplier created').waitFor()
  const row = page.getByRole('row', { name: /Aços Minas Gerais/ })
  await row.getByRole('cell', { name: '11.222.333/0001-81' }).waitFor()
  await row.getByRole('cell', { name: 'vendas@acosminas.example' }).waitFor()

  // the same VAT typed another way is the same supplier
  await page.getByRole('button', { name: 'New supplier' }).click()
  await dialog.getByLabel('Name').fill('Acos Minas')
  await dialog.getByLabel('Country').selectOption({ label: 'BR · Brazil' })
  await dialog.getByLabel('VAT number').fill('11222333000181')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await page.getByText('Another supplier already has this VAT number').waitFor()
  await dialog.getByRole('button', { name: 'Close' }).click()

  await page.getByRole('searchbox', { name: 'Search by name, VAT or SAP code' }).fill('v-1')
  await page.getByRole('row', { name: /Aços Minas Gerais/ }).waitFor()
  await page.getByRole('searchbox', { name: 'Search by name, VAT or SAP code' }).fill('nothing like it')
  await page.getByRole('row', { name: /Aços Minas Gerais/ }).waitFor({ state: 'detached' })
  await page.getByRole('searchbox', { name: 'Search by name, VAT or SAP code' }).fill('')
  await page.getByLabel('Litigant', { exact: true }).selectOption({ label: 'Litigant: Yes' })
  await page.getByRole('row', { name: /Aços Minas Gerais/ }).waitFor({ state: 'detached' })
  await page.getByLabel('Litigant', { exact: true }).selectOption({ label: 'Litigant: Any' })

  await page.getByRole('link', { name: 'Aços Minas Gerais Ltda.' }).click()
  await page.getByRole('heading', { name: 'Aços Minas Gerais Ltda.' }).waitFor()
  const processes = page.getByRole('group', { name: 'Processes invited to' })
  assert.equal(await processes.getByRole('link').innerText(), '0')
  await page.getByText('No running contract ends in the next 120 days.').waitFor()
  assert.deepEqual(await seriousAccessibilityViolations(page), [])

  await page.getByRole('button', { name: 'Edit supplier' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit supplier' })
  await edit.getByLabel('Litigant').check()
  await edit.getByRole('button', { name: 'Save' }).click()
  await page.getByText('Supplier saved').waitFor()
  await page.getByRole('definition').filter({ hasText: 'Yes' }).first().waitFor()
  await page.context().close()
})

/** Texts of the given sections in English that Portuguese says otherwise. */
const englishOf = (...sections) => {
  const texts = []
  const walk = (en, pt) => {
    for (const [key, value] of Object.entries(en))
      if (typeof value === 'object') walk(value, pt?.[key] ?? {})
      else if (value !== pt?.[key] && !value.includes('{{') && value.length > 3) texts.push(value)
  }
  for (const section of sections) walk(locales.en[section], locales.pt[section])
  return texts
}

test('the supplier master and a scorecard speak Portuguese, with no English left', async () => {
  const page = await newPage(browser, 'pt')
  await signIn(page, demo, 'pt')
  await page.waitForURL('**/app')
  const english = englishOf('suppliers', 'nav', 'pages', 'contract', 'common')
  const leftovers = async () => {
    const text = await page.locator('main').innerText()
    // whole words: "Litigant" is inside the Portuguese "Litigante"
    const escape = (words) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    return english.filter((words) => new RegExp(`(?<!\\p{L})${escape(words)}(?!\\p{L})`, 'u').test(text))
  }

  await page.goto('/app/suppliers')
  await page.getByRole('heading', { name: 'Fornecedores' }).waitFor()
  await page.getByRole('row').nth(3).waitFor()
  assert.deepEqual(await leftovers(), [])
  await screenshot(page, 'supplier-list-pt')

  // typed without its accent, as a buyer does
  await page.getByRole('searchbox', { name: 'Buscar por nome, CNPJ ou código SAP' }).fill('siderurgica vale')
  // the list filtered to the one supplier (its header row and its row)
  await page.getByRole('row').nth(2).waitFor({ state: 'detached' })

  await page.getByRole('link', { name: 'Siderúrgica Vale Azul' }).click()
  await page.getByRole('heading', { name: 'Siderúrgica Vale Azul' }).waitFor()
  const invited = page.getByRole('group', { name: 'Processos em que foi convidado' })
  assert.notEqual(await invited.getByRole('link').innerText(), '0')
  await page.getByRole('group', { name: 'Taxa de resposta' }).waitFor()
  assert.deepEqual(await leftovers(), [])
  await screenshot(page, 'supplier-scorecard-pt')

  // the processes behind the number are the ones inviting it
  await invited.getByRole('link').click()
  await page.getByText('Processos de um fornecedor').waitFor()
  await page.context().close()
})
