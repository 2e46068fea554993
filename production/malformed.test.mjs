// Security probes: every mutation and REST endpoint fed malformed input (wrong types, huge
// strings, negative numbers, unknown enumeration values, SQL and script fragments) by a signed-in
// Owner, with the company's own ids everywhere else: each answers a 4xx-class refusal with a
// message, never a 500, and the database is the same afterwards. Queries get the same values and
// must never fail with a 500.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'

import { DEMO_COMPANY_ID, demoEmail, graphql, idTokenFor, internalErrors, jsonRequest as json, request } from './lib/api.mjs'
import { companyRows, difference, idPicker, pool, snapshot } from './lib/database.mjs'
import { callsOf, leavesOf, operations, referencedTable } from './lib/operations.mjs'
import { multipartFile, PDF } from './lib/victim.mjs'

const HUGE = 'x'.repeat(100_000)
const SQL = "' OR '1'='1'; DROP TABLE \"Process\"; --"
const SCRIPT = '<script>alert(document.cookie)</script>'

/** The malformed values for one leaf; fragments go where only an id, a code or an address fits. */
const malformedValues = ({ type, name, operation }) => {
  if (type === 'String') {
    const strict = referencedTable(name, operation) !== undefined || /email|locale|month|date|code|token/i.test(name)
    return strict ? [HUGE, SQL, SCRIPT, 42] : [HUGE, 42]
  }
  if (type === 'Int') return [-1, 2 ** 31, 'abc']
  if (type === 'Float') return [-1, 'abc']
  // decimals travel as text: a JSON number, an exponent or a comma is refused, a negative is the rule's
  if (type === 'Decimal') return ['-1', 'abc', 1.5, '1e5', '1,5']
  if (type === 'Boolean') return ['yes']
  if (type === 'enum') return ['NOT_A_VALUE']
  if (type === 'object') return ['not an object']
  return ['abc']
}

const withValue = (variables, path, value) => {
  const copy = structuredClone(variables)
  let target = copy
  for (const key of path.slice(0, -1)) target = target[key]
  target[path.at(-1)] = value
  return copy
}

let token
let baseline
let idOf

before(async () => {
  token = await idTokenFor(demoEmail('owner'))
  baseline = await snapshot()
  idOf = idPicker(baseline, companyRows(baseline, DEMO_COMPANY_ID).rows)
})

after(() => pool.end())

/** Whether the answer is a 500, or an unexpected error in GraphQL clothes. */
const crashProblem = (answer) => {
  const internal = internalErrors(answer)
  return internal.length ? `internal error: ${internal.join('; ')}` : null
}

/** Why an answer is not a clean refusal (a 4xx-class answer with a message, no data), if it is not. */
const refusalProblem = (answer) => {
  const crash = crashProblem(answer)
  if (crash) return crash
  const errors = answer.body.errors ?? []
  if (!errors.length) return `accepted: ${JSON.stringify(answer.body).slice(0, 200)}`
  if (!errors.every((error) => typeof error.message === 'string' && error.message)) return 'an error without a message'
  return null
}

describe('every operation, one malformed value at a time', () => {
  for (const operation of operations) {
    // a query may answer an odd filter with an empty list; a mutation must refuse it
    const check = operation.kind === 'mutation' ? refusalProblem : crashProblem
    test(`${operation.kind} ${operation.field.name}`, async () => {
      const { calls } = callsOf(operation, idOf)
      const { query, variables } = calls.at(-1)
      const problems = []
      for (const leaf of leavesOf(operation)) {
        for (const value of malformedValues(leaf)) {
          const problem = check(await graphql(query, withValue(variables, leaf.path, value), { token }))
          if (problem) problems.push(`${leaf.path.join('.')} = ${String(value).slice(0, 30)}: ${problem}`)
        }
      }
      assert.deepEqual(problems, [])
    })
  }
})

