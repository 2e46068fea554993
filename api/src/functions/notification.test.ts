import { mockHttpEvent } from '@redwoodjs/testing/api'

import { db } from 'src/lib/db'
import { bearerFor } from 'src/lib/testing/tokens'
import { notify } from 'src/services/notifications/notifications'

import { handler } from './notification'

const auth: Record<string, string> = {}

const call = async (
  uid: string,
  httpMethod: string,
  body?: unknown,
  headers: Record<string, string> = {}
) => {
  const response = await handler(
    mockHttpEvent({
      httpMethod,
      path: '/notification',
      headers: {
        authorization: auth[uid],
        'accept-language': 'pt',
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  )
  // the answers' header sets differ: any of them read by name
  const answered: Record<string, string> | undefined = response.headers
  return {
    status: response.statusCode,
    etag: answered?.etag,
    body: response.body ? JSON.parse(response.body) : null,
  }
}

describe('/api/notification', () => {
  beforeAll(async () => {
    auth.buyer = await bearerFor('buyer')
  })

  scenario('GET answers my notifications; PUT marks them read', async () => {
    await notify([
      {
        userId: 'user-buyer',
        companyId: 'company-acme',
        messageCode: 'PROCESS_REJECTED',
        values: { code: 'PRC-2026-0007', title: 'Steel' },
        link: '/app/process/x/review',
      },
    ])

    const listed = await call('buyer', 'GET')
    expect(listed.status).toBe(200)
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        messageCode: 'process/rejected',
        read: false,
        linkType: 'INTERNAL',
      }),
    ])

    const marked = await call('buyer', 'PUT', {
      notifications: [listed.body.data[0].id],
    })
    expect(marked).toMatchObject({
      status: 200,
      body: { success: true, data: { read: 1 } },
    })
    expect(await db.notification.count({ where: { read: false } })).toBe(0)
  })

  scenario(
    'PUT with an empty list is a 400 with a translated message',
    async () => {
      expect(await call('buyer', 'PUT', { notifications: [] })).toMatchObject({
        status: 400,
        body: { success: false, message: 'Escolha ao menos uma notificação' },
      })
    }
  )

  scenario(
    'a poll with the last ETag gets 304 and no list until a notification is added or read',
    async () => {
      auth.manager = await bearerFor('manager')
      const draft = {
        userId: 'user-buyer',
        companyId: 'company-acme',
        messageCode: 'PROCESS_REJECTED' as const,
        values: { code: 'PRC-2026-0007', title: 'Steel' },
      }
      await notify([draft])
      const first = await call('buyer', 'GET')
      const poll = (etag: string) =>
        call('buyer', 'GET', undefined, { 'if-none-match': etag })

      const unchanged = await poll(first.etag)
      expect(unchanged).toEqual({ status: 304, etag: first.etag, body: null })

      await notify([draft])
      const added = await poll(first.etag)
      expect(added.status).toBe(200)
      expect(added.body.data).toHaveLength(2)
      expect(added.etag).not.toBe(first.etag)

      await call('buyer', 'PUT', {
        notifications: [added.body.data[0].id],
      })
      const read = await poll(added.etag)
      expect(read.status).toBe(200)
      expect((await poll(read.etag)).status).toBe(304)

      // another user's tag never matches mine
      const theirs = await call('manager', 'GET', undefined, {
        'if-none-match': read.etag,
      })
      expect(theirs.status).toBe(200)
    }
  )
})
