import type { Prisma } from '@prisma/client'
import type pg from 'pg'

import { UserInputError } from '@redwoodjs/graphql-server'

import { refreshBalances } from './contractBalances'

// Spend meets the contracts and awards that cover it (migration 20261202090000_spend_matches): a
// line belongs to a commitment of its company when both name the same supplier (supplier_identity:
// ERP code, else VAT, else normalised name or alias), the same material (by code where both have
// one, else material_key's text) and the line is dated within the commitment's term. Kept as rows
// (ContractSpend, AwardSpend) by every write that changes the answer, in its transaction.

type Row = Record<string, unknown>

/** Runs one statement of the caller's transaction, node-postgres's or Prisma's, and answers its rows. */
export type Statement = (sql: string, values: unknown[]) => Promise<Row[]>

/** On a transaction's connection, or on the pool's (each statement on its own). */
export const throughClient =
  (client: pg.PoolClient | pg.Pool): Statement =>
  async (sql, values) =>
    (await client.query(sql, values)).rows

export const throughPrisma =
  (tx: Prisma.TransactionClient): Statement =>
  (sql, values) =>
    tx.$queryRawUnsafe<Row[]>(sql, ...values)

/** A term's last day from its first and its months, as @procura/shared's termEnd counts it. */
const termEnd = (start: string, months: string) => `(CASE
  WHEN date_part('day', ${start} + make_interval(months => ${months})) = date_part('day', ${start})
  THEN (${start} + make_interval(months => ${months}))::date - 1
  ELSE (${start} + make_interval(months => ${months}))::date END)`

/**
 * What each kind of commitment is matched by (its company, supplier, material and term) and what a
 * line is measured against: the agreed unit price in its currency and unit, and an award's baseline.
 */
export const COMMITMENTS = {
  contract: {
    table: '"ContractSpend"',
    key: '"contractId"',
    rows: `SELECT c.id, c."companyId", c."startDate" AS "from", c."endDate" AS "to",
        c."materialCode" AS code, c."materialKey",
        coalesce(c."supplierId", supplier_identity(c."companyId", NULL, NULL, c.supplier)) AS identity,
        c."unitPrice" AS price, pc.code AS "priceCurrency", c."unitOfMeasureId" AS unit, NULL::numeric AS baseline,
        c.status <> 'CANCELLED' AS running, c."supplierId", NULL::text AS "supplierCode", NULL::text AS "supplierVat",
        c.supplier AS "supplierName", c.material
      FROM "Contract" c LEFT JOIN "Currency" pc ON pc.id = c."priceCurrencyId"`,
    measures: ['"priceVariance"'],
    // the line's columns a match keeps (its price variance by supplier is summed from them)
    copied: ['supplier'],
  },
  // an approved process's award, for its agreement from the process's effective date
  award: {
    table: '"AwardSpend"',
    key: '"awardId"',
    rows: `SELECT a.id, p."companyId", p."effectiveDate" AS "from",
        ${termEnd('p."effectiveDate"', `a."contractLength" * (CASE a."contractPeriod" WHEN 'YEARS' THEN 12 ELSE 1 END)`)} AS "to",
        nullif(i.code, '') AS code, material_key(i.description) AS "materialKey",
        coalesce(s."supplierId", supplier_identity(p."companyId", nullif(s."sapCode", ''), nullif(s.vat, ''), s.name)) AS identity,
        a."unitPrice" AS price, pc.code AS "priceCurrency", coalesce(q."unitOfMeasureId", d."unitOfMeasureId") AS unit,
        d."baselinePrice" AS baseline, true AS running, s."supplierId", nullif(s."sapCode", '') AS "supplierCode",
        nullif(s.vat, '') AS "supplierVat", s.name AS "supplierName", i.description AS material
      FROM "Award" a
      JOIN "Process" p ON p.id = a."processId" AND p.status = 'APPROVED'
      JOIN "Currency" pc ON pc.id = p."currencyId"
      JOIN "Quotation" q ON q.id = a."quotationId"
      JOIN "ProcessSupplier" s ON s.id = q."supplierId"
      JOIN "ProcessItem" i ON i.id = q."itemId"
      LEFT JOIN "ItemDetail" d ON d."itemId" = i.id`,
    measures: ['"priceVariance"', 'saving'],
    copied: [],
  },
} as const

export type CommitmentKind = keyof typeof COMMITMENTS

