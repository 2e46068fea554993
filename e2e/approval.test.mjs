import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { mkdtemp, readdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, test } from 'node:test'
import { promisify } from 'node:util'

import {
  mailsTo,
  mailTo,
  newPage,
  launchBrowser,
  screenshot,
  signIn,
  signUpThroughApi,
  visit,
} from './browser.mjs'
import { prepareProcess } from './readyProcess.mjs'

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

const poppler = promisify(execFile)

/** Waits for the bell to show unread notifications (it polls every 10 s), opens it and follows a message. */
const openNotification = async (page, bellName, message) => {
  await page.getByRole('button', { name: bellName }).waitFor({ timeout: 15_000 })
  await page.getByRole('button', { name: bellName }).click()
  // spec §2: the panel is at most 300 px high and wide, whatever the window
  const panel = await page.getByTestId('notification-panel').boundingBox()
  assert.ok(panel.width <= 300 && panel.height <= 300, `panel ${panel.width} × ${panel.height}`)
  await page.getByRole('link', { name: message }).first().click()
}

const WORDS = {
  en: {
    unread: 'Notifications (You have unread notifications)',
    approve: 'Approve',
    reject: 'Reject',
    comment: 'Comment',
    mode: 'Approve mode',
    pending: 'Your review is pending',
  },
  pt: {
    unread: 'Notificações (Você tem notificações não lidas)',
    approve: 'Aprovar',
    reject: 'Reprovar',
    comment: 'Comentário',
    mode: 'Modo de aprovação',
    pending: 'Sua revisão está pendente',
  },
}

/** An approver opens the process from the bell in approve mode and decides, with a comment. */
const decide = async (page, locale, message, decision, comment) => {
  const w = WORDS[locale]
  await openNotification(page, w.unread, message)
  await page.waitForURL(/\/review\?mode=approve$/)
  await page.getByText(w.mode, { exact: true }).waitFor()
  await page.getByText(w.pending, { exact: false }).waitFor()
  await page.getByRole('button', { name: w[decision], exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel(w.comment).fill(comment)
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: w[decision], exact: true }).click()])
}

/** The owner sends the process for approval from the review step, with its final executive summary. */
const sendForApproval = async (page, processId, summary) => {
  await page.goto(`/app/process/${processId}/review`)
  await page.getByRole('textbox', { name: 'Final executive summary' }).fill(summary)
  await page.getByRole('button', { name: 'Send for approval' }).click()
  await page.getByRole('dialog').getByText('Do you want to send the process for approval?').waitFor()
  await page.getByRole('dialog').getByRole('button', { name: 'Send for approval' }).click()
  await page.getByText('This process is in review: it waits for its approvers and cannot be changed.').waitFor()
}

