// `yarn bench auction [--suppliers 100] [--items 50] [--rate 50] [--seconds 120]`: a live reverse
// auction of `items` items whose `suppliers` bidders each keep their page open (the subscription the
// portal's page holds) while bids arrive at `rate` a second for `seconds`, each supplier from its own
// office's address. Run on two api processes of the production build sharing Redis (REDIS_URL), then
// on one process with the in-memory pub/sub. Reported: a bid's answer (accepted or refused) at the
// bidder; how long after a bid every page whose view it changed (rank, best price) heard of it, at
// the pages; and whether any bid was lost or reordered, against the database and on the pages.
import { parseArgs } from 'node:util'

import { seedPortalRound } from './portalSeed.mjs'
import { pool, recordFigure, serveApis } from './served.mjs'

const { values } = parseArgs({
  options: {
    suppliers: { type: 'string', default: '100' },
    items: { type: 'string', default: '50' },
    rate: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '120' },
  },
})
const SUPPLIERS = Number(values.suppliers)
const ITEMS = Number(values.items)
const RATE = Number(values.rate)
const SECONDS = Number(values.seconds)
const COMPANY_ID = '00000000-0000-4000-8000-00000000a0c1'
const PROCESS_ID = '00000000-0000-4000-8000-00000000a0c2'
const CEILING_CENTS = 100_000
const DECREMENT_CENTS = 1
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
const spread = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length
    ? { p50: Math.round(percentile(sorted, 50)), p95: Math.round(percentile(sorted, 95)), max: Math.round(sorted.at(-1)) }
    : { p50: null, p95: null, max: null }
}
const groupBy = (rows, keyOf) => {
  const groups = new Map()
  for (const row of rows) {
    const key = keyOf(row)
    if (!groups.has(key)) groups.set(key, [])
    groups.get(key).push(row)
  }
  return groups
}
const cents = (price) => Math.round(Number(price) * 100)
const priceOf = (amount) => (amount / 100).toFixed(2)
const officeOf = (supplier) => `10.2.${supplier >> 8}.${supplier & 255}`
const itemIdOf = (item) => `bench-pi-${item + 1}`
const supplierIdOf = (supplier) => `bench-ps-${supplier + 1}`

const SUBSCRIPTION = `subscription ($token: String!) {
  auctionBidderUpdates(token: $token) { clock { serverTime } standing { itemId rank bestPrice ownPrice } }
}`
const BID = `mutation ($token: String!, $itemId: String!, $price: String!) {
  placeAuctionBid(token: $token, itemId: $itemId, price: $price) { accepted refusal at clock { serverTime } }
}`

/**
 * A bidder's page: its subscription over server-sent events, as the portal's page holds it; every
 * update kept with the moment it arrived.
 */
const openPage = async (url, token, supplier) => {
  const aborted = new AbortController()
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    signal: aborted.signal,
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-forwarded-for': officeOf(supplier) },
    body: JSON.stringify({ query: SUBSCRIPTION, variables: { token } }),
  })
  if (!response.ok) throw new Error(`page ${supplier}: ${response.status} ${await response.text()}`)
  const updates = []
  const reading = (async () => {
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true })
        let end
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const data = message.split('\n').find((line) => line.startsWith('data:'))
          if (!message.includes('event: next') || !data) continue
          const update = JSON.parse(data.slice(5)).data?.auctionBidderUpdates
          if (update?.standing) updates.push({ at: performance.now(), serverTime: update.clock.serverTime, ...update.standing })
        }
      }
    } catch (error) {
      if (error.name !== 'AbortError') throw error
    }
  })()
  return { supplier, updates, close: () => aborted.abort(), reading }
}

/** The bids' driver: what it knows of each item's best and each supplier's last accepted price. */
const biddingPlan = () => {
  const best = Array(ITEMS).fill(CEILING_CENTS)
  const own = new Map()
  const random = (n) => Math.floor(Math.random() * n)
  return {
    next: () => {
      const supplier = random(SUPPLIERS)
      const item = random(ITEMS)
      const last = own.get(`${supplier}:${item}`)
      const ownLimit = last === undefined ? CEILING_CENTS : last - DECREMENT_CENTS
      // most bids go for the lead; some only improve the bidder's own; a few break the decrement
      const roll = Math.random()
      const price =
        roll < 0.03 && last !== undefined
          ? last
          : roll < 0.8
            ? Math.min(ownLimit, best[item] - 1 - random(50))
            : ownLimit - random(100)
      return { supplier, item, price }
    },
    accepted: ({ supplier, item, price }) => {
      own.set(`${supplier}:${item}`, Math.min(price, own.get(`${supplier}:${item}`) ?? Infinity))
      best[item] = Math.min(best[item], price)
    },
  }
}

