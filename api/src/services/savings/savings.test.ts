import {
  dec,
  FILTER_FIELD_OF_GROUP,
  PROCESS_PROFILES,
  PROCESS_TYPES,
  SAVINGS_GROUPS,
  stored,
  totalSavings,
  type Numeric,
  type Savings,
  type SavingsFilter,
  type SavingsGroup,
} from '@procura/shared'

import { db } from 'src/lib/db'
import { signInAs } from 'src/lib/testing/signInAs'
import { ids } from 'src/lib/testing/sourcingScenario'
import { processes } from 'src/services/processes/processes'

import {
  saveSavingsTarget,
  savingsDashboard,
  savingsFilterOptions,
  savingsTargets,
} from './savings'
import { scenarioProcess } from './savings.scenarios'
import {
  CATEGORIES,
  createSavingsFixture,
  linesOf,
  MANAGERS,
  resultOf,
  type FixtureProcess,
} from './savingsFixture'

/** The scenario's dollar rates (March to October 2026): the month's, else the nearest earlier, else later. */
const rateOf = (process: FixtureProcess) => {
  if (process.currencyCode === 'BRL') return dec(1)
  if (process.currencyCode !== 'USD') return null
  if (process.month < '2026-03') return dec('5.3')
  if (process.month > '2026-10') return dec(6)
  return dec(5).plus(dec(process.month.slice(5)).div(10))
}

const kindOf = (process: FixtureProcess) =>
  process.status === 'APPROVED' ? 'realized' : 'pipeline'

const selects = (filter: SavingsFilter) => (process: FixtureProcess) =>
  (!filter.categoryManagerId ||
    process.categoryManagerId === filter.categoryManagerId) &&
  (!filter.processType || process.processType === filter.processType) &&
  (!filter.processProfile ||
    process.processProfile === filter.processProfile) &&
  (!filter.categoryId || process.categories.includes(filter.categoryId)) &&
  (!filter.currencyCode || process.currencyCode === filter.currencyCode) &&
  (!filter.fromMonth || process.month >= filter.fromMonth) &&
  (!filter.toMonth || process.month <= filter.toMonth)

/** Each selected process's result, in the dashboard's currency, and what it is grouped by. */
const expectedLines = (all: FixtureProcess[], filter: SavingsFilter) =>
  all.filter(selects(filter)).flatMap((process) => {
    const rate = filter.currencyCode ? dec(1) : rateOf(process)
    return linesOf(process, filter.categoryId).map((line) => ({
      process,
      kind: kindOf(process),
      key: {
        month: process.month,
        categoryManager: process.categoryManagerId,
        processType: process.processType,
        processProfile: process.processProfile,
        category: line.categoryId,
      } as Record<SavingsGroup | 'month', string | null>,
      savings: line.savings,
      rate,
    }))
  })

type ExpectedLine = ReturnType<typeof expectedLines>[number]

/** To the cent, as the dashboard shows it: the test's exact sums and PostgreSQL's must agree there. */
const cents = (value: Numeric) => stored(dec(value), 2)

const totalOf = (lines: ExpectedLine[]) => {
  // a process in a currency with no rate is counted, its amounts are not
  const savings = totalSavings(
    lines.filter((line) => line.rate !== null).map(scaled)
  )
  return {
    costReduction: savings.costReduction,
    costAvoidance: savings.costAvoidance,
    costIncrease: savings.costIncrease,
    costSaving: savings.result,
    processes: new Set(lines.map((line) => line.process.id)).size,
  }
}

const scaled = ({ savings, rate }: ExpectedLine): Savings => ({
  totalVolume: savings.totalVolume,
  costReduction: savings.costReduction.times(rate),
  costAvoidance: savings.costAvoidance.times(rate),
  costIncrease: savings.costIncrease.times(rate),
  result: savings.result.times(rate),
})

