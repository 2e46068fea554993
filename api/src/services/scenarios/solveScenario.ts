import {
  dec,
  Dec,
  stored,
  type AgreementPeriod,
  type ScenarioDefinition,
  type ScenarioExclusion,
} from '@procura/shared'

import {
  minimise,
  solveSeconds,
  type LinearModel,
  type Sense,
  type Term,
} from 'src/lib/solver'

// An award scenario answered: which supplier gets how much of each item. The cheapest award per
// item is read off the offers; when a supplier limit or a share cap makes it unreachable, the
// exact optimum comes from the MIP solver.

export interface ScenarioItem {
  id: string
  code: string
  annualVolume: string
  historicalPrice: string
  baselinePrice: string
  /** the supplier of the running contract for the item, if any */
  incumbentId: string | null
}

export interface ScenarioSupplier {
  id: string
  name: string
  exclusions: ScenarioExclusion[]
}

/** A supplier's final offer for an item: its latest answer over every round. */
export interface ScenarioOffer {
  itemId: string
  supplierId: string
  quotationId: string
  price: string
  /** the item's agreement, the same for every offer of the item (scenarioBasis) */
  contractLength: number
  contractPeriod: AgreementPeriod
}

export interface ScenarioBasis {
  items: ScenarioItem[]
  suppliers: ScenarioSupplier[]
  offers: ScenarioOffer[]
  /** items whose every answer was a decline */
  declinedItemIds: string[]
}

export interface Allocation {
  itemId: string
  supplierId: string
  quotationId: string
  unitPrice: string
  annualVolume: string
  contractLength: number
  contractPeriod: AgreementPeriod
}

export type UncoveredReason = 'noOffer' | 'declined' | 'excluded'
export interface ScenarioProblem {
  key: string
  values?: Record<string, string | number | string[]>
}
export interface ScenarioAnswer {
  allocations: Allocation[]
  uncovered: { itemId: string; reason: UncoveredReason }[]
  /** why no award satisfies the scenario (then no allocation) */
  problem: ScenarioProblem | null
  /** false: the solver's best in its time, not proven the lowest */
  optimal: boolean
  /** when not optimal: how far the answer may be above the lowest, a fraction of it (MIP gap) */
  gap?: number
}

/** How a solve is followed: a signal that cancels it, and each step (model solved) as it starts. */
export interface SolveControl {
  signal?: AbortSignal
  onStep?: (step: { done: number; steps: number }) => void
}

/** A supplier's share of an item, as a fraction of its annual volume. */
type Shares = Map<string, Map<string, number>>
type Offers = Map<string, ScenarioOffer[]>

const problem = (key: string, values?: ScenarioProblem['values']) => ({
  key: `process.scenarios.problems.${key}`,
  values,
})

/** Offers of suppliers the scenario keeps, by item, cheapest first. */
const eligibleOffers = (
  basis: ScenarioBasis,
  definition: ScenarioDefinition
): Offers => {
  const excluded = new Set(
    basis.suppliers
      .filter((supplier) =>
        supplier.exclusions.some((e) => definition.exclude.includes(e))
      )
      .map((supplier) => supplier.id)
  )
  const byItem: Offers = new Map(basis.items.map((item) => [item.id, []]))
  for (const offer of basis.offers)
    if (!excluded.has(offer.supplierId)) byItem.get(offer.itemId)?.push(offer)
  const price = new Map(basis.offers.map((offer) => [offer, dec(offer.price)]))
  for (const offers of byItem.values())
    offers.sort((a, b) => price.get(a).comparedTo(price.get(b)))
  return byItem
}

const uncoveredItems = (basis: ScenarioBasis, offers: Offers) => {
  const quoted = new Set(basis.offers.map((offer) => offer.itemId))
  const declined = new Set(basis.declinedItemIds)
  return basis.items
    .filter((item) => !offers.get(item.id)?.length)
    .map((item) => ({
      itemId: item.id,
      reason: (quoted.has(item.id)
        ? 'excluded'
        : declined.has(item.id)
          ? 'declined'
          : 'noOffer') as UncoveredReason,
    }))
}

