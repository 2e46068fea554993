import { mkdtemp, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { db } from 'api/src/lib/db'
import { rebuildSpendRollup } from 'api/src/services/spend/rollup'
import { rollBackSpendImport } from 'api/src/services/spend/spendImports'
import ExcelJS from 'exceljs'

import { asUser, benchCompany, recordFigure } from './lib/bench'
import {
  EXTRACT_HEADERS,
  type ExtractLine,
  outcomeOf,
  runInWorker,
  startImport,
  writeCsv,
} from './lib/spendImportJob'
import { seedReferenceData, type ReferenceIds } from './seed/referenceData'

const COMPANY_ID = '00000000-0000-4000-8000-00000000b005'
const PREFIX = 'spend-import-bench'
const SUPPLIERS = 400
// the company's lines before the imports: five years of purchases, none of them in the files
const HISTORY = 5_000_000
const HISTORY_CHUNK = 1_000_000
// the last round's figures (the JSON statement per 5,000 lines, no history): issue 41
const LAST_ROUND: Record<string, Record<number, string>> = {
  CSV: {
    300_000: '15,742 lines/s, 341 MB',
    1_000_000: '10,225 lines/s, 562 MB',
  },
  XLSX: { 1_000_000: '12,621 lines/s' },
}

/** Line n of the extract: a day of 2026, a supplier of the master (by code or name), an amount. */
const lineOf = (n: number): ExtractLine => {
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

/** The same lines as a workbook (dates and numbers as cells), written by exceljs's streaming writer. */
const writeXlsx = async (file: string, lines: number) => {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: false,
    useStyles: false,
  })
  const sheet = book.addWorksheet('Spend')
  sheet.addRow(EXTRACT_HEADERS).commit()
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

/**
 * The company's history: HISTORY lines over 2022–2026 (the files' months among them), by the
 * files' suppliers, materials, plants and codes but at amounts no file line has, written by one
 * set-based statement per million and added to the rollup. Kept between runs: seeded once.
 */
const seedHistory = async (refs: ReferenceIds, managers: string[]) => {
  const started = Date.now()
  for (let from = 0; from < HISTORY; from += HISTORY_CHUNK)
    await db.$executeRawUnsafe(
      `INSERT INTO "SpendLine" ("companyId", "date", "businessDivisionId", "regionId", "categoryManagerId",
         "supplier", "supplierCode", "supplierVat", "material", "materialCode", "materialCategoryId", "plant",
         "spendAmount", "originalAmount", "currencyId", "volume", "unitOfMeasureId")
       SELECT $1, DATE '2022-01-01' + (n % 1826)::int, CASE WHEN n % 2 = 1 THEN $2 ELSE $3 END,
         CASE WHEN n % 2 = 1 THEN $4 ELSE $5 END, ($10::text[])[1 + n % 20], 'Fornecedor ' || n % 400,
         CASE WHEN n % 2 = 1 THEN 'V' || n % 400 END, NULL,
         'Material ' || n % 1200, NULL, CASE WHEN n % 3 = 0 THEN $7 ELSE $6 END, 'Planta ' || n % 12,
         (200000 + (n * 7919) % 99700) / 100.0, (200000 + (n * 7919) % 99700) / 100.0, $8, 1 + n % 50, $9
       FROM generate_series($11::bigint, $12::bigint) AS n`,
      COMPANY_ID,
      refs.businessDivisions.FOOD,
      refs.businessDivisions.AGRO,
      refs.regions['BR-SE'],
      refs.regions['BR-S'],
      refs.materialCategories.RESIN,
      refs.materialCategories.STEEL,
      refs.currencies.BRL,
      refs.units.KG,
      managers,
      from,
      Math.min(HISTORY, from + HISTORY_CHUNK) - 1
    )
  await rebuildSpendRollup(COMPANY_ID)
  await db.$executeRawUnsafe('VACUUM ANALYZE "SpendLine", "SpendRollup"')
  console.log(
    `seeded ${HISTORY.toLocaleString('en')} lines of history in ${((Date.now() - started) / 1000).toFixed(0)} s`
  )
}

/** The bench company with its history: the last run's when it is whole, else made anew. */
const benchCompanyWithHistory = async (refs: ReferenceIds) => {
  const [{ lines }] = await db.$queryRaw<{ lines: number }[]>`
    SELECT count(*)::int AS lines FROM "SpendLine" WHERE "companyId" = ${COMPANY_ID} AND "importId" IS NULL`
  if (lines === HISTORY) {
    // an import a stopped run left is rolled back
    const owner = await db.user.findFirst({
      where: { companyId: COMPANY_ID, uid: `${PREFIX}-0` },
      select: { uid: true },
    })
    const left = await db.spendImport.findMany({
      where: { companyId: COMPANY_ID, status: 'DONE' },
      select: { id: true },
    })
    if (owner)
      for (const { id } of left)
        await asUser(owner.uid, async () => {
          await rollBackSpendImport({ id })
        })
  }
  if (lines === HISTORY) {
    console.log(
      `the company's ${HISTORY.toLocaleString('en')} lines of history are there from the last run`
    )
    return
  }
  const managers = await benchCompany(
    COMPANY_ID,
    'Spend Import Bench Co.',
    PREFIX
  )
  await seedSuppliers(refs.countries.BR)
  await seedHistory(refs, managers)
}

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

const seconds = (milliseconds?: number) =>
  milliseconds === undefined ? undefined : Math.round(milliseconds / 100) / 10

const measure = async (
  kind: 'CSV' | 'XLSX',
  file: string,
  lines: number,
  owner: string,
  { again = false } = {}
) => {
  const id = await startImport(file, owner)
  const { seconds: took, peakMegabytes, phases } = await runInWorker(id)
  const result = await outcomeOf(id, owner)
  if (result.status !== 'DONE' || result.lines !== lines)
    throw new Error(
      `the ${kind} import ended ${result.status} with ${result.lines} lines`
    )
  const rate = Math.round(lines / took)
  console.log(
    `${kind}: ${lines.toLocaleString('en')} lines in ${took.toFixed(1)} s, ` +
      `${rate.toLocaleString('en')} lines/s, worker peak ${peakMegabytes} MB, total ${result.total}; ` +
      `duplicate check ${seconds(phases.duplicateCheck)} s, rollup ${seconds(phases.rollup)} s` +
      (LAST_ROUND[kind][lines]
        ? ` (last round: ${LAST_ROUND[kind][lines]})`
        : '')
  )
  recordFigure({
    figure: `${kind} import of ${lines} lines`,
    seconds: Math.round(took * 10) / 10,
    'lines/s': rate,
    'peak MB': peakMegabytes,
    'duplicate check s': seconds(phases.duplicateCheck) ?? '',
    'last round': LAST_ROUND[kind][lines] ?? '',
  })
  // the same file again: every line a duplicate, found and nothing kept
  if (again) {
    const repeat = await startImport(file, owner)
    const { seconds: repeatTook, phases: repeatPhases } =
      await runInWorker(repeat)
    const repeated = await outcomeOf(repeat, owner)
    if (repeated.status !== 'FAILED' || repeated.duplicates !== lines)
      throw new Error(
        `the ${kind} file imported again ended ${repeated.status} with ${repeated.duplicates} duplicates`
      )
    console.log(
      `${kind} imported again: ${repeated.duplicates.toLocaleString('en')} duplicates found in ` +
        `${seconds(repeatPhases.duplicateCheck)} s, nothing kept (${repeatTook.toFixed(1)} s in all)`
    )
    recordFigure({
      figure: `${kind} of ${lines} lines again: all duplicates`,
      seconds: Math.round(repeatTook * 10) / 10,
      'duplicate check s': seconds(repeatPhases.duplicateCheck) ?? '',
    })
  }
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
 * `yarn bench spend-import [--lines N]`: on a company with 5,000,000 lines of history (seeded once,
 * kept between runs), an SAP-like CSV (Windows-1252, ';', decimal commas) and the same lines as
 * XLSX, of 100,000 and 1,000,000 lines each (or N only), each uploaded, mapped as suggested and
 * imported by the job of the built api (`yarn rw build api` first) in a process of its own: lines per
 * second, that process's peak memory and the duplicate check's time; the smallest CSV imported
 * again, all its lines duplicates; then each import rolled back.
 */
export default async ({ args }: { args: { lines?: number } }) => {
  const sizes = args.lines ? [Number(args.lines)] : [100_000, 1_000_000]
  const refs = await seedReferenceData()
  await benchCompanyWithHistory(refs)
  const ownerUid = (
    await db.user.findFirstOrThrow({
      where: { companyId: COMPANY_ID, uid: `${PREFIX}-0` },
      select: { uid: true },
    })
  ).uid
  const folder = await mkdtemp(path.join(os.tmpdir(), 'spend-import-bench-'))
  try {
    for (const lines of sizes) {
      const csv = path.join(folder, `ME80FN-${lines}.csv`)
      const xlsx = path.join(folder, `spend-${lines}.xlsx`)
      const started = Date.now()
      await writeCsv(csv, lines, lineOf)
      await writeXlsx(xlsx, lines)
      const size = async (file: string) =>
        `${((await stat(file)).size / 1024 / 1024).toFixed(0)} MB`
      console.log(
        `wrote the CSV (${await size(csv)}) and the XLSX (${await size(xlsx)}) of ${lines.toLocaleString('en')} lines in ${((Date.now() - started) / 1000).toFixed(0)} s`
      )
      await measure('CSV', csv, lines, ownerUid, { again: lines === sizes[0] })
      await measure('XLSX', xlsx, lines, ownerUid)
      await rm(csv)
      await rm(xlsx)
    }
  } finally {
    await rm(folder, { recursive: true, force: true })
    // the company and its history stay for the next run; its imports are gone
    await db.spendImport.deleteMany({
      where: { companyId: COMPANY_ID, status: { not: 'DONE' } },
    })
    await db.$disconnect()
  }
}
