// `yarn bench notifications [--users 1000] [--per-user 200] [--seconds 20] [--connections 10,50]`:
// GET /api/notification under load from autocannon on loopback, one api process of the
// production build, each request signed in as one of the users in turn (their own ID tokens).
// Three designs in one run (DESIGNS): the one before issue 22 (Firebase asked on every request),
// the full list without ETag, and the poll that sends back the list's ETag (If-None-Match) and
// gets 304 while nothing changed.
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'

import { portAnswers } from '../lib/ports.mjs'
import { API, emulatorAccount, inBatches, pool, recordFigure, serve } from './served.mjs'

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '1000' },
    'per-user': { type: 'string', default: '200' },
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '10,50' },
  },
})
const USERS = Number(values.users)
const PER_USER = Number(values['per-user'])
const COMPANY_ID = '00000000-0000-4000-8000-00000000b0a1'
const PASSWORD = 'Bench!2026'

/** The company, its users (with emulator accounts) and their notifications; answers the tokens. */
const seedCompany = async () => {
  await pool.query('delete from "Company" where id = $1', [COMPANY_ID])
  await pool.query(`insert into "Company" (id, name, "updatedAt") values ($1, 'Bench notifications', now())`, [COMPANY_ID])
  const { rows } = await pool.query(
    `insert into "Role" (id, "companyId", name, description, priority, "updatedAt")
     values (gen_random_uuid(), $1, 'Owner', 'Owner', 1000000, now()) returning id`,
    [COMPANY_ID]
  )
  const stamp = Date.now()
  const accounts = await inBatches(
    Array.from({ length: USERS }, (_, n) => n),
    25,
    async (n) => ({ n, ...(await emulatorAccount(`note.${n}.${stamp}@bench.example.com`, PASSWORD)) })
  )
  await pool.query(
    `insert into "User" (id, uid, "firstName", "lastName", "userName", email, "companyId", "roleId", "updatedAt")
     select gen_random_uuid(), a.uid, 'Bench', 'User ' || a.n, 'note.' || a.n || '.' || $3, 'note.' || a.n || '.' || $3 || '@bench.example.com', $1, $2, now()
     from unnest($4::text[], $5::int[]) as a(uid, n)`,
    [COMPANY_ID, rows[0].id, stamp, accounts.map((a) => a.uid), accounts.map((a) => a.n)]
  )
  // a realistic mix: a quarter unread, spread over the last 200 days, every kind of message
  await pool.query(
    `insert into "Notification" (id, "companyId", "userId", read, link, "messageCode", values, "createdAt")
     select gen_random_uuid(), $1, u.id, k % 4 <> 0, '/app/process/' || k,
            (enum_range(null::"NotificationMessageCode"))[1 + k % 6],
            jsonb_build_object('code', 'PRC-2026-' || k, 'title', 'Bench process ' || k, 'contractId', 'CT-' || k, 'days', k % 120),
            now() - make_interval(days => k)
     from "User" u cross join generate_series(1, $2) k where u."companyId" = $1`,
    [COMPANY_ID, PER_USER]
  )
  await pool.query('analyze "Notification"')
  return accounts.map((account) => account.token)
}

/** Requests as the users in turn; with `tags`, each sends its user's current ETag back. */
const load = (tokens, { seconds, connections, tags }) => {
  let next = 0
  return autocannon({
    url: `${API.url}/notification`,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const user = next++ % tokens.length
          return {
            ...request,
            headers: {
              ...request.headers,
              authorization: `Bearer ${tokens[user]}`,
              ...(tags ? { 'if-none-match': tags[user] } : {}),
            },
          }
        },
      },
    ],
  })
}

/** Each user's current ETag, as the app keeps it after its first load. */
const tagsOf = (tokens) =>
  inBatches(tokens, 25, async (token) => {
    const answer = await fetch(`${API.url}/notification`, { headers: { authorization: `Bearer ${token}` } })
    await answer.arrayBuffer()
    return answer.headers.get('etag')
  })

/** Until the port is free again (a stopped server lets it go after a moment). */
const released = async (port) => {
  while (await portAnswers(port)) await new Promise((resolve) => setTimeout(resolve, 200))
}

/**
 * The designs measured, each on an api process of its own: before issue 22 every request asked
 * Firebase for the user (a re-check on every request) and read the whole list; now the token is
 * checked locally, and the poll sends the list's ETag back.
 */
const DESIGNS = [
  { name: 'before: Firebase asked per request, full list', env: { SESSION_RECHECK_SECONDS: '0' }, poll: false },
  { name: 'now: token checked locally, full list (cold, no ETag)', env: {}, poll: false },
  { name: 'now: token checked locally, poll with ETag unchanged (304)', env: {}, poll: true },
]

const tokens = await seedCompany()
console.log(`seeded ${USERS} users × ${PER_USER} notifications`)
const figures = []
try {
  for (const design of DESIGNS) {
    await released(API.port)
    const stop = await serve(design.env)
    try {
      const sample = await fetch(`${API.url}/notification`, { headers: { authorization: `Bearer ${tokens[0]}` } })
      const listed = (await sample.json()).data?.length
      if (sample.status !== 200 || !listed) throw new Error(`GET /api/notification answered ${sample.status}`)
      const tags = design.poll ? await tagsOf(tokens) : null
      await load(tokens, { seconds: 3, connections: 10, tags }) // warm-up: JIT, connection pool
      // a moderate load (latency) and a heavy one (throughput)
      for (const connections of values.connections.split(',').map(Number)) {
        const result = await load(tokens, { seconds: Number(values.seconds), connections, tags })
        const figure = {
          figure: `${design.name}; ${USERS} users × ${PER_USER}, ${connections} connections, ${values.seconds} s`,
          'req/s': Math.round(result.requests.average),
          'p50 ms': result.latency.p50,
          'p90 ms': result.latency.p90,
          'p99 ms': result.latency.p99,
          'max ms': result.latency.max,
          requests: result.requests.total,
          // a 304 counts as non-2xx for autocannon: the poll's are all 304
          'non-2xx': result.non2xx,
          errors: result.errors,
          'listed per request': tags ? 0 : listed,
        }
        figures.push({ design, connections, figure })
        recordFigure(figure)
      }
    } finally {
      stop()
    }
  }
  const before = (connections) => figures.find((f) => f.design === DESIGNS[0] && f.connections === connections)
  for (const { design, connections, figure } of figures.filter((f) => f.design !== DESIGNS[0]))
    recordFigure({
      figure: `${design.name}, ${connections} connections: times the requests a second of before`,
      ratio: Math.round((figure['req/s'] / before(connections).figure['req/s']) * 10) / 10,
    })
} finally {
  await pool.query('delete from "Company" where id = $1', [COMPANY_ID])
  await pool.end()
}
