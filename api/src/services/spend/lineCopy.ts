import { once } from 'node:events'

import { dec } from '@procura/shared'
import type pg from 'pg'
import { from as copyFrom, type CopyStreamQuery } from 'pg-copy-streams'

import type { LineRecord } from './importLines'

// Spend lines into PostgreSQL by COPY FROM STDIN, in its text format: the fastest way in (a million
// rows in seconds, where a statement per chunk parses its JSON again), written as the file is read
// and waiting whenever PostgreSQL is behind, so that memory holds a batch, never the file.

const COPY_LINES = `COPY "SpendLine" ("companyId", "date", "businessDivisionId", "regionId", "categoryManagerId",
  "supplier", "supplierCode", "supplierVat", "material", "materialCode", "materialCategoryId", "plant", "spendAmount",
  "originalAmount", "currencyId", "volume", "unitOfMeasureId", "importId") FROM STDIN`

// rows go to the connection in batches of about this many characters: one CopyData message each
const BATCH_CHARS = 64 * 1024

const SPECIAL = /[\\\t\n\r]/
const ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\t': '\\t',
  '\n': '\\n',
  '\r': '\\r',
}

/** A value as COPY's text format writes it: null as \N, a backslash, tab or line break escaped. */
export const copyText = (value: string | null) =>
  value === null
    ? '\\N'
    : SPECIAL.test(value)
      ? value.replace(/[\\\t\n\r]/g, (special) => ESCAPES[special])
      : value

/**
 * The line's spend in the company's currency, to the cent (half away from zero, as PostgreSQL's
 * round): in the company's own currency its amount as written, which the column rounds the same way.
 */
const spendOf = (line: LineRecord) =>
  line.rate === '1' ? line.oa : dec(line.oa).times(line.rate).toFixed(2)

/** The COPY of one import's lines, on the import's transaction's connection. */
export class LineCopy {
  private readonly stream: CopyStreamQuery
  private readonly finished: Promise<void>
  private readonly head: string
  private readonly tail: string
  private batch = ''
  private open = true

  constructor(client: pg.PoolClient, companyId: string, importId: string) {
    this.head = `${copyText(companyId)}\t`
    this.tail = `\t${copyText(importId)}\n`
    this.stream = client.query(copyFrom(COPY_LINES))
    this.finished = new Promise<void>((resolve, reject) => {
      this.stream.on('finish', resolve)
      this.stream.on('error', reject)
    })
    // awaited by end() or abort(); until then a failure is not an unhandled rejection
    this.finished.catch(() => undefined)
  }

  /** Adds a line; waits when PostgreSQL is behind, and throws what it refused. */
  async write(line: LineRecord) {
    this.batch +=
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
      spendOf(line) +
      '\t' +
      line.oa +
      '\t' +
      line.cu +
      '\t' +
      line.vo +
      '\t' +
      line.um +
      this.tail
    if (this.batch.length >= BATCH_CHARS) await this.flush()
  }

  private async flush() {
    if (this.stream.errored) throw this.stream.errored
    const batch = this.batch
    this.batch = ''
    if (!this.stream.write(batch)) await once(this.stream, 'drain')
  }

  /** Sends what is left and ends the COPY: its lines are then in the transaction. */
  async end() {
    if (this.batch) await this.flush()
    this.open = false
    this.stream.end()
    await this.finished
  }

  /** Ends the COPY with nothing kept (the transaction is rolled back after it). */
  async abort() {
    if (!this.open) return
    this.open = false
    this.batch = ''
    this.stream.destroy(new Error('spend import stopped'))
    await this.finished.catch(() => undefined)
  }
}
