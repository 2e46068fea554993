import { spawn } from 'node:child_process'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { finished } from 'node:stream/promises'

import type { SpendImportMapping } from '@procura/shared'
import { db } from 'api/src/lib/db'
import {
  receiveSpendImport,
  rollBackSpendImport,
  spendImport,
  startSpendImport,
} from 'api/src/services/spend/spendImports'
import ExcelJS from 'exceljs'

import { asUser, benchCompany, recordFigure } from './lib/bench'
import { seedReferenceData } from './seed/referenceData'

const COMPANY_ID = '00000000-0000-4000-8000-00000000b005'
const SUPPLIERS = 400
const HEADERS = [
  'Data do documento',
  'Fornecedor',
  'Nome do fornecedor',
  'Texto breve',
  'Grupo de mercadorias',
  'Centro',
  'Região',
  'Divisão',
  'Quantidade',
  'UM',
  'Valor líquido',
  'Moeda',
]

/** Line n of the extract: a day of 2026, a supplier of the master (by code or name), an amount. */
const lineOf = (n: number) => {
  const supplier = n % SUPPLIERS
  return {
    day: new Date(Date.UTC(2026, n % 9, 1 + (n % 28))),
    code: n % 2 ? `V${supplier}` : '',
    name: `Fornecedor ${supplier} Ltda`,
    material: `Material ${n % 1200}`,
    category: n % 3 ? 'RESIN' : 'STEEL',
    plant: `Planta ${n % 12}`,
    region: n % 2 ? 'BR-SE' : 'BR-S',
    division: n % 2 ? 'FOOD' : 'AGRO',
    volume: 1 + (n % 50),
    unit: 'KG',
    cents: 10_000 + ((n * 7919) % 99_700),
  }
}

const pt = (cents: number) =>
  `${Math.floor(cents / 100).toLocaleString('pt-BR')},${String(cents % 100).padStart(2, '0')}`

/** An SAP-like CSV as Excel saves it in Brazil: ';', decimal commas, day-first dates, Windows-1252. */
const writeCsv = async (file: string, lines: number) => {
  const out = createWriteStream(file)
  const write = (text: string) =>
    out.write(Buffer.from(text, 'latin1')) ||
    new Promise((resolve) => out.once('drain', resolve))
  await write(`${HEADERS.join(';')}\r\n`)
  for (let n = 0; n < lines; n++) {
    const line = lineOf(n)
    const day = line.day
      .toISOString()
      .slice(0, 10)
      .split('-')
      .reverse()
      .join('.')
    await write(
      `${day};${line.code};${line.name};${line.material};${line.category};${line.plant};${line.region};` +
        `${line.division};${line.volume};${line.unit};${pt(line.cents)};BRL\r\n`
    )
  }
  out.end()
  await finished(out)
}

/** The same lines as a workbook (dates and numbers as cells), written by exceljs's streaming writer. */
const writeXlsx = async (file: string, lines: number) => {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: false,
    useStyles: false,
  })
  const sheet = book.addWorksheet('Spend')
  sheet.addRow(HEADERS).commit()
  for (let n = 0; n < lines; n++) {
    const line = lineOf(n)
    sheet
      .addRow([
        line.day,
        line.code,
        line.name,
        line.material,
        line.category,
        line.plant,
        line.region,
        line.division,
        line.volume,
        line.unit,
        line.cents / 100,
        'BRL',
      ])
      .commit()
  }
  sheet.commit()
  await book.commit()
}

// the job as the worker runs it: the built api, in a process of its own, then its peak memory
const JOB = `
  const started = Date.now()
  require('./dist/services/spend/performSpendImport.js')
    .performSpendImport(process.argv[1])
    .then(() => {
      console.log('JOB_SECONDS=' + (Date.now() - started) / 1000)
      console.log('PEAK_RSS_KB=' + process.resourceUsage().maxRSS)
      process.exit(0)
    }, (error) => { console.error(error); process.exit(1) })`

/** Runs the import's job as the worker would: its seconds and the process's peak resident memory. */
const runInWorker = (importId: string) =>
  new Promise<{ seconds: number; peakMegabytes: number }>((resolve, reject) => {
    // BENCH_CPU_PROF=<folder>: the job's CPU profile, to see where its time goes
    const profile = process.env.BENCH_CPU_PROF
      ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF]
      : []
    const child = spawn(process.execPath, [...profile, '-e', JOB, importId], {
      cwd: 'api',
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => {
      const peak = /PEAK_RSS_KB=(\d+)/.exec(output)
      const took = /JOB_SECONDS=([\d.]+)/.exec(output)
      if (code !== 0 || !peak || !took)
        reject(new Error(`the job's process failed:\n${output}`))
      else
        resolve({
          seconds: Number(took[1]),
          peakMegabytes: Math.round(Number(peak[1]) / 1024),
        })
    })
  })

