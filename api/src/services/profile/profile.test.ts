import { db } from 'src/lib/db'
import { userForIdToken } from 'src/lib/session'
import { freshAccount, idTokenFor } from 'src/lib/testing/firebaseEmulator'
import { signInAs } from 'src/lib/testing/signInAs'

import { changePassword, updateMyLocale, updateProfile } from './profile'

const PASSWORD = 'Str0ng!Pass'

describe('profile', () => {
  scenario("updates names, username and the account's language", async () => {
    await signInAs('profile-ana')

    const user = await updateProfile({
      input: {
        firstName: 'Ana Maria',
        lastName: 'Silva',
        userName: 'ana.maria',
        locale: 'pt',
      },
    })

    expect(user).toMatchObject({
      firstName: 'Ana Maria',
      userName: 'ana.maria',
      locale: 'pt',
      role: { name: 'Owner' },
    })
  })

  scenario(
    'refuses an account language other than English or Portuguese, changing nothing',
    async () => {
      await signInAs('profile-ana')

      await expect(
        updateProfile({
          input: {
            firstName: 'Ana Maria',
            lastName: 'Silva',
            userName: 'ana.maria',
            // a language the product has not, as a client might still send
            locale: 'fr' as never,
          },
        })
      ).rejects.toThrow('validation.locale')
      expect(
        await db.user.findFirst({ where: { uid: 'profile-ana' } })
      ).toMatchObject({ firstName: 'Ana', locale: 'en' })
    }
  )

  scenario(
    'refuses a username someone else has ("username already exists")',
    async () => {
      await signInAs('profile-ana')

      await expect(
        updateProfile({
          input: {
            firstName: 'Ana',
            lastName: 'Silva',
            userName: 'GUS.REIS',
            locale: 'en',
          },
        })
      ).rejects.toThrow('auth.messages.userNameExists')
    }
  )

  scenario(
    "sets the account's language alone, for notifications and emails",
    async () => {
      await signInAs('profile-ana')

      await expect(updateMyLocale({ locale: 'pt' })).resolves.toMatchObject({
        locale: 'pt',
      })
      await expect(updateMyLocale({ locale: 'fr' })).rejects.toThrow(
        'validation.locale'
      )
      expect(
        (await db.user.findFirst({ where: { uid: 'profile-ana' } })).locale
      ).toBe('pt')
    }
  )

  scenario('keeps the names required', async () => {
    await signInAs('profile-ana')

    await expect(
      updateProfile({
        input: {
          firstName: '',
          lastName: 'Silva',
          userName: 'ana',
          locale: 'en',
        },
      })
    ).rejects.toThrow('validation.required')
  })

  scenario('refuses to work for a visitor who is not signed in', async () => {
    mockCurrentUser(null)

    await expect(
      updateProfile({
        input: { firstName: 'X', lastName: 'Y', userName: 'xy', locale: 'en' },
      })
    ).rejects.toThrow('auth.errors.notAuthenticated')
  })

  describe('changePassword', () => {
    beforeEach(() =>
      freshAccount('profile-ana', 'ana.profile@example.com', PASSWORD)
    )

    scenario(
      'sets a new password once the current one is proven, ending the open sessions',
      async () => {
        const openSession = await idTokenFor(
          'ana.profile@example.com',
          PASSWORD
        )
        // revocation is recorded in whole seconds after the token's auth_time
        await new Promise((resolve) => setTimeout(resolve, 1100))
        await signInAs('profile-ana')

        await changePassword({
          input: {
            currentPassword: PASSWORD,
            password: 'Next!Pass2026',
            confirmPassword: 'Next!Pass2026',
          },
        })

        await expect(
          idTokenFor('ana.profile@example.com', 'Next!Pass2026')
        ).resolves.toEqual(expect.any(String))
        await expect(userForIdToken(openSession)).rejects.toThrow(
          'auth.errors.revokedSession'
        )
      }
    )

    scenario('refuses a wrong current password', async () => {
      await signInAs('profile-ana')

      await expect(
        changePassword({
          input: {
            currentPassword: 'Wrong!Pass1',
            password: 'Next!Pass2026',
            confirmPassword: 'Next!Pass2026',
          },
        })
      ).rejects.toThrow('auth.messages.wrongPassword')
      await expect(
        idTokenFor('ana.profile@example.com', PASSWORD)
      ).resolves.toEqual(expect.any(String))
    })

    scenario('refuses a weak new password', async () => {
      await signInAs('profile-ana')

      await expect(
        changePassword({
          input: {
            currentPassword: PASSWORD,
            password: 'weak',
            confirmPassword: 'weak',
          },
        })
      ).rejects.toThrow('validation.min')
    })
  })
})
