import { Readable } from 'node:stream'

import { dec, supplierNameKey, type SpendImportMapping } from '@procura/shared'
import ExcelJS from 'exceljs'

import { db } from 'src/lib/db'
import { todayInSaoPaulo } from 'src/lib/testing/companyDays'
import { signInAs } from 'src/lib/testing/signInAs'
import { supplierInput } from 'src/lib/testing/supplierInput'
import { supplierScorecard } from 'src/services/suppliers/scorecard'
import {
  createSupplier,
  updateSupplier,
} from 'src/services/suppliers/suppliers'

import { performSpendImport } from './performSpendImport'
import { spendAnalysis, spendFilterOptions } from './spend'
import { exportSpend, spendImportProblems } from './spendCsv'
import {
  cancelSpendImport,
  importSpendDuplicates,
  importValidSpendLines,
  receiveSpendImport,
  rereadSpendImport,
  reviewSpendImport,
  rollBackSpendImport,
  spendImport,
  startSpendImport,
} from './spendImports'
import { suppliers } from './spendImports.scenarios'

const NEW_VAT = '21841106999020'

const upload = (fileName: string, bytes: Buffer) =>
  receiveSpendImport({ fileName, file: Readable.from([bytes]) })

/** The mapping an upload suggested: its JSON column holds what the service wrote, typed by hand. */
const mappingOf = (found: { mapping: unknown }) =>
  found.mapping as SpendImportMapping

/** Starts an import with the mapping as suggested, changed by `change`, and runs its job. */
const startAndRun = async (
  id: string,
  change: (mapping: SpendImportMapping) => SpendImportMapping = (m) => m,
  profileName?: string
) => {
  const found = await spendImport({ id })
  await startSpendImport({
    id,
    input: {
      mapping: change(mappingOf(found)),
      profileName,
    },
  })
  await performSpendImport(id)
  return spendImport({ id })
}

/** Region and division are not in the SAP files: one value for all their lines. */
const regionAndDivision = (mapping: SpendImportMapping) => ({
  ...mapping,
  defaults: { ...mapping.defaults, region: 'BR-SE', businessDivision: 'FOOD' },
})

/** The field each header was mapped to. */
const mappedHeaders = (found: { headers: string[]; mapping: unknown }) =>
  Object.fromEntries(
    (found.mapping as SpendImportMapping).columns.map((field, at) => [
      found.headers[at],
      field,
    ])
  )

const sumOf = (amounts: string[]) =>
  amounts.reduce((sum, amount) => sum.plus(amount), dec(0))

const spendBySupplier = async () =>
  Object.fromEntries(
    (
      await db.spendLine.groupBy({
        by: ['supplier'],
        _sum: { spendAmount: true },
      })
    ).map((group) => [group.supplier, group._sum.spendAmount?.toFixed(2)])
  )

// An SAP ME80FN-like list: Portuguese headers, ';', decimal commas and day-first dates, saved by
// Excel in Windows-1252; no region nor division (the user gives one for the file).
const SAP_HEADER =
  'Data do documento;Fornecedor;Nome do fornecedor;Material;Texto breve;Grupo de mercadorias;Centro;Quantidade do pedido;UM;Valor líquido;Moeda'
const SAP_LINES = [
  '05.01.2026;100234;AÇOS MINAS SA;MAT-001;Bobina de aço;PACK;Betim;1.000;KG;12.345,67;BRL',
  '12.01.2026;;Filmes Sul Ltda - Filial Campinas;MAT-002;Filme stretch;EMBALAGEM;Campinas;2.500,5;KG;8.000,10;BRL',
  '20.01.2026;555555;Transportes Rápidos Ltda;MAT-003;Frete;EMBALAGEM;Campinas;1;UN;1.500,00;BRL',
  '',
  '03.02.2026;;Papelao Brasil Industria;MAT-004;Caixa de papelão;PACK;Betim;300;UN;999,99;BRL',
  '10.02.2026;100234;Aços Minas;MAT-001;Bobina de aço;PACK;Betim;10;KG;100,00;USD',
]
const sapFile = (lines = SAP_LINES) =>
  Buffer.from([SAP_HEADER, ...lines].join('\r\n'), 'latin1')
// each line's spend in reais: the dollar line at February's rate (5.2)
const SAP_SPEND = ['12345.67', '8000.10', '1500.00', '999.99', '520.00']

