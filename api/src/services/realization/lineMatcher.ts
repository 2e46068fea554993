import { materialKey, supplierNameKey } from '@procura/shared'

import { centsText, SCALE, scaledOf } from './scaledMoney'
import {
  COMMITMENTS,
  type CommitmentKind,
  type Statement,
} from './spendMatching'

// An import's lines matched as they are read, by the rule spendMatching.ts writes in SQL for every
// other write (a test holds the two to each other): the company's commitments, its supplier master
// and its exchange rates are loaded once, and each line finds its contract, award or leakage in
// memory, so that its matches are copied beside it instead of joined over a million lines after.

/** A table looked up by text: a plain object without a prototype, as the import's look-ups are. */
type Dictionary<T> = Record<string, T | undefined>
const dictionary = <T>(): Dictionary<T> => Object.create(null)

/** A contract or an award as lines are matched to it; days as numbers YYYYMMDD. */
interface Commitment {
  id: string
  from: number
  to: number
  code: string | null
  materialKey: string
  identity: string
  // read once, not per line (scaled by SCALE.price)
  price: bigint | null
  priceCurrency: string
  unit: string | null
  baseline: bigint | null
  running: boolean
  /** where it falls among its kind in id order, from 0 to 1 (its matches are copied in that order) */
  place: number
}

/** What the matcher reads of a line, as the import writes it. */
export interface MatchedLine {
  /** 'YYYY-MM-DD' */
  date: string
  supplier: string
  supplierCode: string | null
  supplierVat: string | null
  material: string
  materialCode: string | null
  /** in the company's currency */
  spend: string
  volume: string
  unitOfMeasureId: string
}

/**
 * Where a line belongs, with its measures against each commitment (null: not comparable), and each
 * commitment's place in id order.
 */
export interface LineMatch {
  contract?: { id: string; place: number; priceVariance: string | null }
  award?: {
    id: string
    place: number
    priceVariance: string | null
    saving: string | null
  }
  offContract?: {
    contractId: string
    place: number
    reason: 'OTHER_SUPPLIER' | 'AFTER_TERM'
  }
}

/**
 * The company's commitments of a kind in id order (their indexes' own), with who their supplier is
 * and their material's key worked out here as for lines (SQL's identity and key, per row, took most
 * of the loading's time).
 */
const loadCommitments = async (
  run: Statement,
  kind: CommitmentKind,
  companyId: string,
  identityOf: IdentityOf,
  keyOf: (material: string) => string
) => {
  const rows = (await run(
    `SELECT m.id, to_char(m."from", 'YYYYMMDD')::int AS "from", to_char(m."to", 'YYYYMMDD')::int AS "to", m.code,
        m.material, m."supplierId", m."supplierCode", m."supplierVat", m."supplierName", m.price::text AS price,
        m."priceCurrency", m.unit, m.baseline::text AS baseline, m.running
      FROM (${COMMITMENTS[kind].rows}) m WHERE m."companyId" = $1 AND m."from" IS NOT NULL AND m."to" IS NOT NULL
      ORDER BY m.id`,
    [companyId]
  )) as unknown as (Omit<
    Commitment,
    'identity' | 'materialKey' | 'price' | 'baseline' | 'place'
  > & {
    price: string | null
    baseline: string | null
    material: string
    supplierId: string | null
    supplierCode: string | null
    supplierVat: string | null
    supplierName: string
  })[]
  return rows.map(
    (row, n): Commitment => ({
      ...row,
      place: n / rows.length,
      identity:
        row.supplierId ??
        identityOf(row.supplierCode, row.supplierVat, row.supplierName),
      materialKey: keyOf(row.material),
      price: row.price === null ? null : scaledOf(row.price, SCALE.price),
      baseline:
        row.baseline === null ? null : scaledOf(row.baseline, SCALE.price),
    })
  )
}

/** What a line is matched by, beside its material: its day (YYYYMMDD) and who its supplier is. */
interface LineKey {
  date: number
  identity: string
}

/** 'YYYY-MM-DD' as the number YYYYMMDD: compared as numbers, a line's day against terms costs less. */
const dayNumber = (day: string) => {
  let n = 0
  for (let i = 0; i < 10; i++)
    if (i !== 4 && i !== 7) n = n * 10 + day.charCodeAt(i) - 48
  return n
}

/**
 * Whether a commitment takes a line, whether it comes before another for it, and whether none after
 * it on its shelf (ordered by startedLater) can: the choice then stops there.
 */
interface Choice {
  accepts: (c: Commitment, line: LineKey) => boolean
  before: (a: Commitment, b: Commitment, line: LineKey) => boolean
  last: (c: Commitment, line: LineKey) => boolean
}

/** The commitments of a scope (a supplier's identity; '' for all) by a text: its code, or its key. */
type Shelves = Dictionary<Dictionary<Commitment[]>>

const shelve = (shelves: Shelves, scope: string, key: string, c: Commitment) =>
  ((shelves[scope] ??= dictionary())[key] ??= []).push(c)