/** The spend's ways of writing a supplier and a material ('' for a code it lacks), as the rollup keeps them. */
const ofRollup = `r."companyId", r.supplier, r."supplierCode", r."supplierVat", r.material, r."materialCode"`
const ofLine = `l."companyId", l.supplier, coalesce(l."supplierCode", '') AS "supplierCode",
  coalesce(l."supplierVat", '') AS "supplierVat", l.material, coalesce(l."materialCode", '') AS "materialCode"`

/**
 * `select` over the spend combinations `k` (matching_spend) and the commitments `m` of the same
 * material (by code where both have one, else by key) that also meet `on`: two joins a hash can make.
 */
const ofSameMaterial = (select: string, on: string) => `
  ${select} FROM matching_spend k JOIN m ON m."companyId" = k."companyId" AND ${on}
     AND k."materialCode" <> '' AND m.code = k."materialCode"
  UNION ALL
  ${select} FROM matching_spend k JOIN m ON m."companyId" = k."companyId" AND ${on}
     AND (m.code IS NULL OR k."materialCode" = '') AND m."materialKey" = k."materialKey"`

/** The lines `l` of the combination of a pair `p`. */
const OF_COMBINATION = `l."companyId" = p."companyId" AND l.supplier = p.supplier
  AND coalesce(l."supplierCode", '') = p."supplierCode" AND coalesce(l."supplierVat", '') = p."supplierVat"
  AND l.material = p.material AND coalesce(l."materialCode", '') = p."materialCode"`

/**
 * A line's measures against its commitment `p`, in the company's currency: the agreed price and the
 * baseline are converted at the rate of the line's month (else the latest before), as the import
 * converted what was paid. Only a line in the agreed unit compares: another one is never converted.
 */
const MEASURES = {
  '"priceVariance"': `round(l."spendAmount" - p.price * rate.value * l.volume, 2)`,
  saving: `round(p.baseline * rate.value * l.volume - l."spendAmount", 2)`,
}
const measured = (column: keyof typeof MEASURES) =>
  `CASE WHEN l."unitOfMeasureId" = p.unit THEN ${MEASURES[column]} END`
const RATE = `LEFT JOIN LATERAL (
    SELECT CASE WHEN p."priceCurrency" = co."currencyCode" THEN 1 ELSE (
      SELECT e.rate FROM "ExchangeRate" e
       WHERE e."companyId" = l."companyId" AND e."currencyCode" = p."priceCurrency"
         AND e.month <= l.date ORDER BY e.month DESC LIMIT 1) END AS value) rate ON true`

/**
 * Runs a statement with the values it names only, renumbered ($2 alone becomes $1): a statement's
 * parts are written for the values of the whole, and PostgreSQL refuses a value no part names.
 */
const runNaming = (run: Statement, sql: string, values: unknown[]) => {
  const named = [
    ...new Set([...sql.matchAll(/\$(\d+)/g)].map(([, n]) => Number(n))),
  ]
  return run(
    sql.replace(/\$(\d+)/g, (_, n) => `$${named.indexOf(Number(n)) + 1}`),
    named.map((n) => values[n - 1])
  )
}

/** What a statement's parts select: its commitments, its spend combinations and its lines. */
type Parts = Record<'commitments' | 'combinations' | 'lines', string>

/** The spend's columns of a combination (kept per statement in `matching_spend`, then in `matching_pair`). */
const SPEND_TABLE = {
  '"companyId"': 'text',
  supplier: 'text',
  '"supplierCode"': 'text',
  '"supplierVat"': 'text',
  material: 'text',
  '"materialCode"': 'text',
}

/** A spend combination and a commitment it meets. */
const PAIR_COLUMNS = {
  id: 'text',
  '"from"': 'date',
  '"to"': 'date',
  price: 'numeric',
  '"priceCurrency"': 'text',
  unit: 'text',
  baseline: 'numeric',
  // leakage's: whether the commitment is the combination's supplier's
  own: 'boolean',
}
const SPEND_COLUMNS = Object.keys(SPEND_TABLE)
  .map((column) => `k.${column}`)
  .join(', ')

/**
 * A temporary table of the transaction, empty, with its columns. The statements then join to it
 * with its statistics (ANALYZE once filled): by index for a few rows, by hash for a company's
 * every one (a planner guessing a CTE's size took one for the other).
 */
const emptyTable = async (
  run: Statement,
  name: string,
  columns: Record<string, string>
) => {
  const definition = Object.entries(columns)
    .map(([column, type]) => `${column} ${type}`)
    .join(', ')
  await run(
    `CREATE TEMPORARY TABLE IF NOT EXISTS ${name} (${definition}) ON COMMIT DROP`,
    []
  )
  await run(`TRUNCATE ${name}`, [])
}

