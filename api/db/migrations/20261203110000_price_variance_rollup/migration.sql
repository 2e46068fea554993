-- Price compliance by supplier and month (issue 42): a match keeps the supplier its line names, and
-- PriceVarianceMonth sums what was paid beyond the agreed prices per company, month and supplier,
-- kept by statement triggers on ContractSpend as its other rollups are.
-- (no semicolon in a comment here: the migration runner splits statements at every one)

-- AlterTable
ALTER TABLE "ContractSpend" ADD COLUMN "supplier" TEXT;
UPDATE "ContractSpend" s SET "supplier" = l."supplier" FROM "SpendLine" l WHERE l."id" = s."lineId";
ALTER TABLE "ContractSpend" ALTER COLUMN "supplier" SET NOT NULL;

-- the lines paid above their contract's price, the largest first, a page at a time
CREATE INDEX "ContractSpend_companyId_date_above_idx" ON "ContractSpend"("companyId", "date") WHERE "priceVariance" > 0;

-- CreateTable
CREATE TABLE "PriceVarianceMonth" (
    "companyId" TEXT NOT NULL,
    "month" DATE NOT NULL,
    "supplier" TEXT NOT NULL,
    "variance" DECIMAL(20,2) NOT NULL,
    "above" DECIMAL(20,2) NOT NULL,
    "linesAbove" INTEGER NOT NULL,
    "lines" INTEGER NOT NULL,

    CONSTRAINT "PriceVarianceMonth_pkey" PRIMARY KEY ("companyId","month","supplier")
);

-- AddForeignKey
ALTER TABLE "PriceVarianceMonth" ADD CONSTRAINT "PriceVarianceMonth_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Only the lines that compare (in the agreed unit, with a price) count: variance nets those above
-- and below, above sums those paid above alone. Taken from, never made, on delete.
CREATE FUNCTION price_variance_month_kept() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  IF TG_ARGV[0] = ''add'' THEN
    INSERT INTO "PriceVarianceMonth" AS m
    SELECT "companyId", date_trunc(''month'', "date")::date, "supplier", sum("priceVariance"),
        coalesce(sum("priceVariance") FILTER (WHERE "priceVariance" > 0), 0),
        count(*) FILTER (WHERE "priceVariance" > 0), count(*)
      FROM changed WHERE "priceVariance" IS NOT NULL GROUP BY 1, 2, 3
    ON CONFLICT ("companyId", "month", "supplier") DO UPDATE SET "variance" = m."variance" + excluded."variance",
      "above" = m."above" + excluded."above", "linesAbove" = m."linesAbove" + excluded."linesAbove",
      "lines" = m."lines" + excluded."lines"\073
  ELSE
    UPDATE "PriceVarianceMonth" m SET "variance" = m."variance" - g."variance", "above" = m."above" - g."above",
        "linesAbove" = m."linesAbove" - g."linesAbove", "lines" = m."lines" - g."lines"
      FROM (SELECT "companyId", date_trunc(''month'', "date")::date AS "month", "supplier",
          sum("priceVariance") AS "variance",
          coalesce(sum("priceVariance") FILTER (WHERE "priceVariance" > 0), 0) AS "above",
          count(*) FILTER (WHERE "priceVariance" > 0) AS "linesAbove", count(*) AS "lines"
        FROM changed WHERE "priceVariance" IS NOT NULL GROUP BY 1, 2, 3) g
     WHERE (m."companyId", m."month", m."supplier") = (g."companyId", g."month", g."supplier")\073
    DELETE FROM "PriceVarianceMonth" WHERE ("companyId", "month") IN (
        SELECT DISTINCT "companyId", date_trunc(''month'', "date")::date FROM changed)
      AND "lines" = 0\073
  END IF\073
  RETURN NULL\073
END';

CREATE TRIGGER "ContractSpend_variance_insert" AFTER INSERT ON "ContractSpend"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION price_variance_month_kept('add');
CREATE TRIGGER "ContractSpend_variance_delete" AFTER DELETE ON "ContractSpend"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION price_variance_month_kept('take');

-- a relabelled supplier: the rows as they were taken, then added as they are
CREATE TRIGGER "ContractSpend_variance_update_take" AFTER UPDATE ON "ContractSpend"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION price_variance_month_kept('take');
CREATE TRIGGER "ContractSpend_variance_update_add" AFTER UPDATE ON "ContractSpend"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION price_variance_month_kept('add');

INSERT INTO "PriceVarianceMonth"
SELECT "companyId", date_trunc('month', "date")::date, "supplier", sum("priceVariance"),
    coalesce(sum("priceVariance") FILTER (WHERE "priceVariance" > 0), 0),
    count(*) FILTER (WHERE "priceVariance" > 0), count(*)
  FROM "ContractSpend" WHERE "priceVariance" IS NOT NULL GROUP BY 1, 2, 3;