const expectSums = (
  actual: ReturnType<typeof totalOf>,
  expected: ReturnType<typeof totalOf>,
  where: string
) => {
  expect({ where, processes: actual.processes }).toEqual({
    where,
    processes: expected.processes,
  })
  for (const field of [
    'costReduction',
    'costAvoidance',
    'costIncrease',
    'costSaving',
  ] as const)
    expect({ where, field, value: cents(actual[field]) }).toEqual({
      where,
      field,
      value: cents(expected[field]),
    })
}

/** The dashboard's answer against the sums of the fixture's per-process results. */
const expectDashboard = async (
  all: FixtureProcess[],
  filter: SavingsFilter
) => {
  const dashboard = await savingsDashboard({ filter })
  const lines = expectedLines(all, filter)
  const where = JSON.stringify(filter)
  for (const kind of ['realized', 'pipeline'] as const)
    expectSums(
      dashboard[kind],
      totalOf(lines.filter((l) => l.kind === kind)),
      `${where} ${kind}`
    )

  for (const month of dashboard.months)
    for (const kind of ['realized', 'pipeline'] as const)
      expectSums(
        month[kind],
        totalOf(
          lines.filter((l) => l.kind === kind && l.key.month === month.month)
        ),
        `${where} ${month.month} ${kind}`
      )
  // no savings fall outside the months the trend shows
  expect(
    dashboard.months
      .reduce((sum, m) => sum.plus(m.realized.costSaving), dec(0))
      .eq(dashboard.realized.costSaving)
  ).toBe(true)

  for (const { group, rows } of dashboard.groups) {
    const keys = new Set(lines.map((line) => line.key[group]))
    expect({ where, group, keys: rows.map((r) => r.key).sort() }).toEqual({
      where,
      group,
      keys: [...keys].sort(),
    })
    for (const row of rows)
      for (const kind of ['realized', 'pipeline'] as const)
        expectSums(
          row[kind],
          totalOf(
            lines.filter((l) => l.kind === kind && l.key[group] === row.key)
          ),
          `${where} ${group}=${row.key} ${kind}`
        )
  }

  const selected = all.filter(selects(filter))
  const count = (statuses: string[]) =>
    selected.filter((p) => statuses.includes(p.status)).length
  expect({ where, ...dashboard.counts }).toMatchObject({
    where,
    open: count(['DRAFT', 'REJECTED']),
    inReview: count(['IN_REVIEW']),
    approved: count(['APPROVED']),
  })
  return dashboard
}

// the dashboard over the fixture for each of its filters takes seconds on a slow machine (past
// Jest's 5 s default): room to run, not a measure of speed
jest.setTimeout(30_000)

