// The money check: the seeded demo's figures on the dashboards, in the process report and in the CSV
// exports agree to the cent with PostgreSQL's own numeric sums over the stored rows, in both languages.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { after, test } from 'node:test'

import Papa from 'papaparse'

import { PIPELINE_IN_REAIS, REALIZED_IN_REAIS } from '../scripts/lib/savingsSql.mjs'

import { DEMO_COMPANY_ID, demoEmail, graphql, idTokenFor, request } from './lib/api.mjs'
import { pool } from './lib/database.mjs'

after(() => pool.end())

const LOCALES = {
  en: JSON.parse(readFileSync('packages/shared/src/locales/en.json', 'utf8')),
  pt: JSON.parse(readFileSync('packages/shared/src/locales/pt.json', 'utf8')),
}

/** Decimal text ("1234.5", "1234,50", "-0.004") as a count of thousandths of a cent, exactly (BigInt). */
const units = (text, decimalMark = '.') => {
  const [whole, fraction = ''] = String(text).trim().replace(decimalMark, '.').split('.')
  const negative = whole.startsWith('-')
  const value = BigInt(whole.replace('-', '') + (fraction + '00000').slice(0, 5))
  return negative ? -value : value
}
/** Rounded to the cent, half away from zero, as PostgreSQL's round() and Intl do. */
const cents = (value) => {
  const negative = value < 0n
  const rounded = ((negative ? -value : value) + 500n) / 1000n
  return negative ? -rounded : rounded
}
const sumOf = (values) => values.reduce((sum, value) => sum + value, 0n)

const sql = async (query, ...values) => (await pool.query(query, [DEMO_COMPANY_ID, ...values])).rows

let token
const ownerToken = async () => (token ??= await idTokenFor(demoEmail('owner')))

const gql = async (query, variables) => {
  const { body } = await graphql(query, variables, { token: await ownerToken() })
  assert.equal(body.errors, undefined, JSON.stringify(body.errors))
  return body.data
}

/** A CSV export as its reader's spreadsheet reads it: the named column's numbers, exactly. */
const csvColumn = (text, locale, header) => {
  const { data } = Papa.parse(text.replace(/^\ufeff/, ''), { header: true, skipEmptyLines: true })
  assert.ok(header in data[0], `${header} in ${Object.keys(data[0])}`)
  return data.map((row) => units(row[header], locale === 'pt' ? ',' : '.'))
}

const csvExport = async (path, locale) => {
  const { status, text } = await request(path, {
    token: await ownerToken(),
    headers: { 'accept-language': locale },
  })
  assert.equal(status, 200)
  return text
}

test('spend: the dashboard total, its groups and the CSV export equal the lines summed in numeric', async () => {
  const [{ total }] = await sql(`SELECT sum("spendAmount")::text AS total FROM "SpendLine" WHERE "companyId" = $1`)
  assert.ok(units(total) > 0n, 'the demo has spend')
  for (const dimension of ['supplier', 'materialCategory', 'plant']) {
    const { spendAnalysis } = await gql(
      `query ($dimension: SpendDimension!) {
        spendAnalysis(dimension: $dimension, measure: spend, limit: 500) { total groupCount groups { value } } }`,
      { dimension }
    )
    assert.equal(units(spendAnalysis.total), units(total), `${dimension} total`)
    assert.equal(spendAnalysis.groups.length, spendAnalysis.groupCount, `every ${dimension} listed`)
    assert.equal(sumOf(spendAnalysis.groups.map((group) => units(group.value))), units(total), `${dimension} groups`)
    for (const locale of ['en', 'pt']) {
      const csv = await csvExport(`/spend/export?dimension=${dimension}&measure=spend`, locale)
      const spent = csvColumn(csv, locale, LOCALES[locale].spend.measures.spend)
      assert.equal(sumOf(spent), units(total), `${dimension} CSV in ${locale}`)
    }
  }
})

test('contracts: the CSV export, in either language, holds every balance to the cent', async () => {
  const [{ current, total }] = await sql(
    `SELECT sum("currentBalance")::text AS current, sum("totalBalance")::text AS total FROM "Contract" WHERE "companyId" = $1`
  )
  for (const locale of ['en', 'pt']) {
    const csv = await csvExport('/contracts/export', locale)
    const columns = LOCALES[locale].contract.columns
    assert.equal(sumOf(csvColumn(csv, locale, columns.amountBalance)), units(current), `balances in ${locale}`)
    assert.equal(sumOf(csvColumn(csv, locale, columns.totalAmount)), units(total), `totals in ${locale}`)
  }
})

test('the sourcing dashboard: realized and pipeline savings in reais equal the formula over the stored awards and pipeline', async () => {
  const [{ realized }] = await sql(REALIZED_IN_REAIS)
  const [{ pipeline }] = await sql(PIPELINE_IN_REAIS)
  const { savingsDashboard } = await gql(
    `{ savingsDashboard(filter: { currencyCode: "BRL" }) {
        realized { costSaving } pipeline { costSaving } months { realized { costSaving } } } }`
  )
  assert.ok(units(realized) > 0n, 'the demo has realized savings')
  assert.equal(cents(units(savingsDashboard.realized.costSaving)), cents(units(realized)))
  assert.equal(cents(units(savingsDashboard.pipeline.costSaving)), cents(units(pipeline)))
  // the months add up to the whole
  assert.equal(
    cents(sumOf(savingsDashboard.months.map((month) => units(month.realized.costSaving)))),
    cents(units(realized))
  )
})

test("each process report's contract value equals its awards' stored totals", async () => {
  const processes = await sql(`
    SELECT p.id, sum(a."totalContractValue")::text AS value FROM "Process" p JOIN "Award" a ON a."processId" = p.id
    WHERE p."companyId" = $1 GROUP BY p.id ORDER BY p.id LIMIT 5`)
  assert.ok(processes.length > 0)
  for (const { id, value } of processes) {
    const { process } = await gql(`query ($id: String!) { process(id: $id) { awards { totalContractValue } } }`, { id })
    assert.equal(sumOf(process.awards.map((award) => units(award.totalContractValue))), units(value))
  }
})
