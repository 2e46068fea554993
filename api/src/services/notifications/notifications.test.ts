import { db } from 'src/lib/db'
import { signInAs } from 'src/lib/testing/signInAs'

import { markNotificationsRead, myNotifications, notify } from './notifications'

const draft = (
  uid: string,
  messageCode: 'PROCESS_START' | 'PROCESS_APPROVED',
  companyId = 'company-acme'
) => ({
  userId: `user-${uid}`,
  companyId,
  messageCode,
  values: { code: 'PRC-2026-0007', title: 'Steel' },
  link: '/app/process/x/review',
})

describe('notifications', () => {
  scenario('lists only mine, newest first, with the spec codes', async () => {
    await notify([draft('buyer', 'PROCESS_START')])
    await new Promise((resolve) => setTimeout(resolve, 5))
    await notify([
      draft('buyer', 'PROCESS_APPROVED'),
      draft('manager', 'PROCESS_START'),
    ])
    await signInAs('buyer')

    const mine = await myNotifications()

    expect(mine.map((n) => [n.messageCode, n.read])).toEqual([
      ['process/approved', false],
      ['process/start', false],
    ])
    expect(mine[0].values).toEqual({ code: 'PRC-2026-0007', title: 'Steel' })
  })

  scenario(
    'marks my notifications read; an empty list is refused',
    async () => {
      await notify([
        draft('buyer', 'PROCESS_START'),
        draft('manager', 'PROCESS_START'),
      ])
      const [buyers, managers] = [
        await db.notification.findFirst({ where: { userId: 'user-buyer' } }),
        await db.notification.findFirst({ where: { userId: 'user-manager' } }),
      ]
      await signInAs('buyer')

      await expect(
        markNotificationsRead({ notifications: [] })
      ).rejects.toThrow('notifications.idsRequired')
      await expect(markNotificationsRead({})).rejects.toThrow(
        'notifications.idsRequired'
      )
      await expect(
        markNotificationsRead({ notifications: [buyers.id, managers.id] })
      ).resolves.toBe(1)

      expect(
        (await db.notification.findUnique({ where: { id: buyers.id } })).read
      ).toBe(true)
      expect(
        (await db.notification.findUnique({ where: { id: managers.id } })).read
      ).toBe(false)
    }
  )
})
