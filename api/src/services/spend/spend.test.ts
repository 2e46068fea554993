import { Readable } from 'node:stream'

import {
  dec,
  Dec,
  SPEND_DIMENSIONS,
  sumOf,
  SPEND_MEASURES,
  type SpendDimension,
} from '@procura/shared'

import { db } from 'src/lib/db'
import { freshAccount } from 'src/lib/testing/firebaseEmulator'
import { signInAs } from 'src/lib/testing/signInAs'
import { deleteUser } from 'src/services/users/users'

import {
  deleteExchangeRate,
  exchangeRates,
  saveExchangeRate,
  spendAnalysis,
  spendFilterOptions,
} from './spend'
import { exportSpend } from './spendCsv'
import { csvOf, fixtureLines, spendOf, type FixtureLine } from './spendFixture'
import { importSpendLines } from './spendImport'
import { spendGroups, type SpendFilter } from './spendQueries'

const importAs = (companyId: string, lines: FixtureLine[] | string) =>
  importSpendLines({
    companyId,
    input: Readable.from([typeof lines === 'string' ? lines : csvOf(lines)]),
  })

/** What each dimension stores: ids for codes and people ('' for no manager), values otherwise. */
const ID_OF: Record<string, string> = {
  FOOD: 'bd-food',
  FEED: 'bd-feed',
  'BR-SE': 'region-se',
  'BR-S': 'region-s',
  PACK: 'mc-packaging',
  ENERGY: 'mc-energy',
  'manager@team.example.com': 'user-manager',
  'manager2@team.example.com': 'user-manager2',
  '': '',
}
const keyOf = (line: FixtureLine, dimension: SpendDimension) =>
  ['supplier', 'material', 'plant'].includes(dimension)
    ? line[dimension as 'supplier']
    : ID_OF[line[dimension as 'region']]
const valueOf = (line: FixtureLine, measure: 'spend' | 'volume') =>
  measure === 'spend' ? spendOf(line) : dec(line.volume)

/** The sums worked out from the file itself, largest first as the dashboard orders them. */
const expectedGroups = (
  lines: FixtureLine[],
  dimension: SpendDimension,
  measure: 'spend' | 'volume'
) => {
  const sums = new Map<string, Dec>()
  for (const line of lines)
    sums.set(
      keyOf(line, dimension),
      (sums.get(keyOf(line, dimension)) ?? dec(0)).plus(valueOf(line, measure))
    )
  return [...sums].sort(
    ([a, x], [b, y]) => y.comparedTo(x) || a.localeCompare(b)
  )
}

