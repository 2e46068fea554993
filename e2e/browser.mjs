// Shared by the e2e tests: Debian's Chromium driven by playwright-core (never a downloaded browser).
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { chromium } from 'playwright-core'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs'

import { tr, trPattern } from './catalogue.mjs'

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:8910'
const ARTIFACTS = path.resolve('test-results', 'screenshots')

export const launchBrowser = () => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })

/** A fresh browser context in the given locale (the product reads the `locale` cookie first). */
export const newPage = async (browser, locale) => {
  const context = await browser.newContext({ baseURL: BASE_URL, locale: locale === 'pt' ? 'pt-BR' : 'en-US' })
  await context.addCookies([{ name: 'locale', value: locale, url: BASE_URL }])
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  return page
}

/**
 * Opens an address, once more if the browser aborted the first load: under \`rw dev\` a page may be
 * reloaded by the dev server while the test moves on (seen once in CI as net::ERR_ABORTED).
 */
export const visit = async (page, url) => {
  try {
    await page.goto(url)
  } catch (error) {
    if (!/ERR_ABORTED/.test(error.message)) throw error
    await page.goto(url)
  }
}

/** Scrolls each chart of the page into view, as a reader does: a chart draws when it is first seen. */
export const viewCharts = async (page) => {
  for (const figure of await page.locator('figure').all()) await figure.scrollIntoViewIfNeeded()
}

/** Saves what the user sees, as a test artefact (git-ignored). */
export const screenshot = async (page, name) => {
  mkdirSync(ARTIFACTS, { recursive: true })
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true })
}

/**
 * The suite signs up more companies from this one machine than an office would in the sign-up
 * limit's window: the machine's count is reset before each (the api tests and the production
 * probes test the limit itself).
 */
const resetSignUpLimit = async () => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL })
  await client.connect()
  try {
    await client.query(`DELETE FROM "RateLimitBucket" WHERE key LIKE 'sign-up:ip:%'`)
  } finally {
    await client.end()
  }
}

/** A new account (company, Owner role, user) created through the api's signUp mutation. */
export const signUpThroughApi = async (stamp, locale = 'en') => {
  await resetSignUpLimit()
  const account = {
    firstName: 'Eva',
    lastName: 'Shell',
    userName: `eva.${stamp}`,
    email: `eva.${stamp}@example.com`,
    password: 'Str0ng!Pass',
    confirmPassword: 'Str0ng!Pass',
    acceptTerms: true,
  }
  const response = await fetch(`${BASE_URL}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($input: SignUpInput!) { signUp(input: $input) { id } }',
      variables: { input: { ...account, locale } },
    }),
  })
  const body = await response.json()
  if (body.errors) throw new Error(JSON.stringify(body.errors))
  return account
}

const SIGN_IN_WORDS = {
  en: { email: 'Email', password: 'Password', submit: 'Sign in' },
  pt: { email: 'Email', password: 'Senha', submit: 'Entrar' },
}

/** Fills and submits the sign-in page as a user would: the screen then takes the account's language. */
export const submitSignIn = async (page, { email, password }, locale) => {
  const w = SIGN_IN_WORDS[locale]
  if (!page.url().includes('/auth/signin')) await page.goto('/auth/signin')
  await page.getByLabel(w.email, { exact: true }).fill(email)
  await page.getByLabel(w.password, { exact: true }).fill(password)
  await page.getByRole('button', { name: w.submit, exact: true }).click()
}

/**
 * Signs in a user whose account speaks the page's language (set through the api first), so that
 * the screen stays in `locale` after sign-in. Credentials the emulator refuses are left for the
 * sign-in page to refuse.
 */
export const signIn = async (page, account, locale) => {
  const token = await idTokenOf(account).catch(() => null)
  if (token)
    await graphqlAs(token, 'mutation ($locale: String!) { updateMyLocale(locale: $locale) { id } }', { locale }).catch(
      () => undefined
    )
  await submitSignIn(page, account, locale)
}

// a translation key shown as text: words joined by two or more dots ("process.quotations.incotermId"),
// not an address or a file name
const RAW_KEY = /(?<![@/\w.-])[a-z][a-zA-Z0-9]*(?:\.[a-z][a-zA-Z0-9]*){2,}(?![\w.@/])/g

/** The translation keys the page shows in its text or its labels: what i18next gives for a key it lacks. */
export const translationKeysShown = async (page) => {
  const text = await page.locator('body').innerText()
  const labels = await page.evaluate(() =>
    [...document.querySelectorAll('[aria-label],[title],[placeholder]')]
      .flatMap((element) => ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name)))
      .filter(Boolean)
      .join('\n')
  )
  return `${text}\n${labels}`.match(RAW_KEY) ?? []
}

/** axe-core's serious and critical violations on the current page. */
export const seriousAccessibilityViolations = async (page) => {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ path: path.resolve('node_modules', 'axe-core', 'axe.min.js') })
  const violations = await page.evaluate(async () => (await window.axe.run()).violations)
  return violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact))
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

const INBOX_URL = process.env.E2E_INBOX_URL ?? 'http://127.0.0.1:1080'

/**
 * The newest mail maildev received for this address with this subject, waiting for it to arrive
 * (a sign-up's welcome mail, sent by the job worker, may come before or after it).
 */
export const mailTo = async (address, subject, { timeoutMs = 20_000 } = {}) => {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const messages = await (await fetch(`${INBOX_URL}/email`)).json()
    const mine = messages.filter(
      (message) => message.subject === subject && message.to.some((to) => to.address === address)
    )
    if (mine.length) return mine.at(-1)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`no mail "${subject}" reached ${address}`)
}

/** Every mail maildev holds for this address, oldest first. */
export const mailsTo = async (address) => {
  const messages = await (await fetch(`${INBOX_URL}/email`)).json()
  return messages.filter((message) => message.to.some((to) => to.address === address))
}

const EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'

/** A user's ID token from the Auth emulator, to prepare data through the api as that user would. */
export const idTokenOf = async ({ email, password }) => {
  const response = await fetch(
    `http://${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    }
  )
  const body = await response.json()
  if (!body.idToken) throw new Error(JSON.stringify(body))
  return body.idToken
}

