import Papa from 'papaparse'

import { mockHttpEvent } from '@redwoodjs/testing/api'

import { db } from 'src/lib/db'
import { ids, vats } from 'src/lib/testing/sourcingScenario'
import { bearerFor } from 'src/lib/testing/tokens'

import { handler } from './suppliers'

const auth: Record<string, string> = {}

const call = (
  httpMethod: string,
  path: string,
  uid: string | null,
  { body, locale = 'en' }: { body?: string; locale?: string } = {}
) =>
  handler(
    mockHttpEvent({
      httpMethod,
      path,
      body: body === undefined ? undefined : JSON.stringify({ csv: body }),
      queryStringParameters: {},
      headers: {
        ...(uid ? { authorization: auth[uid] } : {}),
        'content-type': 'application/json',
        'accept-language': locale,
      },
    })
  )

const HEADER =
  'name,vat,sapCode,country,technicalApproval,financialRisk,associatedParty,litigant,blockReason,contacts'
const line = (cells: Record<string, string> = {}) =>
  Object.values({
    name: 'Delta Metais Ltda.',
    vat: '30.478.061/2060-97',
    sapCode: 'V-9',
    country: 'BR',
    technicalApproval: 'sim',
    financialRisk: 'Baixo',
    associatedParty: 'no',
    litigant: 'não',
    blockReason: '',
    contacts:
      'Vendas <vendas@delta.example> [pt]; Export desk <export@delta.example> [en]',
    ...cells,
  })
    .map((cell) => `"${cell}"`)
    .join(',')
const file = (...lines: string[]) => [HEADER, ...lines].join('\r\n')

const acmeSuppliers = () =>
  db.supplier.findMany({
    where: { companyId: 'company-acme' },
    orderBy: { name: 'asc' },
    include: { contacts: { orderBy: { email: 'asc' } } },
  })

describe('/api/suppliers', () => {
  beforeAll(async () => {
    auth.buyer = await bearerFor('buyer')
    auth.stranger = await bearerFor('stranger')
  })

  scenario(
    'imports a file: a new VAT creates, a known one updates, its drafts follow',
    async () => {
      const response = await call('POST', '/suppliers/import', 'buyer', {
        body: file(
          line(),
          line({
            name: 'Alpha Aços',
            vat: vats.alpha,
            sapCode: 'SAP-Alpha',
            litigant: 'yes',
            contacts: '',
          })
        ),
      })

      expect(JSON.parse(response.body)).toEqual({
        success: true,
        data: {
          imported: 2,
          created: 1,
          updated: 1,
          unchanged: 0,
          rows: [
            { line: 2, record: 'Delta Metais Ltda.', outcome: 'created' },
            { line: 3, record: 'Alpha Aços', outcome: 'updated' },
          ],
        },
      })
      const [alpha, , delta] = await acmeSuppliers()
      expect([alpha.name, alpha.litigant]).toEqual(['Alpha Aços', true])
      expect(delta).toMatchObject({
        vat: '30478061206097',
        technicalApproval: true,
        blockReason: null,
      })
      expect(
        delta.contacts.map((contact) => [contact.email, contact.language])
      ).toEqual([
        ['export@delta.example', 'en'],
        ['vendas@delta.example', 'pt'],
      ])
      // Acme's draft process shows the new name
      expect(
        (await db.processSupplier.findUnique({ where: { id: ids.supplierA } }))
          .name
      ).toBe('Alpha Aços')
    }
  )

  scenario(
    'refuses a file with any bad row, by line and column, and imports nothing',
    async () => {
      const response = await call('POST', '/suppliers/import', 'buyer', {
        locale: 'pt-BR',
        body: file(
          line(),
          line({ vat: '30.478.061/2060-98', country: 'Marte' }),
          line({ name: 'Twice', sapCode: 'V-10' }),
          line({
            vat: '55661924975121',
            sapCode: 'SAP-Beta',
            contacts: 'Sem email',
          })
        ),
      })

      expect(response.statusCode).toBe(400)
      expect(JSON.parse(response.body)).toMatchObject({
        message: 'Nada foi importado: 5 problemas no arquivo',
        errors: [
          // which country's rule the VAT follows is known once the country is
          {
            line: 3,
            field: 'country',
            message: 'Não encontrado: use o código ou o nome de um país',
          },
          // line 2 has it for another VAT
          {
            line: 3,
            field: 'sapCode',
            message: 'Outro fornecedor já tem este código SAP',
          },
          {
            line: 4,
            field: 'vat',
            message: 'Este CNPJ / VAT também está em outra linha do arquivo',
          },
          // Beta's
          {
            line: 5,
            field: 'sapCode',
            message: 'Outro fornecedor já tem este código SAP',
          },
          { line: 5, field: 'contacts', message: 'Este campo é obrigatório' },
        ],
      })
      expect(
        await db.supplier.count({ where: { companyId: 'company-acme' } })
      ).toBe(2)
    }
  )

  scenario(
    'exports the master in the reader language, and the export goes back in unchanged',
    async () => {
      const exported = await call('GET', '/suppliers/export', 'buyer', {
        locale: 'pt-BR',
      })
      const csv = exported.body as string
      expect(exported.headers['content-type']).toMatch(/text\/csv/)
      const { data } = Papa.parse<string[]>(csv.replace(/^\ufeff/, ''), {
        skipEmptyLines: true,
      })
      expect(data[0]).toEqual([
        'Nome',
        'CNPJ / VAT',
        'Código SAP',
        'País',
        'Homologação técnica',
        'Risco financeiro',
        'Parte relacionada',
        'Litigante',
        'Motivo de bloqueio',
        'Contatos',
      ])
      expect(data[1].slice(0, 4)).toEqual([
        'Alpha',
        '11.222.333/0001-81',
        'SAP-Alpha',
        'BR',
      ])

      const again = await call('POST', '/suppliers/import', 'buyer', {
        body: csv,
      })
      expect(JSON.parse(again.body).data).toMatchObject({
        created: 0,
        updated: 0,
        unchanged: 2,
      })
    }
  )

  scenario(
    "another company's import and export touch only its own master",
    async () => {
      await call('POST', '/suppliers/import', 'stranger', {
        body: file(line({ vat: vats.alpha, name: 'Not Acme' })),
      })
      const exported = await call('GET', '/suppliers/export', 'stranger')
      expect(exported.body).not.toMatch(/Beta/)
      expect((await acmeSuppliers()).map((supplier) => supplier.name)).toEqual([
        'Alpha',
        'Beta',
      ])
      expect((await call('GET', '/suppliers/export', null)).statusCode).toBe(
        401
      )
      // a flag is true or false
      const flagged = await handler(
        mockHttpEvent({
          httpMethod: 'GET',
          path: '/suppliers/export',
          queryStringParameters: { litigant: 'maybe' },
          headers: { authorization: auth.buyer },
        })
      )
      expect(flagged.statusCode).toBe(400)
    }
  )
})
