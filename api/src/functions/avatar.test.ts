import { mockHttpEvent } from '@redwoodjs/testing/api'

import { db } from 'src/lib/db'
import { freshAccount, idTokenFor } from 'src/lib/testing/firebaseEmulator'

import { handler } from './avatar'

const PASSWORD = 'Str0ng!Pass'
// the 8-byte PNG signature and a little more
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 1),
])
// a Windows program: "MZ" header, whatever its name says
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0)])

const tokens: Record<string, string> = {}
const tokenOf = async (uid: string, email: string) => {
  await freshAccount(uid, email, PASSWORD)
  tokens[uid] = await idTokenFor(email, PASSWORD)
}

const call = async (options: Parameters<typeof mockHttpEvent>[0]) => {
  const response = await handler(mockHttpEvent(options))
  return response
}
const upload = (uid: string, bytes: Buffer) =>
  call({
    httpMethod: 'PUT',
    path: '/avatar',
    headers: {
      authorization: `Bearer ${tokens[uid]}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      fileName: 'photo.png',
      data: bytes.toString('base64'),
    }),
  })
const fetchAvatar = (avatarId: string, headers: Record<string, string>) =>
  call({ httpMethod: 'GET', path: `/avatar/${avatarId}`, headers })

describe('avatar', () => {
  beforeAll(async () => {
    await tokenOf('profile-ana', 'ana.profile@example.com')
    await tokenOf('profile-bia', 'bia.profile@example.com')
    await tokenOf('profile-gus', 'gus.profile@example.com')
  })

  scenario(
    'stores a PNG and serves it to the same company, with cache headers',
    async () => {
      const uploaded = await upload('profile-ana', PNG)
      const { avatarId } = JSON.parse(uploaded.body).data

      expect(
        (await db.user.findUnique({ where: { uid: 'profile-ana' } })).avatarId
      ).toBe(avatarId)
      const served = await fetchAvatar(avatarId, {
        authorization: `Bearer ${tokens['profile-bia']}`,
      })
      expect(served.statusCode).toBe(200)
      expect(served.headers).toMatchObject({
        'content-type': 'image/png',
        'cache-control': expect.stringContaining('private'),
      })
      expect(Buffer.from(served.body, 'base64').equals(PNG)).toBe(true)
    }
  )

  scenario(
    'serves it with the session cookie for an <img> request',
    async () => {
      const { avatarId } = JSON.parse(
        (await upload('profile-ana', PNG)).body
      ).data

      const served = await fetchAvatar(avatarId, {
        cookie: `procura-session=${tokens['profile-bia']}`,
      })

      expect(served.statusCode).toBe(200)
    }
  )

  scenario('does not show it to another company', async () => {
    const { avatarId } = JSON.parse(
      (await upload('profile-ana', PNG)).body
    ).data

    const served = await fetchAvatar(avatarId, {
      authorization: `Bearer ${tokens['profile-gus']}`,
    })

    expect(served.statusCode).toBe(404)
  })

  scenario('refuses a program renamed as .png, by its content', async () => {
    const refused = await upload('profile-ana', EXE)

    expect(refused.statusCode).toBe(400)
    expect(JSON.parse(refused.body).message).toBe('The file is not an image')
    expect(
      (await db.user.findUnique({ where: { uid: 'profile-ana' } })).avatarId
    ).toBeNull()
  })

  scenario('refuses an upload without a token', async () => {
    const refused = await call({
      httpMethod: 'PUT',
      path: '/avatar',
      body: '{}',
    })

    expect(refused.statusCode).toBe(401)
  })

  scenario('removes the photo', async () => {
    const { avatarId } = JSON.parse(
      (await upload('profile-ana', PNG)).body
    ).data

    const removed = await call({
      httpMethod: 'DELETE',
      path: '/avatar',
      headers: { authorization: `Bearer ${tokens['profile-ana']}` },
    })

    expect(removed.statusCode).toBe(200)
    expect(
      (await db.user.findUnique({ where: { uid: 'profile-ana' } })).avatarId
    ).toBeNull()
    expect(
      (
        await fetchAvatar(avatarId, {
          authorization: `Bearer ${tokens['profile-ana']}`,
        })
      ).statusCode
    ).toBe(404)
  })
})
