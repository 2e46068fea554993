import { db } from 'src/lib/db'
import { firebaseAuth } from 'src/lib/firebase'
import { userForIdToken } from 'src/lib/session'
import { freshAccount, idTokenFor } from 'src/lib/testing/firebaseEmulator'
import { testInbox } from 'src/lib/testing/inbox'

import {
  FORGOT_PASSWORD_LIMIT,
  requestPasswordReset,
  resetPassword,
} from './accounts'

const BRUNO = {
  uid: 'accounts-existing',
  email: 'bruno@example.com',
  password: 'Old!Pass123',
}
const NEW_PASSWORD = 'New!Pass456'

const codeFromMail = () => {
  const [mail] = testInbox().inbox
  return new URL(
    mail.htmlContent
      .match(/href="([^"]*recovery[^"]*)"/)[1]
      .replaceAll('&amp;', '&')
  ).searchParams.get('oobCode')
}

describe('password reset', () => {
  beforeEach(async () => {
    testInbox().clearInbox()
    await freshAccount(BRUNO.uid, BRUNO.email, BRUNO.password)
  })

  scenario('emails a link to /auth/recovery in the user language', async () => {
    await db.user.update({ where: { uid: BRUNO.uid }, data: { locale: 'pt' } })

    await expect(
      requestPasswordReset({ input: { email: 'Bruno@Example.com' } })
    ).resolves.toBe(true)

    const [mail] = testInbox().inbox
    expect(mail.to).toEqual([BRUNO.email])
    expect(mail.subject).toBe('Redefina sua senha do Procura')
    const { textContent } = mail
    expect(textContent).toContain('Recebemos um pedido para redefinir a senha')
    expect(mail.htmlContent).toMatch(
      /href="http:\/\/localhost:8910\/auth\/recovery\?oobCode=[^"]+"/
    )
  })

  scenario(
    'says "Email not found" for an address with no account, sending nothing',
    async () => {
      await expect(
        requestPasswordReset({ input: { email: 'nobody@example.com' } })
      ).rejects.toThrow('auth.forgot.emailNotFound')
      expect(testInbox().inbox).toHaveLength(0)
    }
  )

  scenario('refuses an invalid email address', async () => {
    await expect(
      requestPasswordReset({ input: { email: 'not-an-email' } })
    ).rejects.toThrow('validation.email')
  })

  scenario('answers 429 past the limit for one email', async () => {
    for (
      let attempt = 0;
      attempt < FORGOT_PASSWORD_LIMIT.perSubject;
      attempt++
    ) {
      await requestPasswordReset({ input: { email: BRUNO.email } })
    }
    const refused = requestPasswordReset({ input: { email: BRUNO.email } })

    await expect(refused).rejects.toThrow('auth.messages.tooManyRequests')
    await expect(refused).rejects.toMatchObject({
      extensions: { http: { status: 429 } },
    })
  })

  scenario(
    'sets the new password with the emailed code; the old one and the open sessions stop working',
    async () => {
      const openSession = await idTokenFor(BRUNO.email, BRUNO.password)
      // revocation is recorded in whole seconds after the token's auth_time
      await new Promise((resolve) => setTimeout(resolve, 1100))
      await requestPasswordReset({ input: { email: BRUNO.email } })

      await resetPassword({
        input: {
          oobCode: codeFromMail(),
          password: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        },
      })

      await expect(idTokenFor(BRUNO.email, NEW_PASSWORD)).resolves.toEqual(
        expect.any(String)
      )
      await expect(idTokenFor(BRUNO.email, BRUNO.password)).rejects.toThrow(
        /INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS/
      )
      await expect(userForIdToken(openSession)).rejects.toThrow(
        'auth.errors.revokedSession'
      )
    }
  )

  scenario('refuses a used or invalid code', async () => {
    await requestPasswordReset({ input: { email: BRUNO.email } })
    const oobCode = codeFromMail()
    await resetPassword({
      input: { oobCode, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    })

    await expect(
      resetPassword({
        input: {
          oobCode,
          password: 'Other!Pass789',
          confirmPassword: 'Other!Pass789',
        },
      })
    ).rejects.toThrow('auth.recovery.invalidCode')
    await expect(
      resetPassword({
        input: {
          oobCode: 'made-up',
          password: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        },
      })
    ).rejects.toThrow('auth.recovery.invalidCode')
  })

  scenario(
    'refuses a weak or unconfirmed new password before using the code',
    async () => {
      await expect(
        resetPassword({
          input: {
            oobCode: 'any',
            password: 'weakpass',
            confirmPassword: 'weakpass',
          },
        })
      ).rejects.toThrow('validation.passwordStrong')
      await expect(
        resetPassword({
          input: {
            oobCode: 'any',
            password: NEW_PASSWORD,
            confirmPassword: 'Other!Pass789',
          },
        })
      ).rejects.toThrow('validation.passwordsMatch')
      expect((await firebaseAuth().getUser(BRUNO.uid)).email).toBe(BRUNO.email)
    }
  )
})
