import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'

import {
  graphqlAs,
  idTokenOf,
  launchBrowser,
  newPage,
  screenshot,
  signIn,
  signUpThroughApi,
} from './browser.mjs'
import { prepareProcess, processRequest } from './readyProcess.mjs'

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

const sendAs = (token, processId, summary) =>
  graphqlAs(
    token,
    'mutation ($id: String!, $input: FinalSummaryInput!) { sendProcessForApproval(id: $id, input: $input) { id } }',
    { id: processId, input: { finalExecutiveSummary: summary } }
  )

/** A REST call of the process function, as the approver's screen makes it. */
/** The process's general fields, as the general step sends them back. */
const GENERAL = `{ title categoryManagerId processDescription executiveSummary processType processProfile processNumber
  parentProcessDescription effectiveDate endingDate currentContractStatus currencyId
  items { id code description } plants { id plant description regionId countryId } }`

test('approvals that never get stuck: the sender cannot decide, a deleted approver passes the turn on, an edited workflow keeps the first sending, an approved process is not the lowest rank’s to delete', async () => {
  const stamp = Date.now()
  const owner = await signUpThroughApi(`rules${stamp}`)
  const { processId, ana, bruno } = await prepareProcess(owner, stamp)

  // ── Ana sends the process she is the first approver of: she is told another approver decides
  await sendAs(await idTokenOf(ana), processId, 'Sent by Ana')
  const anaPage = await newPage(browser, 'en')
  await signIn(anaPage, ana, 'en')
  await anaPage.waitForURL('**/app')
  await anaPage.goto(`/app/process/${processId}/review?mode=approve`)
  await anaPage.getByText('You sent this process, so another approver decides it.').waitFor()
  assert.equal(await anaPage.getByRole('button', { name: 'Approve', exact: true }).count(), 0)
  await screenshot(anaPage, 'approval-sender-cannot-decide')
  // the api refuses it too
  const refused = await processRequest(ana, 'PUT', `${processId}/flow/approve`, { description: 'Mine' })
  assert.equal(refused.status, 403)
  assert.equal(refused.body.message, 'You sent this process: another approver must decide it')

  // ── the owner deletes Ana, the pending approver, on the users screen: the turn passes to Bruno
  const ownerPage = await newPage(browser, 'en')
  await signIn(ownerPage, owner, 'en')
  await ownerPage.waitForURL('**/app')
  await ownerPage.goto('/app/team/users')
  await ownerPage.getByRole('button', { name: 'Delete Ana Approver' }).click()
  await ownerPage.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await ownerPage.getByRole('button', { name: 'Delete Ana Approver' }).waitFor({ state: 'detached' })
  const brunoPage = await newPage(browser, 'en')
  await signIn(brunoPage, bruno, 'en')
  await brunoPage.waitForURL('**/app')
  await brunoPage.goto(`/app/process/${processId}/review?mode=approve`)
  await brunoPage.getByRole('button', { name: 'Approve', exact: true }).waitFor()
  await ownerPage.goto(`/app/process/${processId}/flow`)
  const flow = ownerPage.getByRole('table', { name: 'Approval workflow' })
  await flow.getByRole('row', { name: /Ana Approver.*Removed: the approver was deleted/ }).waitFor()

  // ── Bruno rejects; the owner edits the workflow and sends again: the flow keeps both sendings
  const rejected = await processRequest(bruno, 'PUT', `${processId}/flow/disapprove`, {
    description: 'Negotiate 90 days of payment terms',
  })
  assert.equal(rejected.status, 200)
  const ownerToken = await idTokenOf(owner)
  const { process } = await graphqlAs(ownerToken, `query ($id: String!) { process(id: $id) ${GENERAL} }`, {
    id: processId,
  })
  await graphqlAs(
    ownerToken,
    'mutation ($id: String!, $input: ProcessInput!) { updateProcess(id: $id, input: $input) { id } }',
    {
      id: processId,
      input: {
        ...process,
        approvalWorkflow: [{ userId: bruno.id, title: 'Sourcing director', priority: 1 }],
      },
    }
  )
  await ownerPage.goto(`/app/process/${processId}/review`)
  await ownerPage.getByRole('textbox', { name: 'Final executive summary' }).fill('Paid in 90 days')
  await ownerPage.getByRole('button', { name: 'Send for approval' }).click()
  await ownerPage.getByRole('dialog').getByRole('button', { name: 'Send for approval' }).click()
  await ownerPage.getByText('This process is in review', { exact: false }).waitFor()
  await ownerPage.goto(`/app/process/${processId}/flow`)
  await flow.getByRole('row', { name: /^2 Bruno Aprovador Sourcing director .*Pending/ }).waitFor()
  await flow.getByRole('row', { name: /^1 Bruno Aprovador Director .*Rejected.*Negotiate 90 days of payment terms/ }).waitFor()
  await flow.getByRole('row', { name: /^1 Ana Approver Category manager .*Removed/ }).waitFor()
  await screenshot(ownerPage, 'approval-flow-two-sendings')

  // ── Bruno approves: approved. Bruno ranks lowest in the company: no delete for him, and the api refuses
  assert.equal((await processRequest(bruno, 'PUT', `${processId}/flow/approve`, {})).status, 200)
  await brunoPage.goto(`/app/process/${processId}/general`)
  await brunoPage.getByText('This process is approved.').waitFor()
  assert.equal(await brunoPage.getByRole('button', { name: 'Delete process' }).count(), 0)
  const deleteRefused = await processRequest(bruno, 'DELETE', processId)
  assert.equal(deleteRefused.status, 403)
  assert.equal(deleteRefused.body.message, "Only the company's highest-ranked role may delete an approved process")
  // the Owner may, and finds it in the deletion log
  await ownerPage.goto(`/app/process/${processId}/general`)
  await ownerPage.getByRole('button', { name: 'Delete process' }).click()
  await ownerPage.getByRole('dialog').getByRole('button', { name: 'Delete process' }).click()
  await ownerPage.waitForURL('**/app/process')
  await ownerPage.getByRole('button', { name: 'Deleted processes' }).click()
  await ownerPage.getByRole('dialog').getByRole('row', { name: /Approved Eva Shell/ }).waitFor()
})
