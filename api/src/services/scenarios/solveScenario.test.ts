import {
  dec,
  Dec,
  scenarioSchema,
  type ScenarioDefinition,
} from '@procura/shared'

import { scenarioFigures } from './scenarioFigures'
import { solveScenario, type ScenarioBasis } from './solveScenario'

// Each scenario against an exhaustive answer on small processes (up to 6 items × 5 suppliers):
// every subset of suppliers is tried, each item given to the cheapest it may go to.

/** A reproducible process: prices from a seeded generator, some offers missing. */
const fixture = (seed: number, items = 6, suppliers = 5): ScenarioBasis => {
  let state = seed
  const next = () => (state = (state * 16807) % 2147483647) / 2147483647
  const basis: ScenarioBasis = {
    items: Array.from({ length: items }, (_, i) => ({
      id: `i${i}`,
      code: `MAT-${i}`,
      annualVolume: String(100 * (1 + Math.floor(next() * 20))),
      historicalPrice: '50',
      baselinePrice: '55',
      incumbentId: `s${i % suppliers}`,
    })),
    suppliers: Array.from({ length: suppliers }, (_, s) => ({
      id: `s${s}`,
      name: `Supplier ${s}`,
      exclusions: s === 1 ? ['litigant' as const] : [],
    })),
    offers: [],
    declinedItemIds: [],
  }
  for (const item of basis.items)
    for (const supplier of basis.suppliers)
      if (next() > 0.2)
        basis.offers.push({
          itemId: item.id,
          supplierId: supplier.id,
          quotationId: `${item.id}-${supplier.id}`,
          // whole cents, so that ties happen
          price: (40 + Math.floor(next() * 20)).toFixed(2),
          contractLength: 12,
          contractPeriod: 'MONTHS',
        })
  return basis
}

const define = (definition: Partial<ScenarioDefinition>) =>
  scenarioSchema.validateSync({ name: 'Test', kind: 'CHEAPEST', ...definition })

const subsets = <T>(values: T[]): T[][] =>
  values.reduce<T[][]>(
    (all, value) => [...all, ...all.map((subset) => [...subset, value])],
    [[]]
  )

/** The lowest annual value any award by suppliers `chosen` reaches, or null when none is possible. */
const valueWith = (
  basis: ScenarioBasis,
  definition: ScenarioDefinition,
  chosen: string[],
  covered: string[]
) => {
  const keep = new Map(
    definition.keep.map((pair) => [pair.itemId, pair.supplierId])
  )
  const share = definition.dualMinimumPercent / 100
  let total = new Dec(0)
  for (const itemId of covered) {
    const volume = dec(
      basis.items.find((item) => item.id === itemId).annualVolume
    )
    const prices = basis.offers
      .filter(
        (offer) => offer.itemId === itemId && chosen.includes(offer.supplierId)
      )
      .map((offer) => ({
        supplierId: offer.supplierId,
        price: dec(offer.price),
      }))
      .sort((a, b) => a.price.comparedTo(b.price))
    const kept = keep.get(itemId)
    const first = kept ? prices.find((p) => p.supplierId === kept) : prices[0]
    if (!first) return null
    if (definition.dualItemIds.includes(itemId)) {
      const second = prices.find((p) => p !== first)
      if (!second) return null
      const [low, high] = first.price.lte(second.price)
        ? [first, second]
        : [second, first]
      total = total.plus(
        low.price
          .times(1 - share)
          .plus(high.price.times(share))
          .times(volume)
      )
    } else total = total.plus(first.price.times(volume))
  }
  return total
}

const bruteForce = (basis: ScenarioBasis, definition: ScenarioDefinition) => {
  const eligible = basis.suppliers
    .filter((s) => !s.exclusions.some((e) => definition.exclude.includes(e)))
    .map((s) => s.id)
  const covered = basis.items
    .map((item) => item.id)
    .filter((id) =>
      basis.offers.some(
        (o) => o.itemId === id && eligible.includes(o.supplierId)
      )
    )
  const limit =
    definition.kind === 'SINGLE'
      ? 1
      : definition.kind === 'AT_MOST'
        ? definition.maxSuppliers
        : eligible.length
  const values = subsets(eligible)
    .filter((chosen) => chosen.length <= limit)
    .map((chosen) => valueWith(basis, definition, chosen, covered))
    .filter((value): value is Dec => value !== null)
  return values.length ? Dec.min(...values) : null
}

const totalOf = (
  answer: Awaited<ReturnType<typeof solveScenario>>,
  basis: ScenarioBasis
) => dec(scenarioFigures(answer, basis).totals.totalValue)

