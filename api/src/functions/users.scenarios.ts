import type { ScenarioData } from '@redwoodjs/testing/api'

export const standard = defineScenario({
  company: {
    acme: { data: { id: 'company-acme', name: 'Acme' } },
  },
  role: {
    owner: {
      data: { id: 'role-acme-owner', companyId: 'company-acme', name: 'Owner', description: 'Owner of the company', priority: 1_000_000 },
    },
  },
  user: {
    ana: {
      data: {
        uid: 'users-fn-ana',
        firstName: 'Ana',
        lastName: 'Silva',
        userName: 'ana.silva',
        email: 'ana.users-fn@example.com',
        companyId: 'company-acme',
        roleId: 'role-acme-owner',
      },
    },
  },
})

export type StandardScenario = ScenarioData<unknown, 'company' | 'role' | 'user'>
