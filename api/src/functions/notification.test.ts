import { mockHttpEvent } from '@redwoodjs/testing/api'

import { db } from 'src/lib/db'
import { bearerFor } from 'src/lib/testing/tokens'
import { notify } from 'src/services/notifications/notifications'

import { handler } from './notification'

const auth: Record<string, string> = {}

const call = async (uid: string, httpMethod: string, body?: unknown) => {
  const response = await handler(
    mockHttpEvent({
      httpMethod,
      path: '/notification',
      headers: { authorization: auth[uid], 'accept-language': 'pt' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  )
  return { status: response.statusCode, body: JSON.parse(response.body) }
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
})
