import type { RolesQuery } from 'types/graphql'

import { ROLES } from '../Team.fixtures'

// A procurement team's roles, ranked by priority (spec §6): the four of the demo and the ones a larger
// company adds, more than a page of them.

const MORE = [
  [
    'Diretora de suprimentos — América Latina',
    'Aprova processos acima de R$ 10 milhões',
    90,
  ],
  ['Gerente de categoria sênior', 'Categorias de embalagens e resinas', 60],
  ['Analista de contratos', 'Mantém o semáforo de contratos', 30],
  ['Comprador júnior', 'Cotações de itens de baixo valor', 10],
  ['Auditoria interna', 'Lê processos e contratos', 5],
] as const

export const standard = (): RolesQuery => ({
  roles: {
    total: ROLES.length + MORE.length,
    items: [
      ...ROLES,
      ...MORE.map(([name, description, priority], n) => ({
        id: `role-more-${n}`,
        name,
        description,
        priority,
        userCount: n * 3,
      })),
    ].sort((a, b) => b.priority - a.priority),
  },
})

/** No role besides what the api never lists: an empty page. */
export const empty = (): RolesQuery => ({ roles: { total: 0, items: [] } })
