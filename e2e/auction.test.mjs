import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, test } from 'node:test'
import { promisify } from 'node:util'

import {
  launchBrowser,
  mailsTo,
  newPage,
  screenshot,
  signIn,
  signUpThroughApi,
  toast,
} from './browser.mjs'
import {
  draftProcess,
  inviteSuppliers,
  ITEMS,
  portalLinkOf,
  supplierContact,
} from './readyProcess.mjs'

const { wallTimeOf } = createRequire(import.meta.url)('@procura/shared')
const poppler = promisify(execFile)

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

/** The seconds a page's clock has left, as it shows them ("01:05" → 65). */
const secondsLeft = async (page) => {
  const [minutes, seconds] = (
    await page.getByTestId('auction-left').innerText()
  )
    .split(':')
    .map(Number)
  return minutes * 60 + seconds
}

/** Waits until the page's clock shows a time left that passes `test`. */
const untilSecondsLeft = async (page, test, timeoutMs) => {
  for (const until = Date.now() + timeoutMs; !test(await secondsLeft(page)); ) {
    if (Date.now() > until)
      throw new Error(`the clock shows ${await secondsLeft(page)} s left`)
    await page.waitForTimeout(250)
  }
}

const row = (page, code) => page.getByTestId(`auction-item-${code}`)

/** Types a bid on an item and waits for the page to say how it went. */
const bid = async (page, code, price, said) => {
  const item = row(page, code)
  await item.getByRole('textbox').fill(price)
  await item.getByRole('button').click()
  await item.getByText(said).waitFor({ timeout: 10_000 })
}

