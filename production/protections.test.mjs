// The production build's own protections: GraphQL limits, no introspection, cookies that never
// authorize a change, and the security headers on every response.
import assert from 'node:assert/strict'
import { test } from 'node:test'

import { demoEmail, graphql, idTokenFor, request } from './lib/api.mjs'

const messagesOf = (answer) => (answer.body.errors ?? []).map((error) => error.message).join(' | ')

// Armor's cost limit (5,000) is on too, but no document under the token limit reaches it here.
test('GraphQL refuses a query nested too deep, too many aliases and too many tokens', async () => {
  const deep = `{ ${'processes(page: { page: 0, pageSize: 1 }) { items { '.repeat(1)}${'a { '.repeat(12)}id${' }'.repeat(12)} } } }`
  assert.match(messagesOf(await graphql(deep)), /depth/i)
  const aliases = `{ ${Array.from({ length: 40 }, (_, index) => `a${index}: redwood { version }`).join(' ')} }`
  assert.match(messagesOf(await graphql(aliases)), /alias/i)
  const tokens = `{ ${'__typename '.repeat(5000)}}`
  assert.match(messagesOf(await graphql(tokens)), /token/i)
})

test('a string over 10,000 characters written into the document itself is refused too', async () => {
  const token = await idTokenFor(demoEmail('buyer'))
  const answer = await graphql(`mutation { updateMyLocale(locale: "${'x'.repeat(10_001)}") { id } }`, {}, { token })
  assert.equal(answer.body.data ?? null, null)
  assert.equal(answer.body.errors?.[0]?.message, 'validation.max')
})

test('introspection is off in production', async () => {
  const answer = await graphql('{ __schema { queryType { name } } }')
  assert.equal(answer.body.data ?? null, null)
  assert.match(messagesOf(answer), /introspection/i)
})

test('the session cookie reads images and reports but never authorizes a change (no CSRF)', async () => {
  const token = await idTokenFor(demoEmail('buyer'))
  const session = await request('/session', { method: 'POST', token })
  const cookie = session.headers.get('set-cookie')
  assert.match(cookie, /HttpOnly/)
  assert.match(cookie, /SameSite=Lax/)
  const headers = { cookie: cookie.split(';')[0] }
  assert.equal((await request('/users', { headers })).status, 200)
  // what a forged cross-site form could send: the cookie, and nothing else
  assert.equal((await request('/notification', { method: 'PUT', headers, body: '{"notifications":[]}' })).status, 401)
  assert.equal((await request('/avatar', { method: 'DELETE', headers })).status, 401)
  const mutation = await graphql('mutation { updateMyLocale(locale: "pt") { id } }', {}, { headers })
  assert.equal(mutation.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED')
})

const HEADERS = {
  'content-security-policy': /frame-ancestors 'none'/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^no-referrer$/,
  'x-frame-options': /^DENY$/,
}

test('every kind of api response carries the security headers', async () => {
  const token = await idTokenFor(demoEmail('owner'))
  const answers = {
    health: await request('/health'),
    graphql: await graphql('{ __typename }'),
    'graphql error': await graphql('{ nothing }'),
    function: await request('/users', { token }),
    'function refusal': await request('/users'),
    'streaming route refusal': await request('/process/x/attachment/y'),
    'unknown path': await request('/no-such-endpoint'),
  }
  for (const [kind, answer] of Object.entries(answers)) {
    for (const [name, pattern] of Object.entries(HEADERS)) {
      assert.match(answer.headers.get(name) ?? '', pattern, `${kind}: ${name}`)
    }
  }
  assert.match(answers.health.headers.get('content-security-policy'), /default-src 'none'/)
})
