// The account's language against the screen's: which one the screen, the emails and the roles speak.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { after, before, test } from 'node:test'

import {
  BASE_URL,
  graphqlAs,
  idTokenOf,
  launchBrowser,
  mailTo,
  newPage,
  roleThroughApi,
  screenshot,
  signIn,
  signUpThroughApi,
  submitSignIn,
} from './browser.mjs'

const DEMO_OWNER = {
  email: 'owner@procura.local',
  password: JSON.parse(readFileSync(new URL('../scripts/seed/demoAccount.json', import.meta.url))).password,
}

// one account for the file (sign-ups are limited per address): signed up in English, so its Owner
// role is stored with English words; each test sets the account's language it starts from
let browser
let account
let token
before(async () => {
  browser = await launchBrowser()
  account = await signUpThroughApi(`idioma${Date.now()}`, 'en')
  token = await idTokenOf(account)
})
after(async () => {
  await browser?.close()
})

/** Asks for a password reset as a signed-out user does: the mail comes in the account's language. */
const askPasswordReset = async (email) => {
  const response = await fetch(`${BASE_URL}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($input: ForgotPasswordInput!) { requestPasswordReset(input: $input) }',
      variables: { input: { email } },
    }),
  })
  const body = await response.json()
  if (body.errors) throw new Error(JSON.stringify(body.errors))
}

const chooseInHeader = async (page, menu, language) => {
  await page.getByRole('button', { name: menu }).click()
  await page.getByRole('menuitem', { name: new RegExp(language) }).click()
}

test('a Portuguese account signing in on an English screen gets its screen in Portuguese; a later switch holds for the session', async () => {
  await graphqlAs(token, 'mutation { updateMyLocale(locale: "pt") { id } }')
  const page = await newPage(browser, 'en')
  await submitSignIn(page, account, 'en')
  await page.waitForURL('**/app')
  await page.getByRole('heading', { name: 'Dashboard de sourcing' }).waitFor()
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'pt-BR')
  await screenshot(page, 'language-after-sign-in-pt')

  // the user's own choice afterwards wins, also on the next page load
  await chooseInHeader(page, 'Idioma', 'English')
  await page.getByRole('heading', { name: 'Sourcing dashboard' }).waitFor()
  await page.reload()
  await page.getByRole('heading', { name: 'Sourcing dashboard' }).waitFor()
  await page.context().close()
})

test("the header's language switch changes the screen only; the profile's account language changes the emails", async () => {
  const page = await newPage(browser, 'pt')
  await signIn(page, account, 'pt')
  await page.waitForURL('**/app')

  await chooseInHeader(page, 'Idioma', 'English')
  await page.getByRole('heading', { name: 'Sourcing dashboard' }).waitFor()
  await askPasswordReset(account.email)
  await mailTo(account.email, 'Redefina sua senha do Procura')

  // the profile says which language the emails use, and changes it
  await page.goto('/app/profile')
  const profile = page.getByRole('region', { name: 'Profile' })
  const language = profile.getByLabel('Account language', { exact: true })
  assert.equal(await language.inputValue(), 'pt')
  await profile.getByText('The language menu in the header changes only the screen', { exact: false }).waitFor()
  await language.selectOption({ label: 'English' })
  await profile.getByRole('button', { name: 'Save' }).click()
  await page.getByText('Profile updated').waitFor()
  await screenshot(page, 'language-profile-en')
  await askPasswordReset(account.email)
  await mailTo(account.email, 'Reset your Procura password')
  await page.context().close()
})

test("built-in roles speak the screen's language (pt, then en); a company's own role keeps its words", async () => {
  const stamp = Date.now()
  await roleThroughApi(token, {
    name: `Comprador Sênior ${stamp}`,
    description: 'Compra aço e resinas',
    priority: 100,
  })
  const page = await newPage(browser, 'pt')
  await signIn(page, account, 'pt')
  await page.waitForURL('**/app')
  await page.goto('/app/team/roles')
  await page.getByRole('cell', { name: 'Dono da empresa', exact: true }).waitFor()
  await page.getByRole('cell', { name: 'Compra aço e resinas', exact: true }).waitFor()
  assert.equal(await page.getByRole('cell', { name: 'Owner of the company' }).count(), 0)
  await page.context().close()

  // the demo company's roles are the product's: their names and descriptions follow the screen
  const demo = await newPage(browser, 'pt')
  await signIn(demo, DEMO_OWNER, 'pt')
  await demo.waitForURL('**/app')
  await demo.goto('/app/team/roles')
  await demo.getByRole('row', { name: /Diretor de Suprimentos Lidera os suprimentos da empresa/ }).waitFor()
  await demo.getByRole('row', { name: /Comprador Cota e negocia com fornecedores/ }).waitFor()
  await screenshot(demo, 'language-roles-pt')
  await demo.goto('/app/team/users')
  await demo.getByRole('button', { name: 'Adicionar usuário' }).click()
  const picker = demo.getByRole('dialog', { name: 'Adicionar usuário' }).getByLabel('Função')
  // the roles arrive after the dialog opens
  await picker.getByRole('option', { name: 'Gerente de Categoria', exact: true }).waitFor({ state: 'attached' })
  await demo.keyboard.press('Escape')

  await chooseInHeader(demo, 'Idioma', 'English')
  await demo.goto('/app/team/roles')
  await demo.getByRole('row', { name: /Procurement director Leads the company's procurement/ }).waitFor()
  await demo.getByRole('row', { name: /Buyer Quotes and negotiates with suppliers/ }).waitFor()
  await screenshot(demo, 'language-roles-en')
  await demo.context().close()
})
