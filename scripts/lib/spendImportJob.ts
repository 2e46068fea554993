import { spawn } from 'node:child_process'
import { createReadStream, createWriteStream } from 'node:fs'
import path from 'node:path'
import { finished } from 'node:stream/promises'

import type { SpendImportMapping } from '@procura/shared'
import {
  receiveSpendImport,
  spendImport,
  startSpendImport,
} from 'api/src/services/spend/spendImports'

import { asUser } from './bench'

// What the import benchmarks share: an SAP-like extract written to disk, uploaded and mapped as the
// screen suggests, then imported by the built api's job in a process of its own, as the worker does.

/** A line of an extract, as the benchmark makes it. */
export interface ExtractLine {
  day: Date
  code: string
  name: string
  material: string
  category: string
  plant: string
  region: string
  division: string
  volume: number
  unit: string
  cents: number
}

export const EXTRACT_HEADERS = [
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

const pt = (cents: number) =>
  `${Math.floor(cents / 100).toLocaleString('pt-BR')},${String(cents % 100).padStart(2, '0')}`

/** An SAP-like CSV as Excel saves it in Brazil: ';', decimal commas, day-first dates, Windows-1252. */
export const writeCsv = async (
  file: string,
  lines: number,
  lineOf: (n: number) => ExtractLine
) => {
  const out = createWriteStream(file)
  const write = (text: string) =>
    out.write(Buffer.from(text, 'latin1')) ||
    new Promise((resolve) => out.once('drain', resolve))
  await write(`${EXTRACT_HEADERS.join(';')}\r\n`)
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

// the job as the worker runs it: the built api, in a process of its own (its modules loaded first,
// as the worker's are before it takes a job), then its peak memory and the time of its phases
const JOB = `
  const { performSpendImport } = require('./dist/services/spend/performSpendImport.js')
  const started = Date.now()
  performSpendImport(process.argv[1])
    .then((done) => {
      console.log('JOB_SECONDS=' + (Date.now() - started) / 1000)
      console.log('PEAK_RSS_KB=' + process.resourceUsage().maxRSS)
      console.log('PHASES=' + JSON.stringify(done?.phases ?? {}))
      process.exit(0)
    }, (error) => { console.error(error); process.exit(1) })`

export interface JobRun {
  seconds: number
  peakMegabytes: number
  /** milliseconds of the job's phases: reading and COPY, the duplicate check, the rollup, the matching */
  phases: Record<string, number>
}

/** Runs the import's job as the worker would: its seconds and the process's peak resident memory. */
export const runInWorker = (importId: string) =>
  new Promise<JobRun>((resolve, reject) => {
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
      const phases = /PHASES=(.*)/.exec(output)
      if (code !== 0 || !peak || !took)
        reject(new Error(`the job's process failed:\n${output}`))
      else
        resolve({
          seconds: Number(took[1]),
          peakMegabytes: Math.round(Number(peak[1]) / 1024),
          phases: phases ? JSON.parse(phases[1]) : {},
        })
    })
  })

/** Uploads a file and starts its import as mapped by the screen's suggestion: the import's id. */
export const startImport = async (file: string, owner: string) => {
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
  return id
}

/** How the import ended, as its screen shows it. */
export const outcomeOf = async (id: string, owner: string) => {
  let result = { status: '', lines: 0, total: '', duplicates: 0 }
  await asUser(owner, async () => {
    const found = await spendImport({ id })
    result = {
      status: found.status,
      lines: found.lines,
      total: found.total.toFixed(2),
      duplicates: found.duplicates,
    }
  })
  return result
}
