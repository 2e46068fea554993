import type { ScenarioData } from '@redwoodjs/testing/api'

import type { ScenarioMap } from 'src/lib/testing/companyScenario'

const role = (id: string, companyId: string) => ({
  data: {
    id,
    companyId,
    name: 'Owner',
    description: 'Owner of the company',
    priority: 1_000_000,
  },
})

// two companies: Ana and Bia at Acme, Gus at Globex
const twoCompanies: ScenarioMap = {
  company: {
    acme: { data: { id: 'company-acme', name: 'Acme' } },
    globex: { data: { id: 'company-globex', name: 'Globex' } },
  },
  role: {
    acmeOwner: role('role-acme-owner', 'company-acme'),
    globexOwner: role('role-globex-owner', 'company-globex'),
  },
  user: {
    ana: {
      data: {
        uid: 'profile-ana',
        firstName: 'Ana',
        lastName: 'Silva',
        userName: 'ana.silva',
        email: 'ana.profile@example.com',
        companyId: 'company-acme',
        roleId: 'role-acme-owner',
      },
    },
    bia: {
      data: {
        uid: 'profile-bia',
        firstName: 'Bia',
        lastName: 'Lopes',
        userName: 'bia.lopes',
        email: 'bia.profile@example.com',
        companyId: 'company-acme',
        roleId: 'role-acme-owner',
      },
    },
    gus: {
      data: {
        uid: 'profile-gus',
        firstName: 'Gus',
        lastName: 'Reis',
        userName: 'gus.reis',
        email: 'gus.profile@example.com',
        companyId: 'company-globex',
        roleId: 'role-globex-owner',
      },
    },
  },
}

export const standard = defineScenario(twoCompanies)

export type StandardScenario = ScenarioData<
  unknown,
  'company' | 'role' | 'user'
>
