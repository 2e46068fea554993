// The assistant over the seeded demo: each question of the table, in English and Portuguese, is
// answered with the numbers the screens show for the same thing (the traffic light's buckets, the
// contract list's end-date filter, the sourcing and spend dashboards, the process list), in the
// question's language whatever the interface's.
import assert from 'node:assert/strict'
import { before, describe, test } from 'node:test'

import { demoEmail, graphql, idTokenFor, request } from './lib/api.mjs'

const YEAR = new Date().getUTCFullYear()
const TAGS = { en: 'en-US', pt: 'pt-BR' }
const tokens = {}

const gql = async (user, query, variables) => {
  const { body } = await graphql(query, variables, { token: tokens[user] })
  assert.equal(body.errors, undefined, JSON.stringify(body.errors))
  return body.data
}

const ask = async (user, message, interfaceLocale) => {
  const answer = await request('/completion', {
    method: 'POST',
    token: tokens[user],
    headers: { 'content-type': 'application/json', 'accept-language': interfaceLocale },
    body: JSON.stringify({ message }),
  })
  assert.equal(answer.status, 200, answer.text)
  return answer.body.data.response
}

const contractTotal = async (filter) =>
  (
    await gql(
      'owner',
      'query ($filter: ContractFilter) { contracts(page: { page: 0, pageSize: 1 }, filter: $filter) { total } }',
      { filter }
    )
  ).contracts.total

const money = (value, currency, locale) =>
  new Intl.NumberFormat(TAGS[locale], { style: 'currency', currency }).format(value)

/** What the screens show, read once through the same queries. */
const screens = {}
before(async () => {
  for (const user of ['owner', 'director']) tokens[user] = await idTokenFor(demoEmail(user))
  const today = new Date()
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1))
  const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0))
  screens.month = first
  screens.lessThan30 = await contractTotal({ termBucket: 'LESS_THAN_30' })
  screens.lessThan120 = screens.lessThan30 + (await contractTotal({ termBucket: 'LESS_THAN_120' }))
  screens.expired = await contractTotal({ termBucket: 'EXPIRED' })
  screens.thisMonth = await contractTotal({
    endDateFrom: first.toISOString().slice(0, 10),
    endDateTo: last.toISOString().slice(0, 10),
  })
  const year = { fromMonth: `${YEAR}-01`, toMonth: `${YEAR}-12` }
  screens.savings = (
    await gql(
      'owner',
      `query ($filter: SavingsFilter) { savingsDashboard(filter: $filter) {
         currencyCode realized { costSaving } counts { target targetShare } } }`,
      { filter: year }
    )
  ).savingsDashboard
  for (const dimension of ['supplier', 'material'])
    screens[dimension] = (
      await gql(
        'owner',
        `query ($dimension: SpendDimension!, $filter: SpendFilter) {
           spendAnalysis(dimension: $dimension, measure: spend, filter: $filter, limit: 5) {
             currency groups { label value } } }`,
        { dimension, filter: year }
      )
    ).spendAnalysis
  for (const user of ['owner', 'director'])
    screens[`awaiting:${user}`] = (
      await gql(user, '{ processes(page: { page: 0, pageSize: 1 }, filter: { awaitingMyReview: true }) { total } }')
    ).processes.total
  screens.process = (
    await gql('owner', '{ processes(page: { page: 0, pageSize: 1 }, filter: { text: "#1" }) { items { code title } } }')
  ).processes.items[0]
})

