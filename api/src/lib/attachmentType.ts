import { Transform, type TransformCallback } from 'node:stream'

import FileType from 'file-type'

/** What a process may hold: documents, spreadsheets, presentations, images, archives and text. */
const ALLOWED = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  // legacy .doc/.xls/.ppt
  'application/x-cfb',
  'application/zip',
])

// file-type needs this many bytes to tell formats apart
const HEAD_BYTES = 4100

/** Text (CSV, TXT) has no signature: it is text when its head decodes as UTF-8 without NULs. */
const isText = (head: Buffer) =>
  !head.includes(0) &&
  !new TextDecoder('utf-8', { fatal: false }).decode(head).includes('\uFFFD')

/** The MIME type the bytes really hold, or null when it is not one a process accepts. */
export const attachmentTypeOf = async (head: Buffer) => {
  const detected = await FileType.fromBuffer(head)
  if (detected) return ALLOWED.has(detected.mime) ? detected.mime : null
  return head.length && isText(head) ? 'text/plain' : null
}

/**
 * Passes a file through while it is stored: refuses it by content as soon as its head is known,
 * and once it grows past the size limit. A refused file's output ends there and the rest of it
 * is read and dropped, so the upload drains; `refusal` then holds the message key. `mimeType` and
 * `size` are known when it ends.
 */
export class AttachmentCheck extends Transform {
  private head = Buffer.alloc(0)
  private checked = false
  refusal: string | null = null
  mimeType: string | null = null
  size = 0

  constructor(
    private readonly maxBytes: number,
    /** the type a file's head holds, null when refused (a spend import takes other files) */
    private readonly typeOf: (
      head: Buffer
    ) => Promise<string | null> = attachmentTypeOf,
    private readonly refusals = {
      type: 'process.attachments.typeNotAllowed',
      size: 'process.attachments.tooLarge',
    }
  ) {
    super()
  }

  private refuse(key: string) {
    this.refusal = key
    this.push(null)
  }

  /** Sends on the head once its type is allowed. */
  private async release(done: TransformCallback) {
    this.checked = true
    this.mimeType = await this.typeOf(this.head)
    if (this.mimeType) return done(null, this.head)
    this.refuse(this.refusals.type)
    done()
  }

  _transform(
    chunk: Buffer,
    _encoding: BufferEncoding,
    done: TransformCallback
  ) {
    if (this.refusal) return done()
    this.size += chunk.length
    if (this.size > this.maxBytes) {
      this.refuse(this.refusals.size)
      return done()
    }
    if (this.checked) return done(null, chunk)
    this.head = Buffer.concat([this.head, chunk])
    if (this.head.length < HEAD_BYTES) return done()
    this.release(done).catch(done)
  }

  _flush(done: TransformCallback) {
    if (this.refusal || this.checked) return done()
    if (!this.size) {
      this.refusal = 'process.attachments.fileRequired'
      return done()
    }
    this.release(done).catch(done)
  }
}
