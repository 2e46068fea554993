import type { FastifyInstance } from 'fastify'

import { db } from 'src/lib/db'
import { EXE, fileRoutesApp, multipart, PDF } from 'src/lib/testing/fileRoutes'
import { openPortalRound } from 'src/lib/testing/portalScenario'
import { ids } from 'src/lib/testing/sourcingScenario'
import { closeRound } from 'src/services/portal/closeRound'
import { submitPortalAnswer } from 'src/services/portal/portal'

let app: FastifyInstance

const upload = async (token: string, fileName: string, bytes: Buffer) => {
  const { payload, contentType } = await multipart(fileName, bytes)
  const response = await app.inject({
    method: 'PUT',
    url: `/portal/${token}/file`,
    payload,
    headers: { 'content-type': contentType, 'accept-language': 'en' },
  })
  return { status: response.statusCode, body: response.json() }
}

const download = (token: string) =>
  app.inject({ method: 'GET', url: `/portal/${token}/file` })

describe('the quote file on the portal', () => {
  beforeAll(async () => {
    app = await fileRoutesApp()
  })
  afterAll(() => app.close())

  scenario(
    'a supplier attaches its quote, replaces it, reads it back; at the close it joins the process',
    async () => {
      const tokens = await openPortalRound({ fields: ['quoteFile'] })
      expect(await upload(tokens.ana, 'proposta.pdf', PDF)).toMatchObject({
        status: 200,
        body: { data: { fileName: 'proposta.pdf', size: PDF.length } },
      })
      const second = Buffer.concat([PDF, Buffer.from('v2')])
      await upload(tokens.ana, 'proposta v2.pdf', second)
      const served = await download(tokens.ana)
      expect(served.statusCode).toBe(200)
      expect(served.rawPayload.equals(second)).toBe(true)
      // Bob's link has no file of Ana's
      expect((await download(tokens.bob)).statusCode).toBe(404)

      await submitPortalAnswer(tokens.ana, [
        { itemId: ids.steel, unitPrice: '91' },
        { itemId: ids.resin, unitPrice: '99' },
      ])
      const schedule = await db.roundSchedule.findFirstOrThrow()
      await closeRound(schedule.id, null)
      expect(
        await db.attachment.findMany({
          select: { fileName: true, supplierId: true, size: true },
        })
      ).toEqual([
        {
          fileName: 'proposta v2.pdf',
          supplierId: ids.supplierA,
          size: second.length,
        },
      ])
    }
  )

  scenario(
    'refuses a program, a file the round does not ask, and a revoked link',
    async () => {
      const tokens = await openPortalRound({ fields: ['quoteFile'] })
      expect(await upload(tokens.ana, 'quote.pdf', EXE)).toMatchObject({
        status: 400,
        body: { code: 'process.attachments.typeNotAllowed' },
      })
      await db.roundSchedule.updateMany({ data: { fields: [] } })
      expect(await upload(tokens.ana, 'quote.pdf', PDF)).toMatchObject({
        status: 400,
        body: { code: 'portal.errors.fileNotAsked' },
      })
      await db.portalInvitation.updateMany({ data: { revokedAt: new Date() } })
      expect(await upload(tokens.bob, 'quote.pdf', PDF)).toMatchObject({
        status: 410,
        body: { code: 'portal.link.revoked' },
      })
      expect((await download(tokens.bob)).statusCode).toBe(410)
      expect(
        await db.portalResponse.count({ where: { fileKey: { not: null } } })
      ).toBe(0)
    }
  )
})
