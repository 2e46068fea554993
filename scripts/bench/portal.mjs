// `yarn bench portal [--suppliers 300] [--items 300]`: every supplier of a round opens its page and
// submits its answer (a price for each item) on the portal, against one api process of the
// production build, each from its own office's address. Reported for opening and for submitting:
// the latency (p50, p95, max) when all arrive within 10 s, evenly spread, and when all arrive at the
// same instant, with the served processes' CPU time per request; then the buyer's close turning the
// answers into quotations; and whether anything was lost (every last submitted price in the
// database afterwards).
import { parseArgs } from 'node:util'

import { seedPortalRound } from './portalSeed.mjs'
import { API, inBatches, pool, recordFigure, serve } from './served.mjs'

const { values } = parseArgs({
  options: { suppliers: { type: 'string', default: '300' }, items: { type: 'string', default: '300' } },
})
const SUPPLIERS = Number(values.suppliers)
const ITEMS = Number(values.items)
const COMPANY_ID = '00000000-0000-4000-8000-00000000b0b1'
const PROCESS_ID = '00000000-0000-4000-8000-00000000b0b2'
const SPREAD_MS = 10_000

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

/** A price as a supplier types it: up to four decimals, no trailing zeros. */
const priceText = (price) => price.toFixed(4).replace(/0+$/, '').replace(/\.$/, '')

/** A supplier's answer: a price with up to four decimals for each item, one in ten declined. */
const answerOf = (supplier) =>
  Array.from({ length: ITEMS }, (_, n) => {
    const itemId = `bench-pi-${n + 1}`
    if ((supplier * 7 + n) % 10 === 0) return { itemId, declined: true }
    return { itemId, unitPrice: priceText(8 + ((supplier * 31 + n * 17) % 500) / 100 + ((supplier + n) % 7) / 10000) }
  })

/** A supplier's request from its own office (the last X-Forwarded-For hop, as the proxy appends it). */
const timedRequest = async (supplier, path, init = {}) => {
  const started = performance.now()
  const response = await fetch(`${API.url}${path}`, {
    ...init,
    headers: { ...init.headers, 'x-forwarded-for': `10.1.${supplier >> 8}.${supplier & 255}` },
  })
  const body = await response.text()
  return { status: response.status, ms: performance.now() - started, body }
}

const latencyFigure = (figure, results, cpuMs) => {
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b)
  const failed = results.filter((r) => r.status !== 200)
  if (failed.length) console.error(failed.slice(0, 3).map((r) => `${r.status} ${r.body.slice(0, 200)}`))
  return {
    figure,
    requests: results.length,
    'p50 ms': Math.round(percentile(sorted, 50)),
    'p95 ms': Math.round(percentile(sorted, 95)),
    'max ms': Math.round(sorted.at(-1)),
    'CPU ms per request': Math.round((cpuMs / results.length) * 10) / 10,
    'non-200': failed.length,
  }
}

/** Each supplier's request (its index), all at the same instant or evenly spread over SPREAD_MS. */
const arrivals = (request, { spread }) =>
  Promise.all(
    Array.from({ length: SUPPLIERS }, async (_, index) => {
      if (spread) await new Promise((resolve) => setTimeout(resolve, (index * SPREAD_MS) / SUPPLIERS))
      return request(index)
    })
  )

/** Submitted prices missing from (or different in) the database: each supplier's last receipt. */
const lostPrices = async (answers) => {
  const { rows } = await pool.query(
    `select r."supplierId", x."itemId", x."unitPrice", x.declined
     from "PortalResponse" r
     join lateral (select offers from "PortalReceipt" where "responseId" = r.id order by "createdAt" desc limit 1) l on true
     cross join jsonb_to_recordset(l.offers) as x("itemId" text, "unitPrice" text, declined boolean)
     where r."scheduleId" = 'bench-rs'`
  )
  const stored = new Map(rows.map((row) => [`${row.supplierId}:${row.itemId}`, row]))
  return answers.flatMap((offers, index) =>
    offers.filter((offer) => {
      const row = stored.get(`bench-ps-${index + 1}:${offer.itemId}`)
      return !row || (offer.declined ? !row.declined : row.unitPrice !== offer.unitPrice)
    })
  )
}