describe('spend imports of ERP extracts', () => {
  scenario(
    'an SAP extract in Windows-1252: mapped, reviewed, imported to the cent, its aliases kept for the next',
    async () => {
      await signInAs('owner')
      const uploaded = await upload('ME80FN.csv', sapFile())
      expect(uploaded).toMatchObject({
        status: 'MAPPING',
        format: 'csv',
        encoding: 'windows-1252',
        delimiter: ';',
        headerRow: 1,
      })
      expect(uploaded.headers[9]).toBe('Valor líquido')
      expect((uploaded.preview as string[][])[0][2]).toBe('AÇOS MINAS SA')
      expect(mappedHeaders(uploaded)).toEqual({
        'Data do documento': 'date',
        Fornecedor: 'supplierCode',
        'Nome do fornecedor': 'supplier',
        Material: 'materialCode',
        'Texto breve': 'material',
        'Grupo de mercadorias': 'materialCategory',
        Centro: 'plant',
        'Quantidade do pedido': 'volume',
        UM: 'unit',
        'Valor líquido': 'amount',
        Moeda: 'currency',
      })
      expect(mappingOf(uploaded).locale).toBe('pt')

      // region and division are not in the file: one value for all its lines
      const reviewing = await startAndRun(
        uploaded.id,
        regionAndDivision,
        'SAP ME80FN'
      )
      expect(reviewing).toMatchObject({
        status: 'REVIEW',
        rowsRead: 5,
        problemCount: 0,
        unknownValues: [
          { field: 'materialCategory', value: 'EMBALAGEM', count: 2 },
        ],
        // the code and the branch matched theirs; these two match no supplier, the most spent first
        unmatchedSuppliers: [
          {
            name: 'Transportes Rápidos Ltda',
            code: '555555',
            lines: 1,
            spend: '1500.00',
          },
          { name: 'Papelao Brasil Industria', lines: 1, spend: '999.99' },
        ],
      })
      expect(await db.spendLine.count()).toBe(0)

      // a new supplier is made in the master first (the review's picker offers it), then named
      const transportes = await createSupplier({
        input: supplierInput({
          name: 'Transportes Rápidos Ltda',
          vat: NEW_VAT,
        }),
      })
      await reviewSpendImport({
        id: uploaded.id,
        input: {
          values: { materialCategory: { EMBALAGEM: 'PACK' } },
          suppliers: [
            { name: 'Papelao Brasil Industria', supplierId: suppliers.papelao },
            { name: 'Transportes Rápidos Ltda', supplierId: transportes.id },
          ],
        },
      })
      await performSpendImport(uploaded.id)
      const done = await spendImport({ id: uploaded.id })
      expect(done.problems).toEqual([])
      expect(done).toMatchObject({ status: 'DONE', lines: 5 })
      expect(done.total.toFixed(2)).toBe(sumOf(SAP_SPEND).toFixed(2))
      expect(await spendBySupplier()).toEqual({
        'Aços Minas S.A.': '12865.67',
        'Filmes Sul': '8000.10',
        'Papelão Brasil': '999.99',
        'Transportes Rápidos Ltda': '1500.00',
      })
      const [top] = (
        await spendAnalysis({ dimension: 'supplier', measure: 'spend' })
      ).groups
      expect([top.key, dec(top.value).toFixed(2)]).toEqual([
        'Aços Minas S.A.',
        '12865.67',
      ])
      expect(
        await db.spendLine.count({
          where: { materialCategoryId: 'mc-packaging' },
        })
      ).toBe(5)
      expect(
        await db.supplierAlias.findMany({
          select: { name: true, supplierId: true },
          orderBy: { name: 'asc' },
        })
      ).toEqual([
        { name: 'Papelao Brasil Industria', supplierId: suppliers.papelao },
        { name: 'Transportes Rápidos Ltda', supplierId: transportes.id },
      ])
      expect(
        await db.notification.findMany({
          select: { messageCode: true, link: true },
          orderBy: { createdAt: 'asc' },
        })
      ).toEqual([
        {
          messageCode: 'SPEND_IMPORT_REVIEW',
          link: `/app/spending-analysis/imports/${uploaded.id}`,
        },
        {
          messageCode: 'SPEND_IMPORT_DONE',
          link: `/app/spending-analysis/imports/${uploaded.id}`,
        },
      ])

      // the next month's extract: the profile is chosen by its headers, the aliases match by themselves
      const next = await upload(
        'ME80FN-march.csv',
        sapFile([
          '02.03.2026;;PAPELAO BRASIL INDUSTRIA;MAT-004;Caixa;EMBALAGEM;Betim;10;UN;50,00;BRL',
          '03.03.2026;;Transportes Rápidos;MAT-003;Frete;PACK;Betim;1;UN;70,00;BRL',
        ])
      )
      expect(
        await db.spendImportProfile.findUnique({
          where: { id: next.profileId ?? '' },
          select: { name: true },
        })
      ).toEqual({ name: 'SAP ME80FN' })
      const nextDone = await startAndRun(next.id)
      expect(nextDone).toMatchObject({ status: 'DONE', lines: 2 })
      expect(nextDone.total.toFixed(2)).toBe('120.00')
      expect(await spendBySupplier()).toMatchObject({
        'Papelão Brasil': '1049.99',
        'Transportes Rápidos Ltda': '1570.00',
      })
    }
  )

  scenario(
    'an English workbook with a title above its header, matched by VAT',
    async () => {
      await signInAs('owner')
      const workbook = new ExcelJS.Workbook()
      const sheet = workbook.addWorksheet('Spend')
      workbook.addWorksheet('Notes').addRow(['Not this sheet'])
      sheet.addRow(['Spend report, Q1 2026'])
      sheet.addRow([])
      sheet.addRow([
        'Posting Date',
        'Vendor Name',
        'VAT',
        'Material Description',
        'Material Group',
        'Plant',
        'Region',
        'Division',
        'Quantity',
        'Unit',
        'Net Value',
        'Currency',
      ])
      const amounts = [1234.56, 0.1 + 0.2, 99999.99, 7]
      amounts.forEach((amount, at) =>
        sheet.addRow([
          new Date(Date.UTC(2026, at, 10)),
          at % 2 ? 'ACME STEEL CORPORATION' : 'Filmes Sul Inc.',
          at % 2 ? '11.222.333/0001-81' : '',
          'Steel coil',
          'ENERGY',
          'Betim',
          'BR-S',
          'FEED',
          at + 0.5,
          'KG',
          amount,
          'BRL',
        ])
      )
      const bytes = Buffer.from(await workbook.xlsx.writeBuffer())

      const uploaded = await upload('spend-q1.xlsx', bytes)
      expect(uploaded).toMatchObject({
        format: 'xlsx',
        sheets: ['Spend', 'Notes'],
        sheet: 'Spend',
        headerRow: 3,
      })
      expect(uploaded.preview).toHaveLength(4)
      expect(mappedHeaders(uploaded)).toMatchObject({
        'Posting Date': 'date',
        'Vendor Name': 'supplier',
        VAT: 'supplierVat',
        'Net Value': 'amount',
        Currency: 'currency',
        Quantity: 'volume',
      })

      const done = await startAndRun(uploaded.id)
      expect(done).toMatchObject({ status: 'DONE', lines: 4 })
      // the cells' own writing: 0.1 + 0.2 is 0.30000000000000004, stored as 0.30
      expect(done.total.toFixed(2)).toBe('101241.85')
      expect(await spendBySupplier()).toEqual({
        'Aços Minas S.A.': '7.30',
        'Filmes Sul': '101234.55',
      })
      expect(
        (
          await db.spendLine.findMany({
            select: { date: true, volume: true },
            orderBy: { date: 'asc' },
          })
        ).map((line) => [
          line.date.toISOString().slice(0, 10),
          line.volume.toFixed(),
        ])
      ).toEqual([
        ['2026-01-10', '0.5'],
        ['2026-02-10', '1.5'],
        ['2026-03-10', '2.5'],
        ['2026-04-10', '3.5'],
      ])
    }
  )

  scenario(
    'a Coupa-like export with currency symbols: unknown values reported, then mapped',
    async () => {
      await signInAs('owner')
      const file = [
        '\ufeff"Invoice Date","Supplier","Supplier Number","Item Description","Commodity","Ship To Plant","Region","Business Unit","Quantity","UOM","Total","Currency"',
        '01/15/2026,"Filmes Sul, Inc.",,"Stretch film",PACK,Campinas,Sudeste,FOOD,"1,200",KG,"$1,234.56",USD',
        '02/20/2026,"Aços Minas S/A",100234,"Steel coil",ENERGY,Betim,BR-SE,FOOD,10,EA,"R$ 2.500,00",BRL',
        '02/21/2026,"Aços Minas S/A",100234,"Steel coil (credit)",ENERGY,Betim,BR-SE,FOOD,-1,EA,"(R$ 250,00)",BRL',
      ].join('\n')
      const uploaded = await upload('coupa.csv', Buffer.from(file))
      expect(uploaded).toMatchObject({ encoding: 'utf-8', delimiter: ',' })
      expect(uploaded.headers[0]).toBe('Invoice Date')
      expect(mappedHeaders(uploaded)).toMatchObject({
        'Invoice Date': 'date',
        Supplier: 'supplier',
        'Supplier Number': 'supplierCode',
        'Item Description': 'material',
        Commodity: 'materialCategory',
        'Ship To Plant': 'plant',
        Total: 'amount',
        Currency: 'currency',
        UOM: 'unit',
      })
      expect(mappingOf(uploaded).locale).toBe('en')

      const reviewing = await startAndRun(uploaded.id)
      expect(reviewing.problems).toEqual([])
      expect(reviewing).toMatchObject({
        status: 'REVIEW',
        unknownValues: [
          { field: 'region', value: 'Sudeste', count: 1 },
          { field: 'unit', value: 'EA', count: 2 },
        ],
        unmatchedSuppliers: [],
      })
      await reviewSpendImport({
        id: uploaded.id,
        input: {
          values: { region: { Sudeste: 'BR-SE' }, unit: { EA: 'UN' } },
          suppliers: [],
        },
      })
      await performSpendImport(uploaded.id)
      const done = await spendImport({ id: uploaded.id })
      expect(done).toMatchObject({ status: 'DONE', lines: 3 })
      // $1,234.56 at January's 5.1 is R$ 6,296.256 → 6,296.26; the credit note takes 250.00 off
      expect(done.total.toFixed(2)).toBe('8546.26')
      expect(
        (
          await db.spendLine.findMany({
            select: {
              originalAmount: true,
              unitOfMeasureId: true,
              regionId: true,
            },
            orderBy: { date: 'asc' },
          })
        ).map((line) => [
          line.originalAmount.toFixed(2),
          line.unitOfMeasureId,
          line.regionId,
        ])
      ).toEqual([
        ['1234.56', 'uom-kg', 'region-se'],
        ['2500.00', 'uom-un', 'region-se'],
        ['-250.00', 'uom-un', 'region-se'],
      ])
    }
  )

  scenario(
    'a file with problems keeps nothing; its problems file says line, column, value and why',
    async () => {
      await signInAs('owner')
      const uploaded = await upload(
        'bad.csv',
        sapFile([
          SAP_LINES[0],
          '31.02.2026;100234;Aços;MAT-001;Bobina;PACK;Betim;1;KG;muito;BRL',
        ])
      )
      const failed = await startAndRun(uploaded.id, regionAndDivision)
      expect(failed).toMatchObject({
        status: 'FAILED',
        lines: 0,
        problemCount: 2,
      })
      expect(await db.spendLine.count()).toBe(0)
      const csv = await spendImportProblems({ id: uploaded.id, locale: 'pt' })
      const text = csv
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n')
      expect(text).toEqual([
        'Linha;Coluna;Valor;Problema',
        '3;Data do documento;31.02.2026;Não é uma data: escreva AAAA-MM-DD, DD/MM/AAAA ou DD.MM.AAAA',
        '3;Valor líquido;muito;Não é um número',
      ])
      expect(
        await db.notification.findFirst({
          select: { messageCode: true },
        })
      ).toEqual({ messageCode: 'SPEND_IMPORT_FAILED' })
    }
  )

  scenario(
    'the same file twice is asked first; cancel keeps nothing; a rollback takes the lines and the rollup out',
    async () => {
      await signInAs('owner')
      const lines = [SAP_LINES[0], SAP_LINES[1].replace('EMBALAGEM', 'PACK')]
      const first = await startAndRun(
        (await upload('a.csv', sapFile(lines))).id,
        regionAndDivision
      )
      expect(first.status).toBe('DONE')
      const rollup = await db.spendRollup.findMany({
        orderBy: { supplier: 'asc' },
      })

      const again = await startAndRun(
        (await upload('a.csv', sapFile(lines))).id,
        regionAndDivision
      )
      expect(again).toMatchObject({ status: 'FAILED', duplicates: 2, lines: 0 })
      await importSpendDuplicates({ id: again.id })
      await performSpendImport(again.id)
      expect(await spendImport({ id: again.id })).toMatchObject({
        status: 'DONE',
        lines: 2,
      })

      // cancelled while running: the job sees it at its next chunk and keeps nothing
      const cancelled = (await upload('c.csv', sapFile(lines))).id
      await startSpendImport({
        id: cancelled,
        input: {
          mapping: regionAndDivision(
            (await spendImport({ id: cancelled })).mapping as never
          ),
        },
      })
      await db.spendImport.update({
        where: { id: cancelled },
        data: { status: 'RUNNING' },
      })
      expect(await cancelSpendImport({ id: cancelled })).toMatchObject({
        status: 'RUNNING',
        cancelRequested: true,
      })
      await db.spendImport.update({
        where: { id: cancelled },
        data: { status: 'QUEUED' },
      })
      await performSpendImport(cancelled)
      expect(await spendImport({ id: cancelled })).toMatchObject({
        status: 'CANCELLED',
      })
      expect(await db.spendLine.count()).toBe(4)

      // a buyer ranks below the owner who imported it
      await signInAs('buyer')
      await expect(rollBackSpendImport({ id: again.id })).rejects.toThrow(
        'spend.import.rollbackPriority'
      )
      await signInAs('owner')
      expect(await rollBackSpendImport({ id: again.id })).toMatchObject({
        status: 'ROLLED_BACK',
        rolledBackByName: expect.stringMatching(/\S/),
      })
      await expect(rollBackSpendImport({ id: again.id })).rejects.toThrow(
        'spend.import.notNow'
      )
      expect(await db.spendLine.count()).toBe(2)
      expect(
        await db.spendRollup.findMany({ orderBy: { supplier: 'asc' } })
      ).toEqual(rollup)
      await rollBackSpendImport({ id: first.id })
      expect(await db.spendRollup.count()).toBe(0)
    }
  )

  scenario(
    'beside all or nothing: the valid lines imported, those with a problem left out and kept in its problems file',
    async () => {
      await signInAs('owner')
      const uploaded = await upload(
        'ME80FN.csv',
        sapFile([
          '05.01.2026;100234;AÇOS MINAS SA;MAT-001;Bobina de aço;PACK;Betim;1.000;KG;12.345,67;BRL',
          '06.01.2026;100234;AÇOS MINAS SA;MAT-001;Bobina de aço;PACK;Betim;10;KG;100,00;BRL',
          '31.02.2026;100234;AÇOS MINAS SA;MAT-001;Bobina de aço;PACK;Betim;10;KG;50,00;BRL',
          '07.01.2026;100234;AÇOS MINAS SA;MAT-001;Bobina de aço;PACK;Betim;10;KG;12.3a4,00;BRL',
        ])
      )
      const failed = await startAndRun(uploaded.id, regionAndDivision)
      expect(failed).toMatchObject({
        status: 'FAILED',
        problemCount: 2,
        linesLeftOut: 2,
        lines: 0,
      })
      expect(await db.spendLine.count()).toBe(0)

      await importValidSpendLines({ id: uploaded.id })
      await performSpendImport(uploaded.id)
      const done = await spendImport({ id: uploaded.id })
      expect(done).toMatchObject({ status: 'DONE', lines: 2, linesLeftOut: 2 })
      expect(done.total.toFixed(2)).toBe('12445.67')
      expect(await db.spendLine.count()).toBe(2)
      // the two left out, to fix and import later
      const problems = await spendImportProblems({
        id: uploaded.id,
        locale: 'en',
      })
      expect(problems.split('\r\n').filter(Boolean)).toHaveLength(3)
      // once done, not again
      await expect(importValidSpendLines({ id: uploaded.id })).rejects.toThrow(
        'spend.import.notNow'
      )
    }
  )

  scenario(
    'the valid lines of a file whose suppliers the master lacks: its review next, then its lines, the bad one left out',
    async () => {
      await signInAs('owner')
      const uploaded = await upload(
        'ME80FN.csv',
        sapFile([
          '05.01.2026;777001;Metalúrgica Nova Era Ltda.;MAT-001;Bobina de aço;PACK;Betim;10;KG;1.000,00;BRL',
          '06.01.2026;777001;METALURGICA NOVA ERA LTDA;MAT-001;Bobina de aço;PACK;Betim;10;KG;muito;BRL',
        ])
      )
      const failed = await startAndRun(uploaded.id, regionAndDivision)
      expect(failed).toMatchObject({ status: 'FAILED', problemCount: 1 })
      await importValidSpendLines({ id: uploaded.id })
      await performSpendImport(uploaded.id)
      // not the same failure again: the supplier is reviewed first
      expect(await spendImport({ id: uploaded.id })).toMatchObject({
        status: 'REVIEW',
        unmatchedSuppliers: [
          { name: 'Metalúrgica Nova Era Ltda.', code: '777001' },
        ],
      })
      await reviewSpendImport({
        id: uploaded.id,
        input: { values: {}, suppliers: [] },
      })
      await performSpendImport(uploaded.id)
      expect(await spendImport({ id: uploaded.id })).toMatchObject({
        status: 'DONE',
        lines: 1,
        linesLeftOut: 1,
      })
      expect(await spendBySupplier()).toEqual({
        'Metalúrgica Nova Era Ltda.': '1000.00',
      })
    }
  )

  scenario(
    'another company gets not allowed; an unknown import is not found',
    async () => {
      await signInAs('owner')
      const acme = await upload('ME80FN.csv', sapFile())
      await signInAs('stranger')
      for (const call of [
        () => spendImport({ id: acme.id }),
        () =>
          startSpendImport({ id: acme.id, input: { mapping: acme.mapping } }),
        () => cancelSpendImport({ id: acme.id }),
        () => rollBackSpendImport({ id: acme.id }),
        () => importValidSpendLines({ id: acme.id }),
        () => spendImportProblems({ id: acme.id, locale: 'en' }),
      ])
        await expect(call()).rejects.toThrow('spend.import.companyNotAllowed')
      await expect(
        spendImport({ id: '00000000-0000-4000-8000-00000000ffff' })
      ).rejects.toThrow('spend.import.notFound')
      // Globex's own master: Acme's supplier is not there to alias
      const globex = await upload('ME80FN.csv', sapFile())
      await db.spendImport.update({
        where: { id: globex.id },
        data: { status: 'REVIEW' },
      })
      await expect(
        reviewSpendImport({
          id: globex.id,
          input: {
            values: {},
            suppliers: [{ name: 'Aços', supplierId: suppliers.acos }],
          },
        })
      ).rejects.toThrow('suppliers.errors.companyNotAllowed')
    }
  )

  scenario(
    'refuses a mapping that leaves a field out, and files it cannot read',
    async () => {
      await signInAs('owner')
      const uploaded = await upload('ME80FN.csv', sapFile())
      const mapping = mappingOf(uploaded)
      await expect(
        startSpendImport({ id: uploaded.id, input: { mapping } })
      ).rejects.toThrow('spend.import.mapping.missing')
      await expect(
        startSpendImport({
          id: uploaded.id,
          input: {
            mapping: { ...mapping, columns: mapping.columns.map(() => 'date') },
          },
        })
      ).rejects.toThrow('spend.import.mapping.twice')
      expect((await spendImport({ id: uploaded.id })).status).toBe('MAPPING')
      // an old .xls (a compound file) and a program are not extracts
      const cfb = Buffer.concat([
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
        Buffer.alloc(5000, 1),
      ])
      await expect(upload('old.xls', cfb)).rejects.toThrow(
        'spend.import.fileType'
      )
      await expect(
        upload(
          'virus.exe',
          Buffer.concat([Buffer.from('MZ'), Buffer.alloc(5000, 0)])
        )
      ).rejects.toThrow('spend.import.fileType')
      expect(await db.spendImport.count()).toBe(1)
    }
  )

  scenario(
    'a Protheus report with title lines above its header: its delimiter and header found as the rows say',
    async () => {
      await signInAs('owner')
      // UTF-8 with a BOM; the titles hold commas, the table is ';'-separated with a decimal comma in each of
      // its three numbers: by ',' its rows split as evenly as by ';'
      const report = Buffer.from(
        '\ufeff' +
          [
            'Relatório de Compras por Fornecedor, Filial 01, Período 01/01/2026 a 31/01/2026',
            'Emitido em 05/02/2026, 10:32, por Administrador',
            '',
            'Dt Emissao;Fornecedor;Razao Social;Produto;Descricao;Quantidade;Prc Unitario;Vlr. Total;Moeda',
            '05/01/2026;000123;Aços Minas S.A.;MAT-001;Bobina de aço laminada;1.000,00;12,35;12.345,67;BRL',
            '12/01/2026;000456;Filmes Sul Ltda - Filial Campinas;MAT-002;Filme stretch;2.500,50;3,20;8.000,10;BRL',
            '20/01/2026;000789;Transportes Rápidos Ltda;MAT-003;Frete;1,00;1.500,00;1.500,00;BRL',
          ].join('\r\n'),
        'utf8'
      )
      const uploaded = await upload('protheus.csv', report)
      expect(uploaded).toMatchObject({
        encoding: 'utf-8',
        delimiter: ';',
        headerRow: 4,
      })
      expect(uploaded.headers.slice(0, 3)).toEqual([
        'Dt Emissao',
        'Fornecedor',
        'Razao Social',
      ])
      expect((uploaded.preview as string[][])[1][2]).toBe(
        'Filmes Sul Ltda - Filial Campinas'
      )
      expect(mappedHeaders(uploaded)).toMatchObject({
        'Vlr. Total': 'amount',
        'Prc Unitario': null,
      })
      // read again as the user says: only the encodings and delimiters offered
      for (const [reading, message] of [
        [{ encoding: 'latin-9' }, 'spend.import.encoding'],
        [{ delimiter: ':' }, 'spend.import.delimiter'],
      ] as const)
        await expect(
          rereadSpendImport({ id: uploaded.id, ...reading })
        ).rejects.toThrow(message)
      expect(
        await rereadSpendImport({
          id: uploaded.id,
          delimiter: ',',
          encoding: 'windows-1252',
        })
      ).toMatchObject({ delimiter: ',', encoding: 'windows-1252' })
    }
  )

  scenario(
    'a report with unit prices and no line value: the amount is the price times the quantity, to the cent',
    async () => {
      await signInAs('owner')
      const report = Buffer.from(
        [
          'Dt Emissao;Cod Fornecedor;Razao Social;Descricao;Categoria;Centro;Quantidade;UM;Prc Unitario;Moeda',
          '05/01/2026;100234;Aços Minas S.A.;Bobina de aço;PACK;Betim;1.000,5;KG;12,345;BRL',
          '06/01/2026;100234;AÇOS MINAS SA;Bobina de aço;PACK;Betim;3;KG;0,335;BRL',
          '07/01/2026;100234;Aços Minas S.A.;Bobina de aço;PACK;Betim;2;KG;caro;BRL',
        ].join('\r\n'),
        'utf8'
      )
      const uploaded = await upload('protheus-precos.csv', report)
      expect(mappedHeaders(uploaded)).toMatchObject({
        'Prc Unitario': 'unitPrice',
        Quantidade: 'volume',
      })
      const failed = await startAndRun(uploaded.id, regionAndDivision)
      expect(failed).toMatchObject({ status: 'FAILED', problemCount: 1 })
      expect(failed.problems).toMatchObject([
        { line: 4, field: 'unitPrice', column: 'Prc Unitario', value: 'caro' },
      ])
      await importValidSpendLines({ id: uploaded.id })
      await performSpendImport(uploaded.id)
      const done = await spendImport({ id: uploaded.id })
      // 1,000.5 × 12.345 = 12,351.1725 and 3 × 0.335 = 1.005: each rounded half up, as money is
      expect(done).toMatchObject({ status: 'DONE', lines: 2, linesLeftOut: 1 })
      expect(
        (
          await db.spendLine.findMany({
            select: { originalAmount: true },
            orderBy: { date: 'asc' },
          })
        ).map((line) => line.originalAmount.toFixed(2))
      ).toEqual(['12351.17', '1.01'])
      expect(await spendBySupplier()).toEqual({ 'Aços Minas S.A.': '12352.18' })
    }
  )

  scenario('the name key is one rule in SQL and in code', async () => {
    const names = [
      'Aços Minas S.A. - Filial Betim',
      'ACOS MINAS LTDA.',
      'Matriz Embalagens Ltda',
      'Filmes Sul, Inc. (Branch São Paulo)',
      'Papelão Brasil EIRELI - Matriz',
      'Filial',
      'Müller GmbH Niederlassung Süd',
    ]
    const sql = await db.$queryRaw<{ key: string }[]>`
      SELECT supplier_name_key(name) AS key FROM unnest(${names}::text[]) WITH ORDINALITY AS n(name, at)
      ORDER BY at`
    expect(sql.map((row) => row.key)).toEqual(names.map(supplierNameKey))
    expect(names.map(supplierNameKey)).toEqual([
      'acos minas',
      'acos minas',
      'matriz embalagens',
      'filmes sul',
      'papelao brasil',
      'filial',
      'muller',
    ])
  })
})

