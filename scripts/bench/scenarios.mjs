// `yarn bench scenarios [--runs 10] [--served-runs 3] [--seconds 20]`: award scenarios on 300 items ×
// 30 suppliers. First the service (`yarn rw exec bench-scenarios`): each scenario saved and solved on
// the solver's thread pool until READY. Then the production build under `yarn rw serve`, one api
// process, signed in as the bench company's buyer:
// - end to end through the api: saveScenario over GraphQL, then processScenarios polled until READY;
// - whether each answer is proven optimal, and its MIP gap when the solver's time limit stopped it;
// - GET /api/notification's latency alone, then while four hard scenarios solve ("at most 3 of 30"
//   with a 60 % cap, every price drawn on its own): the solves run on the pool's threads, so the
//   poll should not wait for them.
import { spawnSync } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'

import { API, emulatorAccount, pool, recordFigure, serve } from './served.mjs'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    'served-runs': { type: 'string', default: '3' },
    seconds: { type: 'string', default: '20' },
  },
})
const COMPANY_ID = '00000000-0000-4000-8000-00000000b007'
const PROCESS_ID = '00000000-0000-4000-8000-0000000b0071'
const HARD_PROCESS_ID = '00000000-0000-4000-8000-0000000b0072'
const HARD = { kind: 'AT_MOST', maxSuppliers: 3, maxSharePercent: 60 }
const SCENARIOS = [
  ['cheapest per item', { kind: 'CHEAPEST' }],
  ['cheapest per item, 60 % cap', { kind: 'CHEAPEST', maxSharePercent: 60 }],
  ['single supplier', { kind: 'SINGLE' }],
  ['at most 3 suppliers', { kind: 'AT_MOST', maxSuppliers: 3 }],
  [
    'at most 3 suppliers, 60 % cap',
    { kind: 'AT_MOST', maxSuppliers: 3, maxSharePercent: 60 },
  ],
  [
    'at most 2 suppliers, no litigants',
    { kind: 'AT_MOST', maxSuppliers: 2, exclude: ['litigant'] },
  ],
]

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

const service = spawnSync(
  `yarn rw exec bench-scenarios --runs ${values.runs} --served 1`,
  {
    shell: true,
    stdio: 'inherit',
  }
)
if (service.status !== 0) process.exit(service.status ?? 1)

// the bench company's first manager signs in through the emulator
const account = await emulatorAccount(
  `scenarios.${Date.now()}@bench.example.com`,
  'Bench!2026'
)
await pool.query(`update "User" set uid = $1 where uid = 'bench-scn-0'`, [
  account.uid,
])

const graphql = async (query, variables) => {
  const response = await fetch(`${API.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'auth-provider': 'firebase',
      authorization: `Bearer ${account.token}`,
    },
    body: JSON.stringify({ query, variables }),
  })
  const body = await response.json()
  if (body.errors) throw new Error(JSON.stringify(body.errors))
  return body.data
}
const save = async (processId, name, asked) =>
  (
    await graphql(
      'mutation ($id: String!, $input: ScenarioInput!) { saveScenario(processId: $id, input: $input) { id state } }',
      {
        id: processId,
        input: { name, tieRule: 'SPLIT', ...asked },
      }
    )
  ).saveScenario
const scenariosOf = async (processId) =>
  (
    await graphql(
      'query ($id: String!) { processScenarios(processId: $id) { scenarios { id name state optimal gapPercent problem { key } } } }',
      { id: processId }
    )
  ).processScenarios.scenarios
/** Polls the review, as the screen does, until none of `ids` is COMPUTING; answers when each ended. */
const untilSolved = async (processId, ids, started) => {
  const ended = new Map()
  let scenarios = []
  while (ended.size < ids.length) {
    await sleep(250)
    scenarios = await scenariosOf(processId)
    for (const scenario of scenarios)
      if (
        ids.includes(scenario.id) &&
        scenario.state !== 'COMPUTING' &&
        !ended.has(scenario.id)
      )
        ended.set(scenario.id, performance.now() - started)
  }
  return ids.map((id) => ({
    ...scenarios.find((scenario) => scenario.id === id),
    ms: ended.get(id),
  }))
}
const answerFigure = (label, scenario) => ({
  state: scenario.state,
  optimal: String(scenario.optimal),
  'gap %': scenario.gapPercent ?? '0',
  problem: scenario.problem?.key ?? '',
  figure: label,
})
const notificationLoad = async (seconds) => {
  const result = await autocannon({
    url: `${API.url}/notification`,
    connections: 10,
    duration: seconds,
    headers: { authorization: `Bearer ${account.token}` },
  })
  if (result.non2xx || result.errors)
    throw new Error(
      `GET /api/notification: ${result.non2xx} non-2xx, ${result.errors} errors`
    )
  return result
}
const latencyFigure = (label, result) => ({
  figure: label,
  'req/s': Math.round(result.requests.average),
  'p50 ms': result.latency.p50,
  'p99 ms': result.latency.p99,
  'max ms': result.latency.max,
  requests: result.requests.total,
})

const stop = await serve()
try {
  // end to end through the api
  for (const [label, asked] of SCENARIOS) {
    const times = []
    let last
    for (let run = 0; run < Number(values['served-runs']); run++) {
      const started = performance.now()
      const saved = await save(PROCESS_ID, label, asked)
      ;[last] = await untilSolved(PROCESS_ID, [saved.id], started)
      times.push(last.ms)
      await graphql(
        'mutation ($id: String!) { deleteScenario(id: $id) { id } }',
        { id: saved.id }
      )
    }
    times.sort((a, b) => a - b)
    recordFigure({
      figure: `served: saveScenario over HTTP until READY: ${label}`,
      'p50 ms': Math.round(percentile(times, 50)),
      'max ms': Math.round(times.at(-1)),
      runs: times.length,
    })
    recordFigure(answerFigure(`served: ${label}: answer`, last))
  }

  // the notification poll, alone and while four hard scenarios solve
  await notificationLoad(3) // warm-up: JIT, connection pool
  recordFigure(
    latencyFigure(
      'GET /api/notification, no solve running, 10 connections',
      await notificationLoad(Number(values.seconds))
    )
  )
  const started = performance.now()
  const hard = []
  for (let n = 1; n <= 4; n++)
    hard.push(
      await save(HARD_PROCESS_ID, `hard ${n}: at most 3 of 30, 60 % cap`, HARD)
    )
  const during = await notificationLoad(Number(values.seconds))
  const stillComputing = (await scenariosOf(HARD_PROCESS_ID)).filter(
    (scenario) => scenario.state === 'COMPUTING'
  ).length
  recordFigure({
    ...latencyFigure(
      `GET /api/notification while 4 hard scenarios solve, 10 connections`,
      during
    ),
    'computing at the end': stillComputing,
  })
  for (const scenario of await untilSolved(
    HARD_PROCESS_ID,
    hard.map((saved) => saved.id),
    started
  ))
    recordFigure({
      ...answerFigure(`served: ${scenario.name}: answer`, scenario),
      'ms from the first save': Math.round(scenario.ms),
    })
} finally {
  stop()
  await pool.query('delete from "Company" where id = $1', [COMPANY_ID])
  await pool.end()
}