interface Context {
  basis: ScenarioBasis
  definition: ScenarioDefinition
  offers: Offers
  /** items with an eligible offer: each must be awarded in full */
  covered: string[]
  keep: Map<string, string>
  dual: Set<string>
  minimumShare: number
  maxSuppliers: number | null
  names: { item: (id: string) => string; supplier: (id: string) => string }
}

/** The constraints that no award can meet, found before any solving, with what breaks them. */
const evidentProblem = (context: Context): ScenarioProblem | null => {
  const { basis, definition, offers, keep, dual, maxSuppliers, names } = context
  const kept = new Set(keep.values())
  if (maxSuppliers !== null && kept.size > maxSuppliers)
    return problem('keepTooMany', { kept: kept.size, max: maxSuppliers })
  for (const [itemId, supplierId] of keep) {
    const supplier = basis.suppliers.find((s) => s.id === supplierId)
    const excludedBy =
      supplier?.exclusions.filter((e) => definition.exclude.includes(e)) ?? []
    if (excludedBy.length)
      return problem('keepExcluded', {
        supplier: names.supplier(supplierId),
        item: names.item(itemId),
        exclusions: excludedBy,
      })
    if (!offers.get(itemId)?.some((offer) => offer.supplierId === supplierId))
      return problem('keepNoOffer', {
        supplier: names.supplier(supplierId),
        item: names.item(itemId),
      })
  }
  const singleSourced = [...dual].filter(
    (itemId) => (offers.get(itemId)?.length ?? 0) < 2
  )
  if (singleSourced.length)
    return problem('dualTooFew', { items: singleSourced.map(names.item) })
  if (maxSuppliers !== null && dual.size && maxSuppliers < 2)
    return problem('dualNeedsTwo', { max: maxSuppliers })
  if (definition.maxSharePercent !== null && definition.maxSharePercent < 100) {
    const needed = Math.ceil(100 / definition.maxSharePercent)
    const available = new Set(
      [...offers.values()].flat().map((offer) => offer.supplierId)
    ).size
    if ((maxSuppliers ?? available) < needed || available < needed)
      return problem('shareNeedsSuppliers', {
        share: definition.maxSharePercent,
        needed,
      })
  }
  if (maxSuppliers === 1) return singleSupplierProblem(context)
  return null
}

/** One supplier alone must have quoted every item someone eligible quoted. */
const singleSupplierProblem = ({ offers, covered, names }: Context) => {
  const quotedBy = new Map<string, string[]>()
  for (const itemId of covered)
    for (const offer of offers.get(itemId) ?? []) {
      if (!quotedBy.has(offer.supplierId)) quotedBy.set(offer.supplierId, [])
      quotedBy.get(offer.supplierId).push(itemId)
    }
  const complete = [...quotedBy].sort((a, b) => b[1].length - a[1].length)[0]
  if (!complete || complete[1].length === covered.length) return null
  const missing = covered.filter((itemId) => !complete[1].includes(itemId))
  return problem('singleNone', {
    supplier: names.supplier(complete[0]),
    items: missing.slice(0, 5).map(names.item),
  })
}

const addShare = (
  shares: Shares,
  itemId: string,
  supplierId: string,
  share: number
) => {
  const item = shares.get(itemId) ?? new Map<string, number>()
  item.set(supplierId, (item.get(supplierId) ?? 0) + share)
  shares.set(itemId, item)
}

