// Shared by the e2e tests: Debian's Chromium driven by playwright-core (never a downloaded browser).
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { chromium } from 'playwright-core'

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:8910'
const ARTIFACTS = path.resolve('test-results', 'screenshots')

export const launchBrowser = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })

/** A fresh browser context in the given locale (the product reads the `locale` cookie first). */
export const newPage = async (browser, locale) => {
  const context = await browser.newContext({ baseURL: BASE_URL, locale: locale === 'pt' ? 'pt-BR' : 'en-US' })
  await context.addCookies([{ name: 'locale', value: locale, url: BASE_URL }])
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  return page
}

/** Saves what the user sees, as a test artefact (git-ignored). */
export const screenshot = async (page, name) => {
  mkdirSync(ARTIFACTS, { recursive: true })
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true })
}
