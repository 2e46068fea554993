import {
  isBuiltInRole,
  LOCALES,
  roleSchema,
  type RoleInput,
} from '@procura/shared'

import { ForbiddenError, UserInputError } from '@redwoodjs/graphql-server'

import { companyScope, currentUser } from 'src/lib/auth'
import { db } from 'src/lib/db'
import { translate } from 'src/lib/i18n'
import { pageQuery, type PageInput } from 'src/lib/paging'
import { validateWith } from 'src/lib/validation'
import { removeUsers } from 'src/services/users/removal'

const SORTABLE = {
  name: (direction: 'asc' | 'desc') => ({ name: direction }),
  description: (direction: 'asc' | 'desc') => ({ description: direction }),
  priority: (direction: 'asc' | 'desc') => ({ priority: direction }),
}

/** shared/notes/domain.md: a higher number ranks higher; only roles below mine are mine to manage. */
export const ranksBelowMe = (priority: number) =>
  priority < currentUser().role.priority

/** Whether I hold my company's highest-ranked role (its Owner): targets, settings, deletions log. */
export const isTopOfCompany = async () => {
  const top = await db.role.aggregate({
    where: companyScope(),
    _max: { priority: true },
  })
  return currentUser().role.priority >= (top._max.priority ?? 0)
}

const assertBelowMe = (priority: number) => {
  if (!ranksBelowMe(priority))
    throw new ForbiddenError('team.roles.priorityTooHigh')
}

/** A role of my company, or 'Função não encontrada' (also for another company's role). */
export const roleOfMyCompany = async (id: string) => {
  const role = await db.role.findFirst({ where: { id, ...companyScope() } })
  if (!role) throw new UserInputError('team.roles.notFound')
  return role
}

const assertNameFree = async (name: string, exceptId?: string) => {
  const taken = await db.role.findFirst({
    where: {
      ...companyScope(),
      name: { equals: name, mode: 'insensitive' },
      id: exceptId ? { not: exceptId } : undefined,
    },
  })
  if (taken) throw new UserInputError('team.roles.nameExists')
}

export const roles = async ({ page }: { page: PageInput }) => {
  const where = companyScope()
  const [items, total] = await Promise.all([
    db.role.findMany({
      where,
      ...pageQuery(page, SORTABLE, 'priority'),
      include: { _count: { select: { users: true } } },
    }),
    db.role.count({ where }),
  ])
  return {
    items: items.map(({ _count, ...role }) => ({
      ...role,
      userCount: _count.users,
    })),
    total,
  }
}

export const createRole = async ({ input }: { input: RoleInput }) => {
  const role = await validateWith(roleSchema, input)
  assertBelowMe(role.priority)
  await assertNameFree(role.name)
  return db.role.create({ data: { ...role, ...companyScope() } })
}

/** Spec §6: my own role keeps its priority; any other role must stay below mine. */
export const updateRole = async ({
  id,
  input,
}: {
  id: string
  input: RoleInput
}) => {
  const existing = await roleOfMyCompany(id)
  const role = await validateWith(roleSchema, input)
  if (existing.id === currentUser().role.id) {
    if (role.priority !== existing.priority)
      throw new ForbiddenError('team.roles.ownPriority')
  } else {
    assertBelowMe(existing.priority)
    assertBelowMe(role.priority)
  }
  await assertNameFree(role.name, id)
  return db.role.update({
    where: { id },
    data: { ...role, builtIn: stillBuiltIn(existing.builtIn, role) },
  })
}

/**
 * A built-in role stays one while it keeps the product's words (in any language, as the editor
 * showed them); once the company writes its own, they are shown as written.
 */
const stillBuiltIn = (builtIn: string | null, role: RoleInput) =>
  isBuiltInRole(builtIn) &&
  LOCALES.some(
    (locale) =>
      role.name === translate(locale, `team.roles.builtIn.${builtIn}.name`) &&
      role.description ===
        translate(locale, `team.roles.builtIn.${builtIn}.description`)
  )
    ? builtIn
    : null

/** Spec §6: deleting a role deletes its users, as deleting each of them would (removeUsers). */
export const deleteRole = async ({ id }: { id: string }) => {
  const role = await roleOfMyCompany(id)
  assertBelowMe(role.priority)
  const members = await db.user.findMany({
    where: { roleId: id },
    select: { id: true },
  })
  // its users leave as a deleted user does, then the role goes, in one transaction
  return removeUsers(
    members.map((member) => member.id),
    (tx) => tx.role.delete({ where: { id } })
  )
}