/** The cheapest award of each item on its own: the incumbent where kept, two sources where asked. */
const cheapestPerItem = ({
  basis,
  definition,
  offers,
  covered,
  keep,
  dual,
  minimumShare,
}: Context): Shares => {
  const shares: Shares = new Map()
  const incumbentOf = new Map(
    basis.items.map((item) => [item.id, item.incumbentId])
  )
  for (const itemId of covered) {
    const own = offers.get(itemId)
    const kept = keep.get(itemId)
    if (dual.has(itemId)) {
      const [first, second] = kept
        ? [
            own.find((o) => o.supplierId === kept),
            own.find((o) => o.supplierId !== kept),
          ]
        : own
      const [cheaper, dearer] = dec(first.price).lte(dec(second.price))
        ? [first, second]
        : [second, first]
      addShare(shares, itemId, cheaper.supplierId, 1 - minimumShare)
      addShare(shares, itemId, dearer.supplierId, minimumShare)
      continue
    }
    if (kept) {
      addShare(shares, itemId, kept, 1)
      continue
    }
    const tied = own.filter((offer) => dec(offer.price).eq(dec(own[0].price)))
    const incumbent = tied.find(
      (offer) => offer.supplierId === incumbentOf.get(itemId)
    )
    const winners =
      definition.tieRule === 'INCUMBENT' && incumbent ? [incumbent] : tied
    for (const winner of winners)
      addShare(shares, itemId, winner.supplierId, 1 / winners.length)
  }
  return shares
}

/** Each offer's annual value if it took the whole item. */
const valueOf = (basis: ScenarioBasis) => {
  const volume = new Map(
    basis.items.map((item) => [item.id, dec(item.annualVolume)])
  )
  return (offer: Pick<ScenarioOffer, 'itemId' | 'price'>) =>
    dec(offer.price).times(volume.get(offer.itemId))
}

const priceOf = (offers: Offers, itemId: string, supplierId: string) =>
  offers.get(itemId).find((offer) => offer.supplierId === supplierId)

/** Whether the shares keep every supplier within the cap and the supplier limit. */
const withinLimits = (context: Context, shares: Shares) => {
  const value = valueOf(context.basis)
  const perSupplier = new Map<string, Dec>()
  let total = new Dec(0)
  for (const [itemId, item] of shares)
    for (const [supplierId, share] of item) {
      const part = value(priceOf(context.offers, itemId, supplierId)).times(
        share
      )
      perSupplier.set(
        supplierId,
        (perSupplier.get(supplierId) ?? new Dec(0)).plus(part)
      )
      total = total.plus(part)
    }
  if (context.maxSuppliers !== null && perSupplier.size > context.maxSuppliers)
    return false
  const cap = context.definition.maxSharePercent
  return (
    cap === null ||
    [...perSupplier.values()].every((part) =>
      part.lte(total.times(cap).div(100))
    )
  )
}

/** One supplier for every item: the lowest total among those who quoted them all (and the kept ones). */
const onlySupplier = ({
  basis,
  offers,
  covered,
  keep,
}: Context): Shares | null => {
  const value = valueOf(basis)
  const totals = new Map<string, Dec>()
  for (const itemId of covered)
    for (const offer of offers.get(itemId))
      totals.set(
        offer.supplierId,
        (totals.get(offer.supplierId) ?? new Dec(0)).plus(value(offer))
      )
  const kept = new Set(keep.values())
  const [best] = [...totals]
    .filter(([id]) =>
      covered.every((itemId) =>
        offers.get(itemId).some((o) => o.supplierId === id)
      )
    )
    .filter(([id]) => kept.size === 0 || kept.has(id))
    .sort((a, b) => a[1].comparedTo(b[1]))
  return best
    ? new Map(covered.map((itemId) => [itemId, new Map([[best[0], 1]])]))
    : null
}

type Constraint = 'maxShare' | 'maxSuppliers' | 'dual' | 'keep'