/** No item gets more than its volume; each awarded item gets all of it. */
const expectWholeItems = (
  answer: Awaited<ReturnType<typeof solveScenario>>,
  basis: ScenarioBasis
) => {
  const awarded = new Map<string, Dec>()
  for (const allocation of answer.allocations)
    awarded.set(
      allocation.itemId,
      dec(awarded.get(allocation.itemId)).plus(dec(allocation.annualVolume))
    )
  for (const [itemId, volume] of awarded)
    expect(volume.toFixed()).toBe(
      dec(basis.items.find((item) => item.id === itemId).annualVolume).toFixed()
    )
}

const SEEDS = [3, 17, 29, 41, 59, 71, 83, 97]

const cases: [string, Partial<ScenarioDefinition>][] = [
  ['cheapest per item', { kind: 'CHEAPEST' }],
  [
    'cheapest per item without litigants',
    { kind: 'CHEAPEST', exclude: ['litigant'] },
  ],
  ['a single supplier', { kind: 'SINGLE' }],
  ['at most 1 supplier', { kind: 'AT_MOST', maxSuppliers: 1 }],
  [
    'a single supplier, an incumbent kept',
    { kind: 'SINGLE', keep: [{ itemId: 'i0', supplierId: 's4' }] },
  ],
  ['at most 2 suppliers', { kind: 'AT_MOST', maxSuppliers: 2 }],
  [
    'at most 2 suppliers, no litigants',
    { kind: 'AT_MOST', maxSuppliers: 2, exclude: ['litigant'] },
  ],
  ['at most 3 suppliers', { kind: 'AT_MOST', maxSuppliers: 3 }],
  [
    'at most 3 suppliers, two items dual-sourced',
    { kind: 'AT_MOST', maxSuppliers: 3, dualItemIds: ['i0', 'i1'] },
  ],
  [
    'at most 2 suppliers, an incumbent kept',
    {
      kind: 'AT_MOST',
      maxSuppliers: 2,
      keep: [{ itemId: 'i2', supplierId: 's2' }],
    },
  ],
]

describe('award scenarios against an exhaustive search', () => {
  for (const [title, asked] of cases)
    it(`finds the lowest value: ${title}`, async () => {
      for (const seed of SEEDS) {
        const basis = fixture(seed)
        const definition = define(asked)
        const best = bruteForce(basis, definition)
        const answer = await solveScenario(basis, definition)
        if (best === null) {
          expect(answer.problem).not.toBeNull()
          continue
        }
        expect(answer.problem).toBeNull()
        // the solver's shares are exact to a millionth: a cent's difference at most
        expect(
          totalOf(answer, basis).minus(best).abs().toNumber()
        ).toBeLessThanOrEqual(0.01)
        expectWholeItems(answer, basis)
        const suppliers = new Set(answer.allocations.map((a) => a.supplierId))
        if (definition.kind !== 'CHEAPEST')
          expect(suppliers.size).toBeLessThanOrEqual(
            definition.maxSuppliers ?? 1
          )
        if (definition.exclude.includes('litigant'))
          expect(suppliers.has('s1')).toBe(false)
        for (const itemId of definition.dualItemIds) {
          const parts = answer.allocations.filter((a) => a.itemId === itemId)
          expect(parts).toHaveLength(2)
        }
        for (const pair of definition.keep)
          expect(
            answer.allocations
              .filter((a) => a.itemId === pair.itemId)
              .map((a) => a.supplierId)
          ).toEqual([pair.supplierId])
      }
    })
})

/** Every way to split each item in quarters among the suppliers who offered it. */
const quarterSplits = (basis: ScenarioBasis, cap: number) => {
  const perItem = basis.items
    .filter((item) => basis.offers.some((offer) => offer.itemId === item.id))
    .map((item) => {
      const offers = basis.offers.filter((offer) => offer.itemId === item.id)
      const splits: number[][] = []
      const build = (left: number, prefix: number[]) => {
        if (prefix.length === offers.length - 1)
          return splits.push([...prefix, left])
        for (let part = 0; part <= left; part++)
          build(left - part, [...prefix, part])
      }
      build(4, [])
      return { item, offers, splits }
    })
  let best: Dec | null = null
  const walk = (index: number, total: Dec, perSupplier: Map<string, Dec>) => {
    if (index === perItem.length) {
      const within = [...perSupplier.values()].every((value) =>
        value.lte(total.times(cap))
      )
      if (within && (best === null || total.lt(best))) best = total
      return
    }
    const { item, offers, splits } = perItem[index]
    for (const split of splits) {
      const next = new Map(perSupplier)
      let sum = total
      split.forEach((quarters, k) => {
        const value = dec(offers[k].price)
          .times(dec(item.annualVolume))
          .times(quarters)
          .div(4)
        sum = sum.plus(value)
        next.set(
          offers[k].supplierId,
          dec(next.get(offers[k].supplierId)).plus(value)
        )
      })
      walk(index + 1, sum, next)
    }
  }
  walk(0, new Dec(0), new Map())
  return best
}

