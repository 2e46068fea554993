import { getDirectiveName, mockRedwoodDirective } from '@redwoodjs/testing/api'

import type { CurrentUser } from 'src/lib/auth'

import requireAuth from './requireAuth'

describe('requireAuth directive', () => {
  it('declares the directive sdl as schema, with the correct name', () => {
    expect(requireAuth.schema).toBeTruthy()
    expect(getDirectiveName(requireAuth.schema)).toBe('requireAuth')
  })

  it('lets a signed-in user through', () => {
    const currentUser: CurrentUser = {
      id: 'user-1',
      uid: 'firebase-1',
      firstName: 'Ana',
      lastName: 'Silva',
      userName: 'ana',
      email: 'ana@example.com',
      locale: 'en' as const,
      avatarId: null,
      companyId: 'company-1',
      role: {
        id: 'role-1',
        name: 'Owner',
        description: 'Owner',
        priority: 1,
        builtIn: 'owner',
      },
      company: { id: 'company-1', name: 'Acme', currencyCode: 'BRL' },
    }
    const execution = mockRedwoodDirective(requireAuth, {
      context: { currentUser },
    })

    expect(execution).not.toThrow()
  })

  it('refuses a visitor who is not signed in', () => {
    const execution = mockRedwoodDirective(requireAuth, { context: {} })

    expect(execution).toThrow('auth.errors.notAuthenticated')
  })
})
