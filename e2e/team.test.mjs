import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'

import {
  idTokenOf,
  launchBrowser,
  newPage,
  roleThroughApi,
  screenshot,
  signIn,
  signUpThroughApi,
  userThroughApi,
} from './browser.mjs'

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

test('the Owner creates a role and a user with it; that user cannot delete the Owner', async () => {
  const stamp = Date.now()
  const owner = await signUpThroughApi(`team${stamp}`)
  const buyer = { email: `buyer.${stamp}@example.com`, password: 'Buyer!Pass2026' }

  const page = await newPage(browser, 'en')
  await signIn(page, owner, 'en')
  await page.waitForURL('**/app')

  await page.goto('/app/team/roles')
  await page.getByRole('button', { name: 'Add role' }).click()
  const roleDialog = page.getByRole('dialog', { name: 'Add role' })
  await roleDialog.getByLabel('Name').fill('Buyer')
  await roleDialog.getByLabel('Description').fill('Buys things')
  await roleDialog.getByLabel('Priority').fill('100')
  await roleDialog.getByRole('button', { name: 'Save' }).click()
  await page.getByText('Role created').waitFor()
  await page.getByRole('cell', { name: 'Buys things' }).waitFor()
  // editing the role sends only its fields (the table row carries more)
  await page.getByRole('button', { name: 'Edit Buyer' }).click()
  const editRole = page.getByRole('dialog', { name: 'Edit role' })
  await editRole.getByLabel('Description').fill('Buys raw materials')
  await editRole.getByRole('button', { name: 'Save' }).click()
  await page.getByText('Role edited').waitFor()
  await page.getByRole('cell', { name: 'Buys raw materials' }).waitFor()

  await page.goto('/app/team/users')
  await page.getByRole('button', { name: 'Add user' }).click()
  const userDialog = page.getByRole('dialog', { name: 'Add user' })
  await userDialog.getByLabel('Email').fill(buyer.email)
  await userDialog.getByLabel('First name').fill('Bruno')
  await userDialog.getByLabel('Last name').fill('Buyer')
  await userDialog.getByLabel('Username').fill(`bruno.${stamp}`)
  await userDialog.getByLabel('Password').fill(buyer.password)
  await userDialog.getByRole('button', { name: 'Save' }).click()
  await userDialog.getByText('Select a role for this user').waitFor()
  await userDialog.getByLabel('Role').selectOption({ label: 'Buyer' })
  await userDialog.getByRole('button', { name: 'Save' }).click()
  await page.getByText('User created').waitFor()
  await page.getByRole('cell', { name: buyer.email }).waitFor()
  await page.getByRole('button', { name: 'Edit Bruno Buyer' }).click()
  const editUser = page.getByRole('dialog', { name: 'Edit user' })
  await editUser.getByLabel('Last name').fill('Compras')
  await editUser.getByRole('button', { name: 'Save' }).click()
  await page.getByText('User edited').waitFor()
  await page.getByRole('cell', { name: 'Bruno Compras', exact: true }).waitFor()
  await screenshot(page, 'team-users-en')
  await page.context().close()

  const buyerPage = await newPage(browser, 'pt')
  await signIn(buyerPage, buyer, 'pt')
  await buyerPage.waitForURL('**/app')
  await buyerPage.goto('/app/team/users')
  // the Owner ranks above: the buttons say so instead of failing (the api refuses as well)
  const ownerDelete = buyerPage.getByRole('button', { name: 'Excluir Eva Shell' })
  await ownerDelete.waitFor()
  assert.equal(await ownerDelete.isDisabled(), true)
  assert.equal(await buyerPage.getByRole('button', { name: 'Editar Eva Shell' }).isDisabled(), true)
  assert.equal(
    await ownerDelete.getAttribute('title'),
    'Você não pode gerenciar um usuário cuja função tem prioridade igual ou maior que a sua'
  )
  assert.equal(await buyerPage.getByRole('cell', { name: owner.email }).count(), 1)
  await buyerPage.context().close()
})

test('a user disabled on the team screen is signed out at their next poll and cannot sign in again', async () => {
  const stamp = Date.now()
  const owner = await signUpThroughApi(`disable${stamp}`)
  const buyer = { email: `off.${stamp}@example.com`, password: 'Buyer!Pass2026' }
  const token = await idTokenOf(owner)
  const roleId = await roleThroughApi(token, { name: 'Buyer', description: 'Buys things', priority: 100 })
  await userThroughApi(token, { ...buyer, firstName: 'Otto', lastName: 'Off', userName: `otto.${stamp}`, roleId })
  const buyerPage = await newPage(browser, 'pt')
  await signIn(buyerPage, buyer, 'pt')
  await buyerPage.waitForURL('**/app')

  const page = await newPage(browser, 'en')
  await signIn(page, owner, 'en')
  await page.waitForURL('**/app')
  await page.goto('/app/team/users')
  await page.getByRole('button', { name: 'Edit Otto Off' }).click()
  const editUser = page.getByRole('dialog', { name: 'Edit user' })
  await editUser.getByLabel('Account disabled').check()
  await editUser.getByRole('button', { name: 'Save' }).click()
  await page.getByText('User edited').waitFor()
  await page.getByRole('row', { name: /Otto Off.*Disabled/ }).waitFor()
  await page.context().close()

  // the bell's poll (every 10 s) is the buyer's next request
  await buyerPage.getByText('Usuário desativado').waitFor({ timeout: 20_000 })
  await buyerPage.waitForURL('**/auth/signin')
  await buyerPage.getByText('Usuário desativado').waitFor({ state: 'hidden' })
  await signIn(buyerPage, buyer, 'pt')
  await buyerPage.getByText('Usuário desativado').waitFor()
  assert.match(buyerPage.url(), /\/auth\/signin/)
  await buyerPage.context().close()
})
