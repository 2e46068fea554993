import { mockHttpEvent } from '@redwoodjs/testing/api'

import { db } from 'src/lib/db'
import { openPortalRound } from 'src/lib/testing/portalScenario'
import { ids } from 'src/lib/testing/sourcingScenario'
import { PORTAL_LIMIT } from 'src/services/portal/portalAccess'

import { handler } from './portal'

const call = async (
  path: string,
  httpMethod = 'GET',
  body?: unknown,
  headers: Record<string, string> = {}
) => {
  const response = await handler(
    mockHttpEvent({
      httpMethod,
      path: `/portal/${path}`,
      headers: { 'accept-language': 'pt', ...headers },
      body: typeof body === 'string' ? body : body && JSON.stringify(body),
    })
  )
  return {
    status: response.statusCode,
    headers: response.headers,
    body: JSON.parse(response.body),
  }
}

const offers = [
  { itemId: ids.steel, unitPrice: '91.5' },
  { itemId: ids.resin, declined: true },
]

describe('/api/portal/{token}', () => {
  scenario(
    'answers the page, a draft, a submit and its receipt, never cached',
    async () => {
      const tokens = await openPortalRound()

      const page = await call(tokens.ana)
      expect(page).toMatchObject({
        status: 200,
        headers: { 'cache-control': 'no-store' },
        body: { success: true, data: { supplier: { name: 'Alpha' } } },
      })
      expect(
        await call(tokens.ana, 'PUT', { offers: offers.slice(0, 1) })
      ).toMatchObject({
        status: 200,
        body: { data: { status: 'DRAFT' } },
      })
      const sent = await call(`${tokens.ana}/submit`, 'POST', { offers })
      expect(sent).toMatchObject({
        status: 200,
        body: { data: { status: 'SUBMITTED' } },
      })
      const receiptId = sent.body.data.receipt.id
      expect(await call(`${tokens.ana}/receipt/${receiptId}`)).toMatchObject({
        status: 200,
        body: {
          data: {
            submittedBy: 'Ana',
            offers: [{ unitPrice: '91.5' }, { declined: true }],
          },
        },
      })
      // Bob's link does not open Ana's receipt
      expect(await call(`${tokens.bob}/receipt/${receiptId}`)).toMatchObject({
        status: 404,
        body: {
          code: 'portal.receipt.notFound',
          message: 'Recibo não encontrado',
        },
      })
      expect(await call(`${tokens.bob}/decline`, 'POST')).toMatchObject({
        status: 200,
        body: { data: { status: 'DECLINED' } },
      })
    }
  )

  scenario(
    'an unknown, revoked or expired link gets its own answer',
    async () => {
      const tokens = await openPortalRound()
      expect(await call('nothing-here')).toMatchObject({
        status: 404,
        body: { code: 'portal.link.unknown' },
      })
      expect(await call('', 'GET')).toMatchObject({ status: 404 })
      await db.portalInvitation.updateMany({
        where: { email: 'bob@beta.example.com' },
        data: { revokedAt: new Date() },
      })
      expect(
        await call(tokens.bob, 'GET', undefined, { 'accept-language': 'en' })
      ).toMatchObject({
        status: 410,
        body: {
          code: 'portal.link.revoked',
          message: expect.stringMatching(/^This link was revoked by the buyer/),
        },
      })
      await db.roundSchedule.updateMany({
        data: { deadline: new Date('2026-01-01') },
      })
      expect(await call(tokens.ana)).toMatchObject({
        status: 410,
        body: { code: 'portal.link.expired' },
      })
    }
  )

  scenario(
    'malformed input is a 400 naming its field, never a 500',
    async () => {
      const tokens = await openPortalRound()
      expect(await call(tokens.ana, 'PUT', '{"offers": [')).toMatchObject({
        status: 400,
        body: { code: 'validation.json' },
      })
      expect(await call(tokens.ana, 'PUT', { offers: 'steel' })).toMatchObject({
        status: 400,
        body: { code: 'validation.type' },
      })
      expect(
        await call(`${tokens.ana}/submit`, 'POST', {
          offers: [offers[1], { itemId: ids.steel, unitPrice: '-3' }],
        })
      ).toMatchObject({
        status: 400,
        body: { code: 'validation.nonNegative', field: '[1].unitPrice' },
      })
      expect(await call(tokens.ana, 'PUT', { offers: [null] })).toMatchObject({
        status: 400,
      })
      // a number read as an id: no item of this round has it
      expect(
        await call(tokens.ana, 'PUT', { offers: [{ itemId: 7 }] })
      ).toMatchObject({
        status: 404,
        body: { code: 'portal.item.notFound' },
      })
      expect(await call(`${tokens.ana}/submit`, 'DELETE')).toMatchObject({
        status: 405,
      })
      expect(await call(`${tokens.ana}/receipt/%00`)).toMatchObject({
        status: 404,
      })
      expect(await db.portalReceipt.count()).toBe(0)
    }
  )

  scenario('limits the requests of one link', async () => {
    const tokens = await openPortalRound()
    for (let request = 0; request < PORTAL_LIMIT.perSubject; request++)
      expect((await call(tokens.bob)).status).toBe(200)
    expect(await call(tokens.bob)).toMatchObject({
      status: 429,
      body: { code: 'auth.messages.tooManyRequests' },
    })
    // another link is counted on its own
    expect((await call(tokens.ana)).status).toBe(200)
  })

  scenario(
    'a path that is no token opens nothing and writes no counter',
    async () => {
      await openPortalRound()
      for (const junk of [
        'x',
        'not-a-token',
        `${'A'.repeat(42)}!`,
        'A'.repeat(44),
      ])
        expect(await call(encodeURIComponent(junk))).toMatchObject({
          status: 404,
          body: { code: 'portal.link.unknown' },
        })
      expect(await db.rateLimitBucket.count()).toBe(0)
    }
  )
})
