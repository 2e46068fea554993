import { performance } from 'node:perf_hooks'

import { dec } from '@procura/shared'
import type pg from 'pg'

import { CopyStatement, copyText } from 'src/lib/copy'
import type { LineMatcher } from 'src/services/realization/lineMatcher'
import { type CopiedLine, MatchCopy } from 'src/services/realization/matchCopy'

import type { LineRecord } from './importLines'

// An import's lines by COPY, with their matches: each line is given its id from the table's sequence
// (taken a chunk at a time, each chunk its own COPY statement) and matched as it is written; the
// matches are copied once the lines are in (matchCopy.ts). The commitments the lines are matched to
// load meanwhile: the lines read before they are there wait for them in memory.

const COPY_LINES = `COPY "SpendLine" (id, "companyId", "date", "businessDivisionId", "regionId", "categoryManagerId",
  "supplier", "supplierCode", "supplierVat", "material", "materialCode", "materialCategoryId", "plant", "spendAmount",
  "originalAmount", "currencyId", "volume", "unitOfMeasureId", "importId") FROM STDIN`

// the lines read while the commitments loaded are matched this many at each next line: all at once,
// tens of thousands of them kept the COPY waiting for its next rows (2.3 s, `yarn bench realization`)
const BACKLOG_SLICE = 16

// ids are taken a chunk at a time: the first small (an extract of a few lines takes a few), then
// four times the last, up to this
const MAX_CHUNK = 50_000

/**
 * The line's spend in the company's currency, to the cent (half away from zero, as PostgreSQL's
 * round): in the company's own currency its amount as written, which the column rounds the same way.
 */
const spendOf = (line: LineRecord) =>
  line.rate === '1' ? line.oa : dec(line.oa).times(line.rate).toFixed(2)

/** The COPY of one import's lines and their matches, on the import's transaction's connection. */
export class LineCopy {
  private statement: CopyStatement | null = null
  private ids: string[] = []
  private next = 0
  private chunk = 250
  private readonly head: string
  private readonly tail: string
  /** milliseconds spent matching lines, and copying their matches */
  readonly took = { matching: 0, copyingMatches: 0 }
  private matcher: LineMatcher | null = null
  private failed = false
  private readonly loading: Promise<LineMatcher>
  // the lines copied before the matcher was there
  private waiting: CopiedLine[] = []
  // how many of them are matched
  private waited = 0

  private constructor(
    private readonly client: pg.PoolClient,
    private readonly companyId: string,
    importId: string,
    loading: Promise<LineMatcher>,
    private readonly matches: MatchCopy
  ) {
    this.head = `\t${copyText(companyId)}\t`
    this.tail = `\t${copyText(importId)}\n`
    this.loading = loading.then(
      (matcher) => (this.matcher = matcher),
      (error) => {
        this.failed = true
        throw error
      }
    )
    // told by the next write, or by end()
    this.loading.catch(() => undefined)
  }

  static async open(
    client: pg.PoolClient,
    companyId: string,
    importId: string,
    loading: Promise<LineMatcher>
  ) {
    const matches = await MatchCopy.open()
    return new LineCopy(client, companyId, importId, loading, matches)
  }

  /** the contracts the lines copied so far were matched to */
  get contracts() {
    return [...this.matches.contracts]
  }

  /** Adds a line; waits when PostgreSQL is behind, and throws what it refused. */
  async write(line: LineRecord) {
    if (this.next === this.ids.length) await this.startChunk()
    const id = this.ids[this.next++]
    const spend = spendOf(line)
    await this.statement!.write(
      id +
        this.head +
        line.d +
        '\t' +
        line.bd +
        '\t' +
        line.rg +
        '\t' +
        copyText(line.cm) +
        '\t' +
        copyText(line.su) +
        '\t' +
        copyText(line.sc) +
        '\t' +
        copyText(line.sv) +
        '\t' +
        copyText(line.ma) +
        '\t' +
        copyText(line.mk) +
        '\t' +
        line.mc +
        '\t' +
        copyText(line.pl) +
        '\t' +
        spend +
        '\t' +
        line.oa +
        '\t' +
        line.cu +
        '\t' +
        line.vo +
        '\t' +
        line.um +
        this.tail
    )
    if (this.failed) await this.loading
    const started = performance.now()
    const copied = {
      id,
      companyId: this.companyId,
      date: line.d,
      supplier: line.su,
      supplierCode: line.sc,
      supplierVat: line.sv,
      material: line.ma,
      materialCode: line.mk,
      spend,
      volume: line.vo,
      unitOfMeasureId: line.um,
      materialCategoryId: line.mc,
      categoryManagerId: line.cm,
      plant: line.pl,
    }
    if (this.matcher) {
      if (this.waiting.length) this.matchWaiting(this.matcher, BACKLOG_SLICE)
      this.matches.add(copied, this.matcher(copied))
      if (this.matches.behind) await this.matches.drained()
    } else this.waiting.push(copied)
    this.took.matching += performance.now() - started
  }

  /** Matches the next `count` lines that waited for the matcher (all by default). */
  private matchWaiting(matcher: LineMatcher, count = Infinity) {
    const end = Math.min(this.waiting.length, this.waited + count)
    for (; this.waited < end; this.waited++) {
      const line = this.waiting[this.waited]
      this.matches.add(line, matcher(line))
    }
    if (this.waited === this.waiting.length) {
      this.waiting = []
      this.waited = 0
    }
  }

  /** Ends the chunk's COPY and takes the next chunk's ids. */
  private async startChunk() {
    await this.statement?.end()
    const { rows } = await this.client.query<{ id: string }>(
      `SELECT nextval(pg_get_serial_sequence('"SpendLine"', 'id'))::text AS id FROM generate_series(1, $1)`,
      [(this.chunk = Math.min(MAX_CHUNK, this.chunk * 4))]
    )
    this.ids = rows.map((row) => row.id)
    this.next = 0
    this.statement = new CopyStatement(this.client, COPY_LINES)
  }

  /** Sends what is left and ends the COPY, then copies the matches: all are then in the transaction. */
  async end() {
    await this.statement?.end()
    this.statement = null
    const started = performance.now()
    this.matchWaiting(await this.loading)
    await this.matches.copy(this.client)
    this.took.copyingMatches += performance.now() - started
  }

  /** Ends the COPY with nothing kept (the transaction is rolled back after it). */
  async abort() {
    await this.statement?.abort()
    this.statement = null
    await this.matches.discard()
  }
}
