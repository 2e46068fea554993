import {
  userCreateSchema,
  userUpdateSchema,
  type UserCreateInput,
  type UserUpdateInput,
} from '@procura/shared'

import { ForbiddenError, UserInputError } from '@redwoodjs/graphql-server'

import { SendWelcomeEmailJob } from 'src/jobs/SendWelcomeEmailJob/SendWelcomeEmailJob'
import { companyScope } from 'src/lib/auth'
import { db } from 'src/lib/db'
import { firebaseAuth } from 'src/lib/firebase'
import { later } from 'src/lib/jobs'
import { logger } from 'src/lib/logger'
import { pageQuery, type PageInput } from 'src/lib/paging'
import { revocationTime } from 'src/lib/session'
import { validateWith } from 'src/lib/validation'
import {
  assertAvailable,
  createFirebaseAccount,
  userNameTaken,
} from 'src/services/accounts/accounts'
import { ranksBelowMe } from 'src/services/roles/roles'

import { removeUsers } from './removal'

const SORTABLE = {
  name: (direction: 'asc' | 'desc') => [
    { firstName: direction },
    { lastName: direction },
  ],
  userName: (direction: 'asc' | 'desc') => ({ userName: direction }),
  email: (direction: 'asc' | 'desc') => ({ email: direction }),
  role: (direction: 'asc' | 'desc') => ({ role: { name: direction } }),
}

const teamMemberSelect = {
  id: true,
  firstName: true,
  lastName: true,
  userName: true,
  email: true,
  avatarId: true,
  contractNotices: true,
  disabled: true,
  role: { select: { id: true, name: true, priority: true, builtIn: true } },
} as const

const assertBelowMe = (priority: number) => {
  if (!ranksBelowMe(priority))
    throw new ForbiddenError('team.users.priorityTooHigh')
}

/** A user of my company, or 'Usuário não encontrado' (also for another company's user). */
const userOfMyCompany = async (id: string) => {
  const user = await db.user.findFirst({
    where: { id, ...companyScope() },
    include: { role: true },
  })
  if (!user) throw new UserInputError('team.users.notFound')
  return user
}

/** The role to give: of my company and below my priority. */
const assignableRole = async (roleId: string) => {
  const role = await db.role.findFirst({
    where: { id: roleId, ...companyScope() },
  })
  if (!role) throw new UserInputError('team.users.roleRequired')
  assertBelowMe(role.priority)
  return role
}

export const users = async ({ page }: { page: PageInput }) => {
  const where = companyScope()
  const [items, total] = await Promise.all([
    db.user.findMany({
      where,
      ...pageQuery(page, SORTABLE, 'name'),
      select: teamMemberSelect,
    }),
    db.user.count({ where }),
  ])
  return { items, total }
}

/** Spec §5 user add: the sign-in account, the user and a welcome email. */
export const createUser = async ({ input }: { input: UserCreateInput }) => {
  const { email, password, ...person } = await validateWith(
    userCreateSchema,
    input
  )
  await assignableRole(person.roleId)
  await assertAvailable({ email, userName: person.userName })
  const account = await createFirebaseAccount(
    email,
    password,
    `${person.firstName} ${person.lastName}`
  )
  try {
    const user = await db.user.create({
      data: { ...person, email, uid: account.uid, ...companyScope() },
      select: teamMemberSelect,
    })
    await later(SendWelcomeEmailJob, [user.id])
    return user
  } catch (error) {
    await firebaseAuth().deleteUser(account.uid)
    logger.error({ error }, 'createUser rolled back')
    throw new UserInputError('team.users.createError')
  }
}

export const updateUser = async ({
  id,
  input,
}: {
  id: string
  input: UserUpdateInput
}) => {
  const existing = await userOfMyCompany(id)
  assertBelowMe(existing.role.priority)
  const person = await validateWith(userUpdateSchema, input)
  await assignableRole(person.roleId)
  if (await userNameTaken(person.userName, id))
    throw new UserInputError('team.users.userNameInUse')
  const disabling = person.disabled && !existing.disabled
  return db.$transaction(async (tx) => {
    const user = await tx.user.update({
      where: { id },
      // disabling ends the user's sessions: every api process refuses their next request
      data: disabling
        ? { ...person, sessionsValidAfter: revocationTime() }
        : person,
      select: teamMemberSelect,
    })
    // Firebase refuses their sign-in and refresh too; a failure here rolls the row back
    if (person.disabled !== existing.disabled)
      await firebaseAuth().updateUser(existing.uid, {
        disabled: person.disabled,
      })
    if (disabling) await firebaseAuth().revokeRefreshTokens(existing.uid)
    return user
  })
}

/** Spec §6: deleting a user deletes the processes related to them, and their sign-in account. */
export const deleteUser = async ({ id }: { id: string }) => {
  const existing = await userOfMyCompany(id)
  assertBelowMe(existing.role.priority)
  const deleted = await db.user.findUniqueOrThrow({
    where: { id },
    select: teamMemberSelect,
  })
  await removeUsers([id])
  return deleted
}
