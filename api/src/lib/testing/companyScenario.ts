// Test-only: the smallest tenant a scenario needs, a company with its Owner role and one user.
import type { Prisma } from '@prisma/client'

type ScenarioUser = Omit<
  Prisma.UserUncheckedCreateInput,
  'companyId' | 'roleId'
>

export type ScenarioMap = Record<
  'company' | 'role' | 'user',
  Record<string, { data: Record<string, unknown> }>
>

export const companyWithOwner = (user: ScenarioUser): ScenarioMap => ({
  company: {
    acme: { data: { id: 'company-acme', name: 'Acme' } },
  },
  role: {
    owner: {
      data: {
        id: 'role-acme-owner',
        companyId: 'company-acme',
        name: 'Owner',
        description: 'Owner of the company',
        priority: 1_000_000,
      },
    },
  },
  user: {
    owner: {
      data: { ...user, companyId: 'company-acme', roleId: 'role-acme-owner' },
    },
  },
})
