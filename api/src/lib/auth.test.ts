import { db } from 'src/lib/db'

import { currentUserSelect, findUserByUid } from './auth'

describe('findUserByUid', () => {
  // it is written in SQL for speed: it must answer what Prisma would for currentUserSelect
  scenario(
    'answers the user exactly as currentUserSelect shapes it',
    async () => {
      const uids = (await db.user.findMany({ select: { uid: true } })).map(
        (user) => user.uid
      )
      expect(uids.length).toBeGreaterThan(1)
      for (const uid of uids) {
        expect(await findUserByUid(uid)).toEqual(
          await db.user.findUnique({
            where: { uid },
            select: currentUserSelect,
          })
        )
      }
    }
  )

  scenario('answers null for an unknown uid', async () => {
    expect(await findUserByUid('nobody')).toBeNull()
  })
})
