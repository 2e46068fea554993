import Papa from 'papaparse'

import { mockHttpEvent } from '@redwoodjs/testing/api'

import { db } from 'src/lib/db'
import { bearerFor } from 'src/lib/testing/tokens'
import { csvOf, fixtureLines } from 'src/services/spend/spendFixture'

import { handler } from './spend'

const auth: Record<string, string> = {}

const call = (
  httpMethod: string,
  path: string,
  uid: string,
  {
    body,
    locale = 'en',
    query = {},
  }: { body?: string; locale?: string; query?: Record<string, string> } = {}
) =>
  handler(
    mockHttpEvent({
      httpMethod,
      path,
      body: body === undefined ? undefined : JSON.stringify({ csv: body }),
      queryStringParameters: query,
      headers: {
        authorization: auth[uid],
        'content-type': 'application/json',
        'accept-language': locale,
      },
    })
  )

const rowsOf = (csv: string, delimiter: string) =>
  Papa.parse<string[]>(csv.replace(/^\ufeff/, ''), {
    delimiter,
    skipEmptyLines: true,
  }).data

describe('/api/spend', () => {
  beforeAll(async () => {
    auth.owner = await bearerFor('owner')
    auth.stranger = await bearerFor('stranger')
  })

  scenario(
    'imports a file, exports the table in the reader’s language, and only to its company',
    async () => {
      const imported = await call('POST', '/spend/import', 'owner', {
        body: csvOf(fixtureLines(40)),
      })
      expect(JSON.parse(imported.body)).toEqual({
        success: true,
        data: { imported: 40 },
      })

      const exported = await call('GET', '/spend/export', 'owner', {
        locale: 'pt-BR',
        query: { dimension: 'plant', measure: 'spend', fromMonth: '2026-01' },
      })
      expect(exported.headers['content-type']).toMatch(/text\/csv/)
      const [header, ...rows] = rowsOf(exported.body, ';')
      expect(header).toEqual([
        'Planta',
        'Gasto',
        'Participação (%)',
        'Participação acumulada (%)',
        'Classe ABC',
      ])
      expect(rows.map((row) => row[0]).sort()).toEqual(['Campinas', 'Manaus'])
      const [{ total }] = await db.$queryRaw<{ total: string }[]>`
        SELECT sum("spendAmount")::text AS total FROM "SpendLine" WHERE "companyId" = 'company-acme'`
      const summed = rows.reduce(
        (sum, row) => sum + Number(row[1].replace(',', '.')),
        0
      )
      expect(summed).toBeCloseTo(Number(total), 2)
      expect(rows[rows.length - 1][3]).toBe('100,00')

      const foreign = await call('GET', '/spend/export', 'stranger', {
        query: { dimension: 'plant', measure: 'spend' },
      })
      expect(rowsOf(foreign.body, ',')).toHaveLength(1)
    }
  )

  scenario(
    'a bad file answers 400 with every problem translated, and nothing is imported',
    async () => {
      const lines = fixtureLines(3)
      lines[1] = { ...lines[1], unit: 'PARSEC' }
      const response = await call('POST', '/spend/import', 'owner', {
        body: csvOf(lines),
        locale: 'pt',
      })
      expect(response.statusCode).toBe(400)
      expect(JSON.parse(response.body)).toEqual({
        success: false,
        code: 'spend.import.invalid',
        message: 'Nada foi importado: 1 problema no arquivo',
        errors: [{ line: 3, field: 'unit', message: 'Não encontrado: PARSEC' }],
      })
      expect(await db.spendLine.count()).toBe(0)

      const template = await call('GET', '/spend/template', 'owner')
      expect(rowsOf(template.body, ',')[0]).toContain('materialCategory')
      const noDimension = await call('GET', '/spend/export', 'owner', {
        query: { dimension: 'planet', measure: 'spend' },
      })
      expect(noDimension.statusCode).toBe(400)
    }
  )

  scenario(
    'warns before importing lines already there (the same file, or another with the same purchases), and imports them when told to',
    async () => {
      const lines = fixtureLines(6)
      const importing = (csv: string, query = {}) =>
        call('POST', '/spend/import', 'owner', {
          body: csv,
          query,
          locale: 'pt-BR',
        })
      expect((await importing(csvOf(lines))).statusCode).toBe(200)

      const again = await importing(csvOf(lines))
      expect(again.statusCode).toBe(409)
      expect(JSON.parse(again.body)).toMatchObject({
        code: 'spend.import.duplicates',
        message:
          '6 linhas deste arquivo já foram importadas: importá-lo de novo as contaria duas vezes.',
      })
      // another extract: two of its lines are purchases already there, one is new
      const overlapping = await importing(
        csvOf([lines[4], { ...lines[0], volume: '999' }, lines[5]])
      )
      expect(JSON.parse(overlapping.body).message).toMatch(/^2 linhas/)
      expect(await db.spendLine.count()).toBe(6)

      const confirmed = await importing(csvOf(lines), { duplicates: 'allow' })
      expect(confirmed.statusCode).toBe(200)
      expect(await db.spendLine.count()).toBe(12)
    }
  )
})