// The buyer runs round 1 as a live auction of three items with a soft close (a bid in the last
// minute adds a minute); three suppliers bid from three browsers, one in Portuguese, and see their
// ranks move as the others bid; a bid in the last minute moves the close; the buyer watches the
// console, ends the auction, and the last bids are round 1's quotations on the comparative map.
test('three suppliers bid live; a late bid extends the close; the last bids reach the comparative map', async () => {
  const stamp = Date.now()
  const owner = await signUpThroughApi(stamp)
  const draft = await draftProcess(owner, stamp, ITEMS)
  const contact = (name, language) => supplierContact(stamp, name, language)
  const ana = contact('Ana Souza', 'pt')
  const bob = contact('Bob Smith', 'en')
  const carla = contact('Carla Dias', 'en')
  await inviteSuppliers(
    draft.token,
    draft,
    stamp,
    ['Filmes Sul', 'Pack Brasil', 'Nordeste Films'],
    [],
    {
      'Filmes Sul': [ana],
      'Pack Brasil': [bob],
      'Nordeste Films': [carla],
    }
  )

  const buyer = await newPage(browser, 'en')
  await signIn(buyer, owner, 'en')
  await buyer.waitForURL('**/app')
  await buyer.goto(`/app/process/${draft.processId}/quotations`)
  await buyer.getByRole('button', { name: 'Run as a live auction' }).click()
  // the next whole minute at least 40 s away: time to invite, and for the pages to open
  const starting = Math.ceil((Date.now() + 40_000) / 60_000) * 60_000
  const [day, time] = wallTimeOf(new Date(starting), 'America/Sao_Paulo').split(
    'T'
  )
  const [year, month, date] = day.split('-')
  const form = buyer.getByTestId('auction-form')
  await form.getByLabel(/^Starts at/).fill(`${month}/${date}/${year} ${time}`)
  await form.getByLabel('Duration (minutes)').fill('2')
  await form.getByLabel('Extend for a bid in the last (minutes)').fill('1')
  await form.getByLabel('Extend by (minutes)').fill('1')
  await form.getByLabel('Minimum decrement').selectOption('ABSOLUTE')
  await form.getByLabel('Decrement', { exact: true }).fill('0.10')
  await form.getByLabel('Bidders see').selectOption('RANK_AND_BEST')
  // the starting prices are the baselines (11, 22, 5.50); the boxes stay out of this auction
  await form.getByLabel('Starting price of BOX-3').fill('')
  await form.getByRole('button', { name: 'Schedule the auction' }).click()
  await toast(buyer, 'Auction scheduled: invite its suppliers')
  for (const { name, email } of [ana, bob, carla])
    await buyer.getByLabel(`${name} · ${email}`, { exact: false }).check()
  await buyer.getByRole('button', { name: 'Send invitations (3)' }).click()
  await toast(buyer, 'Invitations sent')
  const auctionConsole = buyer.getByTestId('auction-console')
  await auctionConsole.getByText('Live auction, round 1').waitFor()

  const filmes = await newPage(browser, 'pt')
  const pack = await newPage(browser, 'en')
  const nordeste = await newPage(browser, 'en')
  await filmes.goto(await portalLinkOf(ana.email))
  // the invitation says it is a live auction, and when bidding opens
  const [invitation] = await mailsTo(ana.email)
  assert.match(invitation.subject, /convida você para um leilão ao vivo/)
  assert.match(
    invitation.text,
    new RegExp(`Os lances abrem ${date}/${month}/${year} ${time}`)
  )
  await pack.goto(await portalLinkOf(bob.email))
  // Nordeste Films' network refuses every live line: its page reads the auction every few seconds instead
  const liveLine = (url) => url.pathname.endsWith('/graphql')
  const refuseLive = (route) =>
    route.request().headers().accept?.includes('text/event-stream')
      ? route.abort()
      : route.continue()
  await nordeste.route(liveLine, refuseLive)
  await nordeste.goto(await portalLinkOf(carla.email))
  await filmes
    .getByText('Lances abertos')
    .or(filmes.getByText('Começa em breve'))
    .waitFor()
  assert.equal(
    await row(filmes, 'BOX-3').count(),
    0,
    'an item left out of the auction is not on its page'
  )
  // a bid before the start is refused, and says why
  if (
    (await pack.getByTestId('auction-clock').getAttribute('data-phase')) ===
    'SCHEDULED'
  )
    await bid(pack, 'FILM-1', '10.50', 'The auction has not started yet')
  for (const page of [filmes, pack, nordeste])
    await page
      .locator('[data-testid="auction-clock"][data-phase="OPEN"]')
      .waitFor({ timeout: 90_000 })

  await bid(
    pack,
    'FILM-1',
    '10.50',
    /^Bid of R\$10\.50 accepted at \d\d:\d\d:\d\d\.\d{3} \(server time\)$/
  )
  await row(pack, 'FILM-1')
    .getByTestId('rank')
    .filter({ hasText: '#1' })
    .waitFor()
  await bid(filmes, 'FILM-1', '10,40', /^Lance de R\$\s10,40 aceito às/)
  await row(filmes, 'FILM-1')
    .getByTestId('rank')
    .filter({ hasText: '1º' })
    .waitFor()
  // Pack Brasil's page hears it without a reload: second now, and the best price is Filmes Sul's
  await row(pack, 'FILM-1')
    .getByTestId('rank')
    .filter({ hasText: '#2' })
    .waitFor({ timeout: 5_000 })
  await row(pack, 'FILM-1')
    .getByTestId('best-price')
    .filter({ hasText: 'R$10.40' })
    .waitFor({ timeout: 5_000 })
  await nordeste
    .locator('[data-testid="auction-live"][data-live="false"]')
    .waitFor({ timeout: 40_000 })
  await row(nordeste, 'FILM-1')
    .getByTestId('best-price')
    .filter({ hasText: 'R$10.40' })
    .waitFor({ timeout: 10_000 })
  // its line back, the page is live again, and as true as the others
  await nordeste.unroute(liveLine, refuseLive)
  await nordeste
    .locator('[data-testid="auction-live"][data-live="true"]')
    .waitFor({ timeout: 15_000 })
  await bid(nordeste, 'FILM-1', '10.60', /accepted/)
  await row(nordeste, 'FILM-1')
    .getByTestId('rank')
    .filter({ hasText: '#3' })
    .waitFor()
  // refusals say why and by how much: the ceiling, and the bidder's own last less the decrement
  await bid(
    nordeste,
    'TAPE-2',
    '23',
    "The bid is above the item's starting price of R$22.00"
  )
  await bid(
    pack,
    'FILM-1',
    '10.45',
    'Bid at most R$10.40: your last bid less the minimum decrement'
  )
  await bid(nordeste, 'TAPE-2', '21', /accepted/)
  assert.doesNotMatch(
    await pack.locator('main').innerText(),
    /Filmes Sul|Nordeste/,
    "no other bidder's name"
  )
  await screenshot(filmes, 'auction-bidder-pt')

  // a bid in the last minute moves the close a minute later, on every page
  const closing = await pack.getByTestId('auction-clock').innerText()
  await untilSecondsLeft(pack, (left) => left <= 50, 150_000)
  await bid(pack, 'FILM-1', '10.30', /accepted/)
  for (const page of [pack, nordeste, filmes])
    await untilSecondsLeft(page, (left) => left > 60, 5_000)
  assert.notEqual(await pack.getByTestId('auction-clock').innerText(), closing)
  await row(filmes, 'FILM-1')
    .getByTestId('rank')
    .filter({ hasText: '2º' })
    .waitFor({ timeout: 5_000 })
  // the page whose line came back hears it live too
  await row(nordeste, 'FILM-1')
    .getByTestId('best-price')
    .filter({ hasText: 'R$10.30' })
    .waitFor({ timeout: 5_000 })

  // the buyer's console: leaders with names, the chart of the film's bids, and the log
  const standing = auctionConsole.getByTestId('standing-FILM-1')
  await standing
    .getByTestId('leader')
    .filter({ hasText: 'Pack Brasil' })
    .waitFor({ timeout: 5_000 })
  await auctionConsole
    .getByText('Bids over time: FILM-1 · Stretch film')
    .waitFor()
  // a line per supplier who bid on the film, named
  const legend = auctionConsole.locator('.recharts-legend-item-text')
  await legend.first().waitFor()
  assert.deepEqual((await legend.allTextContents()).sort(), [
    'Filmes Sul',
    'Nordeste Films',
    'Pack Brasil',
  ])
  const log = auctionConsole.getByTestId('auction-log')
  await log
    .locator('tr[data-kind="EXTENDED"]')
    .first()
    .waitFor({ timeout: 5_000 })
  assert.equal(await log.locator('tr[data-kind="BID"]').count(), 5)
  // every refusal was the server's, and is in the log with its reason
  for (const reason of ['above the starting price', 'short of the decrement'])
    await log
      .locator('tr[data-kind="REFUSED"]')
      .filter({ hasText: reason })
      .waitFor({ timeout: 5_000 })
  await auctionConsole
    .getByText(/Participants: 3 connected of 3 invited/)
    .waitFor({ timeout: 30_000 })
  await screenshot(buyer, 'auction-console')

  await auctionConsole.getByRole('button', { name: 'End now' }).click()
  await buyer
    .getByRole('dialog')
    .getByRole('button', { name: 'End now' })
    .click()
  await toast(buyer, "Auction ended: its bids are the round's quotations")
  await pack
    .locator('[data-testid="auction-clock"][data-phase="CLOSED"]')
    .waitFor({ timeout: 10_000 })
  await bid(
    pack,
    'TAPE-2',
    '20',
    'The auction is closed: bids are no longer taken'
  )

  await buyer.goto(`/app/process/${draft.processId}/review`)
  const map = buyer.getByRole('table', { name: 'Comparative map' })
  await map.waitFor()
  const text = await map.innerText()
  for (const price of ['R$10.30', 'R$10.40', 'R$10.60', 'R$21.00'])
    assert.match(text, new RegExp(price.replace(/[$.]/g, '\\$&')))
  await screenshot(buyer, 'auction-comparative-map')

  // the report prints the whole log, on the page and in its PDF
  const logTitle =
    'Audit log of the live auction, round 1 (server time, America/Sao Paulo)'
  await buyer.goto(`/app/process/${draft.processId}/report`)
  const printed = buyer.getByRole('region', { name: logTitle })
  await printed.waitFor()
  assert.equal(await printed.locator('tr[data-kind="BID"]').count(), 5)
  await printed.locator('tr[data-kind="ENDED"]').waitFor()
  const download = await buyer.request.get(
    `/api/process/${draft.processId}/report`
  )
  assert.equal(download.headers()['content-type'], 'application/pdf')
  const folder = await mkdtemp(path.join(tmpdir(), 'procura-e2e-auction-'))
  await writeFile(path.join(folder, 'report.pdf'), await download.body())
  const pdf = (await poppler('pdftotext', [path.join(folder, 'report.pdf'), '-']))
    .stdout
  for (const line of [
    logTitle,
    'Refused',
    'Extended',
    'Ended',
    'Pack Brasil',
    'R$10.30',
  ])
    assert.ok(pdf.includes(line), `the PDF has no ${line}`)
})
