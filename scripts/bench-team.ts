import { db } from 'api/src/lib/db'
import { users } from 'api/src/services/users/users'

import { asUser, report, timed } from './lib/bench'

const COMPANY_ID = '00000000-0000-4000-8000-00000000b001'
const USERS = 1000
const RUNS = 50

/** A company of 1,000 users (database rows only: no sign-in accounts are needed to list them). */
const seedBenchCompany = async () => {
  await db.company.deleteMany({ where: { id: COMPANY_ID } })
  await db.company.create({ data: { id: COMPANY_ID, name: 'Bench Co.' } })
  const role = await db.role.create({
    data: {
      companyId: COMPANY_ID,
      name: 'Owner',
      description: 'Owner of the company',
      priority: 1_000_000,
    },
  })
  await db.user.createMany({
    data: Array.from({ length: USERS }, (_, n) => ({
      uid: `bench-${n}`,
      firstName: `First${String(n).padStart(4, '0')}`,
      lastName: 'Bench',
      userName: `bench.${n}`,
      email: `bench.${n}@bench.example.com`,
      companyId: COMPANY_ID,
      roleId: role.id,
    })),
  })
}

/**
 * `yarn bench team`: the users service listing 1,000 users of one company, a page at a time and
 * in full pages of 200, sorted on the server. Reports milliseconds; asserts nothing.
 */
export default async () => {
  await seedBenchCompany()
  try {
    await asUser('bench-0', async () => {
      for (const [label, pageSize, sortBy] of [
        ['page of 20 by name', 20, 'name'],
        ['page of 200 by email', 200, 'email'],
      ] as const) {
        const times: number[] = []
        for (let run = 0; run < RUNS; run++) {
          const { total } = await timed(times, () =>
            users({ page: { page: run % 5, pageSize, sortBy } })
          )
          if (total !== USERS)
            throw new Error(`expected ${USERS} users, listed ${total}`)
        }
        report(`users service, ${USERS} users, ${label}`, times)
      }
    })
  } finally {
    await db.company.deleteMany({ where: { id: COMPANY_ID } })
    await db.$disconnect()
  }
}