/**
 * Keeps the spend combinations `combinations` selects (it may name the commitments `m`) in
 * `matching_spend`: each with the supplier it names (asked of the master once per way of writing
 * a supplier, not per combination) and its material's key.
 */
const keepSpend = async (
  run: Statement,
  { commitments, combinations }: { commitments: string; combinations: string },
  values: unknown[]
) => {
  await emptyTable(run, 'matching_spend', {
    ...SPEND_TABLE,
    identity: 'text',
    '"materialKey"': 'text',
  })
  await runNaming(
    run,
    `INSERT INTO matching_spend (${Object.keys(SPEND_TABLE).join(', ')}, identity, "materialKey")
     WITH m AS MATERIALIZED (${commitments}),
     combination AS MATERIALIZED (${combinations}),
     named AS MATERIALIZED (
       SELECT s.*, supplier_identity(s."companyId", nullif(s."supplierCode", ''), nullif(s."supplierVat", ''),
           s.supplier) AS identity
         FROM (SELECT DISTINCT "companyId", supplier, "supplierCode", "supplierVat" FROM combination) s)
     SELECT ${SPEND_COLUMNS}, n.identity, material_key(k.material) FROM combination k
       JOIN named n USING ("companyId", supplier, "supplierCode", "supplierVat")`,
    values
  )
  await run('ANALYZE matching_spend', [])
}

/** Keeps the pairs of `matching_spend` and the commitments `m` that `select` answers (`columns` of PAIR_COLUMNS). */
const keepPairs = async (
  run: Statement,
  columns: (keyof typeof PAIR_COLUMNS)[],
  commitments: string,
  select: string,
  values: unknown[]
) => {
  await emptyTable(run, 'matching_pair', { ...SPEND_TABLE, ...PAIR_COLUMNS })
  await runNaming(
    run,
    `INSERT INTO matching_pair (${Object.keys(SPEND_TABLE).join(', ')}, ${columns.join(', ')})
     WITH m AS MATERIALIZED (${commitments})
     ${select}`,
    values
  )
  await run('ANALYZE matching_pair', [])
}

/**
 * Matches the lines `l` meeting `lines` to the commitments `m` meeting `commitments`, among the
 * spend combinations `combinations` selects; a line already matched keeps its commitment, and
 * among several the one started last takes it. Answers the ids of the commitments given lines.
 */
const match = async (
  run: Statement,
  kind: CommitmentKind,
  { commitments, combinations, lines }: Parts,
  values: unknown[]
) => {
  const { table, key, rows, measures, copied } = COMMITMENTS[kind]
  const ofKind = `SELECT * FROM (${rows}) m WHERE ${commitments}`
  await keepSpend(run, { commitments: ofKind, combinations }, values)
  await keepPairs(
    run,
    ['id', '"from"', '"to"', 'price', '"priceCurrency"', 'unit', 'baseline'],
    ofKind,
    ofSameMaterial(
      `SELECT ${SPEND_COLUMNS}, m.id, m."from", m."to", m.price, m."priceCurrency", m.unit, m.baseline`,
      'm.identity = k.identity'
    ),
    values
  )
  return runNaming(
    run,
    `WITH added AS (
      INSERT INTO ${table} ("lineId", ${key}, "companyId", date, amount, volume, "unitOfMeasureId",
          ${[...measures, ...copied].join(', ')})
      SELECT DISTINCT ON (l.id) l.id, p.id, l."companyId", l.date, l."spendAmount", l.volume, l."unitOfMeasureId",
          ${[...measures.map(measured), ...copied.map((column) => `l.${column}`)].join(', ')}
        FROM matching_pair p JOIN "SpendLine" l ON ${OF_COMBINATION} AND l.date BETWEEN p."from" AND p."to"
        JOIN "Company" co ON co.id = l."companyId"
        ${RATE}
       WHERE ${lines}
       ORDER BY l.id, p."from" DESC, p.id
      ON CONFLICT ("lineId") DO NOTHING
      RETURNING ${key} AS id)
    SELECT DISTINCT id FROM added`,
    values
  )
}

/**
 * The lines `l` meeting `lines`, among the combinations `combinations`, that no contract covers
 * although one should have (leakage): their material under a running contract `m` (those meeting
 * `commitments`) of another supplier on their date, or bought from a contract's own supplier after
 * its term. A line already kept as such keeps its contract.
 */
