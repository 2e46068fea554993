import type { ScenarioData } from '@redwoodjs/testing/api'

import { companyWithOwner } from 'src/lib/testing/companyScenario'

export const standard = defineScenario(
  companyWithOwner({
    uid: 'users-fn-ana',
    firstName: 'Ana',
    lastName: 'Silva',
    userName: 'ana.silva',
    email: 'ana.users-fn@example.com',
  })
)

export type StandardScenario = ScenarioData<
  unknown,
  'company' | 'role' | 'user'
>