/** "52 contracts end", "1 contract ends", "No contract ends": the count as each language says it. */
const counted = {
  en: (count, one, many, none) => (count === 0 ? none : `${count} ${count === 1 ? one : many}`),
  pt: (count, one, many, none) => (count === 0 ? none : `${count} ${count === 1 ? one : many}`),
}
const monthName = (locale) =>
  new Intl.DateTimeFormat(TAGS[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(screens.month)

// [question, who asks, the interface's language, the answer's language, what the answer must say]
const QUESTIONS = [
  ['Which contracts expire in the next 30 days?', 'en', () => counted.en(screens.lessThan30, 'contract ends', 'contracts end', 'No contract ends') + ' in the next 30 days'],
  ['Quais contratos vencem em 30 dias?', 'pt', () => counted.pt(screens.lessThan30, 'contrato termina', 'contratos terminam', 'Nenhum contrato termina') + ' nos próximos 30 dias'],
  ['Contracts ending in 120 days', 'en', () => counted.en(screens.lessThan120, 'contract ends', 'contracts end', 'No contract ends') + ' in the next 120 days'],
  ['contratos que vencem em 120 dias', 'pt', () => counted.pt(screens.lessThan120, 'contrato termina', 'contratos terminam', 'Nenhum contrato termina') + ' nos próximos 120 dias'],
  ['Which contracts end this month?', 'en', () => counted.en(screens.thisMonth, 'contract ends', 'contracts end', 'No contract ends') + ` in ${monthName('en')}`],
  ['Quais contratos vencem este mês?', 'pt', () => counted.pt(screens.thisMonth, 'contrato termina', 'contratos terminam', 'Nenhum contrato termina') + ` em ${monthName('pt')}`],
  ['Which contracts have expired?', 'en', () => counted.en(screens.expired, 'contract has already ended', 'contracts have already ended', 'No contract has ended')],
  ['Quais contratos estão vencidos?', 'pt', () => counted.pt(screens.expired, 'contrato já terminou', 'contratos já terminaram', 'Nenhum contrato terminou')],
  [`Top suppliers by spend in ${YEAR}`, 'en', () => `${screens.supplier.groups[0].label}: ${money(screens.supplier.groups[0].value, screens.supplier.currency, 'en')}`],
  [`Maiores fornecedores por gasto em ${YEAR}`, 'pt', () => `${screens.supplier.groups[0].label}: ${money(screens.supplier.groups[0].value, screens.supplier.currency, 'pt')}`],
  [`What are the top materials in ${YEAR}?`, 'en', () => `${screens.material.groups[0].label}: ${money(screens.material.groups[0].value, screens.material.currency, 'en')}`],
  [`Principais materiais em ${YEAR}`, 'pt', () => `${screens.material.groups[0].label}: ${money(screens.material.groups[0].value, screens.material.currency, 'pt')}`],
  ['How much have we saved vs target?', 'en', ({ costSaving, target }) => `saved ${costSaving} in ${YEAR}, against a target of ${target}`],
  ['Quanto economizamos em relação à meta?', 'pt', ({ costSaving, target }) => `economizaram ${costSaving} em ${YEAR}, contra uma meta de ${target}`],
  ['Savings this year by category manager', 'en', ({ costSaving }) => `Cost saving of approved processes in ${YEAR}: ${costSaving}`],
  ['Economia deste ano por gerente de categoria', 'pt', ({ costSaving }) => `Saving dos processos aprovados em ${YEAR}: ${costSaving}`],
  ['What is waiting for my approval?', 'en', () => counted.en(screens['awaiting:owner'], 'process is waiting', 'processes are waiting', 'No process is waiting') + ' for your approval'],
  ['Quais processos aguardam minha aprovação?', 'pt', () => counted.pt(screens['awaiting:director'], 'processo aguarda', 'processos aguardam', 'Nenhum processo aguarda') + ' sua aprovação'],
  ['What is the status of process 1?', 'en', () => `[${screens.process.code}]`],
  ['Qual o status do processo 1?', 'pt', () => `[${screens.process.code}]`],
  ['How do I import spend?', 'en', () => 'choose Import spend'],
  ['Como importo os gastos?', 'pt', () => 'Importar gastos'],
  ['How do I approve a process?', 'en', () => 'approve or reject it in its review step'],
  ['Como faço para aprovar um processo?', 'pt', () => 'aprove ou reprove na etapa de revisão'],
  ['How do I set a savings target?', 'en', () => 'choose Savings target'],
  ['Como defino a meta de economia?', 'pt', () => 'escolha Meta de saving'],
  ['What is the weather like?', 'en', () => 'I did not understand'],
  ['Vai chover amanhã?', 'pt', () => 'Não entendi'],
  // the interface in one language, the question in the other: the answer follows the question
  ['Quais contratos vencem em 30 dias?', 'en', () => ` nos próximos 30 dias`, 'pt'],
  ['Which contracts expire in 30 days?', 'pt', () => ` in the next 30 days`, 'en'],
]

describe('the assistant answers from the seeded data, as the screens show it', () => {
  for (const [question, interfaceLocale, expected, answerLocale = interfaceLocale] of QUESTIONS) {
    // English questions as the owner, Portuguese as the director: each stays under the chat's rate limit
    const user = interfaceLocale === 'en' ? 'owner' : 'director'
    test(`${question} (${interfaceLocale} interface)`, async () => {
      const { currencyCode, realized, counts } = screens.savings
      const savings = {
        costSaving: money(realized.costSaving, currencyCode, answerLocale),
        target: counts.target === null ? null : money(counts.target, currencyCode, answerLocale),
      }
      const answer = await ask(user, question, interfaceLocale)
      assert.ok(answer.includes(expected(savings)), `${question}\nexpected to read: ${expected(savings)}\nanswer: ${answer}`)
    })
  }
})
