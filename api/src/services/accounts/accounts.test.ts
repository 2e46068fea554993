import { db } from 'src/lib/db'
import { firebaseAuth } from 'src/lib/firebase'
import { removeAccount } from 'src/lib/testing/firebaseEmulator'

import { OWNER_PRIORITY, signUp } from './accounts'

const input = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Carla',
  lastName: 'Mendes',
  userName: 'carla.mendes',
  email: 'carla.accounts@example.com',
  password: 'Str0ng!Pass',
  confirmPassword: 'Str0ng!Pass',
  acceptTerms: true,
  ...overrides,
})

const companyCount = () => db.company.count()

describe('signUp', () => {
  beforeEach(() => removeAccount({ email: 'carla.accounts@example.com' }))

  scenario(
    'creates a company named after the user, its Owner role, and the user in it',
    async () => {
      const user = await signUp({ input: input() })

      expect(user).toMatchObject({
        firstName: 'Carla',
        userName: 'carla.mendes',
        role: {
          name: 'Owner',
          description: 'Owner of the company',
          priority: OWNER_PRIORITY,
        },
        company: { name: 'Carla Mendes' },
      })
      const account = await firebaseAuth().getUser(user.uid)
      expect(account.email).toBe('carla.accounts@example.com')
    }
  )

  scenario(
    'describes the Owner role in the language the user signed up in',
    async () => {
      const user = await signUp({ input: { ...input(), locale: 'pt-BR' } })

      expect(user.role.description).toBe('Dono da empresa')
      expect(user.locale).toBe('pt')
    }
  )

  scenario(
    'refuses an email that already exists, creating nothing',
    async () => {
      const before = await companyCount()

      await expect(
        signUp({ input: input({ email: 'Bruno@example.com' }) })
      ).rejects.toThrow('auth.messages.emailExists')
      expect(await companyCount()).toBe(before)
    }
  )

  scenario(
    'refuses a username that already exists, creating nothing',
    async () => {
      const before = await companyCount()

      await expect(
        signUp({ input: input({ userName: 'bruno.lima' }) })
      ).rejects.toThrow('auth.messages.userNameExists')
      expect(await companyCount()).toBe(before)
      await expect(
        firebaseAuth().getUserByEmail('carla.accounts@example.com')
      ).rejects.toThrow()
    }
  )

  scenario(
    'refuses a password without uppercase, number and symbol',
    async () => {
      await expect(
        signUp({
          input: input({
            password: 'weakpassword',
            confirmPassword: 'weakpassword',
          }),
        })
      ).rejects.toThrow('validation.passwordStrong')
    }
  )

  scenario('refuses a confirmation that does not match', async () => {
    await expect(
      signUp({ input: input({ confirmPassword: 'Other!Pass1' }) })
    ).rejects.toThrow('validation.passwordsMatch')
  })

  scenario('refuses names shorter than two characters', async () => {
    await expect(signUp({ input: input({ firstName: 'C' }) })).rejects.toThrow(
      'validation.min'
    )
  })

  scenario('refuses a sign-up without accepting the terms', async () => {
    const before = await companyCount()

    await expect(
      signUp({ input: input({ acceptTerms: false }) })
    ).rejects.toThrow('validation.terms')
    expect(await companyCount()).toBe(before)
  })
})