// One vendor written three ways under its SAP code, one written two ways with no code: the master
// knows neither yet. A CNPJ column, as many extracts have; dates in the company's last twelve months.
const SERRA_VERDE_VAT = '25014985578560'
const identityFile = async () => {
  const month = (await todayInSaoPaulo()).toISOString().slice(0, 7)
  const [year, number] = month.split('-').map(Number)
  const last =
    number === 1
      ? `12.${year - 1}`
      : `${String(number - 1).padStart(2, '0')}.${year}`
  return Buffer.from(
    [
      'Data do documento;Fornecedor;Nome do fornecedor;CNPJ;Material;Texto breve;Grupo de mercadorias;Centro;Quantidade do pedido;UM;Valor líquido;Moeda',
      `05.${last};200345;Papéis Serra Verde S.A.;${SERRA_VERDE_VAT};MAT-010;Papel kraft;PACK;Betim;100;KG;1.000,50;BRL`,
      `06.${last};200345;PAPEIS SERRA VERDE S A;;MAT-010;Papel kraft;PACK;Betim;50;KG;500,25;BRL`,
      `07.${last};200345;Serra Verde Papéis e Embalagens;;MAT-011;Papel cartão;PACK;Betim;10;KG;99,99;BRL`,
      `08.${last};;Gráfica Ipê Ltda.;;;Etiquetas;PACK;Betim;1;UN;10,00;BRL`,
      `09.${last};;GRAFICA IPE LTDA;;;Etiquetas;PACK;Betim;1;UN;20,00;BRL`,
    ].join('\r\n'),
    'latin1'
  )
}

