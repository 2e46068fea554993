import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { after, before, test } from 'node:test'

import { launchBrowser, newPage, screenshot, signIn } from './browser.mjs'

// the demo company the seed makes (yarn rw exec seed): 200 contracts, some ending within 30 days
const DEMO_PASSWORD = JSON.parse(readFileSync(new URL('../scripts/seed/demoAccount.json', import.meta.url))).password

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

const sizeOf = async (locator) => {
  const box = await locator.boundingBox()
  return [Math.round(box.width), Math.round(box.height)]
}

test('the assistant lists the contracts ending in 30 days with links; copy, maximise, restore, reload', async () => {
  const page = await newPage(browser, 'en')
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await signIn(page, { email: 'owner@procura.local', password: DEMO_PASSWORD }, 'en')
  await page.waitForURL(/\/app$/)

  await page.getByRole('button', { name: 'Open the assistant' }).click()
  const chat = page.getByRole('dialog', { name: 'Assistant' })
  assert.deepEqual(await sizeOf(chat), [350, 500])

  const box = chat.getByRole('textbox')
  await box.fill('which contracts expire in 30 days?')
  await box.press('Enter')
  await chat.locator('[data-author="USER"]').getByText('which contracts expire in 30 days?').waitFor()
  const answer = chat.locator('[data-author="ASSISTANT"]').last()
  await answer.getByText(/\d+ contracts? ends? in the next 30 days:/).waitFor()
  const links = answer.getByRole('link', { name: /^CT-/ })
  const total = Number((await answer.textContent()).match(/(\d+) contracts? ends?/)[1])
  assert.equal(await links.count(), Math.min(total, 10))
  await screenshot(page, 'assistant-contracts')

  // a message copied: the toast says so
  await answer.hover()
  await answer.getByRole('button', { name: 'Copy message' }).click()
  await page.getByText('Message copied to the clipboard').waitFor()
  assert.match(await page.evaluate(() => navigator.clipboard.readText()), /contracts? ends? in the next 30 days/)

  await chat.getByRole('button', { name: 'Maximise' }).click()
  assert.deepEqual(await sizeOf(chat), [550, 600])
  await chat.getByRole('button', { name: 'Restore' }).click()
  assert.deepEqual(await sizeOf(chat), [350, 500])

  // the conversation survives a reload; a link opens the contract list on that contract
  await page.reload()
  await page.getByRole('button', { name: 'Open the assistant' }).click()
  const again = page.getByRole('dialog', { name: 'Assistant' })
  const first = again.locator('[data-author="ASSISTANT"]').last().getByRole('link', { name: /^CT-/ }).first()
  const contractId = await first.textContent()
  await first.click()
  await page.waitForURL(`**/app/traffic-light/contract?contractId=${encodeURIComponent(contractId)}`)
  await page.getByRole('row', { name: new RegExp(contractId) }).first().waitFor()
})
