import type { Prisma } from '@prisma/client'
import type pg from 'pg'

import { refreshBalances } from './contractBalances'

// Spend meets the contracts and awards that cover it (migration 20261202090000_spend_matches): a
// line belongs to a commitment of its company when both name the same supplier (supplier_identity:
// ERP code, else VAT, else normalised name or alias), the same material (by code where both have
// one, else material_key's text) and the line is dated within the commitment's term. Kept as rows
// (ContractSpend, AwardSpend) by every write that changes the answer, in its transaction.

type Row = Record<string, unknown>

/** Runs one statement of the caller's transaction, node-postgres's or Prisma's, and answers its rows. */
export type Statement = (sql: string, values: unknown[]) => Promise<Row[]>

export const throughClient =
  (client: pg.PoolClient): Statement =>
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

/** What each kind of commitment is matched by: its company, supplier, material and term. */
const COMMITMENTS = {
  contract: {
    table: '"ContractSpend"',
    key: '"contractId"',
    rows: `SELECT c.id, c."companyId", c."startDate" AS "from", c."endDate" AS "to",
        c."materialCode" AS code, material_key(c.material) AS "materialKey",
        coalesce(c."supplierId", supplier_identity(c."companyId", NULL, NULL, c.supplier)) AS identity
      FROM "Contract" c`,
  },
  // an approved process's award, for its agreement from the process's effective date
  award: {
    table: '"AwardSpend"',
    key: '"awardId"',
    rows: `SELECT a.id, p."companyId", p."effectiveDate" AS "from",
        ${termEnd('p."effectiveDate"', `a."contractLength" * (CASE a."contractPeriod" WHEN 'YEARS' THEN 12 ELSE 1 END)`)} AS "to",
        nullif(i.code, '') AS code, material_key(i.description) AS "materialKey",
        coalesce(s."supplierId", supplier_identity(p."companyId", nullif(s."sapCode", ''), nullif(s.vat, ''), s.name)) AS identity
      FROM "Award" a
      JOIN "Process" p ON p.id = a."processId" AND p.status = 'APPROVED'
      JOIN "Quotation" q ON q.id = a."quotationId"
      JOIN "ProcessSupplier" s ON s.id = q."supplierId"
      JOIN "ProcessItem" i ON i.id = q."itemId"`,
  },
} as const

export type CommitmentKind = keyof typeof COMMITMENTS

/** The spend's ways of writing a supplier and a material ('' for a code it lacks), as the rollup keeps them. */
const ofRollup = `r."companyId", r.supplier, r."supplierCode", r."supplierVat", r.material, r."materialCode"`
const ofLine = `l."companyId", l.supplier, coalesce(l."supplierCode", '') AS "supplierCode",
  coalesce(l."supplierVat", '') AS "supplierVat", l.material, coalesce(l."materialCode", '') AS "materialCode"`

/**
 * Matches the lines `l` meeting `lines` to the commitments `m` meeting `commitments`, among the
 * spend combinations `combinations` selects; a line already matched keeps its commitment, and
 * among several the one started last takes it. Answers the ids of the commitments given lines.
 */
const matchStatement = (
  kind: CommitmentKind,
  { commitments, combinations, lines }: Record<string, string>
) => {
  const { table, key, rows } = COMMITMENTS[kind]
  return `
    WITH m AS MATERIALIZED (SELECT * FROM (${rows}) m WHERE ${commitments}),
    combination AS (${combinations}),
    pair AS (
      SELECT k.*, m.id, m."from", m."to" FROM combination k
        JOIN m ON m."companyId" = k."companyId"
         AND m.identity = supplier_identity(k."companyId", nullif(k."supplierCode", ''), nullif(k."supplierVat", ''), k.supplier)
         AND (CASE WHEN m.code IS NOT NULL AND k."materialCode" <> '' THEN m.code = k."materialCode"
              ELSE m."materialKey" = material_key(k.material) END))
    , added AS (
      INSERT INTO ${table} ("lineId", ${key}, "companyId", date, amount, volume, "unitOfMeasureId")
      SELECT DISTINCT ON (l.id) l.id, p.id, l."companyId", l.date, l."spendAmount", l.volume, l."unitOfMeasureId"
        FROM pair p JOIN "SpendLine" l ON l."companyId" = p."companyId" AND l.supplier = p.supplier
         AND coalesce(l."supplierCode", '') = p."supplierCode" AND coalesce(l."supplierVat", '') = p."supplierVat"
         AND l.material = p.material AND coalesce(l."materialCode", '') = p."materialCode"
         AND l.date BETWEEN p."from" AND p."to"
       WHERE ${lines}
       ORDER BY l.id, p."from" DESC, p.id
      ON CONFLICT ("lineId") DO NOTHING
      RETURNING ${key} AS id)
    SELECT DISTINCT id FROM added`
}