describe('a supplier is one supplier, however the file spells it', () => {
  scenario(
    'spellings of one code, or of one name, are one row of the dashboard, its filter and its export',
    async () => {
      await signInAs('owner')
      const uploaded = await upload('ME80FN.csv', await identityFile())
      const reviewing = await startAndRun(uploaded.id, regionAndDivision)
      // one per code, else VAT, else spelling: the file's first spelling names it
      expect(reviewing.unmatchedSuppliers).toEqual([
        {
          name: 'Papéis Serra Verde S.A.',
          code: '200345',
          vat: SERRA_VERDE_VAT,
          lines: 3,
          spend: '1600.74',
        },
        {
          name: 'Gráfica Ipê Ltda.',
          code: null,
          vat: null,
          lines: 2,
          spend: '30.00',
        },
      ])
      await reviewSpendImport({
        id: uploaded.id,
        input: { values: {}, suppliers: [] },
      })
      await performSpendImport(uploaded.id)
      expect(await spendImport({ id: uploaded.id })).toMatchObject({
        status: 'DONE',
        lines: 5,
      })

      const { groups } = await spendAnalysis({
        dimension: 'supplier',
        measure: 'spend',
      })
      expect(
        groups.map((group) => [group.label, dec(group.value).toFixed(2)])
      ).toEqual([
        ['Papéis Serra Verde S.A.', '1600.74'],
        ['Gráfica Ipê Ltda.', '30.00'],
      ])
      const options = await spendFilterOptions({ locale: 'pt' })
      expect(
        options.dimensions
          .find((option) => option.dimension === 'supplier')
          ?.entries.map((entry) => entry.label)
      ).toEqual(['Gráfica Ipê Ltda.', 'Papéis Serra Verde S.A.'])
      const csv = await exportSpend({
        dimension: 'supplier',
        measure: 'spend',
        filter: {},
        locale: 'pt',
      })
      expect(csv.split('\r\n').filter(Boolean)).toHaveLength(3)
      expect(csv).toContain('Papéis Serra Verde S.A.;1600,74;')

      // the lines keep what the ERP wrote: codes and the VAT's letters and digits
      expect(
        await db.spendLine.findMany({
          select: { supplierCode: true, supplierVat: true, materialCode: true },
          orderBy: { date: 'asc' },
          take: 2,
        })
      ).toEqual([
        {
          supplierCode: '200345',
          supplierVat: SERRA_VERDE_VAT,
          materialCode: 'MAT-010',
        },
        { supplierCode: '200345', supplierVat: null, materialCode: 'MAT-010' },
      ])

      // the next extract writes the code another way again: still the same supplier
      const next = await upload(
        'ME80FN-next.csv',
        Buffer.from(
          (await identityFile())
            .toString('latin1')
            .split('\r\n')
            .slice(0, 2)
            .join('\r\n')
            .replace('Papéis Serra Verde S.A.', 'P. SERRA VERDE')
            .replace('1.000,50', '1,00'),
          'latin1'
        )
      )
      await startAndRun(next.id, regionAndDivision)
      expect(await spendImport({ id: next.id })).toMatchObject({
        status: 'REVIEW',
      })
      await reviewSpendImport({
        id: next.id,
        input: { values: {}, suppliers: [] },
      })
      await performSpendImport(next.id)
      expect(
        (
          await spendAnalysis({ dimension: 'supplier', measure: 'spend' })
        ).groups.map((group) => [group.label, dec(group.value).toFixed(2)])
      ).toEqual([
        ['Papéis Serra Verde S.A.', '1601.74'],
        ['Gráfica Ipê Ltda.', '30.00'],
      ])
    }
  )

  scenario(
    'the review creates a master record per code; the scorecard finds spend by code, else VAT, else name',
    async () => {
      await signInAs('owner')
      const uploaded = await upload('ME80FN.csv', await identityFile())
      await startAndRun(uploaded.id, regionAndDivision)
      await reviewSpendImport({
        id: uploaded.id,
        input: {
          values: {},
          suppliers: [],
          newSuppliers: [
            {
              name: 'Papéis Serra Verde S.A.',
              vat: SERRA_VERDE_VAT,
              code: '200345',
            },
          ],
        },
      })
      const created = await db.supplier.findFirstOrThrow({
        where: { companyId: 'company-acme', sapCode: '200345' },
      })
      expect(created).toMatchObject({
        name: 'Papéis Serra Verde S.A.',
        vat: SERRA_VERDE_VAT,
        countryId: 'country-br',
      })
      await performSpendImport(uploaded.id)
      expect(await spendBySupplier()).toEqual({
        'Papéis Serra Verde S.A.': '1600.74',
        'Gráfica Ipê Ltda.': '30.00',
      })

      // renamed in the master: spend written under its old name is still found by its code
      await db.supplier.update({
        where: { id: created.id },
        data: { name: 'Serra Verde Papéis e Embalagens Ltda.' },
      })
      expect(await supplierScorecard({ id: created.id })).toMatchObject({
        spend12Months: '1600.74',
        spendLines: 3,
      })
      // a name-alike under another code is another supplier's: the import gave the lines to the code
      const nameAlike = await createSupplier({
        input: supplierInput({
          name: 'Serra Verde Papéis e Embalagens',
          vat: NEW_VAT,
          sapCode: '999',
        }),
      })
      expect(await supplierScorecard({ id: nameAlike.id })).toMatchObject({
        spend12Months: '0',
        spendLines: 0,
      })
      expect(await supplierScorecard({ id: created.id })).toMatchObject({
        spend12Months: '1600.74',
      })
      // a master made for a name alone takes the lines of that name, however spelled
      const grafica = await createSupplier({
        input: supplierInput({
          name: 'GRAFICA IPE',
          vat: '50273109202555',
          sapCode: 'G-1',
        }),
      })
      expect(await supplierScorecard({ id: grafica.id })).toMatchObject({
        spend12Months: '30',
        spendLines: 2,
      })
      expect(await spendBySupplier()).toEqual({
        'Papéis Serra Verde S.A.': '1600.74',
        'GRAFICA IPE': '30.00',
      })
    }
  )

  scenario(
    'a master record made or renamed later takes the spend its code or VAT named, as one row',
    async () => {
      await signInAs('owner')
      const uploaded = await upload('ME80FN.csv', await identityFile())
      await startAndRun(uploaded.id, regionAndDivision)
      await reviewSpendImport({
        id: uploaded.id,
        input: { values: {}, suppliers: [] },
      })
      await performSpendImport(uploaded.id)
      const rows = async () =>
        (
          await spendAnalysis({ dimension: 'supplier', measure: 'spend' })
        ).groups.map((group) => [group.label, dec(group.value).toFixed(2)])

      const created = await createSupplier({
        input: supplierInput({
          name: 'Serra Verde Papéis e Embalagens Ltda.',
          vat: SERRA_VERDE_VAT,
          sapCode: '200345',
        }),
      })
      expect(await rows()).toEqual([
        ['Serra Verde Papéis e Embalagens Ltda.', '1600.74'],
        ['Gráfica Ipê Ltda.', '30.00'],
      ])
      await updateSupplier({
        id: created.id,
        input: supplierInput({
          name: 'Grupo Serra Verde S.A.',
          vat: SERRA_VERDE_VAT,
          sapCode: '200345',
        }),
      })
      expect(await rows()).toEqual([
        ['Grupo Serra Verde S.A.', '1600.74'],
        ['Gráfica Ipê Ltda.', '30.00'],
      ])
      // and so do the lines themselves
      expect(await spendBySupplier()).toEqual({
        'Grupo Serra Verde S.A.': '1600.74',
        'Gráfica Ipê Ltda.': '30.00',
      })
    }
  )

  scenario(
    "a master's supplier picked for a code takes every spelling of it",
    async () => {
      await signInAs('owner')
      // no VAT in this file: Filmes Sul's own would contradict another (a line's VAT is never overruled)
      const uploaded = await upload(
        'ME80FN.csv',
        Buffer.from(
          (await identityFile())
            .toString('latin1')
            .replace(SERRA_VERDE_VAT, ''),
          'latin1'
        )
      )
      await startAndRun(uploaded.id, regionAndDivision)
      await reviewSpendImport({
        id: uploaded.id,
        input: {
          values: {},
          suppliers: [
            { name: 'Papéis Serra Verde S.A.', supplierId: suppliers.filmes },
          ],
        },
      })
      await performSpendImport(uploaded.id)
      expect(await spendBySupplier()).toEqual({
        'Filmes Sul': '1600.74',
        'Gráfica Ipê Ltda.': '30.00',
      })
    }
  )

  scenario(
    "a name does not overrule the file's code: a master's name under another code is another supplier",
    async () => {
      await signInAs('owner')
      const uploaded = await upload(
        'ME80FN.csv',
        sapFile([
          // Aços Minas S.A. is 100234 in the master: 555777 is someone else of that name
          '05.01.2026;555777;AÇOS MINAS SA;MAT-001;Bobina de aço;PACK;Betim;10;KG;100,00;BRL',
          '06.01.2026;100234;Acos Minas;MAT-001;Bobina de aço;PACK;Betim;10;KG;200,00;BRL',
        ])
      )
      const reviewing = await startAndRun(uploaded.id, regionAndDivision)
      expect(reviewing.unmatchedSuppliers).toEqual([
        {
          name: 'AÇOS MINAS SA',
          code: '555777',
          vat: null,
          lines: 1,
          spend: '100.00',
        },
      ])
    }
  )

  scenario(
    'a supplier the review would create is checked as the master form checks it, and nothing is kept',
    async () => {
      await signInAs('owner')
      const uploaded = await upload('ME80FN.csv', await identityFile())
      await startAndRun(uploaded.id, regionAndDivision)
      const review = (vat: string, code = '200345') =>
        reviewSpendImport({
          id: uploaded.id,
          input: {
            values: {},
            suppliers: [],
            newSuppliers: [{ name: 'Papéis Serra Verde S.A.', vat, code }],
          },
        })
      await expect(review('25014985578561')).rejects.toThrow(
        'suppliers.validation.taxId'
      )
      // Aços Minas holds the code already
      await expect(review(SERRA_VERDE_VAT, '100234')).rejects.toThrow(
        'suppliers.validation.sapCodeTaken'
      )
      expect(await db.supplier.count({ where: { vat: SERRA_VERDE_VAT } })).toBe(
        0
      )
      expect(await spendImport({ id: uploaded.id })).toMatchObject({
        status: 'REVIEW',
      })
    }
  )
})