/** The scenario as a mixed-integer model over the offers' shares (x), suppliers used (y), sources (z). */
const scenarioModel = (
  context: Context,
  leftOut: Constraint[] = []
): LinearModel => {
  const { basis, offers, covered, maxSuppliers, minimumShare } = context
  const keep = leftOut.includes('keep')
    ? new Map<string, string>()
    : context.keep
  const dual = leftOut.includes('dual') ? new Set<string>() : context.dual
  const cap = leftOut.includes('maxShare')
    ? null
    : context.definition.maxSharePercent
  const limit = leftOut.includes('maxSuppliers') ? null : maxSuppliers
  const supplierIndex = new Map(
    basis.suppliers.map((supplier, index) => [supplier.id, index])
  )
  // the solver computes in binary floating point whatever it is given: its costs are plain numbers,
  // and the answer's figures are computed exactly from the shares it returns
  const volume = new Map(
    basis.items.map((item) => [item.id, Number(item.annualVolume)])
  )
  const costOf = new Map(
    covered
      .flatMap((itemId) => offers.get(itemId))
      .map((offer) => [offer, Number(offer.price) * volume.get(offer.itemId)])
  )
  // scaled to the largest, so the solver's tolerances are relative to the process's own sizes
  const scale = Math.max(1, ...costOf.values())
  const model: LinearModel = {
    objective: new Map(),
    rows: [],
    fractions: [],
    binaries: [],
  }
  const row = (terms: Term[], sense: Sense, rhs: number) =>
    model.rows.push({ terms, sense, rhs })
  const x = (itemIndex: number, s: number) => `x${itemIndex}_${s}`
  const used = new Set<number>()
  const bySupplier = new Map<number, Term[]>()
  covered.forEach((itemId, i) => {
    const cover: Term[] = []
    const sources: Term[] = []
    for (const offer of offers.get(itemId)) {
      const s = supplierIndex.get(offer.supplierId)
      const name = x(i, s)
      const cost = costOf.get(offer) / scale
      model.objective.set(name, cost)
      model.fractions.push(name)
      cover.push([name, 1])
      used.add(s)
      if (!bySupplier.has(s)) bySupplier.set(s, [])
      bySupplier.get(s).push([name, cost])
      if (limit !== null)
        row(
          [
            [name, 1],
            [`y${s}`, -1],
          ],
          '<=',
          0
        )
      if (dual.has(itemId)) {
        const z = `z${i}_${s}`
        model.binaries.push(z)
        sources.push([z, 1])
        row(
          [
            [name, 1],
            [z, -1],
          ],
          '<=',
          0
        )
        row(
          [
            [name, 1],
            [z, -minimumShare],
          ],
          '>=',
          0
        )
      }
      if (keep.get(itemId) === offer.supplierId)
        row([[name, 1]], '>=', dual.has(itemId) ? minimumShare : 1)
    }
    row(cover, '=', 1)
    if (sources.length) row(sources, '>=', 2)
  })
  if (limit !== null) {
    model.binaries.push(...[...used].map((s) => `y${s}`))
    row(
      [...used].map((s): Term => [`y${s}`, 1]),
      '<=',
      limit
    )
  }
  if (cap !== null && cap < 100) {
    const total: Term[] = [...bySupplier.values()]
      .flat()
      .map(([name, cost]) => [name, -cost])
    row([['total', 1], ...total], '=', 0)
    for (const terms of bySupplier.values())
      row([...terms, ['total', -cap / 100]], '<=', 0)
  }
  return model
}

const sharesOf = (context: Context, values: Map<string, number>): Shares => {
  const shares: Shares = new Map()
  const supplierIndex = new Map(
    context.basis.suppliers.map((supplier, index) => [supplier.id, index])
  )
  context.covered.forEach((itemId, i) => {
    for (const offer of context.offers.get(itemId)) {
      // the solver's shares to a millionth: a value below it is the solver's zero
      const share =
        Math.round(
          (values.get(`x${i}_${supplierIndex.get(offer.supplierId)}`) ?? 0) *
            1e6
        ) / 1e6
      if (share > 0) addShare(shares, itemId, offer.supplierId, share)
    }
  })
  return shares
}

const CONSTRAINTS: Constraint[] = ['maxShare', 'maxSuppliers', 'dual', 'keep']

