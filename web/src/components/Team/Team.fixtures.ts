import type { RoleOptionsQuery, RolesQuery, UsersQuery } from 'types/graphql'

import { helena } from 'src/components/Layout/Header.fixtures'

// A food company's procurement team, as the team screens list it.

export const ROLES: RolesQuery['roles']['items'] = [
  {
    id: 'role-owner',
    name: 'Owner',
    description: 'Runs the company account',
    priority: 100,
    builtIn: 'owner',
    userCount: 1,
  },
  {
    id: 'role-director',
    name: 'Procurement director',
    description: 'Approves processes above R$ 1 million',
    priority: 80,
    builtIn: null,
    userCount: 2,
  },
  {
    id: 'role-manager',
    name: 'Category manager',
    description: 'Leads sourcing for a category',
    priority: 50,
    builtIn: null,
    userCount: 6,
  },
  {
    id: 'role-buyer',
    name: 'Buyer',
    description: 'Runs quotations and keeps contracts',
    priority: 20,
    builtIn: null,
    userCount: 11,
  },
]

const PEOPLE = [
  ['Marina', 'Costa'],
  ['Paulo', 'Mendes'],
  ['Lúcia', 'Ferreira'],
  ['Rafael', 'Souza'],
  ['Beatriz', 'Almeida'],
  ['Gustavo', 'Oliveira'],
  ['Camila', 'Rodrigues'],
  ['Thiago', 'Lima'],
]

/** The signed-in user: the company's Owner, ranked above everyone. */
export const owner = {
  ...helena,
  id: 'user-owner',
  email: 'owner@procura.local',
  firstName: 'Ana',
  lastName: 'Ribeiro',
  userName: 'ana.ribeiro',
  role: {
    id: 'role-owner',
    name: 'Owner',
    description: 'Runs the company account',
    priority: 100,
    builtIn: null,
  },
}

export const users = (count = PEOPLE.length): UsersQuery => ({
  users: {
    total: count,
    items: Array.from({ length: count }, (_, n) => {
      const [firstName, lastName] = PEOPLE[n % PEOPLE.length]
      const role = ROLES[1 + (n % 3)]
      const userName = `${firstName}.${lastName}${n >= PEOPLE.length ? n : ''}`
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
      return {
        id: `user-${n}`,
        firstName,
        lastName,
        userName,
        email: `${userName}@alimentos-sul.com.br`,
        contractNotices: n % 2 === 0,
        disabled: n === 3,
        role: {
          id: role.id,
          name: role.name,
          priority: role.priority,
          builtIn: role.builtIn,
        },
      }
    }),
  },
})

export const roles = (): RolesQuery => ({
  roles: { total: ROLES.length, items: ROLES },
})

export const roleOptions = (): RoleOptionsQuery => ({
  roles: {
    items: ROLES.map(({ id, name, priority, builtIn }) => ({
      id,
      name,
      priority,
      builtIn,
    })),
  },
})