describe('a share cap', () => {
  it('is never exceeded, and the answer is no dearer than any split in quarters', async () => {
    for (const seed of SEEDS.slice(0, 4)) {
      const basis = fixture(seed, 4, 3)
      const answer = await solveScenario(
        basis,
        define({ kind: 'CHEAPEST', maxSharePercent: 50 })
      )
      const figures = scenarioFigures(answer, basis)
      const best = quarterSplits(basis, 0.5)
      if (best === null) continue
      expect(answer.problem).toBeNull()
      expect(dec(figures.totals.totalValue).lte(best.plus(0.01))).toBe(true)
      for (const supplier of figures.suppliers)
        expect(dec(supplier.sharePercent).lte(50.01)).toBe(true)
      expectWholeItems(answer, basis)
    }
  })

  it('with at most 2 suppliers and 60 %: two suppliers, neither above 60 %', async () => {
    const basis = fixture(5)
    const answer = await solveScenario(
      basis,
      define({ kind: 'AT_MOST', maxSuppliers: 2, maxSharePercent: 60 })
    )
    const { suppliers } = scenarioFigures(answer, basis)
    expect(answer.problem).toBeNull()
    expect(suppliers).toHaveLength(2)
    for (const supplier of suppliers)
      expect(dec(supplier.sharePercent).lte(60.01)).toBe(true)
  })
})

describe('ties', () => {
  const tied = (): ScenarioBasis => ({
    items: [
      {
        id: 'i0',
        code: 'MAT-0',
        annualVolume: '1000',
        historicalPrice: '10',
        baselinePrice: '11',
        incumbentId: 's1',
      },
    ],
    suppliers: ['s0', 's1', 's2'].map((id) => ({
      id,
      name: id,
      exclusions: [],
    })),
    offers: ['s0', 's1', 's2'].map((supplierId, k) => ({
      itemId: 'i0',
      supplierId,
      quotationId: `q${k}`,
      price: k === 2 ? '9.5' : '9',
      contractLength: 12,
      contractPeriod: 'MONTHS' as const,
    })),
    declinedItemIds: [],
  })

  it('are split evenly, or go to the incumbent, as the buyer chooses', async () => {
    const split = await solveScenario(tied(), define({ tieRule: 'SPLIT' }))
    expect(
      split.allocations.map((a) => [a.supplierId, a.annualVolume])
    ).toEqual([
      ['s0', '500'],
      ['s1', '500'],
    ])
    const incumbent = await solveScenario(
      tied(),
      define({ tieRule: 'INCUMBENT' })
    )
    expect(
      incumbent.allocations.map((a) => [a.supplierId, a.annualVolume])
    ).toEqual([['s1', '1000']])
  })

  it('split in three never give an item more than its volume', async () => {
    const basis = tied()
    basis.items[0].annualVolume = '100'
    basis.offers[2].price = '9'
    const answer = await solveScenario(basis, define({}))
    expect(answer.allocations.map((a) => a.annualVolume)).toEqual([
      '33.3333',
      '33.3333',
      '33.3334',
    ])
  })
})

