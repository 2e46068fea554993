import assert from 'node:assert/strict'
import { createRequire } from 'node:module'
import { after, before, test } from 'node:test'

import {
  launchBrowser,
  mailsTo,
  mailTo,
  newPage,
  pasteInto,
  screenshot,
  signIn,
  signUpThroughApi,
  toast,
} from './browser.mjs'
import { draftProcess, inviteSuppliers, ITEMS, portalLinkOf, supplierContact } from './readyProcess.mjs'

const { wallTimeOf } = createRequire(import.meta.url)('@procura/shared')

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

// The buyer invites two suppliers to a sealed round; Filmes Sul answers in Portuguese by pasting
// its prices, Pack Brasil in English, declining the tape. The deadline's job closes the round.
test('suppliers answer a sealed round on the portal; the deadline closes it into the quotations', async () => {
  const stamp = Date.now()
  const owner = await signUpThroughApi(stamp)
  const draft = await draftProcess(owner, stamp, ITEMS)
  const contact = (name, language) => supplierContact(stamp, name, language)
  const ana = contact('Ana Souza', 'pt')
  const bob = contact('Bob Smith', 'en')
  const beth = contact('Beth Jones', 'en')
  await inviteSuppliers(
    draft.token,
    draft,
    stamp,
    ['Filmes Sul', 'Pack Brasil'],
    [],
    {
      'Filmes Sul': [ana],
      'Pack Brasil': [bob, beth],
    }
  )

  // the buyer schedules round 1 (sealed) to close in about two minutes, and invites the three contacts
  const buyer = await newPage(browser, 'en')
  await signIn(buyer, owner, 'en')
  await buyer.waitForURL('**/app')
  await buyer.goto(`/app/process/${draft.processId}/quotations`)
  await buyer.getByRole('button', { name: 'Set up online answers' }).click()
  // a whole minute (the input's step) at least 100 s away: time enough for both suppliers to answer
  const closing = Math.ceil((Date.now() + 100_000) / 60_000) * 60_000
  const deadline = wallTimeOf(new Date(closing), 'America/Sao_Paulo')
  // typed as English writes it (month first), whatever the browser's own date format
  const [deadlineDay, deadlineTime] = deadline.split('T')
  const [year, month, day] = deadlineDay.split('-')
  await buyer.getByLabel(/^Deadline/).fill(`${month}/${day}/${year} ${deadlineTime}`)
  await buyer
    .getByLabel('Instructions for suppliers')
    .fill('Prices CIF Campinas, in BRL, per unit.')
  assert.equal(
    await buyer
      .getByLabel('Sealed: prices stay hidden until the deadline')
      .isChecked(),
    true
  )
  await buyer.getByRole('button', { name: 'Save schedule' }).click()
  await toast(buyer, 'Schedule saved')
  for (const { name, email } of [ana, bob, beth])
    await buyer.getByLabel(`${name} · ${email}`, { exact: false }).check()
  await buyer.getByRole('button', { name: 'Send invitations (3)' }).click()
  await toast(buyer, 'Invitations sent')

  const links = {
    ana: await portalLinkOf(ana.email),
    bob: await portalLinkOf(bob.email),
    beth: await portalLinkOf(beth.email),
  }
  const [invitation] = await mailsTo(ana.email)
  assert.match(invitation.subject, /convida você a cotar/)

  // Beth's link is revoked: it opens its page, in either language, and nothing of the round
  await buyer.getByRole('button', { name: "Revoke Beth Jones's link" }).click()
  await toast(buyer, 'Link revoked')
  const revoked = await newPage(browser, 'pt')
  await revoked.goto(links.beth)
  await revoked.getByRole('heading', { name: 'Link revogado' }).waitFor()
  assert.doesNotMatch(
    await revoked.locator('main').innerText(),
    /FILM-1|Stretch film/
  )
  await screenshot(revoked, 'portal-revoked')

  // Ana answers in Portuguese, pasting three rows of prices from a spreadsheet (items by code)
  const filmes = await newPage(browser, 'pt')
  await filmes.goto(links.ana)
  await filmes.getByText('Prices CIF Campinas, in BRL, per unit.').waitFor()
  await pasteInto(
    filmes.getByLabel('BOX-3 Preço unitário'),
    '5,00\n9,50\n19,00\n'
  )
  assert.equal(
    await filmes.getByLabel('FILM-1 Preço unitário').inputValue(),
    '9,5'
  )
  assert.equal(
    await filmes.getByLabel('TAPE-2 Preço unitário').inputValue(),
    '19'
  )
  await filmes.getByRole('button', { name: 'Enviar resposta' }).click()
  await filmes.getByText(/^Resposta recebida em/).waitFor()
  assert.equal(await filmes.getByTestId('portal-status').innerText(), 'Enviado')
  // the deadline as Portuguese writes it (dd/mm/aaaa HH:mm), and the receipt lists the prices sent
  await filmes.getByText(`${day}/${month}/${year} ${deadlineTime}`, { exact: false }).waitFor({ timeout: 5_000 })
  const sent = filmes.getByRole('region', { name: 'O que você enviou' })
  for (const line of [/FILM-1 · Stretch film: R\$\s9,50/, /TAPE-2 · Packing tape: R\$\s19,00/, /BOX-3 · Carton box: R\$\s5,00/])
    await sent.getByText(line).waitFor({ timeout: 5_000 })
  await screenshot(filmes, 'portal-answered-pt')

  // Bob declines the tape and prices the rest in English
  const pack = await newPage(browser, 'en')
  await pack.goto(links.bob)
  await pack.getByLabel('TAPE-2 No offer').check()
  await pack.getByLabel('FILM-1 Unit price').fill('9.8')
  await pack.getByLabel('BOX-3 Unit price').fill('4.6')
  await pack.getByRole('button', { name: 'Submit answer' }).click()
  await pack.getByText(/^Answer received at/).waitFor()
  const receipt = await mailTo(
    bob.email,
    `Receipt: your answer to ${draft.code} · ${draft.title}`
  )
  assert.match(receipt.text, /TAPE-2 · Packing tape: Declined/)
  assert.match(receipt.text, /BOX-3 · Carton box: R\$4\.60/)

  // the buyer sees who answered, and no price while the round is sealed
  await buyer.reload()
  await buyer
    .getByTestId('portal-status-Filmes Sul')
    .filter({ hasText: 'Submitted' })
    .waitFor()
  await buyer
    .getByTestId('portal-status-Pack Brasil')
    .filter({ hasText: 'Submitted' })
    .waitFor()
  assert.doesNotMatch(await buyer.locator('main').innerText(), /9[.,]50|priced/)
  await screenshot(buyer, 'portal-buyer-sealed')

  // at the deadline the job closes the round: the answers become round 1's quotations
  const closed = buyer
    .getByTestId('portal-schedule')
    .filter({ hasText: 'Closed at its deadline' })
  for (
    const until = Date.now() + 5 * 60_000;
    !(await closed.count()) && Date.now() < until;

  ) {
    await buyer.waitForTimeout(5_000)
    await buyer.reload()
    await buyer.getByTestId('portal-schedule').waitFor()
  }
  await closed.waitFor({ timeout: 1_000 })
  // read in Portuguese, Pack Brasil's one declined item is said in the singular
  await buyer.getByRole('button', { name: 'Language' }).click()
  await buyer.getByRole('menuitem', { name: /Português/ }).click()
  const answers = buyer.getByRole('row').filter({ has: buyer.getByTestId('portal-status-Pack Brasil') })
  await answers.getByText(/2 com preço · 1 declinado · /).waitFor({ timeout: 5_000 })
  await buyer.getByRole('button', { name: 'Idioma' }).click()
  await buyer.getByRole('menuitem', { name: /English/ }).click()
  await buyer.goto(`/app/process/${draft.processId}/review`)
  const map = buyer.getByRole('table', { name: 'Comparative map' })
  await map.waitFor()
  const text = await map.innerText()
  for (const price of ['R$9.50', 'R$19.00', 'R$5.00', 'R$9.80', 'R$4.60'])
    assert.match(text, new RegExp(price.replace(/[$.]/g, '\\$&')))
  assert.match(text, /Declined/)
  await screenshot(buyer, 'portal-comparative-map')

  // the answers are what the savings of an award are computed from: cheapest per item is Pack Brasil's
  // box (4.60 × 2,000) and Filmes Sul's film and tape (9.50 × 1,000 + 19.00 × 500); against the
  // historical 10, 20 and 5 that saves 500 + 500 + 800 a year
  const form = buyer.locator('form', { has: buyer.getByText('New scenario', { exact: true }) })
  await form.getByLabel('Name', { exact: true }).fill('Portal answers')
  await form.getByLabel('Scenario', { exact: true }).selectOption({ label: 'Cheapest per item' })
  await form.getByRole('button', { name: 'Compute and save' }).click()
  await toast(buyer, 'Scenario saved')
  await buyer.getByRole('progressbar', { name: 'Computing Portal answers' }).waitFor({ state: 'detached' })
  const comparison = buyer.getByRole('table', { name: 'Scenarios side by side' })
  const figure = (label) =>
    comparison.getByRole('row').filter({ has: buyer.getByRole('rowheader', { name: label, exact: true }) }).getByRole('cell')
  assert.deepEqual(await figure('Annual value').allTextContents(), ['R$28,200.00'])
  assert.deepEqual(await figure('Cost reduction').allTextContents(), ['R$1,800.00'])

  // a link opens read only after the deadline (the company's grace), and says the round closed
  await filmes.reload()
  await filmes.getByText(/Esta rodada está encerrada/).waitFor()
  // its countdown stopped: it says the round closed, not how long ago the deadline was
  await filmes.getByText('Encerrada', { exact: true }).waitFor({ timeout: 5_000 })
  assert.doesNotMatch(await filmes.locator('main').innerText(), /\bhá \d+ (minuto|hora|dia)|\bagora\b/)
  await screenshot(filmes, 'portal-closed-pt')
})
