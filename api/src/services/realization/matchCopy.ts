import { once } from 'node:events'
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { finished, pipeline } from 'node:stream/promises'

import type pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'

import { copyText } from 'src/lib/copy'

import type { LineMatch, MatchedLine } from './lineMatcher'

// The matches of an import's lines, made as they are read (lineMatcher.ts), written per table to a
// file of COPY text and copied once after the lines: one statement per table, so that the rollups'
// statement triggers sum a million rows once (in chunks, their upserts cost three times the COPY's),
// while memory holds a batch of rows, never the file's.

/** A line as its matches keep it: its id and the columns the leakage screens group by. */
export interface CopiedLine extends MatchedLine {
  id: string
  companyId: string
  materialCategoryId: string
  categoryManagerId: string | null
  plant: string
}

/** Each table of matches: the columns copied, and the order of its largest index. */
const TABLES = {
  contract: {
    name: '"ContractSpend"',
    columns: `"lineId", "contractId", "companyId", date, amount, volume, "unitOfMeasureId", "priceVariance", supplier`,
    order: '"contractId", date',
  },
  award: {
    name: '"AwardSpend"',
    columns: `"lineId", "awardId", "companyId", date, amount, volume, "unitOfMeasureId", "priceVariance", saving`,
    order: '"awardId", date',
  },
  offContract: {
    name: '"OffContractSpend"',
    columns: `"lineId", "companyId", "contractId", reason, date, amount, "materialCategoryId", "categoryManagerId",
      plant, supplier`,
    order: '"contractId", date',
  },
}
type Table = keyof typeof TABLES
const TABLE_NAMES = Object.keys(TABLES) as Table[]

// rows go to their file in batches of about this many characters
const BATCH_CHARS = 64 * 1024
// the lines wait for the disk only when this much is unwritten: at the stream's default (16 kB),
// every batch waited for its write while the COPY's own writes kept the disk busy
const UNWRITTEN_BYTES = 4 * 1024 * 1024

/** One table's rows on their way to its file. */
class RowFile {
  private batch = ''
  private written = false
  private closed?: Promise<boolean>
  private readonly stream: WriteStream

  constructor(readonly file: string) {
    this.stream = createWriteStream(file, { highWaterMark: UNWRITTEN_BYTES })
  }

  add(text: string) {
    this.batch += text
    if (this.batch.length >= BATCH_CHARS) this.flush()
  }

  private flush() {
    this.written = true
    this.stream.write(this.batch)
    this.batch = ''
  }

  /** whether the disk is behind with its rows (until the stream says it drained) */
  get full() {
    return this.stream.writableNeedDrain
  }

  /** Waits while the disk is behind. */
  async drained() {
    if (this.full) await once(this.stream, 'drain')
  }

  /** Closes the file (once): whether it holds any row. */
  close() {
    this.closed ??= (async () => {
      if (this.batch) this.flush()
      this.stream.end()
      await finished(this.stream)
      return this.written
    })()
    return this.closed
  }
}

const copyInOrder = async (
  client: pg.PoolClient,
  { name, columns, order }: (typeof TABLES)[Table],
  file: RowFile
) => {
  await client.query(
    `CREATE TEMPORARY TABLE import_matches (LIKE ${name}) ON COMMIT DROP`
  )
  await pipeline(
    createReadStream(file.file),
    client.query(copyFrom(`COPY import_matches (${columns}) FROM STDIN`))
  )
  await client.query(
    `INSERT INTO ${name} (${columns}) SELECT ${columns} FROM import_matches ORDER BY ${order}`
  )
  await client.query('DROP TABLE import_matches')
}

export class MatchCopy {
  /** the contracts whose lines were matched (their balances are to be refreshed) */
  readonly contracts = new Set<string>()

  private constructor(
    private readonly folder: string,
    private readonly files: Record<Table, RowFile>
  ) {}

  static async open() {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'procura-matches-'))
    const files = Object.fromEntries(
      TABLE_NAMES.map((table) => [table, new RowFile(path.join(folder, table))])
    ) as Record<Table, RowFile>
    return new MatchCopy(folder, files)
  }

  /**
   * Adds a line's rows, written out field by field: mapping and joining an array of each row's
   * values took twice as long.
   */
  add(line: CopiedLine, { contract, award, offContract }: LineMatch) {
    const id = copyText(line.id)
    const date = copyText(line.date)
    const spend = copyText(line.spend)
    // the line's own figures, alike under a contract and under an award
    const figures =
      contract || award
        ? `${copyText(line.companyId)}\t${date}\t${spend}\t${copyText(line.volume)}\t${copyText(line.unitOfMeasureId)}`
        : ''
    if (contract) {
      this.contracts.add(contract.id)
      this.files.contract.add(
        `${id}\t${copyText(contract.id)}\t${figures}\t${copyText(contract.priceVariance)}\t${copyText(line.supplier)}\n`
      )
    }
    if (award)
      this.files.award.add(
        `${id}\t${copyText(award.id)}\t${figures}\t${copyText(award.priceVariance)}\t${copyText(award.saving)}\n`
      )
    if (offContract)
      this.files.offContract.add(
        `${id}\t${copyText(line.companyId)}\t${copyText(offContract.contractId)}\t${offContract.reason}\t${date}\t` +
          `${spend}\t${copyText(line.materialCategoryId)}\t${copyText(line.categoryManagerId)}\t${copyText(line.plant)}\t` +
          `${copyText(line.supplier)}\n`
      )
  }

  /** whether the disk is behind with some table's rows */
  get behind() {
    return TABLE_NAMES.some((table) => this.files[table].full)
  }

  /** Waits while the disk is behind with any table's rows. */
  async drained() {
    await Promise.all(TABLE_NAMES.map((table) => this.files[table].drained()))
  }

  /**
   * Copies every table's rows, after their lines, and removes the files. Each table's rows go in
   * the order of its largest index, through a temporary table: in the lines' order, a million rows
   * wrote pages all over that index, and took half again as long.
   */
  async copy(client: pg.PoolClient) {
    try {
      for (const table of TABLE_NAMES) {
        const file = this.files[table]
        if (await file.close()) await copyInOrder(client, TABLES[table], file)
      }
    } finally {
      await this.discard()
    }
  }

  /** Removes the files with nothing copied (the import keeps nothing). */
  async discard() {
    await Promise.all(TABLE_NAMES.map((table) => this.files[table].close()))
    await rm(this.folder, { recursive: true, force: true })
  }
}