/** A master supplier per name of the extract; half the lines name theirs by SAP code. */
const seedSuppliers = async (countryId: string) => {
  await db.supplier.createMany({
    data: Array.from({ length: SUPPLIERS }, (_, n) => ({
      companyId: COMPANY_ID,
      name: `Fornecedor ${n}`,
      vat: `BENCH${String(n).padStart(6, '0')}`,
      sapCode: `V${n}`,
      countryId,
    })),
  })
}

const measure = async (
  kind: 'CSV' | 'XLSX',
  file: string,
  lines: number,
  owner: string
) => {
  let id = ''
  await asUser(owner, async () => {
    const received = await receiveSpendImport({
      fileName: path.basename(file),
      file: createReadStream(file),
    })
    id = received.id
    await startSpendImport({
      id,
      input: {
        mapping: received.mapping as unknown as SpendImportMapping,
      },
    })
  })
  const { seconds, peakMegabytes } = await runInWorker(id)
  let result = { status: '', lines: 0, total: '' }
  await asUser(owner, async () => {
    const found = await spendImport({ id })
    result = {
      status: found.status,
      lines: found.lines,
      total: found.total.toFixed(2),
    }
  })
  if (result.status !== 'DONE' || result.lines !== lines)
    throw new Error(
      `the ${kind} import ended ${result.status} with ${result.lines} lines`
    )
  const rate = Math.round(lines / seconds)
  console.log(
    `${kind}: ${lines.toLocaleString('en')} lines in ${seconds.toFixed(1)} s, ` +
      `${rate.toLocaleString('en')} lines/s, worker peak ${peakMegabytes} MB, total ${result.total}`
  )
  recordFigure({
    figure: `${kind} import of ${lines} lines`,
    seconds: Math.round(seconds * 10) / 10,
    'lines/s': rate,
    'peak MB': peakMegabytes,
  })
  const started = Date.now()
  await asUser(owner, async () => {
    await rollBackSpendImport({ id })
  })
  const rollback = (Date.now() - started) / 1000
  console.log(`rollback of the ${kind} import: ${rollback.toFixed(1)} s`)
  recordFigure({
    figure: `rollback of ${lines} lines`,
    seconds: Math.round(rollback * 10) / 10,
  })
  // the rolled-back rows left behind would slow the next import: vacuumed, as autovacuum would
  await db.$executeRawUnsafe('VACUUM ANALYZE "SpendLine", "SpendRollup"')
}

/**
 * `yarn bench spend-import [--lines N]`: an SAP-like CSV (Windows-1252, ';', decimal commas) and the
 * same lines as XLSX, N each (default 1,000,000), each uploaded, mapped as suggested and imported by
 * the job of the built api (`yarn rw build api` first) in a process of its own: lines per second
 * and that process's peak memory; then each import rolled back.
 */
export default async ({ args }: { args: { lines?: number } }) => {
  const lines = Number(args.lines ?? 1_000_000)
  const refs = await seedReferenceData()
  const [owner] = await benchCompany(
    COMPANY_ID,
    'Spend Import Bench Co.',
    'spend-import-bench'
  )
  const ownerUid = (
    await db.user.findUniqueOrThrow({
      where: { id: owner },
      select: { uid: true },
    })
  ).uid
  await seedSuppliers(refs.countries.BR)
  const folder = await mkdtemp(path.join(os.tmpdir(), 'spend-import-bench-'))
  try {
    const csv = path.join(folder, 'ME80FN.csv')
    const xlsx = path.join(folder, 'spend.xlsx')
    const started = Date.now()
    await writeCsv(csv, lines)
    await writeXlsx(xlsx, lines)
    const size = async (file: string) =>
      `${((await stat(file)).size / 1024 / 1024).toFixed(0)} MB`
    console.log(
      `wrote the CSV (${await size(csv)}) and the XLSX (${await size(xlsx)}) in ${((Date.now() - started) / 1000).toFixed(0)} s`
    )
    await measure('CSV', csv, lines, ownerUid)
    await measure('XLSX', xlsx, lines, ownerUid)
  } finally {
    await rm(folder, { recursive: true, force: true })
    await db.company.deleteMany({ where: { id: COMPANY_ID } })
    await db.$disconnect()
  }
}