describe('sourcing dashboard', () => {
  scenario(
    'totals equal the sums of the per-process results, for every filter',
    async () => {
      const all: FixtureProcess[] = [
        ...(await createSavingsFixture()),
        scenarioProcess as unknown as FixtureProcess,
      ]
      await signInAs('owner')
      const filters: SavingsFilter[] = [
        {},
        ...MANAGERS.map((categoryManagerId) => ({ categoryManagerId })),
        ...PROCESS_TYPES.map((processType) => ({ processType })),
        ...PROCESS_PROFILES.map((processProfile) => ({ processProfile })),
        ...CATEGORIES.map((categoryId) => ({ categoryId })),
        { fromMonth: '2026-01', toMonth: '2026-12' },
        { fromMonth: '2026-04', toMonth: '2026-07' },
        { toMonth: '2025-12' },
        { currencyCode: 'USD' },
        { currencyCode: 'EUR' },
        {
          categoryManagerId: 'user-manager',
          categoryId: 'cat-resin',
          fromMonth: '2026-02',
        },
      ]
      for (const filter of filters) await expectDashboard(all, filter)

      // the fixture reaches every state, group and currency the filters are meant to cover
      const whole = await savingsDashboard()
      expect(whole.realized.processes).toBeGreaterThan(3)
      expect(whole.pipeline.processes).toBeGreaterThan(10)
      expect(
        whole.groups.find((g) => g.group === 'category').rows.map((r) => r.key)
      ).toContain(null)
      expect(whole.realized.costIncrease.gt(0)).toBe(true)
    }
  )

  scenario(
    'says which currencies were converted and which could not be',
    async () => {
      const all = await createSavingsFixture()
      await signInAs('owner')
      const converted = await savingsDashboard()
      expect(converted).toMatchObject({
        currencyCode: 'BRL',
        converted: true,
        convertedFrom: ['USD'],
      })
      const inEuros = all.filter(
        (p) => p.currencyCode === 'EUR' && p.lines.length
      )
      expect(converted.unconverted).toEqual([
        {
          currencyCode: 'EUR',
          processes: inEuros.length,
          costSaving: dec(
            inEuros.reduce(
              (sum, p) => sum.plus(resultOf(p.lines).result),
              dec(0)
            )
          ),
        },
      ])

      // one currency: its own amounts, no conversion and no target to compare with
      await saveSavingsTarget({ input: { year: 2026, amount: '120000' } })
      const dollars = await savingsDashboard({
        filter: { currencyCode: 'USD' },
      })
      expect(dollars).toMatchObject({
        currencyCode: 'USD',
        converted: false,
        unconverted: [],
      })
      expect(dollars.counts.target).toBeNull()
    }
  )

  scenario(
    'the month of an approval is the company’s, and its days are counted from creation',
    async () => {
      const all = await createSavingsFixture()
      await signInAs('owner')
      // approved on the 1st at 01:00 UTC: still the last day of the month before in São Paulo
      const approved = all.find((p) =>
        p.approvedAt?.toISOString().startsWith('2026-11-01')
      )
      expect(approved.month).toBe('2026-10')
      const october = await savingsDashboard({
        filter: { fromMonth: '2026-10', toMonth: '2026-10' },
      })
      expect(october.counts.approved).toBe(
        all.filter((p) => p.status === 'APPROVED' && p.month === '2026-10')
          .length
      )
      const days = all
        .filter((p) => p.status === 'APPROVED')
        .map(
          (p) => (p.approvedAt.getTime() - p.createdAt.getTime()) / 86_400_000
        )
      expect(
        (await savingsDashboard()).counts.averageDaysToApproval
      ).toBeCloseTo(days.reduce((a, b) => a + b, 0) / days.length, 6)
    }
  )

  scenario(
    'a yearly target, prorated to the period, set only by the highest-ranked role',
    async () => {
      await createSavingsFixture()
      await signInAs('owner')
      expect((await savingsDashboard()).counts.target).toBeNull()
      expect(
        await saveSavingsTarget({ input: { year: 2026, amount: '1200000' } })
      ).toEqual({
        year: 2026,
        amount: '1200000',
      })
      await saveSavingsTarget({ input: { year: 2027, amount: '600000.00' } })
      const firstHalf = await savingsDashboard({
        filter: { fromMonth: '2026-01', toMonth: '2026-06' },
      })
      expect(firstHalf.counts.target.toFixed()).toBe('600000')
      expect(firstHalf.counts.targetShare).toBeCloseTo(
        firstHalf.realized.costSaving.div(600_000).toNumber(),
        9
      )
      const acrossYears = await savingsDashboard({
        filter: { fromMonth: '2026-07', toMonth: '2027-03' },
      })
      expect(acrossYears.counts.target.toFixed()).toBe('750000')
      expect(
        (await savingsDashboard({ filter: { toMonth: '2025-12' } })).counts
          .target
      ).toBeNull()

      // bad input: a clear message, nothing changed
      await expect(
        saveSavingsTarget({ input: { year: 2026, amount: '-5' } })
      ).rejects.toThrow('validation.nonNegative')
      await expect(
        saveSavingsTarget({ input: { year: 2026, amount: '5.001' } })
      ).rejects.toThrow('validation.decimals')
      await expect(
        saveSavingsTarget({ input: { year: 1999, amount: '5' } })
      ).rejects.toThrow('savings.errors.year')
      expect((await savingsTargets()).targets).toEqual([
        { year: 2027, amount: '600000' },
        { year: 2026, amount: '1200000' },
      ])

      // a manager ranks below the owner: may read, not change
      await signInAs('manager')
      expect(await savingsTargets()).toMatchObject({ canEdit: false })
      await expect(
        saveSavingsTarget({ input: { year: 2026, amount: '1' } })
      ).rejects.toThrow('savings.errors.targetNotAllowed')
      expect(
        (
          await db.savingsTarget.findFirst({ where: { year: 2026 } })
        ).amount.toFixed()
      ).toBe('1200000')
    }
  )

  scenario('every number lists the processes behind it', async () => {
    const all = await createSavingsFixture()
    await signInAs('owner')
    const listed = async (
      filter: SavingsFilter,
      stage?: 'PIPELINE' | 'OPEN' | 'IN_REVIEW' | 'APPROVED'
    ) =>
      (
        await processes({
          page: { page: 0, pageSize: 100 },
          filter: { savings: { filter, stage } },
        })
      ).items
        .map((p) => p.id)
        .sort()
    const expected = (filter: SavingsFilter, statuses: string[]) =>
      all
        .filter(selects(filter))
        .filter((p) => statuses.includes(p.status))
        .map((p) => p.id)
        .sort()

    const year = { fromMonth: '2026-01', toMonth: '2026-12' }
    expect(await listed(year, 'APPROVED')).toEqual(expected(year, ['APPROVED']))
    expect(await listed(year, 'OPEN')).toEqual(
      expected(year, ['DRAFT', 'REJECTED'])
    )
    // a bar of "saving by category": the processes with an item of that category
    for (const group of SAVINGS_GROUPS) {
      const row = (await savingsDashboard({ filter: year })).groups
        .find((g) => g.group === group)
        .rows.find((r) => r.key && r.realized.processes > 0)
      const filter = { ...year, [FILTER_FIELD_OF_GROUP[group]]: row.key }
      const approved = await listed(filter, 'APPROVED')
      expect(approved).toEqual(expected(filter, ['APPROVED']))
      expect(approved).toHaveLength(row.realized.processes)
    }
    expect(await listed({}, 'PIPELINE')).toContain(ids.acmeProcess)
  })

  scenario('another company sees none of it', async () => {
    await createSavingsFixture()
    await signInAs('owner')
    await saveSavingsTarget({ input: { year: 2026, amount: '100' } })
    await signInAs('stranger')
    const dashboard = await savingsDashboard()
    expect(dashboard.realized.processes).toBe(0)
    expect(dashboard.pipeline.processes).toBe(0)
    // Globex's own draft, effective in 2027
    expect(dashboard.counts).toMatchObject({
      open: 1,
      approved: 0,
      target: null,
    })
    expect((await savingsTargets()).targets).toEqual([])
    const options = await savingsFilterOptions()
    expect(options.categoryManagers.map((m) => m.id)).toEqual(['user-stranger'])
    expect(options.categories).toEqual([])
    const list = await processes({
      page: { page: 0, pageSize: 100 },
      filter: { savings: { filter: { categoryManagerId: 'user-manager' } } },
    })
    expect(list.items).toEqual([])
  })

  scenario(
    'filter options: my managers, my items’ categories in my language, my currencies',
    async () => {
      await createSavingsFixture()
      await signInAs('owner')
      const options = await savingsFilterOptions({ locale: 'pt' })
      expect(options).toEqual({
        companyCurrency: 'BRL',
        categoryManagers: [
          { id: 'user-buyer', label: 'Buyer Test' },
          { id: 'user-manager', label: 'Manager Test' },
          { id: 'user-manager2', label: 'Manager2 Test' },
          { id: 'user-owner', label: 'Owner Test' },
        ],
        categories: [
          { id: 'cat-steel', label: 'Aço' },
          { id: 'cat-resin', label: 'Resina' },
        ],
        currencies: ['BRL', 'EUR', 'USD'],
      })
      await expect(
        savingsDashboard({ filter: { fromMonth: '2026-13' } })
      ).rejects.toThrow('validation.month')
      await expect(
        savingsDashboard({
          filter: { fromMonth: '2026-05', toMonth: '2026-04' },
        })
      ).rejects.toThrow('validation.monthRange')
    }
  )
})
