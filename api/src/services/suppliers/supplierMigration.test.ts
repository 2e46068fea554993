// The migration that made the supplier master, run on a database of its own that holds what the
// migrations before it made, with suppliers shaped like the seed's (the same supplier invited by
// several processes, its VAT typed in different ways) and the odd cases real data has.
import fs from 'node:fs'
import path from 'node:path'

import { Client } from 'pg'

const MIGRATION = '20261125090000_supplier_master'
const migrationsDir = path.join(__dirname, '../../../db/migrations')
const DATABASE = 'procura_supplier_migration'

const serverUrl = () => {
  const url = new URL(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL)
  url.pathname = '/postgres'
  return url.toString()
}

const connect = async (url: string) => {
  const client = new Client({ connectionString: url })
  await client.connect()
  return client
}

const sqlOf = (name: string) =>
  fs.readFileSync(path.join(migrationsDir, name, 'migration.sql'), 'utf8')

let db: Client

beforeAll(async () => {
  const server = await connect(serverUrl())
  await server.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`)
  await server.query(`CREATE DATABASE ${DATABASE}`)
  await server.end()
  const url = new URL(serverUrl())
  url.pathname = `/${DATABASE}`
  db = await connect(url.toString())
  const before = fs
    .readdirSync(migrationsDir)
    .filter((name) => /^\d{14}_/.test(name) && name < MIGRATION)
    .sort()
  for (const name of before) await db.query(sqlOf(name))
})

afterAll(() => db?.end())

/** Process n of a company: created n days after the first, so a later n is more recent. */
const processRow = (companyId: string, n: number) => [
  `${companyId}-p${n}`,
  companyId,
  n,
  `${companyId}-u`,
  `2026-01-${String(n).padStart(2, '0')}`,
]

/** [process, id, name, vat as typed, SAP code, country, litigant] */
const ROWS = [
  // the seed's shape: one supplier invited by several processes, its VAT typed two ways
  [
    'acme-p1',
    's1',
    'Siderúrgica Vale Azul',
    '11.222.333/0001-81',
    'V100',
    'BR',
    false,
  ],
  [
    'acme-p2',
    's2',
    'Siderurgica Vale Azul S.A.',
    '11222333000181',
    'V100',
    'BR',
    true,
  ],
  [
    'acme-p3',
    's3',
    'Siderúrgica Vale Azul S/A',
    ' 11 222 333 0001 81 ',
    '',
    'BR',
    false,
  ],
  ['acme-p1', 's4', 'Global Supply Co.', '98-7654321', 'V200', 'US', false],
  ['acme-p3', 's5', 'Global Supply Co.', '98-7654321', 'V200', 'US', false],
  // one process listing the same VAT twice: both rows stay, on one master
  [
    'acme-p2',
    's6',
    'Nordeste Polímeros',
    '24.735.170/4936-00',
    'V300',
    'BR',
    false,
  ],
  [
    'acme-p2',
    's7',
    'Nordeste Polimeros (filial)',
    '24735170493600',
    'V301',
    'BR',
    false,
  ],
  // two suppliers claiming one SAP code: the more recently used keeps it
  ['acme-p1', 's8', 'Química Fina', '20.931.638/4585-08', 'V400', 'BR', false],
  [
    'acme-p3',
    's9',
    'Química Fina Brasil',
    '55.661.924/9751-21',
    'V400',
    'BR',
    false,
  ],
  // a VAT of punctuation only is not merged with anything
  ['acme-p1', 's10', 'Fornecedor sem CNPJ', '-', 'V500', 'BR', false],
  // another company with the same VAT gets its own master
  [
    'globex-p1',
    's11',
    'Vale Azul (Globex)',
    '11222333000181',
    'G1',
    'BR',
    false,
  ],
] as const

const seed = async () => {
  await db.query(`INSERT INTO "Country" (id, code, "nameEn", "namePt") VALUES
    ('country-br', 'BR', 'Brazil', 'Brasil'), ('country-us', 'US', 'USA', 'EUA')`)
  await db.query(`INSERT INTO "Currency" (id, code, "nameEn", "namePt")
    VALUES ('cur-brl', 'BRL', 'Real', 'Real')`)
  for (const company of ['acme', 'globex']) {
    await db.query(
      `INSERT INTO "Company" (id, name, "updatedAt") VALUES ($1, $1, now())`,
      [company]
    )
    await db.query(
      `INSERT INTO "Role" (id, "companyId", name, description, priority, "updatedAt")
       VALUES ($1 || '-r', $1, 'Owner', 'Owner', 1, now())`,
      [company]
    )
    await db.query(
      `INSERT INTO "User" (id, uid, "firstName", "lastName", "userName", email, "companyId", "roleId", "updatedAt")
       VALUES ($1 || '-u', $1, 'A', 'B', $1, $1 || '@x.example', $1, $1 || '-r', now())`,
      [company]
    )
  }
  const processes = [
    processRow('acme', 1),
    processRow('acme', 2),
    processRow('acme', 3),
    processRow('globex', 1),
  ]
  for (const [id, companyId, number, ownerId, createdAt] of processes)
    await db.query(
      `INSERT INTO "Process" (id, "companyId", number, "ownerId", "categoryManagerId", title,
         "processDescription", "executiveSummary", "processType", "processProfile", "processNumber",
         "parentProcessDescription", "effectiveDate", "endingDate", "currentContractStatus",
         "currencyId", "createdAt", "updatedAt")
       VALUES ($1, $2, $3, $4, $4, 't', 'd', 'e', 'NEW', 'MORE_THAN_3_SUPPLIERS', 'PR-1', 'p',
         '2027-01-01', '2027-12-31', 'NOT_EXISTS', 'cur-brl', $5, now())`,
      [id, companyId, number, ownerId, createdAt]
    )
  for (const [processId, id, name, vat, sapCode, country, litigant] of ROWS) {
    await db.query(
      `INSERT INTO "Supplier" (id, "processId", name, vat, "sapCode", "countryId", litigant)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        id,
        processId,
        name,
        vat,
        sapCode,
        `country-${country.toLowerCase()}`,
        litigant,
      ]
    )
    await db.query(
      `INSERT INTO "ProcessItem" (id, "processId", code, description)
       VALUES ($1 || '-item', $2, 'MAT', 'Material')`,
      [id, processId]
    )
    await db.query(
      `INSERT INTO "Quotation" (id, "processId", round, "proposalDate", "supplierId", "itemId",
         "annualVolume", "paymentTerms", "initialProposal")
       VALUES ($1 || '-q', $2, 1, '2026-01-01', $1, $1 || '-item', 1000, 30, 9.5)`,
      [id, processId]
    )
  }
}

