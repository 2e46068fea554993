import { Readable } from 'node:stream'

import { SPEND_IMPORT_COLUMNS, type SpendDimension } from '@procura/shared'
import { db } from 'api/src/lib/db'
import { rebuildSpendRollup } from 'api/src/services/spend/rollup'
import { spendAnalysis } from 'api/src/services/spend/spend'
import { importSpendLines } from 'api/src/services/spend/spendImport'
import {
  spendGroups,
  spendMonths,
  type SpendFilter,
} from 'api/src/services/spend/spendQueries'

import {
  asUser,
  benchCompany,
  percentile,
  recordFigure,
  report,
  timed,
} from './lib/bench'
import { seedReferenceData } from './seed/referenceData'
import { writeSpendLines } from './seed/spend'

const COMPANY_ID = '00000000-0000-4000-8000-00000000b004'
const PURCHASES = 3_000
const p50 = (times: number[]) =>
  percentile(
    [...times].sort((a, b) => a - b),
    50
  )
const seconds = (since: number) =>
  `${((Date.now() - since) / 1000).toFixed(1)} s`

/** A company with `lines` synthetic spend lines over two years and its rollup. */
const seedBenchCompany = async (lines: number) => {
  const refs = await seedReferenceData()
  const managers = await benchCompany(
    COMPANY_ID,
    'Spend Bench Co.',
    'spend-bench'
  )
  const names = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, n) => `${prefix} ${n}`)
  let started = Date.now()
  await writeSpendLines(
    COMPANY_ID,
    {
      businessDivisions: Object.values(refs.businessDivisions),
      regions: Object.values(refs.regions),
      categoryManagers: managers,
      suppliers: names('Supplier', 400),
      materials: names('Material', 1_200),
      materialCategories: Object.values(refs.materialCategories),
      plants: names('Plant', 12),
      currencyId: refs.currencies.BRL,
      unitOfMeasureId: refs.units.KG,
      purchases: PURCHASES,
    },
    1,
    lines
  )
  await db.$executeRawUnsafe('ANALYZE "SpendLine"')
  console.log(
    `wrote ${lines.toLocaleString('en')} lines in ${seconds(started)}`
  )
  started = Date.now()
  await rebuildSpendRollup(COMPANY_ID)
  await db.$executeRawUnsafe('ANALYZE "SpendRollup"')
  const rows = await db.spendRollup.count({ where: { companyId: COMPANY_ID } })
  console.log(
    `rollup: ${rows.toLocaleString('en')} rows, built in ${seconds(started)}`
  )
  return refs
}

/** An ERP extract of `count` lines as the import reads it, made on the fly. */
const extract = (count: number) =>
  Readable.from(
    (function* () {
      yield `${SPEND_IMPORT_COLUMNS.join(',')}\n`
      for (let n = 0; n < count; n++)
        yield `2026-0${1 + (n % 9)}-1${n % 10},FOOD,BR-SE,,Supplier ${n % 400},Material ${n % 1200},RESIN,Plant ${n % 12},${(100 + (n % 997)).toFixed(2)},BRL,${1 + (n % 50)},KG\n`
    })()
  )

/**
 * `yarn bench spend --lines N [--runs R] [--import M]`: the dashboard's queries over N synthetic lines,
 * on the rollup (what the api answers) and the same on the raw lines, p50/p95 each; then an import of
 * an M-line file (default 100,000). Reports milliseconds.
 */
export default async ({
  args,
}: {
  args: { lines?: number; runs?: number; import?: number }
}) => {
  const lines = Number(args.lines ?? 1_000_000)
  const runs = Number(args.runs ?? 20)
  const refs = await seedBenchCompany(lines)
  const month = (offset: number) => {
    const date = new Date()
    date.setUTCMonth(date.getUTCMonth() - offset)
    return date.toISOString().slice(0, 7)
  }
  const queries: [string, SpendDimension, 'spend' | 'volume', SpendFilter][] = [
    ['by business division', 'businessDivision', 'spend', {}],
    ['by region', 'region', 'spend', {}],
    ['by category manager', 'categoryManager', 'spend', {}],
    ['by material category', 'materialCategory', 'spend', {}],
    ['by supplier (Pareto of 400)', 'supplier', 'spend', {}],
    ['by material (1,200)', 'material', 'spend', {}],
    ['by plant, volume', 'plant', 'volume', {}],
    [
      'by supplier, last 6 months',
      'supplier',
      'spend',
      { fromMonth: month(5), toMonth: month(0) },
    ],
    [
      'by material, one division and region',
      'material',
      'spend',
      {
        businessDivisionId: Object.values(refs.businessDivisions)[0],
        regionId: Object.values(refs.regions)[0],
      },
    ],
    [
      'by plant, one supplier, one year',
      'plant',
      'spend',
      { supplier: 'Supplier 7', fromMonth: month(11), toMonth: month(0) },
    ],
  ]
  const ratios: number[] = []
  try {
    await asUser('spend-bench-0', async () => {
      for (const [label, dimension, measure, filter] of queries) {
        const rollup: number[] = []
        for (let run = 0; run < runs; run++)
          await timed(rollup, () =>
            spendAnalysis({ dimension, measure, filter })
          )
        const raw: number[] = []
        // the raw table takes seconds a query at 10M lines: fewer runs
        for (let run = 0; run < Math.max(3, Math.ceil(runs / 4)); run++)
          await timed(raw, () =>
            Promise.all([
              spendGroups({
                source: 'lines',
                companyId: COMPANY_ID,
                dimension,
                measure,
                filter,
                limit: 50,
              }),
              spendMonths({
                source: 'lines',
                companyId: COMPANY_ID,
                measure,
                filter,
              }),
            ])
          )
        ratios.push(p50(raw) / p50(rollup))
        report(`api ${label}`, rollup)
        report(`raw ${label}`, raw)
      }
      console.log(
        `raw lines / rollup, p50: ${Math.min(...ratios).toFixed(0)}× to ${Math.max(...ratios).toFixed(0)}×`
      )
      const importLines = Number(args.import ?? 100_000)
      const started = Date.now()
      const result = await importSpendLines({
        companyId: COMPANY_ID,
        input: extract(importLines),
      })
      const took = (Date.now() - started) / 1000
      console.log(
        `import of ${result.imported.toLocaleString('en')} lines (checked, written, rolled up): ` +
          `${took.toFixed(1)} s, ${Math.round(result.imported / took).toLocaleString('en')} lines/s`
      )
      recordFigure({
        figure: `import of ${result.imported} lines`,
        seconds: Math.round(took * 10) / 10,
        'lines/s': Math.round(result.imported / took),
      })
    })
  } finally {
    const started = Date.now()
    await db.company.deleteMany({ where: { id: COMPANY_ID } })
    console.log(`removed the bench company in ${seconds(started)}`)
    await db.$disconnect()
  }
}
