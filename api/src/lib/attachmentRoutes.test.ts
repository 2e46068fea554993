import { readdir } from 'node:fs/promises'
import path from 'node:path'

import type { FastifyInstance } from 'fastify'

import { getPaths } from '@redwoodjs/project-config'

import { db } from 'src/lib/db'
import { EXE, fileRoutesApp, multipart, PDF } from 'src/lib/testing/fileRoutes'
import { ids } from 'src/lib/testing/sourcingScenario'
import { bearerFor } from 'src/lib/testing/tokens'

const auth: Record<string, string> = {}
let app: FastifyInstance

const upload = async (
  uid: string,
  fileName: string,
  bytes: Buffer,
  fields?: Record<string, string>,
  processId = ids.acmeProcess
) => {
  const { payload, contentType } = await multipart(fileName, bytes, fields)
  const response = await app.inject({
    method: 'PUT',
    url: `/process/${processId}/attachment`,
    payload,
    headers: {
      'content-type': contentType,
      authorization: auth[uid],
      'accept-language': 'en',
    },
  })
  return { status: response.statusCode, body: response.json() }
}

const download = (uid: string, attachmentId: string) =>
  app.inject({
    method: 'GET',
    url: `/process/${ids.acmeProcess}/attachment/${attachmentId}`,
    headers: { authorization: auth[uid], 'accept-language': 'en' },
  })

/** The files stored for the process (the disk storage of the tests). */
const storedFiles = async () => {
  const folder = path.join(
    process.env.FILE_STORAGE_DIR ??
      path.join(getPaths().base, '.procura', 'uploads'),
    'attachments',
    ids.acmeProcess
  )
  return readdir(folder).catch(() => [])
}

describe('attachment upload and download', () => {
  beforeAll(async () => {
    auth.buyer = await bearerFor('buyer')
    auth.stranger = await bearerFor('stranger')
    app = await fileRoutesApp()
  })
  afterAll(() => app.close())
  const configuredLimit = process.env.UPLOAD_MAX_BYTES
  afterEach(() => {
    process.env.UPLOAD_MAX_BYTES = configuredLimit
  })

  scenario(
    'stores a PDF and gives it back whole, under its original name',
    async () => {
      const { status, body } = await upload('buyer', 'cotação final.pdf', PDF)

      expect(status).toBe(200)
      expect(body.data).toMatchObject({
        fileName: 'cotação final.pdf',
        mimeType: 'application/pdf',
        size: PDF.length,
      })
      const served = await download('buyer', body.data.id)
      expect(served.statusCode).toBe(200)
      expect(served.rawPayload.equals(PDF)).toBe(true)
      expect(served.headers['content-type']).toBe('application/pdf')
      expect(served.headers['content-disposition']).toContain(
        "filename*=UTF-8''cota%C3%A7%C3%A3o%20final.pdf"
      )
    }
  )

  scenario('accepts text such as a CSV', async () => {
    const { status, body } = await upload(
      'buyer',
      'round-1.csv',
      Buffer.from('item;price\nMAT-1;99,50\n')
    )

    expect(status).toBe(200)
    expect(body.data.mimeType).toBe('text/plain')
  })

  scenario(
    'refuses a program by its content, whatever its name, and keeps nothing',
    async () => {
      const before = await storedFiles()

      const { status, body } = await upload('buyer', 'invoice.pdf', EXE)

      expect([status, body.message]).toEqual([
        400,
        'This file type is not allowed',
      ])
      expect(await db.attachment.count()).toBe(0)
      expect(await storedFiles()).toEqual(before)
    }
  )

  scenario(
    'refuses a file over the configured size and keeps nothing',
    async () => {
      process.env.UPLOAD_MAX_BYTES = '10240'
      const before = await storedFiles()

      const { status, body } = await upload('buyer', 'big.pdf', PDF)

      expect([status, body.message]).toEqual([400, 'The file is too large'])
      expect(await db.attachment.count()).toBe(0)
      expect(await storedFiles()).toEqual(before)
    }
  )

  scenario(
    'refuses a name with folders or control characters, and keeps nothing',
    async () => {
      const before = await storedFiles()
      for (const fileName of [
        '../../etc/cron.d/job.pdf',
        'a\\..\\b.pdf',
        'x\u0000.pdf',
      ]) {
        const { status, body } = await upload('buyer', fileName, PDF)
        expect([status, body.message]).toEqual([
          400,
          'A file name must not contain folders or control characters',
        ])
      }
      expect(await storedFiles()).toEqual(before)
      expect(await db.attachment.count()).toBe(0)
    }
  )

  scenario('refuses an empty file', async () => {
    const { status, body } = await upload('buyer', 'empty.pdf', Buffer.alloc(0))

    expect([status, body.message]).toEqual([400, 'Choose a file to attach'])
  })

  scenario(
    'ties a final attachment to a supplier of the process, and only of it',
    async () => {
      const ok = await upload('buyer', 'contract.pdf', PDF, {
        supplierId: ids.supplierA,
      })
      const foreign = await upload('buyer', 'contract.pdf', PDF, {
        supplierId: ids.globexSupplier,
      })

      const unnamed = await upload('buyer', 'contract.pdf', PDF, {
        supplierId: '',
      })

      expect(ok.body.data.supplierId).toBe(ids.supplierA)
      expect([foreign.status, foreign.body.message]).toEqual([
        400,
        'This supplier is not part of the process',
      ])
      expect([unnamed.status, unnamed.body.message]).toEqual([
        400,
        'Choose the supplier this file belongs to',
      ])
      expect(await db.attachment.count()).toBe(1)
    }
  )

  scenario(
    'refuses a file for a process sent for approval, and keeps nothing',
    async () => {
      const before = await storedFiles()
      for (const status of ['IN_REVIEW', 'APPROVED'] as const) {
        await db.process.update({
          where: { id: ids.acmeProcess },
          data: { status },
        })

        const { status: answer, body } = await upload('buyer', 'late.pdf', PDF)

        expect([answer, body.message]).toEqual([
          403,
          'The files of a process sent for approval cannot change',
        ])
      }
      expect(await db.attachment.count()).toBe(0)
      expect(await storedFiles()).toEqual(before)
      // the final step's documents of each supplier come after the approval
      const final = await upload('buyer', 'contract.pdf', PDF, {
        supplierId: ids.supplierA,
      })
      expect(final.status).toBe(200)
    }
  )

  scenario("refuses another company's process, both ways", async () => {
    const { body } = await upload('buyer', 'quote.pdf', PDF)

    const refused = await upload('stranger', 'quote.pdf', PDF)
    const served = await download('stranger', body.data.id)

    expect([refused.status, refused.body.message]).toEqual([
      403,
      'Company not allowed',
    ])
    expect([served.statusCode, served.json().message]).toEqual([
      403,
      'Company not allowed',
    ])
    expect(await db.attachment.count()).toBe(1)
  })

  scenario(
    'answers 401 without a token and 404 for an unknown attachment',
    async () => {
      const { payload, contentType } = await multipart('quote.pdf', PDF)
      const anonymous = await app.inject({
        method: 'PUT',
        url: `/process/${ids.acmeProcess}/attachment`,
        payload,
        headers: { 'content-type': contentType },
      })
      const unknown = await download(
        'buyer',
        '00000000-0000-4000-8000-00000000aaaa'
      )

      expect(anonymous.statusCode).toBe(401)
      expect(unknown.statusCode).toBe(404)
      expect(await db.attachment.count()).toBe(0)
    }
  )
})
