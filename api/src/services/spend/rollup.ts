import { Prisma } from '@prisma/client'
import type pg from 'pg'

import { bulkTransaction } from 'src/lib/db'

/** The rollup's key: a month and one value of each dimension (no category manager counts as ''). */
const KEY_COLUMNS = `"companyId", "month", "businessDivisionId", "regionId", "categoryManagerId", "supplier",
  "supplierCode", "supplierVat", "material", "materialCode", "materialCategoryId", "plant", "unitOfMeasureId"`

/** A line's key columns, the codes it lacks as '' (the rollup's key has no null). */
const LINE_KEY = `"companyId", date_trunc('month', "date")::date AS month, "businessDivisionId", "regionId",
  coalesce("categoryManagerId", '') AS manager, "supplier", coalesce("supplierCode", '') AS "supplierCode",
  coalesce("supplierVat", '') AS "supplierVat", "material", coalesce("materialCode", '') AS "materialCode",
  "materialCategoryId", "plant", "unitOfMeasureId"`

/** Rows `select` gives are added to the rollup's rows of the same key. */
const addToRollup = (select: string) => `
  INSERT INTO "SpendRollup" (${KEY_COLUMNS}, "spend", "volume", "lines")
  ${select}
  ON CONFLICT (${KEY_COLUMNS}) DO UPDATE SET
    "spend" = "SpendRollup"."spend" + excluded."spend",
    "volume" = "SpendRollup"."volume" + excluded."volume",
    "lines" = "SpendRollup"."lines" + excluded."lines"`

/** The sums of the lines `where` picks, by the rollup's key. */
const linesBy = (where: string) => `
  SELECT ${LINE_KEY}, sum("spendAmount") AS spend, sum("volume") AS volume, count(*) AS lines
  FROM "SpendLine" WHERE ${where}
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13`

const linesWhere = (where: string) => addToRollup(linesBy(where))

/** Adds an import's lines to the rollup, inside the import's own transaction. */
export const addImportToRollup = (client: pg.PoolClient, importId: string) =>
  client.query(linesWhere(`"importId" = $1`), [importId])

/**
 * Takes an import's lines out, and their sums out of the rollup (rows left with no line go too),
 * inside the caller's transaction.
 */
export const removeImportLines = async (
  client: pg.PoolClient,
  importId: string
) => {
  await client.query(
    `UPDATE "SpendRollup" r SET "spend" = r."spend" - x.spend, "volume" = r."volume" - x.volume,
       "lines" = r."lines" - x.lines
     FROM (${linesBy('"importId" = $1')}) x
     WHERE r."companyId" = x."companyId" AND r."month" = x.month
       AND r."businessDivisionId" = x."businessDivisionId" AND r."regionId" = x."regionId"
       AND r."categoryManagerId" = x.manager AND r."supplier" = x."supplier"
       AND r."supplierCode" = x."supplierCode" AND r."supplierVat" = x."supplierVat"
       AND r."material" = x."material" AND r."materialCode" = x."materialCode"
       AND r."materialCategoryId" = x."materialCategoryId" AND r."plant" = x."plant"
       AND r."unitOfMeasureId" = x."unitOfMeasureId"`,
    [importId]
  )
  await client.query(
    `DELETE FROM "SpendRollup" WHERE "lines" <= 0 AND "companyId" IN (
       SELECT "companyId" FROM "SpendImport" WHERE id = $1)`,
    [importId]
  )
  await client.query('DELETE FROM "SpendLine" WHERE "importId" = $1', [
    importId,
  ])
}

/**
 * The company's rollup made again from its lines (after lines were written outside an import: the
 * seed). Seconds for millions of lines: past Prisma's transaction timeout, so through node-postgres.
 */
export const rebuildSpendRollup = (companyId: string) =>
  bulkTransaction(async (client) => {
    await client.query('DELETE FROM "SpendRollup" WHERE "companyId" = $1', [
      companyId,
    ])
    await client.query(linesWhere(`"companyId" = $1`), [companyId])
  })

/**
 * A category manager is being deleted: their lines will have none (SetNull), so their rollup rows
 * join the '' rows. Runs in the deletion's transaction.
 */
export const releaseManagerSpend = async (
  tx: Prisma.TransactionClient,
  managerId: string
) => {
  await tx.$executeRawUnsafe(
    addToRollup(`
    SELECT "companyId", "month", "businessDivisionId", "regionId", '', "supplier", "supplierCode", "supplierVat",
      "material", "materialCode", "materialCategoryId", "plant", "unitOfMeasureId", "spend", "volume", "lines"
    FROM "SpendRollup" WHERE "categoryManagerId" = $1`),
    managerId
  )
  await tx.spendRollup.deleteMany({ where: { categoryManagerId: managerId } })
}

/**
 * A master record made or renamed: the spend lines that are its (its SAP code, its VAT, or its
 * former name) take its name, and their rollup rows are summed again, inside the caller's
 * transaction. So a supplier stays one row of the dashboard, its filters and its export once the
 * master knows it.
 */
export const relabelSupplierSpend = async (
  tx: Prisma.TransactionClient,
  companyId: string,
  supplier: { name: string; sapCode: string | null; vat: string },
  formerName = ''
) => {
  const code = supplier.sapCode?.toUpperCase() ?? ''
  const its = Prisma.sql`(("supplierCode" = ${code} AND ${code} <> '') OR "supplierVat" = ${supplier.vat}
    OR supplier = ${formerName})`
  // the rollup's indexes find the names these lines go by
  const names = (
    await tx.$queryRaw<{ supplier: string }[]>`
      SELECT DISTINCT supplier FROM "SpendRollup"
      WHERE "companyId" = ${companyId} AND supplier <> ${supplier.name} AND ${its}`
  ).map((row) => row.supplier)
  if (!names.length) return
  await tx.$executeRaw`
    UPDATE "SpendLine" SET supplier = ${supplier.name}
    WHERE "companyId" = ${companyId} AND supplier = ANY(${names}) AND ${its}`
  const summed = [...names, supplier.name]
  await tx.$executeRaw`
    DELETE FROM "SpendRollup" WHERE "companyId" = ${companyId} AND supplier = ANY(${summed})`
  await tx.$executeRawUnsafe(
    linesWhere(`"companyId" = $1 AND supplier = ANY($2)`),
    companyId,
    summed
  )
}
