import { mockHttpEvent } from '@redwoodjs/testing/api'

import { freshAccount, idTokenFor } from 'src/lib/testing/firebaseEmulator'

import { handler } from './session'

describe('session cookie', () => {
  scenario('is set, HttpOnly, from a valid ID token on sign-in', async () => {
    await freshAccount(
      'users-fn-ana',
      'ana.users-fn@example.com',
      'Str0ng!Pass'
    )
    const token = await idTokenFor('ana.users-fn@example.com', 'Str0ng!Pass')

    const response = await handler(
      mockHttpEvent({
        httpMethod: 'POST',
        headers: { authorization: `Bearer ${token}` },
      })
    )

    expect(response.statusCode).toBe(200)
    expect(response.headers['set-cookie']).toMatch(
      new RegExp(`^procura-session=${token}; Path=/; HttpOnly; SameSite=Lax`)
    )
  })

  scenario('is refused for a bad token, in the catalogue words', async () => {
    const response = await handler(
      mockHttpEvent({
        httpMethod: 'POST',
        headers: { authorization: 'Bearer nope' },
      })
    )

    expect(response.statusCode).toBe(401)
    expect(response.headers['set-cookie']).toBeUndefined()
  })

  scenario('is cleared on sign-out', async () => {
    const response = await handler(mockHttpEvent({ httpMethod: 'DELETE' }))

    expect(response.headers['set-cookie']).toMatch(
      /^procura-session=; .*Max-Age=0/
    )
  })
})