/** RATE bids a second for SECONDS, each timed at its bidder from send to answer. */
const runBids = async (urls, tokens) => {
  const plan = biddingPlan()
  const bids = []
  const started = performance.now()
  const total = RATE * SECONDS
  const sent = []
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / RATE
    const wait = due - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    const bid = plan.next()
    const sentAt = performance.now()
    sent.push(
      fetch(`${urls[bid.supplier % urls.length]}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': officeOf(bid.supplier) },
        body: JSON.stringify({
          query: BID,
          variables: { token: tokens[bid.supplier], itemId: itemIdOf(bid.item), price: priceOf(bid.price) },
        }),
      })
        .then((response) => response.json())
        .then((body) => {
          const answer = body.data?.placeAuctionBid
          const result = { ...bid, sentAt, ms: performance.now() - sentAt, answer, error: body.errors?.[0]?.message }
          if (answer?.accepted) plan.accepted(bid)
          bids.push(result)
        })
        .catch((error) => bids.push({ ...bid, sentAt, ms: performance.now() - sentAt, error: error.message }))
    )
  }
  await Promise.all(sent)
  return { bids, lateMs: performance.now() - started - SECONDS * 1000 }
}

const EVENTS = `
  SELECT e.id::text, kind::text, "itemId", "supplierId", round(price * 100)::int AS cents, reason,
    to_char(at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
  FROM "AuctionEvent" e WHERE "scheduleId" = 'bench-rs' AND kind IN ('BID', 'REFUSED') ORDER BY e.id`

/**
 * The bids against the database: each answered bid logged as answered (lost: missing, or logged
 * unanswered), each supplier's bids on an item strictly lower by the decrement in the log's order
 * and in the order of their server times (reordered otherwise).
 */
const checkedAgainstDatabase = (bids, events) => {
  const key = (supplierId, itemId, cents, kind) => `${kind}:${supplierId}:${itemId}:${cents}`
  const logged = new Map()
  for (const event of events) {
    const k = key(event.supplierId, event.itemId, event.cents, event.kind)
    logged.set(k, (logged.get(k) ?? 0) + 1)
  }
  let lost = 0
  for (const bid of bids.filter((one) => one.answer)) {
    const k = key(supplierIdOf(bid.supplier), itemIdOf(bid.item), bid.price, bid.answer.accepted ? 'BID' : 'REFUSED')
    if (logged.get(k)) logged.set(k, logged.get(k) - 1)
    else lost++
  }
  const unanswered = [...logged.values()].reduce((sum, count) => sum + count, 0)
  let reordered = 0
  const lastOf = new Map()
  let lastAt = ''
  for (const event of events.filter((one) => one.kind === 'BID')) {
    const k = `${event.supplierId}:${event.itemId}`
    if (lastOf.has(k) && event.cents > lastOf.get(k) - DECREMENT_CENTS) reordered++
    if (event.at < lastAt) reordered++
    lastOf.set(k, event.cents)
    lastAt = event.at
  }
  return { lost, unanswered, reordered }
}

/**
 * Each page's view of each item (its rank, and the best price) after every bid of the log, replayed
 * in the log's order: each time a bid changes what a page shows, the page is owed an update.
 */
const owedUpdates = (events) => {
  const rankings = new Map()
  const shown = new Map()
  const owed = []
  for (const event of events.filter((one) => one.kind === 'BID')) {
    const ranking = rankings.get(event.itemId) ?? new Map()
    rankings.set(event.itemId, ranking)
    ranking.set(event.supplierId, { cents: event.cents, order: Number(event.id) })
    const ranked = [...ranking].sort(([, a], [, b]) => a.cents - b.cents || a.order - b.order)
    const rankOf = new Map(ranked.map(([supplierId], index) => [supplierId, index + 1]))
    for (let supplier = 0; supplier < SUPPLIERS; supplier++) {
      const view = { rank: rankOf.get(supplierIdOf(supplier)) ?? null, best: ranked[0][1].cents }
      const key = `${supplier}:${event.itemId}`
      const before = shown.get(key)
      if (before?.rank === view.rank && before?.best === view.best) continue
      shown.set(key, view)
      owed.push({ supplier, event })
    }
  }
  return { owed, shown }
}

/**
 * How long after each bid every page it changed heard of it (the first update of that item no older
 * than the bid), at the page; and each page's last word on each item against the log's.
 */
const checkedAtPages = (bids, events, pages) => {
  const bidOf = new Map(
    bids.filter((bid) => bid.answer?.accepted).map((bid) => [`${supplierIdOf(bid.supplier)}:${itemIdOf(bid.item)}:${bid.price}`, bid])
  )
  const { owed, shown } = owedUpdates(events)
  const heardBy = pages.map((page) => groupBy(page.updates, (update) => update.itemId))
  const latencies = []
  let missed = 0
  for (const { supplier, event } of owed) {
    const bid = bidOf.get(`${event.supplierId}:${event.itemId}:${event.cents}`)
    if (!bid) {
      missed++
      continue
    }
    const heard = heardBy[supplier].get(event.itemId)?.find((update) => update.serverTime >= bid.answer.clock.serverTime)
    if (heard) latencies.push(heard.at - bid.sentAt)
    else missed++
  }
  let stale = 0
  for (const [key, view] of shown) {
    const [supplier, itemId] = key.split(':')
    const word = heardBy[Number(supplier)].get(itemId)?.at(-1)
    if (!word || cents(word.bestPrice) !== view.best || word.rank !== view.rank) stale++
  }
  return { latencies, missed, owed: owed.length, stale }
}

/** One run: the auction seeded anew, `processes` api processes, every page open, the bids, the checks. */
const run = async (label, processes, env) => {
  const { tokens } = await seedPortalRound({
    companyId: COMPANY_ID,
    processId: PROCESS_ID,
    suppliers: SUPPLIERS,
    items: ITEMS,
    auction: { minutes: Math.ceil(SECONDS / 60) + 5, ceiling: priceOf(CEILING_CENTS), decrement: priceOf(DECREMENT_CENTS) },
  })
  const apis = await serveApis(processes, env)
  try {
    const pages = await Promise.all(tokens.map((token, supplier) => openPage(apis.urls[supplier % processes], token, supplier)))
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    const cpuBefore = apis.cpuMs()
    const { bids, lateMs } = await runBids(apis.urls, tokens)
    const cpuMs = apis.cpuMs() - cpuBefore
    // the last updates on their way
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    for (const page of pages) page.close()
    await Promise.all(pages.map((page) => page.reading))
    const { rows: events } = await pool.query(EVENTS)
    const answered = bids.filter((bid) => bid.answer)
    const accepted = answered.filter((bid) => bid.answer.accepted).length
    const database = checkedAgainstDatabase(bids, events)
    const atPages = checkedAtPages(bids, events, pages)
    const answer = spread(answered.map((bid) => bid.ms))
    const heard = spread(atPages.latencies)
    recordFigure({
      figure: `${label}: a bid answered, at the bidder`,
      bids: bids.length,
      accepted,
      refused: answered.length - accepted,
      failed: bids.length - answered.length,
      'p50 ms': answer.p50,
      'p95 ms': answer.p95,
      'max ms': answer.max,
      'sent late by ms': Math.round(Math.max(0, lateMs)),
      'api CPU ms per bid': Math.round((cpuMs / bids.length) * 10) / 10,
    })
    recordFigure({
      figure: `${label}: every page a bid changed, updated, at the pages`,
      'updates owed': atPages.owed,
      'p50 ms': heard.p50,
      'p95 ms': heard.p95,
      'max ms': heard.max,
      'never heard': atPages.missed,
    })
    recordFigure({
      figure: `${label}: bids lost or reordered`,
      'answered, not in the database': database.lost,
      'in the database, not answered': database.unanswered,
      'out of order in the database': database.reordered,
      "pages' last word not the database's": atPages.stale,
    })
    const failures = bids.filter((bid) => bid.error).slice(0, 3)
    if (failures.length) console.error(failures.map((bid) => bid.error))
  } finally {
    apis()
  }
}

try {
  await run(`2 api processes over Redis, ${SUPPLIERS} bidders, ${ITEMS} items, ${RATE} bids/s`, 2, { REDIS_URL })
  await run(`1 api process in memory, ${SUPPLIERS} bidders, ${ITEMS} items, ${RATE} bids/s`, 1, { REDIS_URL: '' })
} finally {
  await pool.query('delete from "Company" where id = $1', [COMPANY_ID])
  await pool.end()
}
