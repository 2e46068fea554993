import { apiErrorKey, signInErrorKey } from './authErrors'

describe('signInErrorKey', () => {
  it.each([
    ['auth/user-not-found', 'auth.messages.userNotFound'],
    ['auth/wrong-password', 'auth.messages.wrongPassword'],
    ['auth/invalid-credential', 'auth.messages.invalidCredential'],
    ['auth/too-many-requests', 'auth.messages.tooManyRequests'],
    ['auth/user-disabled', 'auth.errors.userDisabled'],
    ['auth/network-request-failed', 'auth.messages.signInError'],
  ])('maps %s to %s', (code, key) => {
    expect(signInErrorKey({ code })).toBe(key)
  })
})

describe('apiErrorKey', () => {
  const fallback = 'auth.messages.signUpError'

  it('keeps the key the api sent', () => {
    const emailExists = {
      graphQLErrors: [{ message: 'auth.messages.emailExists' }],
    }
    expect(apiErrorKey(emailExists, fallback)).toBe('auth.messages.emailExists')
  })

  it('reads the key of an HTTP 429 answer too', () => {
    const tooMany = {
      graphQLErrors: [],
      networkError: {
        result: { errors: [{ message: 'auth.messages.tooManyRequests' }] },
      },
    }
    expect(apiErrorKey(tooMany, fallback)).toBe('auth.messages.tooManyRequests')
  })

  it('falls back for anything that is not a key', () => {
    expect(apiErrorKey(new Error('Failed to fetch'), fallback)).toBe(fallback)
    expect(
      apiErrorKey({ graphQLErrors: [{ message: 'Something broke' }] }, fallback)
    ).toBe(fallback)
  })
})
