import { mockHttpEvent } from '@redwoodjs/testing/api'

import { db } from 'src/lib/db'
import { firebaseAuth } from 'src/lib/firebase'
import { FIREBASE_RECHECK_MS, revocationTime } from 'src/lib/session'
import {
  expiredIdTokenFor,
  freshAccount,
  idTokenFor,
} from 'src/lib/testing/firebaseEmulator'

import { handler } from './users'

const PASSWORD = 'Str0ng!Pass'
const ANA = { uid: 'users-fn-ana', email: 'ana.users-fn@example.com' }

const get = async (options: Parameters<typeof mockHttpEvent>[0]) => {
  const response = await handler(
    mockHttpEvent({ httpMethod: 'GET', ...options })
  )
  return { status: response.statusCode, body: JSON.parse(response.body) }
}
const bearer = (token: string, extra: Record<string, string> = {}) => ({
  headers: { authorization: `Bearer ${token}`, ...extra },
})

describe('GET /api/users', () => {
  beforeEach(async () => {
    await freshAccount(ANA.uid, ANA.email, PASSWORD)
  })

  scenario(
    'answers the signed-in user with role and company for a valid token',
    async () => {
      const { status, body } = await get(
        bearer(await idTokenFor(ANA.email, PASSWORD))
      )

      expect(status).toBe(200)
      expect(body.success).toBe(true)
      expect(body.data).toMatchObject({
        uid: ANA.uid,
        firstName: 'Ana',
        userName: 'ana.silva',
        email: ANA.email,
        role: { name: 'Owner', priority: 1_000_000 },
        company: { id: 'company-acme', name: 'Acme' },
      })
      expect(body.data).not.toHaveProperty('createdAt')
    }
  )

  scenario('accepts the token as the `token` query parameter too', async () => {
    const token = await idTokenFor(ANA.email, PASSWORD)
    const { status, body } = await get({ queryStringParameters: { token } })

    expect(status).toBe(200)
    expect(body.data.uid).toBe(ANA.uid)
  })

  scenario(
    'answers 401 "Token not found" without a token, in the request language',
    async () => {
      expect(await get({})).toEqual({
        status: 401,
        body: {
          success: false,
          code: 'auth.errors.tokenNotFound',
          message: 'Token not found',
        },
      })
      const inPortuguese = await get({
        headers: { 'accept-language': 'pt-BR,pt;q=0.9' },
      })
      expect(inPortuguese.body.message).toBe('Token não encontrado')
    }
  )

  scenario(
    'answers 401 "Not authenticated" for a token that is not one',
    async () => {
      const { status, body } = await get(bearer('not-a-token'))

      expect(status).toBe(401)
      expect(body.message).toBe('Not authenticated')
    }
  )

  scenario(
    'answers 401 "Not authenticated" for a Firebase account with no Procura user',
    async () => {
      await freshAccount(
        'users-fn-stranger',
        'stranger.users-fn@example.com',
        PASSWORD
      )
      const { status, body } = await get(
        bearer(await idTokenFor('stranger.users-fn@example.com', PASSWORD))
      )

      expect(status).toBe(401)
      expect(body.code).toBe('auth.errors.notAuthenticated')
    }
  )

  scenario('answers 401 "Expired token" for an expired token', async () => {
    const { status, body } = await get(bearer(expiredIdTokenFor(ANA.uid)))

    expect(status).toBe(401)
    expect(body.message).toBe('Expired token')
  })

  scenario(
    'answers 401 "Revoked session" for a token signed in before the sessions were revoked',
    async () => {
      const token = await idTokenFor(ANA.email, PASSWORD)
      // revocation is recorded in whole seconds after the token's auth_time
      await new Promise((resolve) => setTimeout(resolve, 1100))
      await db.user.update({
        where: { uid: ANA.uid },
        data: { sessionsValidAfter: revocationTime() },
      })
      const { status, body } = await get(bearer(token, { cookie: 'locale=pt' }))

      expect(status).toBe(401)
      expect(body).toMatchObject({
        code: 'auth.errors.revokedSession',
        message: 'Sessão revogada',
      })
      // signing in again opens a new session
      expect(
        (await get(bearer(await idTokenFor(ANA.email, PASSWORD)))).status
      ).toBe(200)
    }
  )

  scenario('answers 403 "User disabled" for a disabled user', async () => {
    const token = await idTokenFor(ANA.email, PASSWORD)
    await db.user.update({
      where: { uid: ANA.uid },
      data: { disabled: true, authCheckedAt: new Date() },
    })
    const { status, body } = await get(bearer(token))

    expect(status).toBe(403)
    expect(body.message).toBe('User disabled')
  })

  describe('a change made in the Firebase console, not through the product', () => {
    afterEach(() => jest.restoreAllMocks())
    const recheckedLongAgo = () =>
      db.user.update({
        where: { uid: ANA.uid },
        data: {
          authCheckedAt: new Date(Date.now() - FIREBASE_RECHECK_MS - 1000),
        },
      })

    scenario(
      'is answered once the row is older than the re-check interval, and not by a Firebase call per request before',
      async () => {
        const token = await idTokenFor(ANA.email, PASSWORD)
        const firebaseLookups = jest.spyOn(firebaseAuth(), 'getUser')
        expect((await get(bearer(token))).status).toBe(200)
        expect(firebaseLookups).toHaveBeenCalledTimes(1)

        for (let poll = 0; poll < 5; poll++)
          expect((await get(bearer(token))).status).toBe(200)
        expect(firebaseLookups).toHaveBeenCalledTimes(1)

        await new Promise((resolve) => setTimeout(resolve, 1100))
        await firebaseAuth().revokeRefreshTokens(ANA.uid)
        expect((await get(bearer(token))).status).toBe(200)

        await recheckedLongAgo()
        const { status, body } = await get(bearer(token))
        expect(status).toBe(401)
        expect(body.code).toBe('auth.errors.revokedSession')
        expect(firebaseLookups).toHaveBeenCalledTimes(2)
      }
    )

    scenario(
      'disables the user at the next re-check, and enables them again',
      async () => {
        const token = await idTokenFor(ANA.email, PASSWORD)
        await firebaseAuth().updateUser(ANA.uid, { disabled: true })
        await recheckedLongAgo()
        expect((await get(bearer(token))).status).toBe(403)

        await firebaseAuth().updateUser(ANA.uid, { disabled: false })
        await recheckedLongAgo()
        expect((await get(bearer(token))).status).toBe(200)
      }
    )

    scenario(
      'answers 401 "Not authenticated" once the account was deleted there',
      async () => {
        const token = await idTokenFor(ANA.email, PASSWORD)
        await firebaseAuth().deleteUser(ANA.uid)
        await recheckedLongAgo()
        const { status, body } = await get(bearer(token))

        expect(status).toBe(401)
        expect(body.code).toBe('auth.errors.notAuthenticated')
      }
    )
  })

  scenario(
    'answers 500 "Something went wrong" when the lookup itself fails, leaking nothing',
    async () => {
      const token = await idTokenFor(ANA.email, PASSWORD)
      jest
        .spyOn(db, '$queryRaw')
        .mockRejectedValueOnce(new Error('connection to 10.0.0.5 lost'))

      const { status, body } = await get(bearer(token, { cookie: 'locale=pt' }))

      expect(status).toBe(500)
      expect(body).toEqual({
        success: false,
        code: 'auth.errors.somethingWentWrong',
        message: 'Algo deu errado',
      })
    }
  )
})