/** One GraphQL operation as a signed-in user; its errors fail the test. */
export const graphqlAs = async (token, query, variables = {}) => {
  const response = await fetch(`${BASE_URL}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'auth-provider': 'firebase', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  })
  const body = await response.json()
  if (body.errors) throw new Error(JSON.stringify(body.errors))
  return body.data
}

/**
 * A running contract of the token's company, made through the api on the first of each of its
 * lists; `contract` gives the rest (its id, material, supplier, term, balances, comment) and may
 * change any field.
 */
export const contractThroughApi = async (token, contract) => {
  const { referenceData, processCandidates } = await graphqlAs(
    token,
    '{ referenceData { materialCategories { id } businessDivisions { id } regions { id } } processCandidates { id } }'
  )
  await graphqlAs(token, 'mutation ($input: ContractInput!) { createContract(input: $input) { id } }', {
    input: {
      materialCategoryId: referenceData.materialCategories[0].id,
      categoryManagerId: processCandidates[0].id,
      businessDivisionId: referenceData.businessDivisions[0].id,
      regionId: referenceData.regions[0].id,
      paymentTerm: 30,
      actionNeed: false,
      actionDescription: 'NO_VOLUME_DEMAND',
      status: 'ON_GOING',
      estimatedConclusionDate: contract.endDate,
      ...contract,
    },
  })
}

/** A role of the token's company, created through the api; answers its id. */
export const roleThroughApi = async (token, role) =>
  (await graphqlAs(token, 'mutation ($input: RoleInput!) { createRole(input: $input) { id } }', { input: role }))
    .createRole.id

/** A user of the token's company with that role, created through the api; answers its id. */
export const userThroughApi = async (token, user) =>
  (await graphqlAs(token, 'mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }', { input: user }))
    .createUser.id

/** Pastes spreadsheet cells (tab-separated lines) into a grid cell, as Ctrl+V from a spreadsheet does. */
export const pasteInto = (locator, text) =>
  locator.evaluate((cell, pasted) => {
    const clipboardData = new DataTransfer()
    clipboardData.setData('text/plain', pasted)
    cell.focus()
    cell.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }))
  }, text)

/** A toast with this text, shown. */
export const toast = (page, text) => page.getByRole('status').filter({ hasText: text }).first().waitFor()

/** Waits until a field holds `value` (a form may fill it once its data arrives). */
export const assertValue = async (field, value) => {
  await field.waitFor()
  await field.page().waitForFunction(
    ([element, expected]) => element.value === expected,
    [await field.elementHandle(), value]
  )
}

/**
 * Takes an import on from its mapping as a user accepting what comes: the review (names kept as
 * written), the valid lines when some have problems; answers when its lines are imported.
 */
export const finishImport = async (page, locale = 'en') => {
  await page.getByRole('button', { name: tr(locale, 'spendImports.mapping.start'), exact: true }).click()
  const imported = page.getByRole('status').filter({ hasText: trPattern(locale, 'spendImports.done.imported') })
  const steps = [
    page.getByRole('button', { name: tr(locale, 'spendImports.review.submit') }),
    page.getByRole('button', { name: trPattern(locale, 'spendImports.failed.importValid') }),
  ]
  // at most the valid lines, then the review: a step offered again is the import going round
  for (let taken = 0; taken < 3; taken += 1) {
    await imported.or(steps[0]).or(steps[1]).first().waitFor({ timeout: 60_000 })
    if (await imported.isVisible()) return
    const step = (await steps[0].isVisible()) ? steps[0] : steps[1]
    await step.click()
    await step.waitFor({ state: 'hidden', timeout: 60_000 })
  }
  throw new Error('the import was not done after its review and its valid lines')
}

/** Imports a spend file through the screens as a user does: upload, the columns as suggested, then on. */
export const importSpend = async (page, file, locale = 'en') => {
  await visit(page, '/app/spending-analysis')
  await page.getByRole('link', { name: tr(locale, 'spendImports.action') }).click()
  await page.getByLabel(tr(locale, 'spendImports.upload.drop'), { exact: true }).setInputFiles(file)
  await page.getByRole('heading', { name: tr(locale, 'spendImports.mapping.title') }).waitFor()
  await finishImport(page, locale)
}

/**
 * The date `offset` days from today as a new company reads it: in its time zone (São Paulo), which
 * in the evening is a day behind UTC. A contract ending on companyDay(20) ends in 20 days for it.
 */
export const companyDay = (offset) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date())
  const day = new Date(`${today}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + offset)
  return day.toISOString().slice(0, 10)
}

/** A dashboard figure's number: the second paragraph of the group its label names. */
export const figureValue = (page, label) => page.getByRole('group', { name: label, exact: true }).locator('p').nth(1)