/** Commitments by the material they cover, within a scope: by code, and by key (all, and those without a code). */
class ByMaterial {
  private readonly byCode: Shelves = dictionary()
  private readonly byKey: Shelves = dictionary()
  private readonly uncodedByKey: Shelves = dictionary()

  constructor(commitments: Commitment[], scopeOf: (c: Commitment) => string) {
    // each shelf in the order a line chooses: a supplier buys a material again and again
    for (const c of [...commitments].sort((a, b) =>
      startedLater(a, b) ? -1 : 1
    )) {
      const scope = scopeOf(c)
      if (c.code) shelve(this.byCode, scope, c.code, c)
      else shelve(this.uncodedByKey, scope, c.materialKey, c)
      shelve(this.byKey, scope, c.materialKey, c)
    }
  }

  /**
   * The first, by `choice`, of the commitments of a line's material: by code where both have one,
   * else by key (SQL's ofSameMaterial).
   */
  first(
    scope: string,
    code: string | null,
    key: string,
    line: LineKey,
    choice: Choice
  ) {
    if (!code) return firstOf(this.byKey[scope]?.[key], undefined, line, choice)
    return firstOf(
      this.byCode[scope]?.[code],
      this.uncodedByKey[scope]?.[key],
      line,
      choice
    )
  }
}

/** Among two shelves of commitments, the first by `choice` (undefined: none takes the line). */
const firstOf = (
  some: Commitment[] | undefined,
  others: Commitment[] | undefined,
  line: LineKey,
  choice: Choice
) => {
  const first = firstOn(some, line, choice)
  const other = firstOn(others, line, choice)
  return first && other
    ? choice.before(other, first, line)
      ? other
      : first
    : (first ?? other)
}

const firstOn = (
  shelf: Commitment[] | undefined,
  line: LineKey,
  { accepts, before, last }: Choice
) => {
  let best: Commitment | undefined
  for (const c of shelf ?? [])
    if (accepts(c, line)) {
      if (!best || before(c, best, line)) best = c
      if (last(c, line)) break
    }
  return best
}

/** The one started last, then the lowest id: the SQL's ORDER BY "from" DESC, id. */
const startedLater = (a: Commitment, b: Commitment) =>
  a.from > b.from || (a.from === b.from && a.id < b.id)

const within = (c: Commitment, { date }: LineKey) =>
  c.from <= date && date <= c.to

/** A contract or an award whose term the line falls in. */
const COVERING: Choice = {
  accepts: within,
  before: startedLater,
  last: () => true,
}

/**
 * A running contract the line escaped: another supplier's on its date, else its own supplier's
 * ended before it (SQL's markOffContract: ORDER BY own, "from" DESC, id).
 */
const ESCAPED: Choice = {
  accepts: (c, line) =>
    c.identity === line.identity ? line.date > c.to : within(c, line),
  before: (a, b, { identity }) => {
    const aOwn = a.identity === identity
    return aOwn !== (b.identity === identity) ? !aOwn : startedLater(a, b)
  },
  // another supplier's comes before any of the line's own
  last: (c, { identity }) => c.identity !== identity,
}

/** Who a supplier written in spend is in the company master: SQL's supplier_identity. */
type IdentityOf = (
  code: string | null,
  vat: string | null,
  name: string
) => string

const loadIdentities = async (
  run: Statement,
  companyId: string
): Promise<IdentityOf> => {
  const byCode = dictionary<string>()
  const byVat = dictionary<string>()
  const byName = dictionary<string>()
  const byAlias = dictionary<string>()
  const suppliers = await run(
    `SELECT id, upper("sapCode") AS code, vat, "nameKey" FROM "Supplier" WHERE "companyId" = $1 ORDER BY id`,
    [companyId]
  )
  for (const s of suppliers as Record<string, string | null>[]) {
    const id = s.id as string
    if (s.code) byCode[s.code] ??= id
    if (s.vat) byVat[s.vat] ??= id
    byName[s.nameKey as string] ??= id
  }
  const aliases = await run(
    `SELECT "nameKey", "supplierId" FROM "SupplierAlias" WHERE "companyId" = $1`,
    [companyId]
  )
  for (const a of aliases as Record<string, string>[])
    byAlias[a.nameKey] = a.supplierId
  const named = dictionary<string>()
  // the codes as lines write them (null: none in the master), upper-cased once each
  const coded = dictionary<string | null>()
  const ofCode = (code: string) =>
    (coded[code] ??= byCode[code.toUpperCase()] ?? null) ?? undefined
  return (code: string | null, vat: string | null, name: string) =>
    (code ? ofCode(code) : undefined) ??
    (vat ? byVat[vat] : undefined) ??
    (named[name] ??= (() => {
      const key = supplierNameKey(name)
      return byName[key] ?? byAlias[key] ?? `name:${key}`
    })())
}

const ONE = scaledOf('1', SCALE.rate)