/** When the solver finds no award: the constraints that, left out one at a time, make one possible. */
const conflictOf = async (
  context: Context,
  { signal, onStep }: SolveControl
): Promise<ScenarioProblem> => {
  const present = CONSTRAINTS.filter(
    (constraint) =>
      ({
        maxShare: context.definition.maxSharePercent !== null,
        maxSuppliers: context.maxSuppliers !== null,
        dual: context.dual.size > 0,
        keep: context.keep.size > 0,
      })[constraint]
  )
  const culprits: Constraint[] = []
  for (const [index, constraint] of present.entries()) {
    onStep?.({ done: 1 + index, steps: 1 + present.length })
    if (
      (
        await minimise(
          scenarioModel(context, [constraint]),
          solveSeconds(),
          signal
        )
      ).status !== 'infeasible'
    )
      culprits.push(constraint)
  }
  return problem('conflict', {
    constraints: culprits.length ? culprits : present,
  })
}

/** Shares as volumes to the column's 4 decimals; an item's parts never add up to more than it. */
const allocationsOf = (context: Context, shares: Shares): Allocation[] => {
  const volumeOf = new Map(
    context.basis.items.map((item) => [item.id, dec(item.annualVolume)])
  )
  return [...shares].flatMap(([itemId, item]) => {
    const volume = volumeOf.get(itemId)
    const parts = [...item].sort((a, b) => b[1] - a[1])
    let left = volume
    return parts.map(([supplierId, share], index) => {
      const annualVolume =
        index === parts.length - 1
          ? left
          : Dec.min(left, dec(stored(volume.times(share), 4)))
      left = left.minus(annualVolume)
      const offer = priceOf(context.offers, itemId, supplierId)
      return {
        itemId,
        supplierId,
        quotationId: offer.quotationId,
        unitPrice: offer.price,
        annualVolume: annualVolume.toFixed(),
        contractLength: offer.contractLength,
        contractPeriod: offer.contractPeriod,
      }
    })
  })
}

export const solveScenario = async (
  basis: ScenarioBasis,
  definition: ScenarioDefinition,
  control: SolveControl = {}
): Promise<ScenarioAnswer> => {
  const offers = eligibleOffers(basis, definition)
  const uncovered = uncoveredItems(basis, offers)
  const itemCode = new Map(basis.items.map((item) => [item.id, item.code]))
  const supplierName = new Map(
    basis.suppliers.map((supplier) => [supplier.id, supplier.name])
  )
  const context: Context = {
    basis,
    definition,
    offers,
    covered: basis.items
      .map((item) => item.id)
      .filter((id) => offers.get(id).length),
    keep: new Map(
      definition.keep.map((pair) => [pair.itemId, pair.supplierId])
    ),
    dual: new Set(definition.dualItemIds),
    minimumShare: definition.dualMinimumPercent / 100,
    maxSuppliers:
      definition.kind === 'SINGLE'
        ? 1
        : definition.kind === 'AT_MOST'
          ? definition.maxSuppliers
          : null,
    names: {
      item: (id) => itemCode.get(id) ?? id,
      supplier: (id) => supplierName.get(id) ?? id,
    },
  }
  const answer = (shares: Shares, gap?: number): ScenarioAnswer => ({
    allocations: allocationsOf(context, shares),
    uncovered,
    problem: null,
    optimal: gap === undefined,
    ...(gap === undefined ? {} : { gap }),
  })
  const refused = (found: ScenarioProblem): ScenarioAnswer => ({
    allocations: [],
    uncovered,
    problem: found,
    optimal: true,
  })
  if (!context.covered.length) return refused(problem('nothingQuoted'))
  const evident = evidentProblem(context)
  if (evident) return refused(evident)
  const cheapest = cheapestPerItem(context)
  if (withinLimits(context, cheapest)) return answer(cheapest)
  if (context.maxSuppliers === 1) {
    const only = onlySupplier(context)
    return only
      ? answer(only)
      : refused(problem('conflict', { constraints: ['maxSuppliers', 'keep'] }))
  }
  control.onStep?.({ done: 0, steps: 1 })
  const solution = await minimise(
    scenarioModel(context),
    solveSeconds(),
    control.signal
  )
  if (!('values' in solution))
    return refused(
      solution.status === 'infeasible'
        ? await conflictOf(context, control)
        : problem('tooHard', { seconds: solveSeconds() })
    )
  return answer(
    sharesOf(context, solution.values),
    solution.status === 'optimal' ? undefined : solution.gap
  )
}
