// Two api processes of the production build on one database: nothing either keeps in memory may
// matter. What one writes the other reads; a rate limit counts across both; the daily expiry
// check run by both at once sends each notice once.
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { after, test } from 'node:test'

import {
  API_URLS,
  demoEmail,
  graphql,
  idTokenFor,
  jsonRequest as json,
  lowPriorityUser,
  request,
  signUpCompany,
} from './lib/api.mjs'
import { pool } from './lib/database.mjs'

const [first, second] = API_URLS
after(() => pool.end())

test('two api processes are running, each healthy', () => {
  assert.equal(API_URLS.length, 2)
  return Promise.all(API_URLS.map(async (url) => assert.equal((await request('/health', { url })).status, 200)))
})

/** A process in review, its current reviewer and its owner, as demo sign-ins. */
const processAwaitingReview = async () => {
  const { rows } = await pool.query(`
    select p.id, reviewer.email as reviewer, owner.email as owner
    from "Process" p
    join "WorkflowReview" r on r."processId" = p.id and r.cycle = p."reviewCycle" and r.status = 'PENDING'
    join "User" reviewer on reviewer.id = r."userId"
    join "User" owner on owner.id = p."ownerId"
    where p.status = 'IN_REVIEW' and reviewer.email like '%@procura.local' and reviewer.id <> owner.id
    limit 1`)
  assert.ok(rows.length, 'the demo data has a process in review')
  return rows[0]
}

test('a notification created through one process is read through the other', async () => {
  const process = await processAwaitingReview()
  const rejected = await request(`/process/${process.id}/flow/disapprove`, {
    url: first,
    method: 'PUT',
    token: await idTokenFor(process.reviewer),
    ...json({ description: 'Prices above the budget' }),
  })
  assert.equal(rejected.status, 200, rejected.text)

  const mine = await request('/notification', { url: second, token: await idTokenFor(process.owner) })
  assert.equal(mine.status, 200)
  const notice = mine.body.data.find(
    (notification) => notification.messageCode === 'process/rejected' && notification.link?.includes(process.id)
  )
  assert.ok(notice, `the owner sees the rejection: ${JSON.stringify(mine.body.data.slice(0, 2))}`)
})

test("the assistant's limit of 20 questions a minute holds across both processes", async () => {
  const token = await idTokenFor(demoEmail('manager2'))
  const statuses = []
  for (let question = 0; question < 21; question++) {
    const answer = await request('/completion', {
      url: API_URLS[question % 2],
      method: 'POST',
      token,
      ...json({ message: 'Which processes are waiting for my approval?' }),
    })
    statuses.push(answer.status === 200 ? 200 : `${answer.status} ${answer.body.code}`)
  }
  assert.deepEqual(statuses, [...Array(20).fill(200), '429 auth.messages.tooManyRequests'])
})

/** The built expiry job, run once in a process of its own (as each api machine's worker would). */
const expiryCheck = () =>
  new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '-e',
        "require('./dist/jobs/CheckContractExpiryJob/CheckContractExpiryJob.js').CheckContractExpiryJob.perform().then(() => process.exit(0), (error) => { console.error(error); process.exit(1) })",
      ],
      { cwd: 'api', stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' } }
    )
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`expiry check exited with ${code}`))))
  })

test('the expiry check running on two processes at once sends each notice once', async () => {
  // every demo contract's notices are due again, as on the morning of a first run
  await pool.query(`update "Contract" set "expiryNoticeDays" = null, "balanceRunOutNoticed" = false`)
  const since = (await pool.query('select now() as now')).rows[0].now
  await Promise.all([expiryCheck(), expiryCheck()])

  // the run's expiry notices, and its alerts on contracts' spend (the demo's balances come from spend)
  const { rows: notices } = await pool.query(
    `select "messageCode" as code, "userId", "values"->>'contractId' as contract from "Notification"
     where "messageCode" in ('contract/expiring', 'contract/balance-running-out') and "createdAt" >= $1`,
    [since]
  )
  for (const code of ['contract/expiring', 'contract/balance-running-out'])
    assert.ok(notices.some((notice) => notice.code === code), `some demo contracts are due: ${code}`)
  const pairs = notices.map((notice) => `${notice.code} ${notice.userId} ${notice.contract}`)
  assert.equal(new Set(pairs).size, pairs.length, 'no one is told twice about one contract')
  const { rows: emails } = await pool.query(
    `select count(*)::int as count from "BackgroundJob" where handler like '%SendNotificationEmailJob%' and "createdAt" >= $1`,
    [since]
  )
  assert.equal(emails[0].count, notices.length, 'one email queued per notice')
})

/** How many requests both api processes have sent to the Auth emulator so far. */
const firebaseCalls = async () => {
  const response = await fetch(`${process.env.FIREBASE_CALLS_URL}/__procura/requests`)
  return (await response.json()).requests
}

test('no request calls Firebase while nothing changed: the token is checked locally, the rest from the user row', async () => {
  const token = await idTokenFor(demoEmail('owner'))
  // the first request of a user whose row was not checked for a while asks Firebase once
  for (const url of API_URLS) assert.equal((await request('/notification', { url, token })).status, 200)
  const before = await firebaseCalls()
  for (let round = 0; round < 10; round++) {
    const url = API_URLS[round % 2]
    assert.equal((await request('/notification', { url, token })).status, 200)
    const projects = await graphql('{ processes(page: { page: 0, pageSize: 5 }) { total } }', {}, { token, url })
    assert.equal(projects.body.errors, undefined, projects.text)
  }
  assert.equal(await firebaseCalls(), before)
})

test('a user disabled through the team screen is refused on the very next request of every api process', async () => {
  const stamp = `off${Date.now()}`
  const owner = await signUpCompany(stamp)
  const token = await lowPriorityUser(owner.token, stamp)
  for (const url of API_URLS) assert.equal((await request('/notification', { url, token })).status, 200)

  const team = await graphql(
    '{ users(page: { page: 0, pageSize: 10 }) { items { id firstName lastName userName role { id } email } } }',
    {},
    { token: owner.token, url: first }
  )
  const low = team.body.data.users.items.find((user) => user.email === `low.${stamp}@example.com`)
  const disabled = await graphql(
    'mutation ($id: String!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { disabled } }',
    {
      id: low.id,
      input: { firstName: low.firstName, lastName: low.lastName, userName: low.userName, roleId: low.role.id, disabled: true },
    },
    { token: owner.token, url: first }
  )
  assert.equal(disabled.body.data?.updateUser.disabled, true, disabled.text)

  for (const url of [first, second]) {
    const refused = await request('/notification', { url, token, headers: { cookie: 'locale=pt' } })
    assert.equal(refused.status, 403, `${url}: ${refused.text}`)
    assert.equal(refused.body.message, 'Usuário desativado')
    const query = await graphql('{ processes(page: { page: 0, pageSize: 5 }) { total } }', {}, { token, url })
    assert.equal(query.body.data?.processes ?? null, null, `${url}: ${query.text}`)
  }
})
