import type { ScenarioData } from '@redwoodjs/testing/api'

import { companyWithOwner } from 'src/lib/testing/companyScenario'

export const standard = defineScenario(
  companyWithOwner({
    uid: 'accounts-existing',
    firstName: 'Bruno',
    lastName: 'Lima',
    userName: 'bruno.lima',
    email: 'bruno@example.com',
  })
)

export type StandardScenario = ScenarioData<
  unknown,
  'company' | 'role' | 'user'
>
