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
    existing: {
      data: {
        uid: 'accounts-existing',
        firstName: 'Bruno',
        lastName: 'Lima',
        userName: 'bruno.lima',
        email: 'bruno@example.com',
        companyId: 'company-acme',
        roleId: 'role-acme-owner',
      },
    },
  },
})

export type StandardScenario = ScenarioData<unknown, 'company' | 'role' | 'user'>
