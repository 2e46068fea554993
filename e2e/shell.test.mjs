import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'

import {
  launchBrowser,
  newPage,
  screenshot,
  seriousAccessibilityViolations,
  signIn,
  signUpThroughApi,
} from './browser.mjs'

// every screen of spec §2 with its title in each language
const SCREENS = [
  ['/app', 'Sourcing dashboard', 'Dashboard de sourcing'],
  ['/app/process', 'Processes', 'Processos'],
  ['/app/process/new', 'New process', 'Novo processo'],
  ['/app/process/42/report', 'Process report', 'Relatório do processo'],
  ['/app/traffic-light', 'Contract traffic light', 'Farol de contratos'],
  ['/app/traffic-light/contract', 'Contracts', 'Contratos'],
  ['/app/traffic-light/contract/new', 'New contract', 'Novo contrato'],
  ['/app/spending-analysis', 'Spending analysis', 'Análise de gastos'],
  ['/app/team/users', 'Users', 'Usuários'],
  ['/app/team/roles', 'Roles', 'Funções'],
  ['/app/profile', 'Profile', 'Perfil'],
]
const AUTH_SCREENS = [
  ['/auth/signin', 'Sign in', 'Entrar'],
  ['/auth/signup', 'Sign up', 'Cadastro'],
  ['/auth/forgot', 'Forgot password', 'Esqueci a senha'],
  ['/auth/recovery', 'Recover password', 'Recuperar senha'],
]
const ALREADY_SIGNED_IN = {
  en: 'You are already signed in. Redirecting to the dashboard...',
  pt: 'Você já está logado. Redirecionando para o dashboard...',
}
const INVALID_PROCESS = { en: 'Invalid process', pt: 'Processo inválido' }
const TOGGLE = { en: 'Toggle sidebar', pt: 'Abrir ou fechar o menu lateral' }

let browser
let account
before(async () => {
  browser = await launchBrowser()
  account = await signUpThroughApi(`shell${Date.now()}`)
})
after(async () => {
  await browser?.close()
})

const signedInPage = async (locale) => {
  const page = await newPage(browser, locale)
  await signIn(page, account, locale)
  await page.waitForURL('**/app')
  return page
}

const sidebarWidth = (page) =>
  page.getByTestId('sidebar').evaluate((element) => element.getBoundingClientRect().width)

for (const [locale, index] of [
  ['en', 1],
  ['pt', 2],
]) {
  describe(`the app shell in ${locale}`, () => {
    test('every signed-out screen renders with its title', async () => {
      const page = await newPage(browser, locale)
      for (const screen of AUTH_SCREENS) {
        await page.goto(screen[0])
        await page.waitForFunction((title) => document.title === title, `Procura | ${screen[index]}`)
      }
      await page.context().close()
    })

    test('every signed-in screen renders with its title and heading', async () => {
      const page = await signedInPage(locale)
      for (const screen of SCREENS) {
        await page.goto(screen[0])
        const title = `Procura | ${screen[index]}`
        await page.waitForFunction((expected) => document.title === expected, title)
        await page.getByRole('heading', { level: 1, name: screen[index].replaceAll(' | ', ' · ') }).waitFor()
      }
      await page.context().close()
    })

    test('a process page with a malformed id says so', async () => {
      const page = await signedInPage(locale)
      await page.goto('/app/process/42/general')
      await page.getByRole('alert').getByText(INVALID_PROCESS[locale]).waitFor()
      await page.context().close()
    })

    test('a signed-out visit to an app page comes back to it after sign-in', async () => {
      const page = await newPage(browser, locale)
      await page.goto('/app/traffic-light/contract')
      await page.waitForURL('**/auth/signin**')
      await page.getByRole('heading', { level: 1 }).waitFor()
      const cookies = await page.context().cookies()
      assert.equal(
        decodeURIComponent(cookies.find((cookie) => cookie.name === 'redirect-auth')?.value ?? ''),
        '/app/traffic-light/contract'
      )
      await signIn(page, account, locale)
      await page.waitForURL('**/app/traffic-light/contract')
      await page.context().close()
    })

    test('a signed-in user who opens a signed-out page goes to the dashboard', async () => {
      const page = await signedInPage(locale)
      await page.goto('/auth/signup')
      await page.getByText(ALREADY_SIGNED_IN[locale]).waitFor()
      await page.waitForURL('**/app')
      await page.context().close()
    })

    test('the sidebar collapses to 80 px and back', async () => {
      const page = await signedInPage(locale)
      await page.setViewportSize({ width: 1280, height: 800 })
      assert.equal(await sidebarWidth(page), 280)
      await page.getByRole('button', { name: TOGGLE[locale] }).click()
      await page.waitForFunction(
        () => document.querySelector('[data-testid=sidebar]').getBoundingClientRect().width === 80
      )
      await screenshot(page, `sidebar-collapsed-${locale}`)
      await page.getByRole('button', { name: TOGGLE[locale] }).click()
      await page.waitForFunction(
        () => document.querySelector('[data-testid=sidebar]').getBoundingClientRect().width === 280
      )
      await screenshot(page, `sidebar-expanded-${locale}`)
      // on a page longer than the window, the sidebar's background runs to the bottom
      await page.goto('/app/process/new')
      // the whole form, loaded: its last section is there
      await page
        .getByRole('region', { name: locale === 'en' ? 'Contracting background' : 'Histórico da contratação' })
        .waitFor()
      const [column, pageHeight] = await page.evaluate(() => [
        document.querySelector('[data-testid=sidebar-column]').getBoundingClientRect().height,
        document.documentElement.scrollHeight,
      ])
      assert.ok(pageHeight > 800, `a long page: ${pageHeight}`)
      assert.ok(column >= pageHeight - 1, `sidebar column ${column} of ${pageHeight}`)
      await page.context().close()
    })

    test('under 1200 px the sidebar is an overlay, closed until asked for', async () => {
      const page = await signedInPage(locale)
      await page.setViewportSize({ width: 1100, height: 800 })
      await page.getByTestId('sidebar').waitFor({ state: 'detached' })
      await page.getByRole('button', { name: TOGGLE[locale] }).click()
      const position = await page
        .getByTestId('sidebar')
        .evaluate((element) => getComputedStyle(element).position)
      assert.equal(position, 'fixed')
      await screenshot(page, `sidebar-overlay-${locale}`)
      await page.keyboard.press('Escape')
      await page.getByTestId('sidebar').waitFor({ state: 'detached' })
      await page.context().close()
    })

    test('axe finds no serious or critical violation on the shell and the auth pages', async () => {
      const page = await newPage(browser, locale)
      const found = {}
      for (const path of ['/auth/signin', '/auth/signup']) {
        await page.goto(path)
        await page.getByRole('heading', { level: 1 }).waitFor()
        found[path] = await seriousAccessibilityViolations(page)
      }
      await signIn(page, account, locale)
      await page.waitForURL('**/app')
      await page.getByRole('heading', { level: 1 }).waitFor()
      found['/app'] = await seriousAccessibilityViolations(page)
      assert.deepEqual(found, { '/auth/signin': [], '/auth/signup': [], '/app': [] })
      await page.context().close()
    })
  })
}