const markOffContract = async (
  run: Statement,
  { commitments, combinations, lines }: Parts,
  values: unknown[]
) => {
  const running = `SELECT * FROM (${COMMITMENTS.contract.rows} WHERE c.status <> 'CANCELLED') m WHERE ${commitments}`
  await keepSpend(run, { commitments: running, combinations }, values)
  await keepPairs(
    run,
    ['id', '"from"', '"to"', 'own'],
    running,
    ofSameMaterial(
      `SELECT ${SPEND_COLUMNS}, m.id, m."from", m."to", m.identity = k.identity`,
      'true'
    ),
    values
  )
  await runNaming(
    run,
    `INSERT INTO "OffContractSpend" ("lineId", "companyId", "contractId", reason, date, amount,
        "materialCategoryId", "categoryManagerId", plant, supplier)
    SELECT DISTINCT ON (l.id) l.id, l."companyId", p.id,
        (CASE WHEN p.own THEN 'AFTER_TERM' ELSE 'OTHER_SUPPLIER' END)::"OffContractReason", l.date, l."spendAmount",
        l."materialCategoryId", l."categoryManagerId", l.plant, l.supplier
      FROM matching_pair p JOIN "SpendLine" l ON ${OF_COMBINATION}
       AND (CASE WHEN p.own THEN l.date > p."to" ELSE l.date BETWEEN p."from" AND p."to" END)
     WHERE ${lines} AND NOT EXISTS (SELECT 1 FROM "ContractSpend" s WHERE s."lineId" = l.id)
     ORDER BY l.id, p.own, p."from" DESC, p.id
    ON CONFLICT ("lineId") DO NOTHING`,
    values
  )
}

const KINDS = Object.keys(COMMITMENTS) as CommitmentKind[]

/** Ids out of a statement's rows. */
const idsOf = (rows: Row[]) => rows.map((row) => String(row.id))

/** Runs a DELETE … RETURNING "lineId" and answers the lines it took (null: none). */
const deletedLines = async (run: Statement, sql: string, values: unknown[]) => {
  const [{ lines }] = (await run(
    `WITH gone AS (${sql} RETURNING "lineId") SELECT array_agg("lineId") AS lines FROM gone`,
    values
  )) as { lines: unknown[] | null }[]
  return lines
}

/** The rollup's combinations `r` of the material of a commitment `x`. */
const OF_MATERIAL = `r."companyId" = x."companyId"
  AND (r."materialCode" = x.code OR material_key(r.material) = x."materialKey")`

/**
 * One company's matching at a time: a statement run after it took the lock sees what the one before
 * committed, so two imports never add their spend to a contract's balance over each other.
 */
export const lockCompanyMatching = (run: Statement, companyId: string) =>
  run(
    `SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext('spend matching ' || $1::text))`,
    [companyId]
  )

// how long a user's write waits for an import of its company before it is refused
const USER_WAIT = '3s'

/**
 * The lock for a user's write (a contract saved, a process approved): an import holds it while it
 * runs, so the write is refused with a message after a short wait rather than left to time out.
 */
export const lockCompanyMatchingForUser = async (
  run: Statement,
  companyId: string
) => {
  await run(`SELECT set_config('lock_timeout', $1, true) AS waits`, [USER_WAIT])
  try {
    await lockCompanyMatching(run, companyId)
  } catch (error) {
    if (isLockTimeout(error))
      throw new UserInputError('spend.errors.importRunning')
    throw error
  }
  await run(`SELECT set_config('lock_timeout', '0', true) AS waits`, [])
}

/**
 * PostgreSQL's lock_not_available, as node-postgres reports it (its code) or Prisma (the code in
 * its message: its raw query errors carry no field of it).
 */
const isLockTimeout = (error: unknown) => {
  const { code, message } = (error ?? {}) as { code?: string; message?: string }
  return code === '55P03' || /\b55P03\b/.test(message ?? '')
}

/**
 * Before an import's lines ($1: its id) are deleted (their matches with them): the contracts they
 * were matched to, whose balances are to be refreshed after.
 */
export const contractsOfImport = async (
  run: Statement,
  companyId: string,
  importId: string
) => {
  await lockCompanyMatching(run, companyId)
  return idsOf(
    await run(
      `SELECT DISTINCT s."contractId" AS id FROM "ContractSpend" s JOIN "SpendLine" l ON l.id = s."lineId"
        WHERE l."importId" = $1`,
      [importId]
    )
  )
}