const KINDS = Object.keys(COMMITMENTS) as CommitmentKind[]

/** Ids out of a statement's rows. */
const idsOf = (rows: Row[]) => rows.map((row) => String(row.id))

/**
 * One company's matching at a time: a statement run after it took the lock sees what the one before
 * committed, so two imports never add their spend to a contract's balance over each other.
 */
const lockCompany = (run: Statement, companyId: string) =>
  run(
    `SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext('spend matching ' || $1::text))`,
    [companyId]
  )

/** An import's lines ($1: its id), matched to every commitment of its company ($2). */
export const matchImport = async (
  run: Statement,
  companyId: string,
  importId: string
) => {
  await lockCompany(run, companyId)
  const byImport = {
    commitments: `m."companyId" = $2`,
    combinations: `SELECT DISTINCT ${ofLine} FROM "SpendLine" l WHERE l."importId" = $1`,
    lines: `l."importId" = $1`,
  }
  const values = [importId, companyId]
  const contracts = await run(matchStatement('contract', byImport), values)
  await run(matchStatement('award', byImport), values)
  await refreshBalances(run, idsOf(contracts))
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
  await lockCompany(run, companyId)
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
  await lockCompany(run, companyId)
  const released = await run(
    `WITH gone AS (DELETE FROM ${table} WHERE ${key} = ANY($1) RETURNING "lineId")
     SELECT array_agg("lineId") AS lines FROM gone`,
    [ids]
  )
  const [{ lines }] = released as { lines: unknown[] | null }[]
  await run(
    matchStatement(kind, {
      commitments: `m.id = ANY($1)`,
      combinations: `SELECT DISTINCT ${ofRollup} FROM "SpendRollup" r
        JOIN m ON r."companyId" = m."companyId"
         AND (r."materialCode" = m.code OR material_key(r.material) = m."materialKey")`,
      lines: 'true',
    }),
    [ids]
  )
  const others = lines ? idsOf(await matchLines(run, kind, lines)) : []
  if (kind === 'contract') await refreshBalances(run, [...ids, ...others])
}

/** The lines `ids` ($1), matched to the commitments of their company they meet (unless matched already). */
const matchLines = (run: Statement, kind: CommitmentKind, ids: unknown[]) =>
  run(
    matchStatement(kind, {
      commitments: `(m."companyId", m."materialKey") IN (
          SELECT "companyId", material_key(material) FROM "SpendLine" WHERE id = ANY($1))
        OR (m."companyId", m.code) IN (SELECT "companyId", "materialCode" FROM "SpendLine" WHERE id = ANY($1))`,
      combinations: `SELECT DISTINCT ${ofLine} FROM "SpendLine" l WHERE l.id = ANY($1)`,
      lines: 'l.id = ANY($1)',
    }),
    [ids]
  )

/** Every match of the company ($1) made anew, and its contracts' balances: the rebuild script's work. */
export const rematchCompany = async (run: Statement, companyId: string) => {
  await lockCompany(run, companyId)
  for (const kind of KINDS) {
    const { table } = COMMITMENTS[kind]
    await run(`DELETE FROM ${table} WHERE "companyId" = $1`, [companyId])
    await run(
      matchStatement(kind, {
        commitments: `m."companyId" = $1`,
        combinations: `SELECT DISTINCT ${ofRollup} FROM "SpendRollup" r WHERE r."companyId" = $1`,
        lines: `l."companyId" = $1`,
      }),
      [companyId]
    )
  }
  const contracts = await run(
    `SELECT id FROM "Contract" WHERE "companyId" = $1`,
    [companyId]
  )
  await refreshBalances(run, idsOf(contracts))
}
