import { db } from 'api/src/lib/db'
import { firebaseAuth, firebaseErrorCode } from 'api/src/lib/firebase'
import { translate } from 'api/src/lib/i18n'
import { OWNER_PRIORITY } from 'api/src/services/accounts/accounts'

import demoAccount from './demoAccount.json'

export const DEMO_COMPANY_ID = '00000000-0000-4000-8000-000000000001'

export const DEMO_PASSWORD = demoAccount.password

// The demo company's roles are the product's own (BUILT_IN_ROLES): stored in Portuguese, the
// company's language, and read in each reader's.
const ROLES = (
  [
    ['owner', OWNER_PRIORITY],
    ['procurementDirector', 300],
    ['categoryManager', 200],
    ['buyer', 100],
    ['analyst', 50],
  ] as const
).map(([builtIn, priority]) => ({
  builtIn,
  name: translate('pt', `team.roles.builtIn.${builtIn}.name`),
  description: translate('pt', `team.roles.builtIn.${builtIn}.description`),
  priority,
}))

const USERS = [
  {
    key: 'owner',
    firstName: 'Demo',
    lastName: 'Owner',
    role: 'owner',
    locale: 'en',
  },
  {
    key: 'director',
    firstName: 'Helena',
    lastName: 'Costa',
    role: 'procurementDirector',
    locale: 'pt',
  },
  {
    key: 'manager1',
    firstName: 'Rafael',
    lastName: 'Souza',
    role: 'categoryManager',
    locale: 'pt',
  },
  {
    key: 'manager2',
    firstName: 'Emily',
    lastName: 'Carter',
    role: 'categoryManager',
    locale: 'en',
  },
  {
    key: 'buyer',
    firstName: 'Lucas',
    lastName: 'Pereira',
    role: 'buyer',
    locale: 'pt',
  },
  {
    key: 'analyst',
    firstName: 'Marina',
    lastName: 'Alves',
    role: 'analyst',
    locale: 'pt',
  },
] as const

export const demoEmail = (key: string) => `${key}@procura.local`

/** The Firebase account for a demo user, created once with a stable uid. */
const ensureFirebaseAccount = async (
  uid: string,
  email: string,
  displayName: string
) => {
  try {
    await firebaseAuth().getUser(uid)
  } catch (error) {
    if (firebaseErrorCode(error) !== 'auth/user-not-found') throw error
    await firebaseAuth().createUser({
      uid,
      email,
      password: DEMO_PASSWORD,
      displayName,
    })
  }
}

/** The demo company, its roles by priority and its users; answers user ids by key. */
export const seedTeam = async () => {
  await db.company.upsert({
    where: { id: DEMO_COMPANY_ID },
    create: { id: DEMO_COMPANY_ID, name: 'Procura Demo S.A.' },
    update: {},
  })
  const roleIds: Record<string, string> = {}
  for (const role of ROLES) {
    const row = await db.role.upsert({
      where: {
        companyId_name: { companyId: DEMO_COMPANY_ID, name: role.name },
      },
      create: { ...role, companyId: DEMO_COMPANY_ID },
      update: { builtIn: role.builtIn },
    })
    roleIds[role.builtIn] = row.id
  }
  const userIds: Record<string, string> = {}
  for (const user of USERS) {
    const uid = `demo-${user.key}`
    const email = demoEmail(user.key)
    await ensureFirebaseAccount(
      uid,
      email,
      `${user.firstName} ${user.lastName}`
    )
    const row = await db.user.upsert({
      where: { uid },
      create: {
        uid,
        email,
        userName: `demo.${user.key}`,
        firstName: user.firstName,
        lastName: user.lastName,
        locale: user.locale,
        companyId: DEMO_COMPANY_ID,
        roleId: roleIds[user.role],
      },
      update: {},
    })
    userIds[user.key] = row.id
  }
  return userIds
}

export type DemoUserIds = Awaited<ReturnType<typeof seedTeam>>
