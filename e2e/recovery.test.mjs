import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'

import { launchBrowser, mailTo, newPage, screenshot, signIn, signUpThroughApi } from './browser.mjs'

const NEW_PASSWORD = 'Brand!New2026'

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

test('forgot password: the mail arrives over SMTP, its link sets a new password, the old one is refused', async () => {
  const account = await signUpThroughApi(`recovery${Date.now()}`, 'pt')
  const page = await newPage(browser, 'pt')

  await page.goto('/auth/signin')
  await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click()
  await page.getByLabel('Email', { exact: true }).fill(account.email)
  await page.getByRole('button', { name: 'Enviar link' }).click()
  await page.getByText('Verifique seu email').first().waitFor()

  // in the account's language: the subject is Portuguese
  const mail = await mailTo(account.email, 'Redefina sua senha do Procura')
  const link = mail.html.match(/href="([^"]*\/auth\/recovery\?oobCode=[^"]+)"/)[1].replaceAll('&amp;', '&')

  await page.goto(link)
  await page.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('Confirmar senha', { exact: true }).fill(NEW_PASSWORD)
  await screenshot(page, 'recovery-pt')
  await page.getByRole('button', { name: 'Salvar nova senha' }).click()
  await page.getByText('Senha alterada. Entre com sua nova senha.').waitFor()
  await page.waitForURL('**/auth/signin')

  await signIn(page, account, 'pt')
  await page.getByText('Senha incorreta').waitFor()
  await signIn(page, { ...account, password: NEW_PASSWORD }, 'pt')
  await page.waitForURL('**/app')

  await page.context().close()

  // the link works once
  const again = await newPage(browser, 'pt')
  await again.goto(link)
  await again.getByLabel('Nova senha', { exact: true }).fill('Other!Pass2026')
  await again.getByLabel('Confirmar senha', { exact: true }).fill('Other!Pass2026')
  await again.getByRole('button', { name: 'Salvar nova senha' }).click()
  await again.getByText('Este link é inválido ou já foi usado.').waitFor()
  await again.getByRole('link', { name: 'Pedir um novo link' }).waitFor()
  await again.context().close()
})
