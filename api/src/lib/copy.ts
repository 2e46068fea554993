import { once } from 'node:events'

import type pg from 'pg'
import { from as copyFrom, type CopyStreamQuery } from 'pg-copy-streams'

// Rows into PostgreSQL by COPY FROM STDIN, in its text format: the fastest way in (a million rows in
// seconds, where a statement per chunk parses its JSON again), sent as they are made and waiting
// whenever PostgreSQL is behind, so that memory holds a batch, never the file.

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

/** One COPY … FROM STDIN statement on a transaction's connection. */
export class CopyStatement {
  private readonly stream: CopyStreamQuery
  private readonly finished: Promise<void>
  private batch = ''
  private open = true

  constructor(client: pg.PoolClient, sql: string) {
    this.stream = client.query(copyFrom(sql))
    this.finished = new Promise<void>((resolve, reject) => {
      this.stream.on('finish', resolve)
      this.stream.on('error', reject)
    })
    // awaited by end() or abort(); until then a failure is not an unhandled rejection
    this.finished.catch(() => undefined)
  }

  /** Adds rows (COPY text, each ending in a line break); waits when PostgreSQL is behind. */
  async write(rows: string) {
    this.batch += rows
    if (this.batch.length >= BATCH_CHARS) await this.flush()
  }

  private async flush() {
    if (this.stream.errored) throw this.stream.errored
    const batch = this.batch
    this.batch = ''
    if (!this.stream.write(batch)) await once(this.stream, 'drain')
  }

  /** Sends what is left and ends the COPY: its rows are then in the transaction. */
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
    this.stream.destroy(new Error('copy stopped'))
    await this.finished.catch(() => undefined)
  }
}
