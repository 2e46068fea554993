import { signUpSchema, toLocale, type SignUpInput } from '@procura/shared'
import { ValidationError } from 'yup'

import { UserInputError } from '@redwoodjs/graphql-server'

import { currentUserSelect } from 'src/lib/auth'
import { db } from 'src/lib/db'
import { firebaseAuth, firebaseErrorCode } from 'src/lib/firebase'
import { translate } from 'src/lib/i18n'
import { logger } from 'src/lib/logger'

// The Owner role must outrank every role its company will create (shared/notes/domain.md).
export const OWNER_PRIORITY = 1_000_000

/** Runs the shared schema; the first failure becomes a UserInputError carrying its i18n key. */
const validated = async (input: SignUpInput) => {
  try {
    return await signUpSchema.validate(input, { stripUnknown: true })
  } catch (error) {
    if (error instanceof ValidationError) {
      const message = error.errors[0] as unknown as {
        key: string
        values?: object
      }
      throw new UserInputError(message.key, {
        field: error.path,
        values: message.values,
      })
    }
    throw error
  }
}

const assertAvailable = async ({
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

const createFirebaseAccount = async (
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
  const { firstName, lastName, userName, email, password } =
    await validated(input)
  const locale = toLocale(input.locale) ?? 'en'
  await assertAvailable({ email, userName })

  const displayName = `${firstName} ${lastName}`
  const account = await createFirebaseAccount(email, password, displayName)
  try {
    return await db.$transaction(async (tx) => {
      const company = await tx.company.create({ data: { name: displayName } })
      const role = await tx.role.create({
        data: {
          companyId: company.id,
          name: translate(locale, 'company.ownerRole'),
          description: translate(locale, 'company.ownerRoleDescription'),
          priority: OWNER_PRIORITY,
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
}
