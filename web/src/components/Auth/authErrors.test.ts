import { signInErrorKey, signUpErrorKey } from './authErrors'

describe('signInErrorKey', () => {
  it.each([
    ['auth/user-not-found', 'auth.messages.userNotFound'],
    ['auth/wrong-password', 'auth.messages.wrongPassword'],
    ['auth/invalid-credential', 'auth.messages.invalidCredential'],
    ['auth/too-many-requests', 'auth.messages.tooManyRequests'],
    ['auth/network-request-failed', 'auth.messages.signInError'],
  ])('maps %s to %s', (code, key) => {
    expect(signInErrorKey({ code })).toBe(key)
  })
})

describe('signUpErrorKey', () => {
  it('keeps the key the api sent', () => {
    expect(
      signUpErrorKey({
        graphQLErrors: [{ message: 'auth.messages.emailExists' }],
      })
    ).toBe('auth.messages.emailExists')
  })

  it('falls back to the generic sign-up error for anything else', () => {
    expect(signUpErrorKey(new Error('Failed to fetch'))).toBe(
      'auth.messages.signUpError'
    )
  })
})
