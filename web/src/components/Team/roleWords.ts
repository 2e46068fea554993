import { isBuiltInRole } from '@procura/shared'
import type { TFunction } from 'i18next'

interface ShownRole {
  name: string
  description?: string
  builtIn?: string | null
}

/**
 * A role as its reader sees it: the product's own roles (sign-up's Owner, the demo's) in the
 * screen's language, a role the company named in the company's words.
 */
export const inReadersWords = <Role extends ShownRole>(
  t: TFunction,
  role: Role
): Role => {
  if (!isBuiltInRole(role.builtIn)) return role
  const words = `team.roles.builtIn.${role.builtIn}`
  return {
    ...role,
    name: t(`${words}.name`),
    ...(role.description === undefined
      ? {}
      : { description: t(`${words}.description`) }),
  }
}
