import Papa from 'papaparse'

import { mockHttpEvent } from '@redwoodjs/testing/api'

import { db } from 'src/lib/db'
import { bearerFor } from 'src/lib/testing/tokens'

import { handler } from './contracts'

const auth: Record<string, string> = {}

const call = async (
  httpMethod: string,
  path: string,
  uid: string | null,
  {
    body,
    json = false,
    locale = 'en',
    query = {},
  }: {
    body?: string
    json?: boolean
    locale?: string
    query?: Record<string, string>
  } = {}
) =>
  handler(
    mockHttpEvent({
      httpMethod,
      path,
      // the web app sends { csv }; a script may send the file itself
      body: json ? JSON.stringify({ csv: body }) : body,
      queryStringParameters: query,
      headers: {
        ...(uid ? { authorization: auth[uid] } : {}),
        ...(json ? { 'content-type': 'application/json' } : {}),
        'accept-language': locale,
      },
    })
  )

const HEADER =
  'contractId,material,supplier,materialCategory,categoryManager,businessDivision,region,startDate,endDate,' +
  'currentBalance,totalBalance,paymentTerm,actionNeed,actionDescription,status,estimatedConclusionDate,comment'
const line = (cells: Record<string, string> = {}) =>
  Object.values({
    contractId: 'CT-1',
    material: 'Filme stretch',
    supplier: 'Filmes Sul',
    materialCategory: 'PACK',
    categoryManager: 'manager@team.example.com',
    businessDivision: 'FOOD',
    region: 'BR-SE',
    startDate: '2026-01-01',
    endDate: '2027-12-31',
    currentBalance: '600.00',
    totalBalance: '1200.00',
    paymentTerm: '60',
    actionNeed: 'no',
    actionDescription: 'NO_VOLUME_DEMAND',
    status: 'ON_GOING',
    estimatedConclusionDate: '2027-12-31',
    comment: 'Renew in time',
    ...cells,
  })
    .map((cell) => `"${cell}"`)
    .join(',')
const file = (...lines: string[]) => [HEADER, ...lines].join('\r\n')

describe('/api/contracts', () => {
  beforeAll(async () => {
    auth.buyer = await bearerFor('buyer')
    auth.stranger = await bearerFor('stranger')
  })

  scenario(
    'imports a valid file, with numbers and answers written either way',
    async () => {
      const response = await call('POST', '/contracts/import', 'buyer', {
        json: true,
        body: file(
          line(),
          line({
            contractId: 'CT-2',
            currentBalance: '1.100,50',
            totalBalance: '2.000,00',
            actionNeed: 'sim',
          })
        ),
      })

      expect(response.statusCode).toBe(200)
      expect(JSON.parse(response.body)).toEqual({
        success: true,
        data: { imported: 2 },
      })
      const second = await db.contract.findFirst({
        where: { contractId: 'CT-2' },
      })
      expect(second).toMatchObject({
        companyId: 'company-acme',
        categoryManagerId: 'user-manager',
        regionId: 'region-se',
        actionNeed: true,
      })
      expect(Number(second.currentBalance)).toBe(1100.5)
    }
  )

  scenario(
    'refuses a file with any bad row, says which line and column and why, and imports nothing',
    async () => {
      const response = await call('POST', '/contracts/import', 'buyer', {
        locale: 'pt-BR',
        body: file(
          line(),
          line({ contractId: 'CT-2', region: 'MARS', endDate: '2025-01-01' }),
          line({ contractId: 'CT-1' }),
          line({ contractId: 'CT-4', currentBalance: '5000', material: '' })
        ),
      })

      const body = JSON.parse(response.body)
      expect(response.statusCode).toBe(400)
      expect(body.message).toBe('Nada foi importado: 5 problemas no arquivo')
      expect(body.errors).toEqual([
        {
          line: 3,
          field: 'region',
          message:
            'Não encontrado: use um código da lista ou o email de um usuário',
        },
        {
          line: 3,
          field: 'endDate',
          message: 'A data de término deve ser posterior à data de início',
        },
        {
          line: 4,
          field: 'contractId',
          message: 'Este id de contrato já existe',
        },
        { line: 5, field: 'material', message: 'Este campo é obrigatório' },
        {
          line: 5,
          field: 'currentBalance',
          message: 'O saldo atual não pode exceder o saldo total',
        },
      ])
      expect(await db.contract.count()).toBe(0)
    }
  )

  scenario("refuses a file without the template's columns", async () => {
    const response = await call('POST', '/contracts/import', 'buyer', {
      body: 'contractId;material\r\nCT-1;Film',
    })

    expect(response.statusCode).toBe(400)
    expect(JSON.parse(response.body).message).toMatch(
      /^The file lacks the columns supplier, /
    )
  })

  scenario(
    "exports the list in the reader's language, readable by spreadsheets and safe from formulas",
    async () => {
      await call('POST', '/contracts/import', 'buyer', {
        body: file(
          line({
            comment: '=SUM(A1:A9)',
            supplier: 'Papelão São José',
            // ended: its remaining days are negative
            startDate: '2024-01-01',
            endDate: '2025-06-30',
          }),
          line({ contractId: 'CT-2', supplier: 'Other' })
        ),
      })
      await call('POST', '/contracts/import', 'stranger', {
        body: file(
          line({
            categoryManager: 'stranger@team.example.com',
            contractId: 'CT-GLOBEX',
          })
        ),
      })

      const response = await call('GET', '/contracts/export', 'buyer', {
        locale: 'pt-BR',
        query: { supplier: 'Papelão São José' },
      })

      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="contracts-\d{4}-\d{2}-\d{2}\.csv"$/
      )
      expect(response.body.startsWith('\ufeff')).toBe(true)
      const { data } = Papa.parse<string[]>(response.body.slice(1), {
        delimiter: ';',
        skipEmptyLines: true,
      })
      const [header, row, ...rest] = data
      expect(rest).toEqual([])
      expect(header.slice(0, 4)).toEqual([
        'Status',
        'Id do contrato',
        'Material',
        'Nome do fornecedor',
      ])
      expect(header).toHaveLength(23)
      expect(row[1]).toBe('CT-1')
      expect(row[3]).toBe('Papelão São José')
      expect(row[11]).toBe('600,00')
      expect(row[22]).toBe("'=SUM(A1:A9)")
      // a negative count of days stays a number for the spreadsheet, not text
      expect(row[15]).toMatch(/^-\d+$/)
    }
  )

  scenario(
    'answers 401 without a token, and never mixes companies',
    async () => {
      expect((await call('GET', '/contracts/export', null)).statusCode).toBe(
        401
      )
      await call('POST', '/contracts/import', 'buyer', { body: file(line()) })

      const theirs = await call('GET', '/contracts/export', 'stranger')

      expect(theirs.body.split('\r\n').filter(Boolean)).toHaveLength(1)
    }
  )
})