const processRows = () =>
  db.query(
    `SELECT id, "processId", name, vat, "sapCode", "countryId", "technicalApproval",
            "financialRisk", "associatedParty", "blockReason", litigant
       FROM "ProcessSupplier" ORDER BY id`
  )

describe('the supplier master migration', () => {
  it('gives every process supplier one master per company and VAT, losing nothing', async () => {
    await seed()
    const before = (
      await db.query(
        `SELECT id, "processId", name, vat, "sapCode", "countryId", "technicalApproval",
                "financialRisk", "associatedParty", "blockReason", litigant
           FROM "Supplier" ORDER BY id`
      )
    ).rows
    const quotationsBefore = (
      await db.query(`SELECT id, "supplierId" FROM "Quotation" ORDER BY id`)
    ).rows

    await db.query(sqlOf(MIGRATION))

    // each process row is as it was, and linked
    expect((await processRows()).rows).toEqual(before)
    const unlinked = await db.query(
      `SELECT id FROM "ProcessSupplier" WHERE "supplierId" IS NULL`
    )
    expect(unlinked.rows).toEqual([])
    expect(
      (await db.query(`SELECT id, "supplierId" FROM "Quotation" ORDER BY id`))
        .rows
    ).toEqual(quotationsBefore)

    const masters = (
      await db.query(
        `SELECT s."companyId", s.name, s.vat, s."sapCode", c.code AS country, s.litigant,
                array_agg(ps.id ORDER BY ps.id) AS rows
           FROM "Supplier" s
           JOIN "Country" c ON c.id = s."countryId"
           JOIN "ProcessSupplier" ps ON ps."supplierId" = s.id
          GROUP BY s.id, c.code
          ORDER BY s."companyId", s.vat COLLATE "C"`
      )
    ).rows
    expect(masters).toEqual([
      // the most recent process's row names the master; its SAP code is the last one given
      {
        companyId: 'acme',
        name: 'Fornecedor sem CNPJ',
        vat: '-',
        sapCode: 'V500',
        country: 'BR',
        litigant: false,
        rows: ['s10'],
      },
      {
        companyId: 'acme',
        name: 'Siderúrgica Vale Azul S/A',
        vat: '11222333000181',
        sapCode: 'V100',
        country: 'BR',
        litigant: false,
        rows: ['s1', 's2', 's3'],
      },
      {
        companyId: 'acme',
        name: 'Química Fina',
        vat: '20931638458508',
        sapCode: null,
        country: 'BR',
        litigant: false,
        rows: ['s8'],
      },
      {
        companyId: 'acme',
        name: 'Nordeste Polímeros',
        vat: '24735170493600',
        sapCode: 'V300',
        country: 'BR',
        litigant: false,
        rows: ['s6', 's7'],
      },
      {
        companyId: 'acme',
        name: 'Química Fina Brasil',
        vat: '55661924975121',
        sapCode: 'V400',
        country: 'BR',
        litigant: false,
        rows: ['s9'],
      },
      {
        companyId: 'acme',
        name: 'Global Supply Co.',
        vat: '987654321',
        sapCode: 'V200',
        country: 'US',
        litigant: false,
        rows: ['s4', 's5'],
      },
      {
        companyId: 'globex',
        name: 'Vale Azul (Globex)',
        vat: '11222333000181',
        sapCode: 'G1',
        country: 'BR',
        litigant: false,
        rows: ['s11'],
      },
    ])
  })
})
