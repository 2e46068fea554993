import { mockHttpEvent } from '@redwoodjs/testing/api'

import { handler as graphql } from 'src/functions/graphql'
import { SendWelcomeEmailJob } from 'src/jobs/SendWelcomeEmailJob/SendWelcomeEmailJob'
import { db } from 'src/lib/db'
import { firebaseAuth } from 'src/lib/firebase'
import { removeAccount } from 'src/lib/testing/firebaseEmulator'
import { testInbox } from 'src/lib/testing/inbox'

import { OWNER_PRIORITY, SIGN_UP_LIMIT, signUp } from './accounts'

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
          // the product's own role: shown in each reader's language
          builtIn: 'owner',
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

  scenario(
    'queues a welcome email, sent in the user language by its job',
    async () => {
      testInbox().clearInbox()
      const user = await signUp({ input: { ...input(), locale: 'pt' } })

      const job = await db.backgroundJob.findFirstOrThrow({
        where: { queue: 'email' },
      })
      expect(JSON.parse(job.handler)).toMatchObject({
        name: 'SendWelcomeEmailJob',
        args: [user.id],
      })

      await SendWelcomeEmailJob.perform(user.id)
      const [mail] = testInbox().inbox
      expect(mail.to).toEqual(['carla.accounts@example.com'])
      expect(mail.subject).toBe('Bem-vindo ao Procura')
      expect(mail.htmlContent).toContain('Bem-vindo, Carla!')
      const { textContent } = mail
      expect(textContent).toContain('Abrir o Procura http://localhost:8910/app')
    }
  )

  scenario(
    'answers HTTP 429 "too many requests" past the limit for one IP',
    async () => {
      const attempt = (n: number) =>
        graphql(
          mockHttpEvent({
            httpMethod: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': '203.0.113.7',
            },
            body: JSON.stringify({
              query:
                'mutation ($input: SignUpInput!) { signUp(input: $input) { id } }',
              variables: {
                input: input({
                  email: `flood${n}@example.com`,
                  userName: `flood${n}`,
                  password: 'weak',
                }),
              },
            }),
          }),
          {} as never
        )
      for (let n = 0; n < SIGN_UP_LIMIT.perIp; n++) {
        expect((await attempt(n)).statusCode).toBe(200)
      }
      const refused = await attempt(SIGN_UP_LIMIT.perIp)

      expect(refused.statusCode).toBe(429)
      expect(JSON.parse(refused.body).errors[0].message).toBe(
        'auth.messages.tooManyRequests'
      )
    }
  )

  scenario(
    'leaves neither a Firebase account nor a company behind when the database write fails',
    async () => {
      const before = await companyCount()
      jest
        .spyOn(db, '$transaction')
        .mockRejectedValueOnce(new Error('connection lost'))

      await expect(signUp({ input: input() })).rejects.toThrow(
        'auth.messages.signUpError'
      )

      expect(await companyCount()).toBe(before)
      await expect(
        firebaseAuth().getUserByEmail('carla.accounts@example.com')
      ).rejects.toMatchObject({
        code: 'auth/user-not-found',
      })
    }
  )
})
