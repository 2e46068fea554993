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
        data: {
          imported: 2,
          created: 2,
          updated: 0,
          unchanged: 0,
          rows: [
            { line: 2, record: 'CT-1', outcome: 'created' },
            { line: 3, record: 'CT-2', outcome: 'created' },
          ],
        },
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
            'Não encontrado: use um código ou nome da lista, ou o email ou nome de um usuário',
        },
        {
          line: 3,
          field: 'endDate',
          message: 'A data de término deve ser posterior à data de início',
        },
        {
          line: 4,
          field: 'contractId',
          message: 'Este id de contrato também está em outra linha do arquivo',
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
    'takes its own export back in either language: the same file changes nothing, an edited one updates by contract id',
    async () => {
      await call('POST', '/contracts/import', 'buyer', {
        body: file(
          line({
            comment: '=SUM(A1:A9)',
            startDate: '2024-01-01',
            endDate: '2025-06-30',
          }),
          line({
            contractId: 'CT-2',
            currentBalance: '1100.50',
            status: 'ON_HOLD',
          })
        ),
      })
      const rowsOf = async () =>
        db.contract.findMany({ orderBy: { contractId: 'asc' } })
      const before = await rowsOf()

      for (const locale of ['pt-BR', 'en']) {
        const exported = (
          await call('GET', '/contracts/export', 'buyer', { locale })
        ).body
        const same = await call('POST', '/contracts/import', 'buyer', {
          body: exported,
          locale,
        })
        expect(JSON.parse(same.body).data).toMatchObject({
          created: 0,
          updated: 0,
          unchanged: 2,
        })
      }
      expect(await rowsOf()).toEqual(before)
      expect(await db.contractEdit.count()).toBe(0)

      // a buyer edits one balance in the Portuguese export and adds a contract
      const exported = (
        await call('GET', '/contracts/export', 'buyer', { locale: 'pt-BR' })
      ).body
      const lines = exported.split('\r\n')
      const edited = [
        ...lines.slice(0, 2),
        lines[2].replace('1100,50', '1000,25'),
        lines[2].replace(/;CT-2;/, ';CT-3;'),
      ].join('\r\n')
      const answer = await call('POST', '/contracts/import', 'buyer', {
        body: edited,
        locale: 'pt-BR',
      })

      expect(JSON.parse(answer.body).data.rows).toEqual([
        { line: 2, record: 'CT-1', outcome: 'unchanged' },
        { line: 3, record: 'CT-2', outcome: 'updated' },
        { line: 4, record: 'CT-3', outcome: 'created' },
      ])
      const ct2 = await db.contract.findFirst({ where: { contractId: 'CT-2' } })
      expect(ct2.currentBalance.toFixed()).toBe('1000.25')
      expect(ct2.status).toBe('ON_HOLD')
      const [edit] = await db.contractEdit.findMany()
      expect(edit.changes).toEqual({
        currentBalance: { from: '1100.5', to: '1000.25' },
      })
      const ct1 = await db.contract.findFirst({ where: { contractId: 'CT-1' } })
      expect(ct1.comment).toBe('=SUM(A1:A9)')
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
