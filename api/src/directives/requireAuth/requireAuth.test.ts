import { getDirectiveName, mockRedwoodDirective } from '@redwoodjs/testing/api'

import requireAuth from './requireAuth'

describe('requireAuth directive', () => {
  it('declares the directive sdl as schema, with the correct name', () => {
    expect(requireAuth.schema).toBeTruthy()
    expect(getDirectiveName(requireAuth.schema)).toBe('requireAuth')
  })

  it('lets a signed-in user through', () => {
    const execution = mockRedwoodDirective(requireAuth, {
      context: { currentUser: { id: 'user-1', companyId: 'company-1' } },
    })

    expect(execution).not.toThrow()
  })

  it('refuses a visitor who is not signed in', () => {
    const execution = mockRedwoodDirective(requireAuth, { context: {} })

    expect(execution).toThrow('auth.errors.notAuthenticated')
  })
})