/**
 * The commitments `ids` ($1) of a company matched again from its spend, after a change of their
 * supplier, material or term (or their creation): they give up their lines first, which may then
 * belong to another commitment. The rollup says which combinations of spend to look at.
 */
export const rematchCommitments = async (
  run: Statement,
  kind: CommitmentKind,
  companyId: string,
  ids: string[]
) => {
  const { table, key } = COMMITMENTS[kind]
  await lockCompanyMatchingForUser(run, companyId)
  const lines = await deletedLines(
    run,
    `DELETE FROM ${table} WHERE ${key} = ANY($1)`,
    [ids]
  )
  await match(
    run,
    kind,
    {
      commitments: `m.id = ANY($1)`,
      combinations: `SELECT DISTINCT ${ofRollup} FROM "SpendRollup" r JOIN m x ON ${OF_MATERIAL}`,
      lines: 'true',
    },
    [ids]
  )
  const others = lines ? idsOf(await matchLines(run, kind, lines)) : []
  if (kind === 'award') return
  await refreshBalances(run, [...ids, ...others])
  await recheckOffContract(run, companyId, ids)
}

/**
 * After the contracts `ids` ($1) of a company ($2) changed: the leakage of their materials' spend
 * told anew, and that of the lines they were said to have escaped.
 */
const recheckOffContract = async (
  run: Statement,
  companyId: string,
  ids: string[]
) => {
  const lines = await deletedLines(
    run,
    `DELETE FROM "OffContractSpend" o WHERE o."contractId" = ANY($1)
      OR o."lineId" IN (SELECT s."lineId" FROM "ContractSpend" s WHERE s."contractId" = ANY($1))`,
    [ids]
  )
  const materials = `SELECT m."companyId", m.code, m."materialKey" FROM (${COMMITMENTS.contract.rows}) m
    WHERE m.id = ANY($1)`
  await markOffContract(
    run,
    {
      commitments: `m."companyId" = $2`,
      combinations: `SELECT DISTINCT ${ofRollup} FROM "SpendRollup" r JOIN (${materials}) x ON ${OF_MATERIAL}`,
      lines: 'true',
    },
    [ids, companyId]
  )
  if (lines)
    await markOffContract(
      run,
      {
        commitments: `m."companyId" = $2`,
        combinations: `SELECT DISTINCT ${ofLine} FROM "SpendLine" l WHERE l.id = ANY($1)`,
        lines: 'l.id = ANY($1)',
      },
      [lines, companyId]
    )
}

/** The lines `ids` ($1), matched to the commitments of their company they meet (unless matched already). */
const matchLines = (run: Statement, kind: CommitmentKind, ids: unknown[]) =>
  match(
    run,
    kind,
    {
      commitments: `(m."companyId", m."materialKey") IN (
          SELECT "companyId", material_key(material) FROM "SpendLine" WHERE id = ANY($1))
        OR (m."companyId", m.code) IN (SELECT "companyId", "materialCode" FROM "SpendLine" WHERE id = ANY($1))`,
      combinations: `SELECT DISTINCT ${ofLine} FROM "SpendLine" l WHERE l.id = ANY($1)`,
      lines: 'l.id = ANY($1)',
    },
    [ids]
  )

/** Every match of the company ($1) made anew, and its contracts' balances: the rebuild script's work. */
export const rematchCompany = async (run: Statement, companyId: string) => {
  await lockCompanyMatching(run, companyId)
  for (const kind of KINDS) {
    const { table } = COMMITMENTS[kind]
    await run(`DELETE FROM ${table} WHERE "companyId" = $1`, [companyId])
    await match(
      run,
      kind,
      {
        commitments: `m."companyId" = $1`,
        combinations: `SELECT DISTINCT ${ofRollup} FROM "SpendRollup" r WHERE r."companyId" = $1`,
        lines: `l."companyId" = $1`,
      },
      [companyId]
    )
  }
  await run(`DELETE FROM "OffContractSpend" WHERE "companyId" = $1`, [
    companyId,
  ])
  await markOffContract(
    run,
    {
      commitments: `m."companyId" = $1`,
      combinations: `SELECT DISTINCT ${ofRollup} FROM "SpendRollup" r WHERE r."companyId" = $1`,
      lines: `l."companyId" = $1`,
    },
    [companyId]
  )
  const contracts = await run(
    `SELECT id FROM "Contract" WHERE "companyId" = $1`,
    [companyId]
  )
  await refreshBalances(run, idsOf(contracts))
}
