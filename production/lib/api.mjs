// Shared by the production-build tests: the api processes that scripts/test-all.mjs started
// (`yarn rw build`, NODE_ENV=production), signed in through the Firebase Auth emulator.
import { readFileSync } from 'node:fs'

export const API_URLS = (process.env.PRODUCTION_API_URLS ?? 'http://127.0.0.1:8931,http://127.0.0.1:8932').split(',')
export const [API_URL] = API_URLS

export const DEMO_COMPANY_ID = '00000000-0000-4000-8000-000000000001'
const demoAccount = JSON.parse(readFileSync('scripts/seed/demoAccount.json', 'utf8'))
export const demoEmail = (key) => `${key}@procura.local`

const emulator = () => {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST
  if (!host) throw new Error('The production tests need the Auth emulator: run them through scripts/test.sh')
  return `http://${host}/identitytoolkit.googleapis.com/v1`
}

/** An ID token, signed in through the emulator's REST API as the web SDK does. */
export const idTokenFor = async (email, password = demoAccount.password) => {
  const response = await fetch(`${emulator()}/accounts:signInWithPassword?key=probe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  })
  const body = await response.json()
  if (!body.idToken) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(body)}`)
  return body.idToken
}

/** A request's answer: status, headers and the body (parsed when JSON). */
export const request = async (path, { url = API_URL, token, headers = {}, ...init } = {}) => {
  const response = await fetch(`${url}${path}`, {
    ...init,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  })
  const text = await response.text()
  let body = text
  try {
    body = JSON.parse(text)
  } catch {
    // a file, a PDF or a CSV
  }
  return { status: response.status, headers: response.headers, body, text }
}

/** The parts of a request that send `body` as JSON (a string is sent as it is: malformed on purpose). */
export const jsonRequest = (body) => ({
  body: typeof body === 'string' ? body : JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
})

export const graphql = (query, variables, { token, url, headers = {} } = {}) =>
  request('/graphql', {
    url,
    token,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'auth-provider': 'firebase' } : {}), ...headers },
    body: JSON.stringify({ query, variables }),
  })

/** How long a subscription may stay silent before its probe takes it as opened: it answers nothing else. */
const SILENT_MS = 3_000

/**
 * A subscription over server-sent events, as a page opens it: its first message ({ data, errors }), or
 * `silent` when it opened and said nothing within SILENT_MS (it was let in). Closed either way.
 */
export const subscriptionFirst = async (query, variables, { token, url = API_URL } = {}) => {
  const aborted = new AbortController()
  const timer = setTimeout(() => aborted.abort(), SILENT_MS)
  try {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      signal: aborted.signal,
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(token ? { authorization: `Bearer ${token}`, 'auth-provider': 'firebase' } : {}),
      },
      body: JSON.stringify({ query, variables }),
    })
    if (!response.headers.get('content-type')?.includes('text/event-stream'))
      return { status: response.status, body: JSON.parse(await response.text()) }
    let text = ''
    for await (const chunk of response.body) {
      text += Buffer.from(chunk).toString('utf8')
      const data = text.match(/^event: next\ndata: (.*)$/m)?.[1]
      if (data) return { status: response.status, body: JSON.parse(data) }
    }
    return { status: response.status, body: {} }
  } catch (error) {
    if (error.name === 'AbortError') return { silent: true, body: {} }
    throw error
  } finally {
    clearTimeout(timer)
    aborted.abort()
  }
}

/** Unmasked or unexpected failures: what the api answers for a bug (a 500 in GraphQL clothes). */
export const internalErrors = ({ status, body }) => [
  ...(status >= 500 ? [`HTTP ${status}`] : []),
  ...(body?.errors ?? [])
    .filter((error) => /something went wrong/i.test(error.message) || error.extensions?.code === 'INTERNAL_SERVER_ERROR')
    .map((error) => error.message),
]

const PASSWORD = 'Str0ng!Pass'

/** A company of its own, signed up through the api: its Owner's token, and its id. */
export const signUpCompany = async (stamp) => {
  const email = `probe.${stamp}@example.com`
  const answer = await graphql('mutation ($input: SignUpInput!) { signUp(input: $input) { id company { id } } }', {
    input: {
      firstName: 'Petra',
      lastName: 'Probe',
      userName: `probe.${stamp}`,
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
    },
  })
  if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors))
  return { companyId: answer.body.data.signUp.company.id, token: await idTokenFor(email, PASSWORD) }
}

/** A user of the token's company in a new role ranked below every other, and that user's token. */
export const lowPriorityUser = async (ownerToken, stamp) => {
  const role = await graphql(
    'mutation ($input: RoleInput!) { createRole(input: $input) { id } }',
    { input: { name: `Analyst ${stamp}`, description: 'Lowest rank', priority: 1 } },
    { token: ownerToken }
  )
  if (role.body.errors) throw new Error(JSON.stringify(role.body.errors))
  const email = `low.${stamp}@example.com`
  const user = await graphql(
    'mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }',
    {
      input: {
        firstName: 'Lou',
        lastName: 'Rank',
        userName: `low.${stamp}`,
        email,
        password: PASSWORD,
        roleId: role.body.data.createRole.id,
      },
    },
    { token: ownerToken }
  )
  if (user.body.errors) throw new Error(JSON.stringify(user.body.errors))
  return idTokenFor(email, PASSWORD)
}