/**
 * The rate of a currency on a day (scaled by SCALE.rate): its month's, else the latest before
 * (SQL's RATE); 1 in the company's own currency, null where none is known.
 */
const loadRates = async (run: Statement, companyId: string) => {
  const [{ currency }] = (await run(
    `SELECT "currencyCode" AS currency FROM "Company" WHERE id = $1`,
    [companyId]
  )) as { currency: string }[]
  const rows = (await run(
    `SELECT "currencyCode" AS code, to_char(month, 'YYYYMMDD')::int AS month, rate::text AS rate
       FROM "ExchangeRate" WHERE "companyId" = $1 ORDER BY month DESC`,
    [companyId]
  )) as { code: string; month: number; rate: string }[]
  const onDay = dictionary<Map<number, bigint | null>>()
  return (code: string, day: number) => {
    if (code === currency) return ONE
    const known = (onDay[code] ??= new Map())
    let rate = known.get(day)
    if (rate === undefined) {
      const row = rows.find((r) => r.code === code && r.month <= day)
      known.set(day, (rate = row ? scaledOf(row.rate, SCALE.rate) : null))
    }
    return rate
  }
}

// a measure's scale: a volume × a rate × a price, all exact; a line's amount is scaled up to it
const MEASURE = SCALE.volume + SCALE.rate + SCALE.price
const AMOUNT_TO_MEASURE = 10n ** BigInt(MEASURE - SCALE.amount)
const NOT_COMPARABLE = { priceVariance: null, saving: null }

/** A line's figures as its measures read them: its amount at MEASURE's scale, its volume at its own. */
interface ScaledLine {
  unitOfMeasureId: string
  day: number
  scaledSpend: bigint
  scaledVolume: bigint
}

/**
 * The matcher of one company's import: loads what lines are matched against (on the import's
 * connection, under its lock), then answers each line's matches.
 */
export const lineMatcherOf = async (run: Statement, companyId: string) => {
  const identityOf = await loadIdentities(run, companyId)
  const rateOf = await loadRates(run, companyId)
  const keys = dictionary<string>()
  const keyOf = (material: string) => (keys[material] ??= materialKey(material))
  const contracts = await loadCommitments(
    run,
    'contract',
    companyId,
    identityOf,
    keyOf
  )
  const awards = await loadCommitments(
    run,
    'award',
    companyId,
    identityOf,
    keyOf
  )
  const contractsOf = new ByMaterial(contracts, (c) => c.identity)
  const awardsOf = new ByMaterial(awards, (c) => c.identity)
  const runningOf = new ByMaterial(
    contracts.filter((c) => c.running),
    () => ''
  )

  /**
   * A line's measures against a commitment in the company's currency (SQL's MEASURES): null where
   * its unit is another, a rate or the agreed figure is missing.
   */
  const measured = (line: ScaledLine, c: Commitment) => {
    const rate =
      line.unitOfMeasureId === c.unit ? rateOf(c.priceCurrency, line.day) : null
    if (rate === null) return NOT_COMPARABLE
    const spend = line.scaledSpend
    const bought = line.scaledVolume * rate
    return {
      priceVariance:
        c.price === null ? null : centsText(spend - bought * c.price, MEASURE),
      saving:
        c.baseline === null
          ? null
          : centsText(bought * c.baseline - spend, MEASURE),
    }
  }

  return (line: MatchedLine): LineMatch => {
    const key = {
      date: dayNumber(line.date),
      identity: identityOf(line.supplierCode, line.supplierVat, line.supplier),
    }
    const material = keyOf(line.material)
    const { identity } = key
    const contract = contractsOf.first(
      identity,
      line.materialCode,
      material,
      key,
      COVERING
    )
    const award = awardsOf.first(
      identity,
      line.materialCode,
      material,
      key,
      COVERING
    )
    const match: LineMatch = {}
    // as the line's columns hold them, read once for both measures
    const scaled: ScaledLine | null =
      contract || award
        ? {
            unitOfMeasureId: line.unitOfMeasureId,
            day: key.date,
            scaledSpend: scaledOf(line.spend, SCALE.amount) * AMOUNT_TO_MEASURE,
            scaledVolume: scaledOf(line.volume, SCALE.volume),
          }
        : null
    if (contract)
      match.contract = {
        id: contract.id,
        place: contract.place,
        priceVariance: measured(scaled!, contract).priceVariance,
      }
    if (award)
      match.award = {
        id: award.id,
        place: award.place,
        ...measured(scaled!, award),
      }
    const escaped = contract
      ? undefined
      : runningOf.first('', line.materialCode, material, key, ESCAPED)
    if (escaped)
      match.offContract = {
        contractId: escaped.id,
        place: escaped.place,
        reason: escaped.identity === identity ? 'AFTER_TERM' : 'OTHER_SUPPLIER',
      }
    return match
  }
}
export type LineMatcher = Awaited<ReturnType<typeof lineMatcherOf>>
