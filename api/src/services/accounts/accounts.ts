import {
  forgotPasswordSchema,
  resetPasswordSchema,
  signUpSchema,
  toLocale,
  type ForgotPasswordInput,
  type ResetPasswordInput,
  type SignUpInput,
} from '@procura/shared'

import { UserInputError } from '@redwoodjs/graphql-server'

import { SendWelcomeEmailJob } from 'src/jobs/SendWelcomeEmailJob/SendWelcomeEmailJob'
import { currentUserSelect } from 'src/lib/auth'
import { db } from 'src/lib/db'
import {
  firebaseAuth,
  firebaseErrorCode,
  identityToolkit,
} from 'src/lib/firebase'
import { translate } from 'src/lib/i18n'
import { later } from 'src/lib/jobs'
import { logger } from 'src/lib/logger'
import { appUrl, mailer } from 'src/lib/mailer'
import { enforceRateLimit, requestIp, type RateLimit } from 'src/lib/rateLimit'
import { endSessions } from 'src/lib/session'
import { validateWith } from 'src/lib/validation'
import { PasswordResetEmail } from 'src/mail/PasswordReset'

// The Owner role must outrank every role its company will create (shared/notes/domain.md).
export const OWNER_PRIORITY = 1_000_000

// Per IP (generous: a whole office may share one) and per email: enough for people who
// mistype, too few for scripts.
export const SIGN_UP_LIMIT: RateLimit = {
  action: 'sign-up',
  perIp: 20,
  perSubject: 5,
  windowSeconds: 15 * 60,
}
export const FORGOT_PASSWORD_LIMIT: RateLimit = {
  action: 'forgot-password',
  perIp: 20,
  perSubject: 5,
  windowSeconds: 15 * 60,
}

/** An address as its limit counts it: however it is capitalised or spaced, before it is validated. */
const emailKey = (email: unknown) =>
  String(email ?? '')
    .trim()
    .toLowerCase() || null

/** Sign-up and user add: the email and the username belong to no one yet (any company). */
export const assertAvailable = async ({
  email,
  userName,
}: {
  email: string
  userName: string
}) => {
  const taken = await db.user.findFirst({
    where: {
      OR: [
        { email: { equals: email, mode: 'insensitive' } },
        { userName: { equals: userName, mode: 'insensitive' } },
      ],
    },
    select: { email: true },
  })
  if (!taken) return
  throw new UserInputError(
    taken.email.toLowerCase() === email.toLowerCase()
      ? 'auth.messages.emailExists'
      : 'auth.messages.userNameExists'
  )
}

/** Whether another user already has this username (usernames are unique across companies). */
export const userNameTaken = async (userName: string, exceptUserId: string) =>
  Boolean(
    await db.user.findFirst({
      where: {
        userName: { equals: userName, mode: 'insensitive' },
        id: { not: exceptUserId },
      },
      select: { id: true },
    })
  )

/** A Firebase account for a new user; a taken email gets the catalogue's message. */
export const createFirebaseAccount = async (
  email: string,
  password: string,
  displayName: string
) => {
  try {
    return await firebaseAuth().createUser({ email, password, displayName })
  } catch (error) {
    if (firebaseErrorCode(error) === 'auth/email-already-exists') {
      throw new UserInputError('auth.messages.emailExists')
    }
    logger.error({ error }, 'firebase createUser failed')
    throw new UserInputError('auth.messages.signUpError')
  }
}

/**
 * Spec §1: sign-up creates a company named after the user and its Owner role, which the user gets.
 * The Firebase account is created first and removed again if the database refuses the rest.
 */
export const signUp = async ({
  input,
}: {
  input: SignUpInput & { locale?: string }
}) => {
  await enforceRateLimit(SIGN_UP_LIMIT, {
    ip: requestIp(),
    subject: emailKey(input.email),
  })
  const { firstName, lastName, userName, email, password } = await validateWith(
    signUpSchema,
    input
  )
  const locale = toLocale(input.locale) ?? 'en'
  await assertAvailable({ email, userName })

  const displayName = `${firstName} ${lastName}`
  const account = await createFirebaseAccount(email, password, displayName)
  let user
  try {
    user = await db.$transaction(async (tx) => {
      const company = await tx.company.create({ data: { name: displayName } })
      const role = await tx.role.create({
        data: {
          companyId: company.id,
          name: translate(locale, 'team.roles.builtIn.owner.name'),
          description: translate(
            locale,
            'team.roles.builtIn.owner.description'
          ),
          priority: OWNER_PRIORITY,
          builtIn: 'owner',
        },
      })
      return tx.user.create({
        data: {
          uid: account.uid,
          firstName,
          lastName,
          userName,
          email,
          locale,
          companyId: company.id,
          roleId: role.id,
        },
        select: currentUserSelect,
      })
    })
  } catch (error) {
    await firebaseAuth().deleteUser(account.uid)
    logger.error({ error }, 'sign-up rolled back')
    throw new UserInputError('auth.messages.signUpError')
  }
  await later(SendWelcomeEmailJob, [user.id])
  return user
}

/** The oobCode inside the reset link Firebase generates; our own page applies it. */
const resetCodeFor = async (email: string) => {
  try {
    const link = await firebaseAuth().generatePasswordResetLink(email)
    return new URL(link).searchParams.get('oobCode')
  } catch (error) {
    logger.error({ error }, 'generatePasswordResetLink failed')
    return null
  }
}

/** Spec §8 forgot: emails a link to /auth/recovery, in the user's language, through our mailer. */
export const requestPasswordReset = async ({
  input,
}: {
  input: ForgotPasswordInput
}) => {
  await enforceRateLimit(FORGOT_PASSWORD_LIMIT, {
    ip: requestIp(),
    subject: emailKey(input.email),
  })
  const { email } = await validateWith(forgotPasswordSchema, input)
  const user = await db.user.findFirst({
    where: { email: { equals: email, mode: 'insensitive' } },
  })
  if (!user) throw new UserInputError('auth.forgot.emailNotFound')
  const oobCode = await resetCodeFor(user.email)
  if (!oobCode) throw new UserInputError('auth.forgot.resetImpossible')
  await mailer.send(
    PasswordResetEmail({
      locale: user.locale,
      link: appUrl(`/auth/recovery?oobCode=${encodeURIComponent(oobCode)}`),
    }),
    {
      to: user.email,
      subject: translate(user.locale, 'mail.passwordReset.subject'),
    }
  )
  return true
}

/** Spec §5 recovery: applies the emailed code with a new password that meets our strength rules. */
export const resetPassword = async ({
  input,
}: {
  input: ResetPasswordInput
}) => {
  const { oobCode, password } = await validateWith(resetPasswordSchema, input)
  let email: string
  try {
    ;({ email } = await identityToolkit('accounts:resetPassword', {
      oobCode,
      newPassword: password,
    }))
  } catch (error) {
    const reason = (error as Error).message
    if (/OOB_CODE/.test(reason))
      throw new UserInputError('auth.recovery.invalidCode')
    logger.error({ error }, 'password reset failed')
    throw new UserInputError('auth.forgot.resetImpossible')
  }
  await endSessions({ email })
  return true
}
