import { db } from 'src/lib/db'
import { firebaseAuth } from 'src/lib/firebase'
import { userForIdToken } from 'src/lib/session'
import {
  freshAccount,
  idTokenFor,
  removeAccount,
} from 'src/lib/testing/firebaseEmulator'
import { signInAs } from 'src/lib/testing/signInAs'

import { createUser, deleteUser, updateUser, users } from './users'

const newUser = (overrides: Record<string, unknown> = {}) => ({
  email: 'nina@team.example.com',
  password: 'Str0ng!Pass',
  firstName: 'Nina',
  lastName: 'Rocha',
  userName: 'nina',
  roleId: 'role-buyer',
  ...overrides,
})
const person = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Bruno',
  lastName: 'Test',
  userName: 'buyer',
  roleId: 'role-buyer',
  ...overrides,
})

describe('users', () => {
  beforeEach(() => removeAccount({ email: 'nina@team.example.com' }))

  scenario(
    'lists my company only, sorted and paged on the server',
    async () => {
      await signInAs('owner')

      const { items, total } = await users({
        page: { page: 0, pageSize: 2, sortBy: 'userName' },
      })

      expect(total).toBe(4)
      expect(items.map((u) => u.userName)).toEqual(['buyer', 'manager'])
      expect(items[0]).not.toHaveProperty('uid')
    }
  )

  describe('create', () => {
    scenario(
      'creates the sign-in account and the user, and queues the welcome email',
      async () => {
        await signInAs('manager')

        const created = await createUser({ input: newUser() })

        expect(created).toMatchObject({
          userName: 'nina',
          role: { name: 'Buyer' },
        })
        await expect(
          idTokenFor('nina@team.example.com', 'Str0ng!Pass')
        ).resolves.toEqual(expect.any(String))
        expect(
          await db.backgroundJob.count({ where: { queue: 'email' } })
        ).toBe(1)
      }
    )

    scenario('refuses a role with my priority or higher', async () => {
      await signInAs('manager')

      await expect(
        createUser({ input: newUser({ roleId: 'role-manager' }) })
      ).rejects.toThrow('team.users.priorityTooHigh')
      await expect(
        firebaseAuth().getUserByEmail('nina@team.example.com')
      ).rejects.toThrow()
    })

    scenario(
      "requires a role: 'Selecione uma função para este usuário'",
      async () => {
        await signInAs('owner')

        await expect(
          createUser({ input: newUser({ roleId: '' }) })
        ).rejects.toThrow('team.users.roleRequired')
        await expect(
          createUser({ input: newUser({ roleId: 'role-globex-owner' }) })
        ).rejects.toThrow('team.users.roleRequired')
      }
    )

    scenario(
      'refuses an email or username that exists, and a weak password',
      async () => {
        await signInAs('owner')

        await expect(
          createUser({ input: newUser({ email: 'BUYER@team.example.com' }) })
        ).rejects.toThrow('auth.messages.emailExists')
        await expect(
          createUser({ input: newUser({ userName: 'stranger' }) })
        ).rejects.toThrow('auth.messages.userNameExists')
        await expect(
          createUser({ input: newUser({ password: 'weakpass' }) })
        ).rejects.toThrow('validation.passwordStrong')
      }
    )
  })

  describe('update', () => {
    scenario('edits a user below me', async () => {
      await signInAs('manager')

      await expect(
        updateUser({ id: 'user-buyer', input: person({ firstName: 'Bruna' }) })
      ).resolves.toMatchObject({
        firstName: 'Bruna',
        contractNotices: false,
      })
      await expect(
        updateUser({
          id: 'user-buyer',
          input: { ...person(), contractNotices: true },
        })
      ).resolves.toMatchObject({ contractNotices: true })
    })

    scenario(
      'refuses a user of my priority or higher, and promoting to it',
      async () => {
        await signInAs('manager')

        await expect(
          updateUser({
            id: 'user-manager2',
            input: person({ userName: 'manager2' }),
          })
        ).rejects.toThrow('team.users.priorityTooHigh')
        await expect(
          updateUser({
            id: 'user-buyer',
            input: person({ roleId: 'role-manager' }),
          })
        ).rejects.toThrow('team.users.priorityTooHigh')
      }
    )

    scenario(
      "refuses a username in use: 'Este nome de usuário já está em uso'",
      async () => {
        await signInAs('owner')

        await expect(
          updateUser({
            id: 'user-buyer',
            input: person({ userName: 'Manager' }),
          })
        ).rejects.toThrow('team.users.userNameInUse')
      }
    )
  })

  describe('disable', () => {
    afterEach(() => jest.restoreAllMocks())

    scenario(
      "ends the user's open sessions at their next request, and Firebase refuses their sign-in, until enabled",
      async () => {
        await freshAccount('buyer', 'buyer@team.example.com', 'Str0ng!Pass')
        const before = await idTokenFor('buyer@team.example.com', 'Str0ng!Pass')
        await expect(userForIdToken(before)).resolves.toMatchObject({
          id: 'user-buyer',
        })
        // revocation is recorded in whole seconds after the token's auth_time
        await new Promise((resolve) => setTimeout(resolve, 1100))
        await signInAs('manager')

        await expect(
          updateUser({ id: 'user-buyer', input: person({ disabled: true }) })
        ).resolves.toMatchObject({ disabled: true })
        await expect(userForIdToken(before)).rejects.toThrow(
          'auth.errors.userDisabled'
        )
        await expect(
          idTokenFor('buyer@team.example.com', 'Str0ng!Pass')
        ).rejects.toThrow('USER_DISABLED')

        await updateUser({ id: 'user-buyer', input: person() })
        await expect(userForIdToken(before)).rejects.toThrow(
          'auth.errors.revokedSession'
        )
        const after = await idTokenFor('buyer@team.example.com', 'Str0ng!Pass')
        await expect(userForIdToken(after)).resolves.toMatchObject({
          id: 'user-buyer',
        })
      }
    )

    scenario(
      'changes nothing when Firebase cannot disable the account',
      async () => {
        await freshAccount('buyer', 'buyer@team.example.com', 'Str0ng!Pass')
        jest
          .spyOn(firebaseAuth(), 'updateUser')
          .mockRejectedValueOnce(new Error('Firebase unreachable'))
        await signInAs('manager')

        await expect(
          updateUser({
            id: 'user-buyer',
            input: person({ firstName: 'Bruna', disabled: true }),
          })
        ).rejects.toThrow('Firebase unreachable')
        expect(
          await db.user.findUnique({
            where: { id: 'user-buyer' },
            select: {
              firstName: true,
              disabled: true,
              sessionsValidAfter: true,
            },
          })
        ).toEqual({
          firstName: 'Buyer',
          disabled: false,
          sessionsValidAfter: null,
        })
      }
    )
  })

  describe('delete', () => {
    scenario(
      'deletes a user below me with their processes and sign-in account',
      async () => {
        await freshAccount('buyer', 'buyer@team.example.com', 'Str0ng!Pass')
        const currency = await db.currency.create({
          data: { code: 'BRL', nameEn: 'Real', namePt: 'Real' },
        })
        await db.process.create({
          data: {
            companyId: 'company-acme',
            number: 1,
            ownerId: 'user-buyer',
            categoryManagerId: 'user-manager',
            title: 'Resin',
            processDescription: 'Resin',
            executiveSummary: 'Resin',
            processType: 'NEW',
            processProfile: 'MORE_THAN_3_SUPPLIERS',
            processNumber: 'PR-1',
            parentProcessDescription: 'none',
            effectiveDate: new Date('2026-01-01'),
            endingDate: new Date('2027-01-01'),
            currentContractStatus: 'NOT_EXISTS',
            currencyId: currency.id,
          },
        })
        await signInAs('manager')

        await deleteUser({ id: 'user-buyer' })

        expect(
          await db.user.findUnique({ where: { id: 'user-buyer' } })
        ).toBeNull()
        expect(await db.process.count()).toBe(0)
        await expect(firebaseAuth().getUser('buyer')).rejects.toMatchObject({
          code: 'auth/user-not-found',
        })
      }
    )

    scenario(
      'refuses to delete a user of my priority or higher (a buyer cannot delete the owner)',
      async () => {
        await signInAs('buyer')

        await expect(deleteUser({ id: 'user-owner' })).rejects.toThrow(
          'team.users.priorityTooHigh'
        )
        await signInAs('manager')
        await expect(deleteUser({ id: 'user-manager2' })).rejects.toThrow(
          'team.users.priorityTooHigh'
        )
        expect(await db.user.count()).toBe(5)
      }
    )
  })

  scenario(
    "answers 'Usuário não encontrado' for another company's user, touching nothing",
    async () => {
      await signInAs('owner')

      await expect(
        updateUser({ id: 'user-stranger', input: person({ userName: 'x' }) })
      ).rejects.toThrow('team.users.notFound')
      await expect(deleteUser({ id: 'user-stranger' })).rejects.toThrow(
        'team.users.notFound'
      )
      expect(
        await db.user.findUnique({ where: { id: 'user-stranger' } })
      ).not.toBeNull()
    }
  )
})
