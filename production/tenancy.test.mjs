// Security probes: every GraphQL operation of the schema and every REST endpoint, called by
// another company's Owner and lowest-ranked user with the demo company's ids, and by nobody.
import assert from 'node:assert/strict'
import { readdirSync } from 'node:fs'
import { after, before, describe, test } from 'node:test'

import { graphql, internalErrors, jsonRequest as json, lowPriorityUser, request, signUpCompany, subscriptionFirst } from './lib/api.mjs'
import { pool } from './lib/database.mjs'
import { callsOf, operations, PUBLIC_OPERATIONS, subscriptions } from './lib/operations.mjs'
import { leaksIn, multipartFile, PDF, PNG, preparedVictim, victimChanges } from './lib/victim.mjs'

let victim
const strangers = {}

const idOf = (table) => victim.idOf(table)

before(async () => {
  // the malformed-input probes spent this address's sign-ups for the hour
  await pool.query('delete from "RateLimitBucket"')
  victim = await preparedVictim()
  const stamp = Date.now()
  const stranger = await signUpCompany(stamp)
  strangers.owner = stranger.token
  strangers.lowest = await lowPriorityUser(stranger.token, stamp)
})

after(() => pool.end())

describe('every GraphQL operation', () => {
  for (const operation of operations) {
    const name = operation.field.name
    test(`${operation.kind} ${name}: the other company's ids give nothing; nobody gets the auth error`, async () => {
      const { calls, unmapped } = callsOf(operation, idOf)
      assert.deepEqual(unmapped, [], 'every id it takes is known to the probes (lib/operations.mjs)')
      for (const { query, variables } of calls) {
        const anonymous = await graphql(query, variables)
        assert.deepEqual(internalErrors(anonymous), [])
        if (!PUBLIC_OPERATIONS.includes(name)) {
          assert.equal(anonymous.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED', JSON.stringify(anonymous.body))
          // a nullable field answers null in place: { auctionConsole: null }
          assert.ok(Object.values(anonymous.body.data ?? {}).every((value) => value === null), JSON.stringify(anonymous.body.data))
        }
        for (const [who, token] of Object.entries(strangers)) {
          const answer = await graphql(query, variables, { token })
          assert.deepEqual(internalErrors(answer), [], `${who}: ${JSON.stringify(answer.body.errors)}`)
          assert.deepEqual(leaksIn(victim, answer.body.data), [], `${who} was answered the demo company's data`)
        }
      }
    })
  }
})

describe('every GraphQL subscription', () => {
  for (const operation of subscriptions) {
    const name = operation.field.name
    test(`subscription ${name}: nobody, and the other company with the demo company's ids, are refused at once`, async () => {
      const { calls, unmapped } = callsOf(operation, idOf)
      assert.deepEqual(unmapped, [], 'every id it takes is known to the probes (lib/operations.mjs)')
      for (const { query, variables } of calls) {
        const anonymous = await subscriptionFirst(query, variables)
        assert.equal(anonymous.silent, undefined, 'nobody is let in')
        assert.deepEqual(internalErrors(anonymous), [])
        if (!PUBLIC_OPERATIONS.includes(name))
          assert.equal(anonymous.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED', JSON.stringify(anonymous.body))
        for (const [who, token] of Object.entries(strangers)) {
          const answer = await subscriptionFirst(query, variables, { token })
          assert.equal(answer.silent, undefined, `${who} is not let in`)
          assert.deepEqual(internalErrors(answer), [], `${who}: ${JSON.stringify(answer.body.errors)}`)
          assert.ok(answer.body.errors?.length, `${who} is told why: ${JSON.stringify(answer.body)}`)
          assert.deepEqual(leaksIn(victim, answer.body.data), [], `${who} was answered the demo company's data`)
        }
      }
    })
  }
})

/** Every REST endpoint, with the demo company's ids where it takes one. */
const restProbes = () => {
  const process = idOf('Process')
  const attachment = idOf('Attachment')
  return [
    { method: 'GET', path: '/users' },
    { method: 'POST', path: '/session' },
    { method: 'GET', path: `/avatar/${victim.rows.find((entry) => entry.table === 'User' && entry.row.avatarId)?.row.avatarId}`, foreign: true },
    { method: 'PUT', path: '/avatar', ...json({ data: PNG.toString('base64') }) },
    { method: 'DELETE', path: '/avatar' },
    { method: 'GET', path: '/notification' },
    { method: 'PUT', path: '/notification', ...json({ notifications: [idOf('Notification') ?? idOf('User')] }) },
    { method: 'GET', path: '/contracts/export' },
    { method: 'GET', path: '/contracts/template' },
    { method: 'POST', path: '/contracts/import', ...json({ csv: '' }) },
    { method: 'GET', path: '/suppliers/export' },
    { method: 'GET', path: '/suppliers/template' },
    { method: 'POST', path: '/suppliers/import', ...json({ csv: '' }) },
    { method: 'GET', path: '/spend/export?dimension=SUPPLIER&measure=SPEND' },
    { method: 'GET', path: '/spend/template' },
    { method: 'POST', path: '/spend/import', ...json({ csv: '' }) },
    { method: 'PUT', path: '/spend/imports', body: multipartFile('probe.csv', Buffer.from('date;supplier\n2026-01-01;Probe\n'), 'text/csv') },
    { method: 'GET', path: `/spend/imports/${idOf('SpendImport')}/problems`, foreign: true },
    { method: 'DELETE', path: `/process/${process}`, foreign: true },
    { method: 'GET', path: `/process/${process}/attachment`, foreign: true },
    { method: 'DELETE', path: `/process/${process}/attachment/${attachment}`, foreign: true },
    { method: 'PUT', path: `/process/${process}/flow/approve`, foreign: true, ...json({ description: 'Probe' }) },
    { method: 'PUT', path: `/process/${process}/flow/disapprove`, foreign: true, ...json({ description: 'Probe' }) },
    { method: 'GET', path: `/process/${process}/report`, foreign: true },
    { method: 'PUT', path: `/process/${process}/attachment`, foreign: true, body: multipartFile('probe.pdf', PDF, 'application/pdf') },
    { method: 'GET', path: `/process/${process}/attachment/${attachment}`, foreign: true },
    { method: 'GET', path: `/completion?id=${idOf('ChatCompletion')}`, foreign: true },
    { method: 'POST', path: '/completion', foreign: true, ...json({ message: 'Hello', id: idOf('ChatCompletion') }) },
    { method: 'GET', path: '/health', public: true },
    // the link's token is its whole authority (production/portal.test.mjs probes real ones)
    { method: 'GET', path: `/portal/${'A'.repeat(43)}`, public: true, foreign: true },
    { method: 'PUT', path: `/portal/${'A'.repeat(43)}`, public: true, foreign: true, ...json({ offers: [] }) },
    { method: 'DELETE', path: '/session', public: true },
  ]
}

describe('every REST endpoint', () => {
  test('the probes cover every function the build serves', () => {
    const functions = readdirSync('api/dist/functions')
      .filter((file) => file.endsWith('.js') && file !== 'graphql.js')
      .map((file) => file.replace(/\.js$/, ''))
    const probed = new Set(restProbes().map(({ path }) => path.split(/[/?]/)[1]))
    assert.deepEqual(functions.filter((name) => !probed.has(name)), [])
  })

  test("the other company's ids answer 403 or 404; nobody gets 401", async () => {
    for (const probe of restProbes()) {
      const { method, path, body, headers } = probe
      const label = `${method} ${path}`
      const anonymous = await request(path, { method, body, headers })
      if (!probe.public) assert.equal(anonymous.status, 401, `${label}: ${anonymous.text}`)
      for (const [who, token] of Object.entries(strangers)) {
        const answer = await request(path, { method, body, headers, token })
        assert.ok(answer.status < 500, `${who} ${label}: ${answer.status} ${answer.text}`)
        if (probe.foreign) assert.ok([403, 404].includes(answer.status), `${who} ${label}: ${answer.status} ${answer.text}`)
        assert.deepEqual(leaksIn(victim, answer.text), [], `${who} ${label} answered the demo company's data`)
      }
    }
  })
})

test("nothing of the demo company changed, and nothing was added to it", async () => {
  assert.deepEqual(await victimChanges(victim), [])
})