/** Quotations of the closed round that differ from what was submitted. */
const lostQuotations = async (answers) => {
  const { rows } = await pool.query(
    `select "supplierId", "itemId", "responseStatus", "initialProposal"::text as price
     from "Quotation" where "processId" = $1 and round = 1`,
    [PROCESS_ID]
  )
  const stored = new Map(rows.map((row) => [`${row.supplierId}:${row.itemId}`, row]))
  return answers.flatMap((offers, index) =>
    offers.filter((offer) => {
      const row = stored.get(`bench-ps-${index + 1}:${offer.itemId}`)
      if (!row) return true
      if (offer.declined) return row.responseStatus !== 'DECLINED'
      return row.responseStatus !== 'ANSWERED' || Number(row.price) !== Number(offer.unitPrice)
    })
  )
}

const { tokens, ownerToken } = await seedPortalRound({ companyId: COMPANY_ID, processId: PROCESS_ID, suppliers: SUPPLIERS, items: ITEMS })
console.log(`seeded ${SUPPLIERS} suppliers × ${ITEMS} items on the portal`)
const stop = await serve()
/** A phase's figure, with the CPU the served processes spent on it. */
const measured = async (figure, phase) => {
  const cpuBefore = stop.cpuMs()
  const results = await phase()
  recordFigure(latencyFigure(figure, results, stop.cpuMs() - cpuBefore))
}
const submit = (index, offers) =>
  timedRequest(index, `/portal/${tokens[index]}/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ offers }),
  })
try {
  const answers = tokens.map((_, index) => answerOf(index + 1))
  const open = (index) => timedRequest(index, `/portal/${tokens[index]}`)
  await inBatches(tokens.slice(0, 10), 10, (_, index) => open(index)) // warm-up: JIT, connection pool
  const within = `within ${SPREAD_MS / 1000} s`
  await measured(`${SUPPLIERS} suppliers open the page (${ITEMS} items) ${within}`, () =>
    arrivals(open, { spread: true })
  )
  await measured(`${SUPPLIERS} suppliers open the page (${ITEMS} items) at the same instant`, () =>
    arrivals(open, { spread: false })
  )
  // a warm-up draft by a tenth of them
  await inBatches(tokens.slice(0, SUPPLIERS / 10), 10, (token, index) =>
    timedRequest(index, `/portal/${token}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ offers: answers[index] }),
    })
  )
  await measured(`${SUPPLIERS} suppliers submit ${ITEMS} prices ${within}`, () =>
    arrivals((index) => submit(index, answers[index]), { spread: true })
  )
  // the same suppliers revise their answers, all at once: the last second before the deadline
  const revised = answers.map((offers) =>
    offers.map((offer) => (offer.declined ? offer : { ...offer, unitPrice: priceText(Number(offer.unitPrice) - 0.01) }))
  )
  await measured(`${SUPPLIERS} suppliers submit ${ITEMS} prices at the same instant`, () =>
    arrivals((index) => submit(index, revised[index]), { spread: false })
  )
  answers.splice(0, answers.length, ...revised)
  const lost = await lostPrices(answers)
  recordFigure({ figure: 'submitted prices missing or different in the database', count: lost.length })

  const started = performance.now()
  const closed = await fetch(`${API.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'auth-provider': 'firebase', authorization: `Bearer ${ownerToken}` },
    body: JSON.stringify({
      query: 'mutation ($id: String!) { closePortalRound(processId: $id, round: 1) }',
      variables: { id: PROCESS_ID },
    }),
  })
  const closeBody = await closed.json()
  recordFigure({
    figure: `the buyer closes the round: ${SUPPLIERS * ITEMS} quotations written`,
    ms: Math.round(performance.now() - started),
    closed: closeBody.data?.closePortalRound ?? JSON.stringify(closeBody.errors),
  })
  recordFigure({
    figure: 'quotations of the closed round that differ from what was submitted',
    count: (await lostQuotations(answers)).length,
  })
} finally {
  stop()
  await pool.query('delete from "Company" where id = $1', [COMPANY_ID])
  await pool.end()
}
