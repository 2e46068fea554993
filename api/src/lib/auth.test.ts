import { mockHttpEvent } from '@redwoodjs/testing/api'

import { handler as graphql } from 'src/functions/graphql'
import { db } from 'src/lib/db'
import { freshAccount, idTokenFor } from 'src/lib/testing/firebaseEmulator'

import {
  currentUserSelect,
  findUserByUid,
  SESSION_COOKIE_PROVIDER,
} from './auth'
import { SESSION_COOKIE } from './http'

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

describe('GraphQL signed in by the session cookie', () => {
  const PASSWORD = 'Cookie!Pass2026'
  const EMAIL = 'owner@team.example.com'
  beforeEach(() => freshAccount('owner', EMAIL, PASSWORD))

  const COMPANY_NAME = '{ companySettings { name } }'

  /** GraphQL as a page sends it before it has loaded Firebase: the session cookie, and the header naming it. */
  const withCookie = async (
    httpMethod: 'GET' | 'POST',
    query: string,
    headers: Record<string, string> = {}
  ) => {
    const response = await graphql(
      mockHttpEvent({
        httpMethod,
        path: '/graphql',
        headers: {
          'content-type': 'application/json',
          'auth-provider': SESSION_COOKIE_PROVIDER,
          authorization: 'Session cookie',
          cookie: `${SESSION_COOKIE}=${await idTokenFor(EMAIL, PASSWORD)}`,
          ...headers,
        },
        ...(httpMethod === 'GET'
          ? { queryStringParameters: { query } }
          : { body: JSON.stringify({ query }) }),
      }),
      {} as never
    )
    return {
      status: response.statusCode,
      body: JSON.parse(response.body as string),
    }
  }

  scenario('answers a query sent over GET as the cookie’s user', async () => {
    const { body } = await withCookie('GET', COMPANY_NAME)

    expect(body.errors).toBeUndefined()
    expect(body.data).toEqual({ companySettings: { name: 'Acme' } })
  })

  scenario('does not sign in a query sent over POST', async () => {
    const { body } = await withCookie('POST', COMPANY_NAME)

    expect(body.errors[0].message).toBe('auth.errors.notAuthenticated')
  })

  scenario('never runs a mutation signed in by the cookie', async () => {
    const rename = `mutation { updateCompanySettings(input: {
      name: "Renamed", currencyCode: "BRL", timeZone: "America/Sao_Paulo", allowSelfApproval: false
    }) { name } }`

    const overGet = await withCookie('GET', rename)
    const overPost = await withCookie('POST', rename)

    expect(overGet.body.errors).toHaveLength(1)
    expect(overPost.body.errors[0].message).toBe('auth.errors.notAuthenticated')
    expect(
      await db.company.findUniqueOrThrow({ where: { id: 'company-acme' } })
    ).toMatchObject({ name: 'Acme' })
  })

  scenario(
    'does not sign in a GET without the header naming the cookie',
    async () => {
      const { body } = await withCookie('GET', COMPANY_NAME, {
        'auth-provider': '',
        authorization: '',
      })

      expect(body.errors[0].message).toBe('auth.errors.notAuthenticated')
    }
  )
})
