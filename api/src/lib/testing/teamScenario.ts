// Test-only: two companies; Acme has roles of several priorities, Globex is the stranger.
import type { ScenarioMap } from './companyScenario'

const role = (
  id: string,
  companyId: string,
  name: string,
  priority: number
) => ({
  data: {
    id,
    companyId,
    name,
    description: `${name} of ${companyId}`,
    priority,
  },
})

const user = (uid: string, roleId: string, companyId = 'company-acme') => ({
  data: {
    id: `user-${uid}`,
    uid,
    firstName: uid.charAt(0).toUpperCase() + uid.slice(1),
    lastName: 'Test',
    userName: uid,
    email: `${uid}@team.example.com`,
    companyId,
    roleId,
  },
})

export const teamScenario: ScenarioMap = {
  company: {
    acme: { data: { id: 'company-acme', name: 'Acme' } },
    globex: { data: { id: 'company-globex', name: 'Globex' } },
  },
  role: {
    owner: role('role-owner', 'company-acme', 'Owner', 1_000_000),
    manager: role('role-manager', 'company-acme', 'Manager', 200),
    buyer: role('role-buyer', 'company-acme', 'Buyer', 100),
    globexOwner: role(
      'role-globex-owner',
      'company-globex',
      'Owner',
      1_000_000
    ),
  },
  user: {
    owner: user('owner', 'role-owner'),
    manager: user('manager', 'role-manager'),
    manager2: user('manager2', 'role-manager'),
    buyer: user('buyer', 'role-buyer'),
    stranger: user('stranger', 'role-globex-owner', 'company-globex'),
  },
}
