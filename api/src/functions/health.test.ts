import { mockHttpEvent } from '@redwoodjs/testing/api'

import { db } from 'src/lib/db'

import { handler } from './health'

describe('/api/health', () => {
  it('answers 200 while the database answers, 503 when it does not', async () => {
    const healthy = await handler(
      mockHttpEvent({ httpMethod: 'GET', path: '/health' })
    )
    expect(healthy.statusCode).toBe(200)
    expect(JSON.parse(healthy.body)).toEqual({
      status: 'ok',
      database: 'ok',
      expiryCheck: { lastFinishedAt: null, failing: false },
    })

    const query = jest
      .spyOn(db, '$queryRaw')
      .mockRejectedValueOnce(new Error('connection refused'))
    const down = await handler(
      mockHttpEvent({ httpMethod: 'GET', path: '/health' })
    )
    expect(down.statusCode).toBe(503)
    expect(JSON.parse(down.body)).toEqual({
      status: 'unavailable',
      database: 'unreachable',
    })
    query.mockRestore()
  })
})
