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

/** A master record as its spend is told from others': its id, name, SAP code and VAT. */
export interface SpendOwner {
  id: string
  name: string
  sapCode: string | null
  vat: string
}

/**
 * Whether a rollup row (`r`) is this master's spend, as the import tells whose a line is: by its
 * SAP code; else, when neither its code nor its VAT is another master's, by its VAT; else by its
 * name (its normalised key, or the master's former name) where its code and VAT do not say
 * otherwise. The first clause is what the rollup's indexes find.
 */
export const isSpendOf = (owner: SpendOwner, formerName = '') => {
  const code = owner.sapCode?.toUpperCase() ?? ''
  return Prisma.sql`(
    ((r."supplierCode" = ${code} AND ${code} <> '') OR r."supplierVat" = ${owner.vat}
      OR supplier_name_key(r.supplier) = supplier_name_key(${owner.name}) OR r.supplier = ${formerName})
    AND ((r."supplierCode" <> '' AND r."supplierCode" = ${code})
      OR (NOT EXISTS (
            SELECT 1 FROM "Supplier" o WHERE o."companyId" = r."companyId" AND o.id <> ${owner.id}
              AND ((r."supplierCode" <> '' AND upper(o."sapCode") = r."supplierCode")
                OR (r."supplierVat" <> '' AND o.vat = r."supplierVat")))
          AND ((r."supplierVat" <> '' AND r."supplierVat" = ${owner.vat})
            OR ((supplier_name_key(r.supplier) = supplier_name_key(${owner.name})
                OR r.supplier = ${formerName})
              -- a name does not overrule the line's code or VAT
              AND (r."supplierCode" = '' OR ${code} = '' OR r."supplierCode" = ${code})
              AND (r."supplierVat" = '' OR r."supplierVat" = ${owner.vat}))))))`
}

/**
 * A master record made or renamed, or a name made its alias: the spend that is its (isSpendOf) takes
 * its name, and the rollup rows of the names it went by are summed again, inside the caller's
 * transaction. So a supplier stays one row of the dashboard, its filters and its export once the
 * master knows it.
 */
export const relabelSupplierSpend = async (
  tx: Prisma.TransactionClient,
  companyId: string,
  owner: SpendOwner,
  formerName = ''
) => {
  // the rollup's indexes find the names its spend went by
  const names = (
    await tx.$queryRaw<{ supplier: string }[]>`
      SELECT DISTINCT supplier FROM "SpendRollup" r
      WHERE r."companyId" = ${companyId} AND r.supplier <> ${owner.name}
        AND ${isSpendOf(owner, formerName)}`
  ).map((row) => row.supplier)
  if (!names.length) return
  // the lines as the rollup rows: a line's codes are '' where it has none
  await tx.$executeRaw`
    UPDATE "SpendLine" l SET supplier = ${owner.name}
    FROM (SELECT l2.id FROM "SpendLine" l2, LATERAL (SELECT l2."companyId", l2.supplier,
            coalesce(l2."supplierCode", '') AS "supplierCode", coalesce(l2."supplierVat", '') AS "supplierVat") r
          WHERE l2."companyId" = ${companyId} AND l2.supplier = ANY(${names})
            AND ${isSpendOf(owner, formerName)}) mine
    WHERE l.id = mine.id`
  // the matches' copies of the name, which their rollups group by (their triggers move the sums)
  for (const matches of ['"ContractSpend"', '"OffContractSpend"'])
    await tx.$executeRawUnsafe(
      `UPDATE ${matches} s SET supplier = l.supplier FROM "SpendLine" l
        WHERE l.id = s."lineId" AND s."companyId" = $1 AND s.supplier = ANY($2) AND l.supplier = $3`,
      companyId,
      names,
      owner.name
    )
  const summed = [...names, owner.name]
  await tx.$executeRaw`
    DELETE FROM "SpendRollup" WHERE "companyId" = ${companyId} AND supplier = ANY(${summed})`
  await tx.$executeRawUnsafe(
    linesWhere(`"companyId" = $1 AND supplier = ANY($2)`),
    companyId,
    summed
  )
}