describe('scenarios no award can satisfy', () => {
  const basis = fixture(11)

  it.each([
    [{ kind: 'SINGLE', dualItemIds: ['i0'] }, 'dualNeedsTwo', { max: 1 }],
    [
      { kind: 'CHEAPEST', maxSharePercent: 20, exclude: ['litigant'] },
      'shareNeedsSuppliers',
      { share: 20, needed: 5 },
    ],
    [
      { kind: 'AT_MOST', maxSuppliers: 1, maxSharePercent: 60 },
      'shareNeedsSuppliers',
      { share: 60, needed: 2 },
    ],
    [
      {
        kind: 'AT_MOST',
        maxSuppliers: 1,
        keep: [
          { itemId: 'i0', supplierId: 's0' },
          { itemId: 'i2', supplierId: 's2' },
        ],
      },
      'keepTooMany',
      { kept: 2, max: 1 },
    ],
    [
      {
        kind: 'CHEAPEST',
        exclude: ['litigant'],
        keep: [{ itemId: 'i0', supplierId: 's1' }],
      },
      'keepExcluded',
      { supplier: 'Supplier 1', item: 'MAT-0', exclusions: ['litigant'] },
    ],
  ] as [Partial<ScenarioDefinition>, string, object][])(
    '%o: %s',
    async (asked, key, values) => {
      const answer = await solveScenario(basis, define(asked))
      expect(answer.problem).toEqual({
        key: `process.scenarios.problems.${key}`,
        values,
      })
      expect(answer.allocations).toEqual([])
    }
  )

  it('names the supplier that did not quote a kept item', async () => {
    const lacking = {
      ...basis,
      offers: basis.offers.filter(
        (o) => o.itemId !== 'i3' || o.supplierId !== 's0'
      ),
    }
    const answer = await solveScenario(
      lacking,
      define({ keep: [{ itemId: 'i3', supplierId: 's0' }] })
    )
    expect(answer.problem).toEqual({
      key: 'process.scenarios.problems.keepNoOffer',
      values: { supplier: 'Supplier 0', item: 'MAT-3' },
    })
  })

  it('names the items only one supplier can take when two are asked for', async () => {
    const single: ScenarioBasis = {
      ...fixture(11),
      offers: fixture(11).offers.filter(
        (o) => o.itemId !== 'i3' || o.supplierId === 's4'
      ),
    }
    const answer = await solveScenario(single, define({ dualItemIds: ['i3'] }))
    expect(answer.problem).toEqual({
      key: 'process.scenarios.problems.dualTooFew',
      values: { items: ['MAT-3'] },
    })
  })

  it('says which supplier quoted most when none quoted every item', async () => {
    // each supplier misses one item, and Supplier 0 quoted the most
    const gaps = {
      ...basis,
      offers: basis.offers.filter(
        (o) => o.itemId !== `i${o.supplierId.slice(1)}`
      ),
    }
    const answer = await solveScenario(gaps, define({ kind: 'SINGLE' }))
    expect(answer.problem?.key).toBe('process.scenarios.problems.singleNone')
    expect(answer.problem.values.items).toHaveLength(1)
  })

  it('says which constraints conflict when only the solver can tell', async () => {
    // s0 kept whole on the large item takes 1,000 of 1,100: over a 50 % cap
    const conflicting: ScenarioBasis = {
      items: [
        {
          id: 'big',
          code: 'BIG',
          annualVolume: '100',
          historicalPrice: '10',
          baselinePrice: '10',
          incumbentId: 's0',
        },
        {
          id: 'small',
          code: 'SMALL',
          annualVolume: '10',
          historicalPrice: '10',
          baselinePrice: '10',
          incumbentId: null,
        },
      ],
      suppliers: ['s0', 's1'].map((id) => ({ id, name: id, exclusions: [] })),
      offers: ['big', 'small'].flatMap((itemId) =>
        ['s0', 's1'].map((supplierId) => ({
          itemId,
          supplierId,
          quotationId: `${itemId}-${supplierId}`,
          price: '10',
          contractLength: 12,
          contractPeriod: 'MONTHS' as const,
        }))
      ),
      declinedItemIds: [],
    }
    const answer = await solveScenario(
      conflicting,
      define({
        maxSharePercent: 50,
        keep: [{ itemId: 'big', supplierId: 's0' }],
      })
    )
    expect(answer.problem).toEqual({
      key: 'process.scenarios.problems.conflict',
      values: { constraints: ['maxShare', 'keep'] },
    })
  })
})

describe('items no one can take', () => {
  it('are left uncovered with their reason', async () => {
    const basis = fixture(23)
    basis.items.push({
      id: 'i9',
      code: 'MAT-9',
      annualVolume: '10',
      historicalPrice: '1',
      baselinePrice: '1',
      incumbentId: null,
    })
    basis.items.push({
      id: 'i8',
      code: 'MAT-8',
      annualVolume: '10',
      historicalPrice: '1',
      baselinePrice: '1',
      incumbentId: null,
    })
    basis.declinedItemIds.push('i8')
    basis.offers.push({
      itemId: 'i7',
      supplierId: 's1',
      quotationId: 'q',
      price: '1',
      contractLength: 12,
      contractPeriod: 'MONTHS',
    })
    basis.items.push({
      id: 'i7',
      code: 'MAT-7',
      annualVolume: '10',
      historicalPrice: '1',
      baselinePrice: '1',
      incumbentId: null,
    })
    const answer = await solveScenario(basis, define({ exclude: ['litigant'] }))
    expect(answer.uncovered).toEqual([
      { itemId: 'i9', reason: 'noOffer' },
      { itemId: 'i8', reason: 'declined' },
      { itemId: 'i7', reason: 'excluded' },
    ])
  })
})
