import { appendFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'

import { findUserByUid } from 'api/src/lib/auth'
import { db } from 'api/src/lib/db'

import { setContext } from '@redwoodjs/context'
import { getAsyncStoreInstance } from '@redwoodjs/context/dist/store'

// What every `yarn bench` script shares: timing, percentiles, and running services as a user.

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

/** A row of the benchmark's table (`yarn bench` prints it and keeps it in bench-results/). */
export const recordFigure = (figure: Record<string, string | number>) => {
  if (process.env.BENCH_FIGURES)
    appendFileSync(process.env.BENCH_FIGURES, `${JSON.stringify(figure)}\n`)
}

/** One line of figures: p50, p95 and max in milliseconds. */
export const report = (label: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  const ms = (value: number) => `${value.toFixed(1)} ms`
  console.log(
    `${label}: p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, ` +
      `max ${ms(sorted.at(-1))} (${times.length} runs)`
  )
  const round = (value: number) => Math.round(value * 10) / 10
  recordFigure({
    figure: label,
    'p50 ms': round(percentile(sorted, 50)),
    'p95 ms': round(percentile(sorted, 95)),
    'max ms': round(sorted.at(-1)),
    runs: times.length,
  })
}

export const timed = async <T>(times: number[], work: () => Promise<T>) => {
  const started = performance.now()
  const result = await work()
  times.push(performance.now() - started)
  return result
}

/** Runs the work as the user with this uid, as the api's services see a signed-in user. */
export const asUser = async (uid: string, work: () => Promise<void>) => {
  const user = await findUserByUid(uid)
  await getAsyncStoreInstance().run(new Map(), async () => {
    setContext({ currentUser: user })
    await work()
  })
}

/**
 * A fresh company for a benchmark (any earlier one with this id removed), its Owner role and 20
 * managers: users `${prefix}-0`…`${prefix}-19`. Answers the managers' ids.
 */
export const benchCompany = async (
  id: string,
  name: string,
  prefix: string
) => {
  await db.company.deleteMany({ where: { id } })
  await db.company.create({ data: { id, name } })
  const role = await db.role.create({
    data: {
      companyId: id,
      name: 'Owner',
      description: 'Owner',
      priority: 1_000_000,
    },
  })
  const managers = await db.user.createManyAndReturn({
    data: Array.from({ length: 20 }, (_, n) => ({
      uid: `${prefix}-${n}`,
      firstName: `Manager${n}`,
      lastName: 'Bench',
      userName: `${prefix.replace('-', '.')}.${n}`,
      email: `${prefix.replace('-', '.')}.${n}@bench.example.com`,
      companyId: id,
      roleId: role.id,
    })),
    select: { id: true },
  })
  return managers.map((manager) => manager.id)
}
