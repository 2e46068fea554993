import { toast } from '@redwoodjs/web/toast'

// the toaster's module exports are read-only: replace the module to watch its calls
jest.mock('@redwoodjs/web/toast', () => ({
  toast: { error: jest.fn(), success: jest.fn() },
}))

import i18n from 'src/i18n'

import { apiRequest, ServerError } from './apiClient'

const answer = (status: number, body: unknown = { success: status < 400 }) =>
  jest.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }))

describe('apiRequest', () => {
  const toastError = toast.error as jest.Mock
  beforeEach(() => toastError.mockClear())

  it('calls the /api base path with the bearer token', async () => {
    global.fetch = answer(200, { success: true, data: 1 })

    const response = await apiRequest('/users', { token: 'id-token' })

    expect(response).toMatchObject({
      status: 200,
      ok: true,
      body: { success: true, data: 1 },
    })
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0]
    expect(url).toMatch(/\/users$/)
    expect(init.headers.authorization).toBe('Bearer id-token')
  })

  it.each([401, 403, 404, 429, 499])(
    'hands a %i back to the caller without a toast',
    async (status) => {
      global.fetch = answer(status)

      await expect(apiRequest('/users')).resolves.toMatchObject({
        status,
        ok: false,
      })
      expect(toastError).not.toHaveBeenCalled()
    }
  )

  it.each([500, 502, 503])(
    'raises "Internal server error" on a %i',
    async (status) => {
      global.fetch = answer(status)

      await expect(apiRequest('/users')).rejects.toBeInstanceOf(ServerError)
      expect(toastError).toHaveBeenCalledWith('Internal server error')
    }
  )

  it('says it in the user language', async () => {
    await i18n.changeLanguage('pt')
    global.fetch = answer(500)

    await expect(apiRequest('/users')).rejects.toThrow()
    expect(toastError).toHaveBeenCalledWith('Erro interno do servidor')
    await i18n.changeLanguage('en')
  })
})
