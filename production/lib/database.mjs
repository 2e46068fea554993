// The test database itself, read to prove what the api changed and what it kept to one company.
import pg from 'pg'

export const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL, max: 2 })

// bookkeeping every request may touch: rate-limit counters, queued jobs, the migration log
const BOOKKEEPING = new Set(['_prisma_migrations', 'RateLimitBucket', 'BackgroundJob'])

const tableNames = async () =>
  (
    await pool.query(
      `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`
    )
  ).rows
    .map((row) => row.table_name)
    .filter((name) => !BOOKKEEPING.has(name))

/** Every row of every table, as table → JSON text of each row. */
// what any signed-in request may write: the session check copies Firebase's word on the account there
const SESSION_CHECK_COLUMNS = { User: ` - 'authCheckedAt' - 'sessionsValidAfter'` }

export const snapshot = async () => {
  const rows = []
  for (const table of await tableNames()) {
    const { rows: found } = await pool.query(
      `select to_jsonb(t)${SESSION_CHECK_COLUMNS[table] ?? ''} as row from "${table}" t`
    )
    for (const { row } of found) rows.push({ table, row, text: `${table} ${JSON.stringify(row)}` })
  }
  return rows
}

const referencedIds = (row) =>
  Object.entries(row)
    .filter(([column, value]) => /Id$/.test(column) && typeof value === 'string')
    .map(([, value]) => value)

/**
 * A company's rows: its own (companyId), then every row that points at one of them (items of its
 * processes, quotations of those items…), until nothing new joins. Answers the rows and their ids.
 */
export const companyRows = (rows, companyId) => {
  const ids = new Set([companyId])
  const owned = new Set()
  for (let grew = true; grew; ) {
    grew = false
    for (const entry of rows) {
      if (owned.has(entry)) continue
      const belongs = entry.table === 'Company' ? entry.row.id === companyId : referencedIds(entry.row).some((id) => ids.has(id))
      if (!belongs) continue
      owned.add(entry)
      if (entry.row.id !== undefined) ids.add(String(entry.row.id))
      if (entry.row.avatarId) ids.add(entry.row.avatarId)
      grew = true
    }
  }
  return { rows: [...owned], ids }
}

/** Rows that are in one snapshot and not the other (removed, added or changed). */
export const difference = (before, after) => {
  const afterTexts = new Set(after.map((entry) => entry.text))
  const beforeTexts = new Set(before.map((entry) => entry.text))
  return {
    removed: before.filter((entry) => !afterTexts.has(entry.text)),
    added: after.filter((entry) => !beforeTexts.has(entry.text)),
  }
}

/**
 * The id a probe sends for a table: the company's own (sampleIds of `ownRows`), else any row's (the
 * reference lists every company shares).
 */
export const idPicker = (rows, ownRows) => {
  const own = sampleIds(ownRows)
  return (table) => own[table] ?? rows.find((entry) => entry.table === table)?.row.id
}

/**
 * One id of each of a company's tables, the one a stranger could do most with: a draft process,
 * the lowest-ranked role and a user in it (an Owner's role is out of anyone's reach anyway).
 */
export const sampleIds = (rows) => {
  const roles = rows.filter((entry) => entry.table === 'Role').sort((a, b) => a.row.priority - b.row.priority)
  const rank = {
    Process: (row) => (row.status === 'DRAFT' ? 0 : 1),
    Role: (row) => (row.id === roles[0]?.row.id ? 0 : 1),
    User: (row) => (row.roleId === roles[0]?.row.id ? 0 : 1),
  }
  const byTable = {}
  const preference = (entry) => rank[entry.table]?.(entry.row) ?? 0
  for (const entry of [...rows].sort((a, b) => preference(a) - preference(b))) {
    if (entry.row.id !== undefined) byTable[entry.table] ??= String(entry.row.id)
  }
  return byTable
}