/** REST endpoints given bodies and ids they cannot use. */
const restProbes = () => {
  const process = idOf('Process')
  return [
    { method: 'PUT', path: '/notification', bodies: ['{{{', 'null', [1], { notifications: 'all' }, { notifications: [SQL] }, { notifications: [HUGE] }] },
    { method: 'PUT', path: '/avatar', bodies: ['{{{', 'null', { data: 'not an image' }, { data: 42 }, { data: HUGE }] },
    { method: 'POST', path: '/contracts/import', bodies: ['{{{', 'null', { csv: 42 }, { csv: `${SQL}\n${SCRIPT}` }] },
    { method: 'POST', path: '/spend/import', bodies: ['{{{', 'null', { csv: 42 }, { csv: `${SQL}\n${SCRIPT}` }] },
    { method: 'POST', path: '/suppliers/import', bodies: ['{{{', 'null', { csv: 42 }, { csv: `${SQL}\n${SCRIPT}` }] },
    { method: 'GET', path: `/suppliers/export?search=${encodeURIComponent(SQL)}&litigant=maybe` },
    { method: 'PUT', path: `/process/${process}/flow/approve`, bodies: ['{{{', 'null', { description: 42 }, { description: HUGE }] },
    { method: 'PUT', path: `/process/${process}/flow/disapprove`, bodies: ['{{{', 'null', { description: [] }, { description: HUGE }] },
    { method: 'POST', path: '/completion', bodies: ['{{{', 'null', { message: 42 }, { message: [] }, { message: HUGE }, { message: 'Hi', id: SQL }] },
    { method: 'GET', path: `/completion?id=${encodeURIComponent(SQL)}` },
    { method: 'GET', path: '/spend/export?dimension=NOT_A_VALUE&measure=SPEND' },
    { method: 'GET', path: `/spend/imports/${encodeURIComponent(SQL)}/problems` },
    ...['report', 'attachment', `attachment/${encodeURIComponent(SQL)}`].map((tail) => ({
      method: 'GET',
      path: `/process/${encodeURIComponent(SQL)}/${tail}`,
    })),
    { method: 'DELETE', path: `/process/${encodeURIComponent(SCRIPT)}` },
    { method: 'GET', path: `/avatar/${encodeURIComponent(SQL)}` },
  ]
}

test('every REST endpoint refuses malformed bodies and ids with a 4xx and a message', async () => {
  const problems = []
  for (const { method, path, bodies = [undefined] } of restProbes()) {
    for (const body of bodies) {
      const answer = await request(path, { method, token, ...(body === undefined ? {} : json(body)) })
      const label = `${method} ${path.slice(0, 60)} ${JSON.stringify(body ?? '').slice(0, 40)}`
      if (answer.status < 400 || answer.status >= 500 || typeof answer.body.message !== 'string')
        problems.push(`${label}: ${answer.status} ${answer.text.slice(0, 200)}`)
    }
  }
  assert.deepEqual(problems, [])
})

describe('uploads', () => {
  const upload = (name, bytes, type) =>
    request(`/process/${idOf('Process')}/attachment`, { method: 'PUT', token, body: multipartFile(name, bytes, type) })

  test('a file whose content is not its type is refused', async () => {
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096)])
    const answer = await upload('quote.pdf', program, 'application/pdf')
    assert.equal(answer.status, 400)
    assert.equal(answer.body.code, 'process.attachments.typeNotAllowed')
  })

  test('a file over the size limit is refused', async () => {
    const limit = Number(process.env.UPLOAD_MAX_BYTES ?? 10 * 1024 * 1024)
    const answer = await upload('big.pdf', Buffer.concat([PDF, Buffer.alloc(limit)]), 'application/pdf')
    assert.equal(answer.status, 400)
    assert.equal(answer.body.code, 'process.attachments.tooLarge')
  })

  test('a name that climbs folders is refused; an accepted file is stored under a key of the server', async () => {
    for (const name of ['../../../etc/passwd.pdf', '..\\..\\boot.ini.pdf']) {
      const answer = await upload(name, PDF, 'application/pdf')
      assert.equal(answer.status, 400, name)
      assert.equal(answer.body.code, 'process.attachments.invalidName')
    }
    const accepted = await upload('quote.pdf', PDF, 'application/pdf')
    assert.equal(accepted.status, 200)
    const { rows } = await pool.query('select "fileName", file from "Attachment" where id = $1', [accepted.body.data.id])
    assert.equal(rows[0].fileName, 'quote.pdf')
    assert.match(rows[0].file, /^attachments\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/)
    const removed = await request(`/process/${idOf('Process')}/attachment/${accepted.body.data.id}`, { method: 'DELETE', token })
    assert.equal(removed.status, 200)
  })
})

test('the malformed input changed nothing', async () => {
  const { removed, added } = difference(baseline, await snapshot())
  assert.deepEqual([...removed, ...added].map((entry) => entry.text.slice(0, 300)), [])
})
