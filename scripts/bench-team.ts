import { performance } from 'node:perf_hooks'

import { findUserByUid } from 'api/src/lib/auth'
import { db } from 'api/src/lib/db'
import { users } from 'api/src/services/users/users'

import { setContext } from '@redwoodjs/context'
import { getAsyncStoreInstance } from '@redwoodjs/context/dist/store'

const COMPANY_ID = '00000000-0000-4000-8000-00000000b001'
const USERS = 1000
const RUNS = 50

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

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
  const owner = await findUserByUid('bench-0')
  try {
    await getAsyncStoreInstance().run(new Map(), async () => {
      setContext({ currentUser: owner })
      for (const [label, pageSize, sortBy] of [
        ['page of 20 by name', 20, 'name'],
        ['page of 200 by email', 200, 'email'],
      ] as const) {
        const times: number[] = []
        for (let run = 0; run < RUNS; run++) {
          const started = performance.now()
          const { total } = await users({
            page: { page: run % 5, pageSize, sortBy },
          })
          times.push(performance.now() - started)
          if (total !== USERS)
            throw new Error(`expected ${USERS} users, listed ${total}`)
        }
        times.sort((a, b) => a - b)
        console.log(
          `users service, ${USERS} users, ${label}: p50 ${percentile(times, 50).toFixed(1)} ms, ` +
            `p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms (${RUNS} runs)`
        )
      }
    })
  } finally {
    await db.company.deleteMany({ where: { id: COMPANY_ID } })
    await db.$disconnect()
  }
}
