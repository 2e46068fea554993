// Security probes of a live auction's bidder side, reached by portal link alone: every answer a
// link gets (its page, its bids' answers, its live updates) holds its own supplier's prices and no
// other's, read from the database; a bid decided by one api process reaches a page held by the
// other (they share Redis); a link's bids are rate-limited; a link bids on its own auction's items only.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'

import { seedPortalRound } from '../scripts/bench/portalSeed.mjs'
import { pool as seedPool } from '../scripts/bench/served.mjs'

import { API_URLS, graphql } from './lib/api.mjs'
import { pool } from './lib/database.mjs'

const COMPANY_ID = '00000000-0000-4000-8000-00000000a0d1'
const PROCESS_ID = '00000000-0000-4000-8000-00000000a0d2'
const SUPPLIERS = 3
const [FIRST_API, SECOND_API] = API_URLS

const PAGE = `query ($token: String!) { auctionBidder(token: $token) {
  supplierName round instructions company { name } process { code title currency }
  rules { visibility decrement } clock { phase serverTime }
  items { itemId code standing { ownPrice rank bestPrice highestBid ceiling } }
  bids { itemId price at } } }`
const BID = `mutation ($token: String!, $itemId: String!, $price: String!) {
  placeAuctionBid(token: $token, itemId: $itemId, price: $price) {
    accepted refusal at price standing { itemId ownPrice rank bestPrice highestBid } } }`
const UPDATES = `subscription ($token: String!) {
  auctionBidderUpdates(token: $token) { clock { serverTime } standing { itemId ownPrice rank bestPrice highestBid } } }`

let tokens
const bid = (index, itemId, price, url = FIRST_API) =>
  graphql(BID, { token: tokens[index], itemId, price }, { url, headers: { 'x-forwarded-for': `10.9.0.${index}` } })

/** A bidder's live page: its subscription over server-sent events, every message it hears. */
const openUpdates = async (index, url) => {
  const aborted = new AbortController()
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    signal: aborted.signal,
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ query: UPDATES, variables: { token: tokens[index] } }),
  })
  const heard = []
  const reading = (async () => {
    try {
      for await (const chunk of response.body) heard.push(Buffer.from(chunk).toString('utf8'))
    } catch (error) {
      if (error.name !== 'AbortError') throw error
    }
  })()
  return {
    text: () => heard.join(''),
    until: async (test, timeoutMs = 5_000) => {
      for (const end = Date.now() + timeoutMs; !test(heard.join('')) && Date.now() < end; )
        await new Promise((resolve) => setTimeout(resolve, 50))
      return heard.join('')
    },
    close: async () => {
      aborted.abort()
      await reading
    },
  }
}

/** Every price and name of the other suppliers, as the database holds them. */
const othersOf = async (index) => {
  const own = `bench-ps-${index + 1}`
  const { rows } = await pool.query(
    `select distinct trim_scale(price)::text as price from "AuctionEvent"
     where "scheduleId" = 'bench-rs' and "supplierId" <> $1 and price is not null`,
    [own]
  )
  const { rows: names } = await pool.query(
    `select id, name from "ProcessSupplier" where "processId" = $1 and id <> $2`,
    [PROCESS_ID, own]
  )
  return [...rows.map((row) => row.price), ...names.flatMap((row) => [row.id, row.name])]
}

/** The others' names and ids as they are, and their prices however a decimal is written (89.2, "89.20", 89.200000). */
const leaked = (text, others) =>
  others.filter((other) =>
    /^\d+(\.\d+)?$/.test(other)
      ? new RegExp(`(?<![\\d.])${other.replace('.', '\\.')}${other.includes('.') ? '0*' : '(\\.0+)?'}(?![\\d])`).test(text)
      : text.includes(other)
  )

before(async () => {
  ;({ tokens } = await seedPortalRound({
    companyId: COMPANY_ID,
    processId: PROCESS_ID,
    suppliers: SUPPLIERS,
    items: 4,
    auction: { minutes: 30, ceiling: '100.00', decrement: '0.01' },
  }))
  // bidders see their own rank alone: no answer may then hold another supplier's price
  await pool.query(`update "Auction" set visibility = 'RANK' where "scheduleId" = 'bench-rs'`)
})

after(async () => {
  await pool.query('delete from "Company" where id = $1', [COMPANY_ID])
  await Promise.all([pool.end(), seedPool.end()])
})

describe("a bidder's link answers its own supplier's bids only", () => {
  test("its page, its bids' answers and its live updates hold no other supplier's name, id or price", async () => {
    const first = await openUpdates(0, FIRST_API)
    for (const [index, price] of ['90.10', '89.20', '88.30'].entries())
      assert.equal((await bid(index, 'bench-pi-1', price)).body.data.placeAuctionBid.accepted, true)
    // the first bidder's page hears it fell to third, from the bids of the others
    assert.match(await first.until((text) => text.includes('"rank":3')), /"rank":3/)
    const answers = [
      first.text(),
      JSON.stringify((await graphql(PAGE, { token: tokens[0] })).body),
      JSON.stringify((await bid(0, 'bench-pi-1', '95')).body),
      JSON.stringify((await bid(0, 'bench-pi-2', '70.55')).body),
    ]
    await first.close()
    const others = await othersOf(0)
    assert.ok(others.includes('89.2') && others.includes('88.3'), 'the other bids are in the database')
    for (const answer of answers) assert.deepEqual(leaked(answer, others), [], answer)
    assert.match(answers[1], /"supplierName":"Supplier 1"/)
  })

  test('a bid decided by one api process reaches a page held by the other', async () => {
    const page = await openUpdates(1, SECOND_API)
    const answer = await bid(2, 'bench-pi-3', '60.01', FIRST_API)
    assert.equal(answer.body.data.placeAuctionBid.accepted, true)
    await bid(1, 'bench-pi-3', '60.50', FIRST_API)
    const heard = await page.until((text) => text.includes('"itemId":"bench-pi-3","ownPrice":"60.5","rank":2'))
    await page.close()
    assert.match(heard, /"itemId":"bench-pi-3","ownPrice":"60.5","rank":2/)
  })

  test("a link cannot bid on another auction's item, nor through an unknown link", async () => {
    const foreign = await bid(0, 'no-such-item', '10')
    assert.equal(foreign.body.data, null)
    assert.ok(foreign.body.errors?.length, JSON.stringify(foreign.body))
    const unknown = await graphql(BID, { token: 'x'.repeat(43), itemId: 'bench-pi-1', price: '10' })
    assert.equal(unknown.body.errors?.[0]?.message, 'portal.link.unknown')
  })

  test("a link's bids are limited to 120 a minute", async () => {
    await pool.query(`delete from "RateLimitBucket" where key like 'auction-bid:%'`)
    const answers = []
    for (let n = 0; n < 121; n++) answers.push(await bid(2, 'bench-pi-4', ((9_900 - n * 5) / 100).toFixed(2)))
    assert.equal(answers.filter((answer) => answer.status === 429).length, 1)
    assert.equal(answers.at(-1).body.errors?.[0]?.message, 'auth.messages.tooManyRequests')
  })
})
