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

// The matches of an import's lines, made as they are read (lineMatcher.ts), written to files of
// COPY text and copied once after the lines: one COPY per table, so that the rollups' statement
// triggers sum a million rows once (in chunks, their upserts cost three times the COPY's), while
// memory holds a batch of rows per file, never a file.
//
// A table's largest index is by commitment, then date. Its rows are spread over SLICES files by
// where their commitment falls in id order, and copied slice after slice: the index's pages are
// then written a slice at a time, while they are in memory. In the lines' order, a million rows
// wrote pages all over that index and took half again as long; sorted through a temporary table
// first, they were written twice (665,000 rows without the triggers: 22 s by slices, 24 s so).

/** A line as its matches keep it: its id and the columns the leakage screens group by. */
export interface CopiedLine extends MatchedLine {
  id: string
  companyId: string
  materialCategoryId: string
  categoryManagerId: string | null
  plant: string
}

/** Each table of matches and the columns copied. */
const TABLES = {
  contract: {
    name: '"ContractSpend"',
    columns: `"lineId", "contractId", "companyId", date, amount, volume, "unitOfMeasureId", "priceVariance", supplier`,
  },
  award: {
    name: '"AwardSpend"',
    columns: `"lineId", "awardId", "companyId", date, amount, volume, "unitOfMeasureId", "priceVariance", saving`,
  },
  offContract: {
    name: '"OffContractSpend"',
    columns: `"lineId", "companyId", "contractId", reason, date, amount, "materialCategoryId", "categoryManagerId",
      plant, supplier`,
  },
}
type Table = keyof typeof TABLES
const TABLE_NAMES = Object.keys(TABLES) as Table[]

// a slice of 100,000 contracts' index (7,000,000 lines matched, 388 MB) is about 12 MB: it stays
// in PostgreSQL's shared buffers (128 MB by default) while its rows are copied
const SLICES = 32
// rows go to their file in batches of about this many characters
const BATCH_CHARS = 64 * 1024
// the lines wait for the disk only when this much of a file is unwritten: at the stream's default
// (16 kB), every batch waited for its write while the COPY's own writes kept the disk busy
const UNWRITTEN_BYTES = 4 * 1024 * 1024

/** One slice of a table's rows on their way to its file, opened with its first batch. */
class RowFile {
  private batch = ''
  private stream?: WriteStream
  private closed?: Promise<void>

  constructor(
    readonly file: string,
    private readonly behind: Set<RowFile>
  ) {}

  add(text: string) {
    this.batch += text
    if (this.batch.length >= BATCH_CHARS) this.flush()
  }

  private flush() {
    this.stream ??= createWriteStream(this.file, {
      highWaterMark: UNWRITTEN_BYTES,
    })
    if (!this.stream.write(this.batch)) this.behind.add(this)
    this.batch = ''
  }

  /** whether it holds any row */
  get written() {
    return this.stream !== undefined
  }

  /** Waits while the disk is behind with its rows. */
  async drained() {
    if (this.stream?.writableNeedDrain) await once(this.stream, 'drain')
    this.behind.delete(this)
  }

  /** Closes the file (once). */
  close() {
    this.closed ??= (async () => {
      if (this.batch) this.flush()
      if (!this.stream) return
      this.stream.end()
      await finished(this.stream)
    })()
    return this.closed
  }
}

/** A table's slices, copied in order by one statement (its triggers then run once). */
const copySlices = async (
  client: pg.PoolClient,
  { name, columns }: (typeof TABLES)[Table],
  slices: RowFile[]
) => {
  const written = slices.filter((slice) => slice.written)
  if (!written.length) return
  await pipeline(
    async function* () {
      for (const slice of written) yield* createReadStream(slice.file)
    },
    client.query(copyFrom(`COPY ${name} (${columns}) FROM STDIN`))
  )
}

export class MatchCopy {
  /** the contracts whose lines were matched (their balances are to be refreshed) */
  readonly contracts = new Set<string>()
  // the files whose rows the disk is behind with
  private readonly behindFiles = new Set<RowFile>()
  private readonly files: Record<Table, RowFile[]>

  private constructor(private readonly folder: string) {
    this.files = Object.fromEntries(
      TABLE_NAMES.map((table) => [
        table,
        Array.from(
          { length: SLICES },
          (_, n) =>
            new RowFile(path.join(folder, `${table}-${n}`), this.behindFiles)
        ),
      ])
    ) as Record<Table, RowFile[]>
  }

  static async open() {
    return new MatchCopy(
      await mkdtemp(path.join(os.tmpdir(), 'procura-matches-'))
    )
  }

  /** A table's slice for a commitment at `place` (0 to 1) in id order. */
  private slice(table: Table, place: number) {
    return this.files[table][Math.floor(place * SLICES)]
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
      this.slice('contract', contract.place).add(
        `${id}\t${copyText(contract.id)}\t${figures}\t${copyText(contract.priceVariance)}\t${copyText(line.supplier)}\n`
      )
    }
    if (award)
      this.slice('award', award.place).add(
        `${id}\t${copyText(award.id)}\t${figures}\t${copyText(award.priceVariance)}\t${copyText(award.saving)}\n`
      )
    if (offContract)
      this.slice('offContract', offContract.place).add(
        `${id}\t${copyText(line.companyId)}\t${copyText(offContract.contractId)}\t${offContract.reason}\t${date}\t` +
          `${spend}\t${copyText(line.materialCategoryId)}\t${copyText(line.categoryManagerId)}\t${copyText(line.plant)}\t` +
          `${copyText(line.supplier)}\n`
      )
  }

  /** whether the disk is behind with some file's rows */
  get behind() {
    return this.behindFiles.size > 0
  }

  /** Waits while the disk is behind with any file's rows. */
  async drained() {
    await Promise.all([...this.behindFiles].map((file) => file.drained()))
  }

  /** Copies every table's rows, after their lines, and removes the files. */
  async copy(client: pg.PoolClient) {
    try {
      for (const table of TABLE_NAMES) {
        await Promise.all(this.files[table].map((file) => file.close()))
        await copySlices(client, TABLES[table], this.files[table])
      }
    } finally {
      await this.discard()
    }
  }

  /** Removes the files with nothing copied (the import keeps nothing). */
  async discard() {
    await Promise.all(
      TABLE_NAMES.flatMap((table) =>
        this.files[table].map((file) => file.close())
      )
    )
    await rm(this.folder, { recursive: true, force: true })
  }
}