test('an owner sends a process for approval; one approver approves, the next rejects; fixed and sent again, both approve', async () => {
  const stamp = Date.now()
  const owner = await signUpThroughApi(`approval${stamp}`)
  const { processId, code, title, ana, bruno } = await prepareProcess(owner, stamp)
  const about = `${code} · ${title}`

  const ownerPage = await newPage(browser, 'en')
  await signIn(ownerPage, owner, 'en')
  await ownerPage.waitForURL('**/app')
  const anaPage = await newPage(browser, 'en')
  await signIn(anaPage, ana, 'en')
  await anaPage.waitForURL('**/app')
  // Bruno reads Portuguese: his account speaks it (signIn sets it), so his emails are Portuguese too
  const brunoPage = await newPage(browser, 'pt')
  await signIn(brunoPage, bruno, 'pt')
  await brunoPage.waitForURL('**/app')

  // ── the review step compares the offers; the owner sends
  await ownerPage.goto(`/app/process/${processId}/review`)
  const map = ownerPage.getByRole('table', { name: 'Comparative map' })
  await map.getByRole('columnheader', { name: /Filmes Sul/ }).waitFor()
  assert.match(await map.locator('[data-best]').innerText(), /9\.50/)
  // the final executive summary is required: said under it, before any confirmation opens
  await ownerPage.getByRole('button', { name: 'Send for approval' }).click()
  await ownerPage.getByRole('alert').getByText('Final executive summary: This field is required').waitFor()
  assert.equal(await ownerPage.getByRole('dialog').count(), 0)
  await sendForApproval(ownerPage, processId, 'Award Filmes Sul at 9.50')

  // ── Ana (priority 1) approves with a comment
  await decide(anaPage, 'en', `Process ${about} is waiting for your review`, 'approve', 'Best equalized price')
  // the reload after a decision keeps its confirmation: the first of two approvals is recorded, not
  // the process approved
  await anaPage.getByText('Your approval was recorded: the process awaits its next approver.', { exact: true }).waitFor()
  assert.equal(await anaPage.getByText('Process approved', { exact: true }).count(), 0)
  await anaPage.getByText('This process is in review', { exact: false }).waitFor()
  assert.equal(await anaPage.getByRole('button', { name: 'Approve', exact: true }).count(), 0)

  // ── Bruno (priority 2) sees only reject in analytic mode, then rejects from approve mode
  await brunoPage.goto(`/app/process/${processId}/review?analytic=enabled`)
  await brunoPage.getByRole('button', { name: 'Reprovar', exact: true }).waitFor()
  assert.equal(await brunoPage.getByRole('button', { name: 'Aprovar', exact: true }).count(), 0)
  await brunoPage.goto('/app')
  await openNotification(
    brunoPage,
    WORDS.pt.unread,
    `O processo ${about} foi aprovado pelo aprovador anterior e aguarda você`
  )
  await brunoPage.getByRole('button', { name: 'Reprovar', exact: true }).click()
  await brunoPage.getByRole('dialog').getByRole('button', { name: 'Reprovar', exact: true }).click()
  await brunoPage.getByRole('dialog').getByText('Um comentário é obrigatório para reprovar').waitFor()
  await brunoPage.getByRole('dialog').getByLabel('Comentário').fill('Negociar prazo de pagamento de 90 dias')
  await Promise.all([
    brunoPage.waitForEvent('load'),
    brunoPage.getByRole('dialog').getByRole('button', { name: 'Reprovar', exact: true }).click(),
  ])
  // the approver who rejected is not told to change the process: that is the owner's banner
  await brunoPage.getByText('Este processo foi reprovado e voltou para o responsável.').waitFor()

  // ── the owner learns it from the bell, fixes and sends again
  await ownerPage.goto('/app')
  await openNotification(ownerPage, WORDS.en.unread, `Process ${about} was rejected`)
  await ownerPage.getByText('This process was rejected', { exact: false }).waitFor()
  await sendForApproval(ownerPage, processId, 'Award Filmes Sul at 9.50, paid in 90 days')

  // ── both approve the second sending
  await anaPage.goto('/app')
  await decide(anaPage, 'en', `Process ${about} is waiting for your review`, 'approve', 'Still the best price')
  await brunoPage.goto('/app')
  await decide(
    brunoPage,
    'pt',
    `O processo ${about} foi aprovado pelo aprovador anterior e aguarda você`,
    'approve',
    'De acordo'
  )
  await brunoPage.getByText('Processo aprovado', { exact: true }).waitFor()
  await brunoPage.getByText('Este processo está aprovado.').waitFor()

  // ── the owner sees the approval, and the flow keeps both sendings
  await ownerPage.goto('/app')
  await openNotification(ownerPage, WORDS.en.unread, `Process ${about} was approved`)
  await ownerPage.waitForURL(/\/review\?mode=approved$/)
  await ownerPage.getByText('This process is approved.').waitFor()
  // ── the final step keeps each supplier's signed documents: a supplier is required
  await ownerPage.goto(`/app/process/${processId}/final`)
  const signed = { name: 'contrato assinado.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') }
  const finalDrop = ownerPage.getByLabel("Drop the supplier's file here or click to choose it", { exact: true })
  await finalDrop.setInputFiles(signed)
  await ownerPage.getByRole('alert').getByText('Choose the supplier this file belongs to').waitFor()
  // the refused file can be chosen again: the input does not keep it
  assert.equal(await finalDrop.inputValue(), '')
  await ownerPage.getByLabel('Supplier', { exact: true }).selectOption({ label: 'Filmes Sul' })
  await finalDrop.setInputFiles(signed)
  await ownerPage
    .getByRole('region', { name: 'Filmes Sul' })
    .getByRole('link', { name: 'Download contrato assinado.pdf' })
    .waitFor()
  assert.equal(await ownerPage.getByRole('region', { name: 'Nordeste Films' }).getByRole('link').count(), 0)

  await ownerPage.goto(`/app/process/${processId}/flow`)
  for (const comment of ['Best equalized price', 'Negociar prazo de pagamento de 90 dias', 'De acordo'])
    await ownerPage.getByRole('cell', { name: comment }).waitFor()
  await screenshot(ownerPage, 'approval-flow-en')

  // ── every email reached its recipient, in the recipient's language
  /** The subjects of the mails about this process, once `count` of them have arrived. */
  const subjects = async (address, count) => {
    const deadline = Date.now() + 30_000
    const about = async () => (await mailsTo(address)).map((mail) => mail.subject).filter((s) => s.includes(code))
    let found = await about()
    while (found.length < count && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      found = await about()
    }
    return found.sort()
  }
  assert.deepEqual(
    await subjects(owner.email, 4),
    [
      `Process ${about} was approved`,
      `Process ${about} was rejected`,
      `Process ${about} was sent for approval`,
      `Process ${about} was sent for approval`,
    ]
  )
  assert.deepEqual(await subjects(ana.email, 2), [
    `Process ${about} is waiting for your review`,
    `Process ${about} is waiting for your review`,
  ])
  assert.deepEqual(await subjects(bruno.email, 2), [
    `O processo ${about} foi aprovado pelo aprovador anterior e aguarda você`,
    `O processo ${about} foi aprovado pelo aprovador anterior e aguarda você`,
  ])

  // ── each mail says what its reader needs: the process, who sent it, award and saving in the
  // reader's language, the decision and its comment, and a link to the process
  const mailText = async (address, subject) => (await mailTo(address, subject)).text.replace(/\s+/g, ' ')
  const askReview = await mailText(ana.email, `Process ${about} is waiting for your review`)
  for (const line of [
    `Process: ${about}`,
    `Sent for approval by ${owner.firstName} ${owner.lastName}`,
    'Amount awarded: R$9,500.00',
    'Saving: R$1,500.00',
    `/app/process/${processId}/review?mode=approve`,
  ])
    assert.ok(askReview.includes(line), `"${line}" in: ${askReview}`)
  assert.doesNotMatch(askReview, /Open Procura to see/)
  const nextApprover = await mailText(bruno.email, `O processo ${about} foi aprovado pelo aprovador anterior e aguarda você`)
  for (const line of [
    'Valor adjudicado: R$ 9.500,00',
    'Saving: R$ 1.500,00',
    'Aprovado por Ana Approver',
    'Comentário: Still the best price',
  ])
    assert.ok(nextApprover.includes(line), `"${line}" in: ${nextApprover}`)
  const rejected = await mailText(owner.email, `Process ${about} was rejected`)
  for (const line of ['Rejected by Bruno Aprovador', 'Comment: Negociar prazo de pagamento de 90 dias'])
    assert.ok(rejected.includes(line), `"${line}" in: ${rejected}`)
  const approved = await mailText(owner.email, `Process ${about} was approved`)
  for (const line of ['Approved by Bruno Aprovador', 'Comment: De acordo', `/app/process/${processId}/review?mode=approved`])
    assert.ok(approved.includes(line), `"${line}" in: ${approved}`)

  // ── the report: opened in a new tab, printed on landscape pages; the server's PDF opens
  await visit(ownerPage, `/app/process/${processId}/review`)
  const [report] = await Promise.all([
    ownerPage.context().waitForEvent('page'),
    ownerPage.getByRole('link', { name: 'Download report' }).click(),
  ])
  await report.getByRole('table', { name: 'Comparative map' }).waitFor()
  await report.getByRole('cell', { name: 'De acordo' }).waitFor()
  const folder = await mkdtemp(path.join(tmpdir(), 'procura-e2e-report-'))
  await report.emulateMedia({ media: 'print' })
  await writeFile(path.join(folder, 'printed.pdf'), await report.pdf({ preferCSSPageSize: true }))
  const printed = (await poppler('pdfinfo', [path.join(folder, 'printed.pdf')])).stdout
  // the sections flow from page to page: this process fills a few, not a page per section (six)
  const printedPages = Number(printed.match(/Pages:\s+(\d+)/)[1])
  assert.ok(printedPages <= 3, `printed on ${printedPages} pages`)
  assert.match(printed, /Page size:\s+841\.\d+ x 59\d\.\d+ pts/)
  const download = await report.request.get(`/api/process/${processId}/report`)
  assert.equal(download.headers()['content-type'], 'application/pdf')
  await writeFile(path.join(folder, 'server.pdf'), await download.body())
  await poppler('pdftoppm', ['-png', '-r', '30', path.join(folder, 'server.pdf'), path.join(folder, 'page')])
  const serverPages = (await readdir(folder)).filter((name) => name.endsWith('.png')).length
  assert.ok(serverPages >= 1 && serverPages <= 3, `the server's PDF has ${serverPages} pages`)
  await screenshot(report, 'approval-report-en')

  for (const page of [ownerPage, anaPage, brunoPage, report]) await page.context().close().catch(() => undefined)
})