describe('spending analysis', () => {
  const lines = fixtureLines()

  scenario(
    'every dimension and measure adds up to the sums of the lines',
    async () => {
      await signInAs('owner')
      const result = await importAs('company-acme', lines)
      expect(result).toMatchObject({ imported: 120, problemCount: 0 })

      for (const dimension of SPEND_DIMENSIONS)
        for (const measure of SPEND_MEASURES) {
          const analysis = await spendAnalysis({ dimension, measure })
          const expected = expectedGroups(lines, dimension, measure)
          const total = lines.reduce(
            (sum, l) => sum.plus(valueOf(l, measure)),
            dec(0)
          )
          expect(analysis.groups.map((g) => g.key)).toEqual(
            expected.map(([key]) => key)
          )
          analysis.groups.forEach((group, index) => {
            // exact: numeric sums of exact lines
            expect(dec(group.value).eq(expected[index][1])).toBe(true)
            expect(group.share).toBeCloseTo(
              expected[index][1].div(total).toNumber(),
              9
            )
          })
          expect(dec(analysis.total).eq(total)).toBe(true)
          expect(analysis.lineCount).toBe(120)
          expect(analysis.groupCount).toBe(expected.length)
          expect(analysis.currency).toBe('BRL')
        }
    }
  )

  scenario(
    'a file of a few thousand lines tells its progress before its end',
    async () => {
      const [header, ...rows] = csvOf(fixtureLines(2_000)).split('\r\n')
      // the ERP's file arrives slowly after its first thousand lines
      async function* slowly() {
        yield [header, ...rows.slice(0, 1_000), ''].join('\r\n')
        await new Promise((resolve) => setTimeout(resolve, 700))
        yield rows.slice(1_000).join('\r\n')
      }
      const told: number[] = []
      const result = await importSpendLines({
        companyId: 'company-acme',
        input: Readable.from(slowly()),
        onProgress: (rowsRead) => {
          told.push(rowsRead)
        },
      })
      expect(result.imported).toBe(2_000)
      expect(told.some((rowsRead) => rowsRead < 2_000)).toBe(true)
    }
  )

  scenario('filters, month ranges and the months series', async () => {
    await signInAs('owner')
    await importAs('company-acme', lines)
    const filter: SpendFilter = {
      supplier: 'Filmes Sul',
      regionId: 'region-se',
      fromMonth: '2026-02',
      toMonth: '2026-04',
    }
    const kept = lines.filter(
      (line) =>
        line.supplier === 'Filmes Sul' &&
        line.region === 'BR-SE' &&
        line.date >= '2026-02' &&
        line.date < '2026-05'
    )
    expect(kept.length).toBeGreaterThan(3)

    const analysis = await spendAnalysis({
      dimension: 'categoryManager',
      measure: 'spend',
      filter,
    })
    const expected = expectedGroups(kept, 'categoryManager', 'spend')
    expect(
      analysis.groups.map((g) => [g.key, dec(g.value).toFixed(2)])
    ).toEqual(expected.map(([key, value]) => [key, value.toFixed(2)]))
    expect(analysis.groups.map((g) => g.label)).toEqual(
      expected.map(([key]) =>
        key === ''
          ? 'No category manager'
          : key === 'user-manager'
            ? 'Manager Test'
            : 'Manager2 Test'
      )
    )
    expect(analysis.lineCount).toBe(kept.length)
    expect(analysis.months.map((m) => m.month)).toEqual([
      '2026-02',
      '2026-03',
      '2026-04',
    ])
    for (const month of analysis.months)
      expect(dec(month.value).toFixed(2)).toBe(
        kept
          .filter((line) => line.date.startsWith(month.month))
          .reduce((sum, line) => sum.plus(spendOf(line)), dec(0))
          .toFixed(2)
      )

    // the lines themselves give the same answer as the rollup
    const fromLines = await spendGroups({
      source: 'lines',
      companyId: 'company-acme',
      dimension: 'categoryManager',
      measure: 'spend',
      filter,
      limit: 50,
    })
    expect(fromLines.groups).toEqual(
      analysis.groups.map(({ label: _label, unit: _unit, ...group }) => group)
    )

    await expect(
      spendAnalysis({
        dimension: 'plant',
        measure: 'spend',
        filter: { fromMonth: '2026-05', toMonth: '2026-01' },
      })
    ).rejects.toThrow('validation.monthRange')
    await expect(
      spendAnalysis({
        dimension: 'plant',
        measure: 'spend',
        filter: { fromMonth: "2026-01' OR 1=1" },
      })
    ).rejects.toThrow('validation.month')
  })

  scenario(
    'Pareto: shares accumulate and ABC follows 80% and 95%',
    async () => {
      await signInAs('owner')
      await importAs('company-acme', lines)
      const { groups, classCounts, groupCount } = await spendAnalysis({
        dimension: 'supplier',
        measure: 'spend',
        limit: 2,
      })
      const all = expectedGroups(lines, 'supplier', 'spend')
      const total = all.reduce((sum, [, value]) => sum.plus(value), dec(0))
      let before = dec(0)
      const classes = all.map(([, value]) => {
        const abc = before.lt(0.8) ? 'A' : before.lt(0.95) ? 'B' : 'C'
        before = before.plus(value.div(total))
        return abc
      })
      expect(groups).toHaveLength(2)
      expect(groupCount).toBe(5)
      expect(groups[1].cumulativeShare).toBeCloseTo(
        all[0][1].plus(all[1][1]).div(total).toNumber(),
        9
      )
      expect(groups.map((g) => g.abc)).toEqual(classes.slice(0, 2))
      expect(classCounts).toEqual({
        A: classes.filter((c) => c === 'A').length,
        B: classes.filter((c) => c === 'B').length,
        C: classes.filter((c) => c === 'C').length,
      })
    }
  )

  scenario('volume says its unit, or none when units mix', async () => {
    await signInAs('owner')
    await importAs('company-acme', lines)
    const byMaterial = await spendAnalysis({
      dimension: 'material',
      measure: 'volume',
    })
    expect(byMaterial.unit).toBeNull()
    for (const group of byMaterial.groups) {
      const units = new Set(
        lines.filter((l) => l.material === group.key).map((l) => l.unit)
      )
      expect(group.unit).toBe(units.size === 1 ? [...units][0] : null)
    }
  })

  scenario(
    'a file with any problem imports nothing and says which rows and why',
    async () => {
      await signInAs('owner')
      await importAs('company-acme', lines.slice(0, 10))
      const before = await Promise.all([
        db.spendLine.count(),
        db.spendRollup.findMany({ orderBy: { supplier: 'asc' } }),
      ])

      const bad = fixtureLines(3000)
      bad[4] = { ...bad[4], region: 'MARS' }
      bad[2500] = { ...bad[2500], date: '2026-02-30', amount: 'lots' }
      // June has no dollar rate
      bad[2999] = { ...bad[2999], date: '2026-06-10', currency: 'USD' }
      const result = await importAs('company-acme', bad)

      expect(result.imported).toBe(0)
      expect(result.problems).toEqual([
        {
          line: 6,
          field: 'region',
          column: 'region',
          value: 'MARS',
          message: { key: 'spend.import.unknown', values: { value: 'MARS' } },
        },
        {
          line: 2502,
          field: 'date',
          column: 'date',
          value: '2026-02-30',
          message: { key: 'spend.import.date' },
        },
        {
          line: 2502,
          field: 'amount',
          column: 'amount',
          value: 'lots',
          message: { key: 'spend.import.number' },
        },
        {
          line: 3001,
          field: 'currency',
          column: 'currency',
          value: 'USD',
          message: {
            key: 'spend.import.noRate',
            values: { currency: 'USD', month: '2026-06' },
          },
        },
      ])
      expect(
        await Promise.all([
          db.spendLine.count(),
          db.spendRollup.findMany({ orderBy: { supplier: 'asc' } }),
        ])
      ).toEqual(before)

      await expect(
        importAs('company-acme', 'date,supplier\n2026-01-01,Filmes Sul')
      ).rejects.toThrow('spend.import.columns')
      await expect(importAs('company-acme', csvOf([]))).rejects.toThrow(
        'spend.import.empty'
      )
      expect(await db.spendLine.count()).toBe(before[0])
    }
  )

  scenario(
    'each cell rule: required, length, dates either way, an optional manager',
    async () => {
      const [line] = fixtureLines(1)
      const result = await importAs('company-acme', [
        { ...line, date: '15/03/2026', categoryManager: '' },
        { ...line, supplier: '', plant: 'P'.repeat(201), volume: '' },
      ])
      expect(result.problems).toEqual([
        {
          line: 3,
          field: 'volume',
          column: 'volume',
          value: '',
          message: { key: 'spend.import.required' },
        },
        {
          line: 3,
          field: 'supplier',
          column: 'supplier',
          value: '',
          message: { key: 'spend.import.required' },
        },
        {
          line: 3,
          field: 'plant',
          column: 'plant',
          value: 'P'.repeat(201),
          message: { key: 'spend.import.tooLong', values: { max: 200 } },
        },
      ])
      const accepted = await importAs('company-acme', [
        { ...line, date: '15/03/2026', categoryManager: '' },
      ])
      expect(accepted.imported).toBe(1)
      expect(
        await db.spendLine.findFirstOrThrow({
          select: { date: true, categoryManagerId: true },
        })
      ).toEqual({ date: new Date('2026-03-15'), categoryManagerId: null })
    }
  )

  scenario('asks for 1 to 500 groups', async () => {
    await signInAs('owner')
    for (const limit of [0, 501])
      await expect(
        spendAnalysis({ dimension: 'plant', measure: 'spend', limit })
      ).rejects.toThrow('spend.errors.limit')
  })

  scenario(
    "another company sees none of Acme's spend, and cannot name its people",
    async () => {
      await importAs('company-acme', lines)
      await signInAs('stranger')
      const analysis = await spendAnalysis({
        dimension: 'supplier',
        measure: 'spend',
      })
      expect(analysis).toMatchObject({ lineCount: 0, groups: [] })
      expect(dec(analysis.total).isZero()).toBe(true)
      expect(
        (await spendFilterOptions()).dimensions.every((d) => !d.entries.length)
      ).toBe(true)
      expect(await exchangeRates()).toEqual([])

      // Acme's manager is nobody at Globex, and Acme's dollar rates are not Globex's
      const result = await importAs('company-globex', lines.slice(0, 11))
      expect(result.problems).toContainEqual({
        line: 2,
        field: 'categoryManager',
        column: 'categoryManager',
        value: 'manager@team.example.com',
        message: {
          key: 'spend.import.unknown',
          values: { value: 'manager@team.example.com' },
        },
      })
      expect(result.problems).toContainEqual({
        line: 2,
        field: 'currency',
        column: 'currency',
        value: 'USD',
        message: {
          key: 'spend.import.noRate',
          values: { currency: 'USD', month: '2026-01' },
        },
      })
    }
  )

  scenario(
    "a deleted manager's spend stays, under no category manager",
    async () => {
      await signInAs('owner')
      await importAs('company-acme', lines)
      await freshAccount('manager2', 'manager2@team.example.com', 'Str0ng!Pass')
      await deleteUser({ id: 'user-manager2' })
      const analysis = await spendAnalysis({
        dimension: 'categoryManager',
        measure: 'spend',
      })
      const merged = lines.map((line) =>
        line.categoryManager === 'manager2@team.example.com'
          ? { ...line, categoryManager: '' }
          : line
      )
      expect(
        analysis.groups.map((g) => [g.key, dec(g.value).toFixed(2)])
      ).toEqual(
        expectedGroups(merged, 'categoryManager', 'spend').map(
          ([key, value]) => [key, value.toFixed(2)]
        )
      )
    }
  )

  scenario('filter options come from the company’s own spend', async () => {
    await signInAs('owner')
    await importAs('company-acme', lines)
    const options = await spendFilterOptions({ locale: 'pt' })
    expect(options).toMatchObject({
      firstMonth: '2026-01',
      lastMonth: '2026-05',
    })
    const entries = (dimension: SpendDimension) =>
      options.dimensions.find((d) => d.dimension === dimension).entries
    expect(entries('region')).toEqual([
      { key: 'region-s', label: 'South (pt)' },
      { key: 'region-se', label: 'Southeast (pt)' },
    ])
    expect(entries('plant').map((e) => e.key)).toEqual(['Campinas', 'Manaus'])
  })

  scenario('exchange rates: set, replaced, refused, deleted', async () => {
    await signInAs('owner')
    await saveExchangeRate({
      input: { currencyCode: 'usd', month: '2026-06', rate: '5.6' },
    })
    await saveExchangeRate({
      input: { currencyCode: 'USD', month: '2026-06', rate: '5.65' },
    })
    expect((await exchangeRates())[0]).toEqual({
      currencyCode: 'USD',
      month: '2026-06',
      rate: '5.65',
    })
    await expect(
      saveExchangeRate({
        input: { currencyCode: 'USD', month: '2026-07', rate: '0' },
      })
    ).rejects.toThrow('spend.errors.rate')
    await expect(
      saveExchangeRate({
        input: { currencyCode: 'XYZ', month: '2026-07', rate: '1' },
      })
    ).rejects.toThrow('spend.import.unknown')
    await deleteExchangeRate({
      input: { currencyCode: 'USD', month: '2026-06' },
    })
    expect(await exchangeRates()).toHaveLength(5)

    await signInAs('stranger')
    await expect(
      deleteExchangeRate({ input: { currencyCode: 'USD', month: '2026-01' } })
    ).rejects.toThrow('spend.errors.rateNotFound')
  })

  scenario(
    'amounts made to break binary floats add up to the cent, on the dashboard and in either language’s CSV',
    async () => {
      await signInAs('owner')
      // 0.1 + 0.2, a run of cents, and a 17-digit amount beside them: all BRL
      const amounts = [
        '0.10',
        '0.20',
        ...Array.from({ length: 30 }, () => '0.01'),
        '987654321098765.43',
      ]
      const [first] = lines
      await importAs(
        'company-acme',
        amounts.map((amount, index) => ({
          ...first,
          currency: 'BRL',
          supplier: index % 2 ? 'Filmes Sul' : 'Aço Norte',
          amount,
        }))
      )
      const exact = '987654321098766.03'

      const analysis = await spendAnalysis({
        dimension: 'supplier',
        measure: 'spend',
      })
      expect(dec(analysis.total).toFixed(2)).toBe(exact)
      expect(sumOf(analysis.groups.map((g) => g.value)).toFixed(2)).toBe(exact)
      // a float would have lost the cents: the test's own sum proves its fixture breaks doubles
      expect(
        amounts.reduce((sum, amount) => sum + Number(amount), 0).toFixed(2)
      ).not.toBe(exact)

      for (const [locale, mark] of [
        ['en', '.'],
        ['pt', ','],
      ] as const) {
        const csv = await exportSpend({
          dimension: 'supplier',
          measure: 'spend',
          filter: {},
          locale,
        })
        const values = csv
          .trim()
          .split('\r\n')
          .slice(1)
          .map((line) =>
            line.split(locale === 'pt' ? ';' : ',')[1].replace(mark, '.')
          )
        expect(sumOf(values).toFixed(2)).toBe(exact)
      }
    }
  )
})
