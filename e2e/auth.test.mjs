import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'

import { launchBrowser, newPage, screenshot } from './browser.mjs'

const WORDS = {
  en: {
    firstName: 'First name', lastName: 'Last name', userName: 'Username', email: 'Email',
    password: 'Password', confirmPassword: 'Confirm password', terms: 'I accept the terms of use and the privacy policy',
    createAccount: 'Create account', signIn: 'Sign in', signOut: 'Sign out', dashboard: 'Sourcing dashboard', userMenu: 'User menu',
    signedOut: 'You have been signed out. See you soon!', welcomeBack: 'Welcome back!', role: 'Owner',
    wrongPassword: 'Incorrect password', passwordStrong: 'Use lowercase and uppercase letters, a number and a symbol',
  },
  pt: {
    firstName: 'Nome', lastName: 'Sobrenome', userName: 'Nome de usuário', email: 'Email',
    password: 'Senha', confirmPassword: 'Confirmar senha', terms: 'Aceito os termos de uso e a política de privacidade',
    createAccount: 'Criar conta', signIn: 'Entrar', signOut: 'Sair', dashboard: 'Dashboard de sourcing', userMenu: 'Menu do usuário',
    signedOut: 'Você foi desconectado. Até breve!', welcomeBack: 'Bem-vindo de volta!', role: 'Owner',
    wrongPassword: 'Senha incorreta', passwordStrong: 'Use letras minúsculas e maiúsculas, um número e um símbolo',
  },
}

const PASSWORD = 'Str0ng!Pass'

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

for (const [locale, w] of Object.entries(WORDS)) {
  describe(`accounts in ${locale}`, () => {
    const stamp = `${locale}${Date.now()}`
    const email = `e2e.${stamp}@example.com`

    test('a weak password is refused on the sign-up form', async () => {
      const page = await newPage(browser, locale)
      await page.goto('/auth/signup')
      await page.getByLabel(w.password, { exact: true }).fill('weakpass')
      await page.getByRole('button', { name: w.createAccount }).click()
      await page.getByText(w.passwordStrong).waitFor()
      assert.match(page.url(), /\/auth\/signup$/)
      await page.context().close()
    })

    test('sign up, land on the dashboard, sign out, sign in again', async () => {
      const page = await newPage(browser, locale)
      await page.goto('/auth/signup')
      await page.getByLabel(w.firstName, { exact: true }).fill('Ana')
      await page.getByLabel(w.lastName, { exact: true }).fill('Tester')
      await page.getByLabel(w.userName, { exact: true }).fill(`ana.${stamp}`)
      await page.getByLabel(w.email, { exact: true }).fill(email)
      await page.getByLabel(w.password, { exact: true }).fill(PASSWORD)
      await page.getByLabel(w.confirmPassword, { exact: true }).fill(PASSWORD)
      await page.getByLabel(w.terms).check()
      await screenshot(page, `signup-${locale}`)
      await page.getByRole('button', { name: w.createAccount }).click()

      await page.waitForURL('**/app')
      await page.getByRole('heading', { name: w.dashboard }).waitFor()
      const userMenu = page.getByRole('button', { name: new RegExp(`^${w.userMenu}`) })
      await userMenu.getByText(w.role, { exact: true }).waitFor()
      assert.match(await userMenu.textContent(), /Ana Tester/)
      await screenshot(page, `dashboard-${locale}`)

      await userMenu.click()
      await page.getByRole('menuitem', { name: w.signOut }).click()
      await page.getByText(w.signedOut).waitFor()
      await page.waitForURL('**/auth/signin')

      await page.getByLabel(w.email, { exact: true }).fill(email)
      await page.getByLabel(w.password, { exact: true }).fill('Wr0ng!Pass')
      await page.getByRole('button', { name: w.signIn, exact: true }).click()
      await page.getByText(w.wrongPassword).waitFor()

      await page.getByLabel(w.password, { exact: true }).fill(PASSWORD)
      await page.getByRole('button', { name: w.signIn, exact: true }).click()
      await page.getByText(w.welcomeBack).waitFor()
      await page.waitForURL('**/app')
      await page.getByRole('heading', { name: w.dashboard }).waitFor()
      await page.context().close()
    })
  })
}

test('the sign-in and sign-up pages come with the first bundle, before the load event', async () => {
  // the page's chunk of the build (its module under rw dev)
  for (const [path, pageModule] of [
    ['/auth/signin', 'SignInPage'],
    ['/auth/signup', 'SignUpPage'],
  ]) {
    const page = await newPage(browser, 'en')
    const requested = []
    page.on('request', (request) => request.url().includes(pageModule) && requested.push(Date.now()))
    await page.goto(path, { waitUntil: 'load' })
    const loadedAt = Date.now()
    assert.ok(requested.length, `${path}: its page module was not requested`)
    assert.ok(requested.every((at) => at <= loadedAt), `${path}: its page module came after the load event`)
    await page.context().close()
  }
})
