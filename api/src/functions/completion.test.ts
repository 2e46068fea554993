import { mockHttpEvent } from '@redwoodjs/testing/api'

import { bearerFor } from 'src/lib/testing/tokens'

import { handler } from './completion'

const auth: Record<string, string> = {}

const call = async (
  httpMethod: string,
  {
    uid = 'buyer',
    body,
    query,
  }: { uid?: string; body?: string; query?: Record<string, string> } = {}
) => {
  const response = await handler(
    mockHttpEvent({
      httpMethod,
      path: '/completion',
      headers: { authorization: auth[uid] ?? '', 'accept-language': 'pt' },
      body,
      queryStringParameters: query,
    })
  )
  return { status: response.statusCode, body: JSON.parse(response.body) }
}

describe('/api/completion', () => {
  beforeAll(async () => {
    auth.buyer = await bearerFor('buyer')
    auth.stranger = await bearerFor('stranger')
  })

  scenario(
    'POST answers in the reader’s language and keeps the conversation; GET reads it again',
    async () => {
      const first = await call('POST', {
        body: JSON.stringify({ message: 'Como importo gastos?' }),
      })
      expect(first).toMatchObject({
        status: 200,
        body: { success: true, data: { completionId: expect.any(String) } },
      })
      expect(first.body.data.response).toContain(
        '[Análise de gastos](/app/spending-analysis)'
      )
      const id = first.body.data.completionId
      const second = await call('POST', {
        body: JSON.stringify({ message: 'e contratos?', id }),
      })
      expect(second.body.data.completionId).toBe(id)

      const history = await call('GET', { query: { id } })
      expect(history.body.data.map((line) => line.author)).toEqual([
        'USER',
        'ASSISTANT',
        'USER',
        'ASSISTANT',
      ])
      expect(
        await call('GET', { uid: 'stranger', query: { id } })
      ).toMatchObject({
        status: 404,
        body: { success: false, message: 'Conversa não encontrada' },
      })
    }
  )

  scenario(
    'bad input is a 400 with a translated message; no session is a 401',
    async () => {
      expect(
        await call('POST', { body: JSON.stringify({ message: '' }) })
      ).toMatchObject({
        status: 400,
        body: { success: false, code: 'validation.required' },
      })
      expect(await call('POST', { body: '{not json' })).toMatchObject({
        status: 400,
        body: {
          code: 'validation.json',
          message: 'A requisição não é um JSON válido',
        },
      })
      expect((await call('POST', { uid: 'nobody', body: '{}' })).status).toBe(
        401
      )
    }
  )
})
