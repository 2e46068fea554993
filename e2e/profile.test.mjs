import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'

import { launchBrowser, newPage, screenshot, signIn, signUpThroughApi } from './browser.mjs'

// a real 1×1 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64'
)
// a Windows program renamed to look like a picture
const EXE_AS_PNG = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(256, 0x90)])

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

test('profile: edit names, upload and remove a photo; a program named .png is refused', async () => {
  const account = await signUpThroughApi(`profile${Date.now()}`)
  const page = await newPage(browser, 'en')
  await signIn(page, account, 'en')
  await page.waitForURL('**/app')
  await page.goto('/app/profile')

  const profile = page.getByRole('region', { name: 'Profile' })
  await profile.getByLabel('First name', { exact: true }).fill('Evelyn')
  await profile.getByRole('button', { name: 'Save' }).click()
  await page.getByText('Profile updated').waitFor()
  await page.getByRole('button', { name: /^User menu/ }).getByText('Evelyn Shell').waitFor()

  const photoInput = profile.locator('input[type=file]')
  await photoInput.setInputFiles({ name: 'virus.png', mimeType: 'image/png', buffer: EXE_AS_PNG })
  await page.getByText('The file is not an image').waitFor()

  await photoInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
  await page.getByText('Photo updated').waitFor()
  const headerPhoto = page.getByRole('button', { name: /^User menu/ }).locator('img')
  await headerPhoto.waitFor()
  // served by GET /api/avatar/{id} with the session cookie
  await page.waitForFunction((img) => img.complete && img.naturalWidth === 1, await headerPhoto.elementHandle())
  await screenshot(page, 'profile-en')

  await profile.getByRole('button', { name: 'Remove photo' }).click()
  await page.getByText('Photo removed').waitFor()
  await headerPhoto.waitFor({ state: 'detached' })
  assert.equal(await page.getByRole('button', { name: /^User menu/ }).getByRole('img', { name: 'Evelyn' }).textContent(), 'E')
  await page.context().close()
})
