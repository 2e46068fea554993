// Security probes of the supplier portal, the product's one door without sign-in: a link opens its own
// supplier's round and nothing else, whatever it is pointed at; a revoked or expired link says so; no
// input makes it fail; and what it answers never holds another supplier's prices (read from the database).
import assert from 'node:assert/strict'
import { createHash, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { after, before, describe, test } from 'node:test'

import { API_URLS, DEMO_COMPANY_ID, jsonRequest as json, request } from './lib/api.mjs'
import { pool } from './lib/database.mjs'

const HUGE = 'x'.repeat(100_000)
const SQL = "' OR '1'='1'; DROP TABLE \"Process\"; --"
const SCRIPT = '<script>alert(document.cookie)</script>'

/** The demo's portal round (scripts/seed/portal.ts): each invited supplier with one contact's invitation. */
const demoRound = async () => {
  const { rows } = await pool.query(
    `select s.id as "scheduleId", s."processId", s.deadline, r.id as "responseId", r."supplierId",
            r.status, ps.name, i.id as "invitationId", i."openedAt"
     from "RoundSchedule" s
     join "Process" p on p.id = s."processId" and p."companyId" = $1
     join "PortalResponse" r on r."scheduleId" = s.id
     join "ProcessSupplier" ps on ps.id = r."supplierId"
     join lateral (select * from "PortalInvitation" where "responseId" = r.id order by "createdAt" limit 1) i on true
     order by ps.name`,
    [DEMO_COMPANY_ID]
  )
  return rows
}

const hashOf = (token) => createHash('sha256').update(token).digest('hex')

/** A link for an invitation, as the mail would carry it: only its hash goes in the database. */
const linkFor = async (invitationId) => {
  const token = randomBytes(32).toString('base64url')
  await pool.query(`insert into "PortalLink" ("tokenHash", "invitationId") values ($1, $2)`, [hashOf(token), invitationId])
  return token
}

let suppliers
let tokens
const restore = []

before(async () => {
  await pool.query(`delete from "RateLimitBucket" where key like 'portal:%'`)
  suppliers = await demoRound()
  assert.ok(suppliers.length >= 2, 'the demo seeds a portal round with two suppliers or more')
  tokens = await Promise.all(suppliers.map((supplier) => linkFor(supplier.invitationId)))
  // what opening the links changes, put back afterwards: the demo stays as the seed made it
  for (const supplier of suppliers)
    restore.push(
      pool.query.bind(pool, `update "PortalInvitation" set "openedAt" = $2, "revokedAt" = null where id = $1`, [
        supplier.invitationId,
        supplier.openedAt,
      ]),
      pool.query.bind(pool, `update "PortalResponse" set status = $2 where id = $1`, [supplier.responseId, supplier.status])
    )
  restore.push(
    pool.query.bind(pool, `update "RoundSchedule" set deadline = $2 where id = $1`, [
      suppliers[0].scheduleId,
      suppliers[0].deadline,
    ]),
    () => pool.query(`delete from "PortalLink" where "tokenHash" = any($1)`, [tokens.map(hashOf)])
  )
})

after(async () => {
  for (const undo of restore) await undo()
  await pool.end()
})

/** Every price the database holds for the round's process, by supplier (quotations and portal answers). */
const pricesBySupplier = async (processId) => {
  const { rows } = await pool.query(
    `select "supplierId", unnest(array[trim_scale("initialProposal")::text, trim_scale("equalizedProposal")::text,
                                       trim_scale("negotiatedProposal")::text]) as price
     from "Quotation" where "processId" = $1
     union all
     select r."supplierId", x."unitPrice" from "PortalResponse" r, jsonb_to_recordset(r.offers) as x("unitPrice" text)
     where r."scheduleId" in (select id from "RoundSchedule" where "processId" = $1)
     union all
     select r."supplierId", x."unitPrice" from "PortalReceipt" c join "PortalResponse" r on r.id = c."responseId",
       jsonb_to_recordset(c.offers) as x("unitPrice" text)
     where r."scheduleId" in (select id from "RoundSchedule" where "processId" = $1)`,
    [processId]
  )
  const prices = new Map()
  for (const { supplierId, price } of rows.filter((row) => row.price)) {
    if (!prices.has(supplierId)) prices.set(supplierId, new Set())
    prices.get(supplierId).add(price)
  }
  return prices
}

describe('a link opens its own supplier and round only', () => {
  test("its page names its supplier, and holds no other supplier's name, id or price", async () => {
    const prices = await pricesBySupplier(suppliers[0].processId)
    for (const [index, supplier] of suppliers.entries()) {
      const answer = await request(`/portal/${tokens[index]}`)
      assert.equal(answer.status, 200, answer.text)
      assert.equal(answer.body.data.supplier.name, supplier.name)
      for (const other of suppliers.filter((s) => s !== supplier)) {
        assert.ok(!answer.text.includes(other.supplierId), `${supplier.name}'s page holds ${other.name}'s id`)
        assert.ok(!answer.text.includes(`"${other.name}"`), `${supplier.name}'s page names ${other.name}`)
      }
      const shown = [
        ...answer.body.data.earlier.map((offer) => offer.unitPrice),
        ...answer.body.data.answer.offers.map((offer) => offer.unitPrice),
      ].filter(Boolean)
      const own = prices.get(supplier.supplierId) ?? new Set()
      assert.deepEqual(
        shown.filter((price) => !own.has(price)),
        [],
        `${supplier.name}'s page shows prices that are not its own`
      )
    }
  })

  test("another supplier's receipt, another process's item, another company's item: 404", async () => {
    const { rows: receipts } = await pool.query(
      `select c.id from "PortalReceipt" c join "PortalResponse" r on r.id = c."responseId" where r."supplierId" = $1`,
      [suppliers[0].supplierId]
    )
    assert.ok(receipts.length, 'the demo seeds a submitted answer')
    const otherReceipt = await request(`/portal/${tokens[1]}/receipt/${receipts[0].id}`)
    assert.equal(otherReceipt.status, 404, otherReceipt.text)

    const { rows: items } = await pool.query(
      `select i.id, p."companyId" = $2 as "sameCompany" from "ProcessItem" i join "Process" p on p.id = i."processId"
       where i."processId" <> $1 order by p."companyId" = $2 desc`,
      [suppliers[0].processId, DEMO_COMPANY_ID]
    )
    const foreign = [items.find((item) => item.sameCompany), items.find((item) => !item.sameCompany)].filter(Boolean)
    assert.ok(foreign.length, 'there are items of other processes to aim at')
    for (const item of foreign) {
      const answer = await request(`/portal/${tokens[1]}`, { method: 'PUT', ...json({ offers: [{ itemId: item.id, unitPrice: '1' }] }) })
      assert.equal(answer.status, 404, answer.text)
      assert.equal(answer.body.code, 'portal.item.notFound')
    }
  })
})

describe('links that open nothing', () => {
  test('an unknown link is a 404; a revoked one and an expired one are 410, each with its message', async () => {
    assert.equal((await request(`/portal/${randomBytes(32).toString('base64url')}`)).status, 404)
    await pool.query(`update "PortalInvitation" set "revokedAt" = now() where id = $1`, [suppliers[1].invitationId])
    const revoked = await request(`/portal/${tokens[1]}`, { headers: { 'accept-language': 'pt' } })
    assert.equal(revoked.status, 410)
    assert.equal(revoked.body.code, 'portal.link.revoked')
    assert.match(revoked.body.message, /revogado/)
    assert.equal(revoked.body.data, undefined)

    await pool.query(`update "RoundSchedule" set deadline = now() - interval '60 days' where id = $1`, [
      suppliers[0].scheduleId,
    ])
    const expired = await request(`/portal/${tokens[0]}`)
    assert.equal(expired.status, 410)
    assert.equal(expired.body.code, 'portal.link.expired')
    assert.equal(expired.body.data, undefined)
    await pool.query(`update "RoundSchedule" set deadline = $2 where id = $1`, [suppliers[0].scheduleId, suppliers[0].deadline])
  })
})

test('malformed links and bodies get a 4xx with a message, never a 500', async () => {
  const token = tokens[0]
  const probes = [
    ...[SQL, SCRIPT, HUGE.slice(0, 2000), '%00', '..%2F..%2Fetc%2Fpasswd'].map((bad) => ({ method: 'GET', path: `/portal/${encodeURIComponent(bad)}` })),
    { method: 'GET', path: `/portal/${token}/receipt/${encodeURIComponent(SQL)}` },
    { method: 'DELETE', path: `/portal/${token}` },
    ...['{{{', 'null', '[]', { offers: 42 }, { offers: [SQL] }, { offers: [null] }, { offers: [{ itemId: SQL, unitPrice: HUGE }] },
      { offers: [{ itemId: 42 }] }, { offers: [{ itemId: SCRIPT, unitPrice: '1e5' }] }, { offers: Array(5000).fill({ itemId: 'x' }) }].flatMap(
      (body) => [
        { method: 'PUT', path: `/portal/${token}`, body },
        { method: 'POST', path: `/portal/${token}/submit`, body },
      ]
    ),
  ]
  const problems = []
  for (const { method, path, body } of probes) {
    const answer = await request(path, { method, ...(body === undefined ? {} : json(body)) })
    if (answer.status < 400 || answer.status >= 500 || typeof answer.body.message !== 'string')
      problems.push(`${method} ${path.slice(0, 80)} ${JSON.stringify(body ?? '').slice(0, 40)}: ${answer.status} ${answer.text.slice(0, 160)}`)
  }
  assert.deepEqual(problems, [])
})

test("no line of the api processes' logs keeps a portal link's token", async () => {
  const unknown = randomBytes(32).toString('base64url')
  for (const path of [`/portal/${tokens[0]}`, `/portal/${unknown}`, `/portal/${tokens[0]}/file`])
    await request(path)
  // the request log is written as the answer goes out
  await new Promise((resolve) => setTimeout(resolve, 500))
  const logs = API_URLS.map((url) => readFileSync(`test-results/api-${new URL(url).port}.log`, 'utf8')).join('\n')
  assert.match(logs, /\/portal\/\[token\]/, 'the api logs its requests (LOG_LEVEL=info)')
  for (const token of [...tokens, unknown]) assert.equal(logs.includes(token), false)
})
