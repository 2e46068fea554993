-- The sourcing dashboard's realized saving read from its own cells (issue 42): what each process's
-- awards realized in spend (AwardRealization) is kept on its savings rows (ProcessSaving, the whole
-- process and each category part) and summed into SavingsCell beside the negotiated saving. The
-- dashboard then reads a cell per filter value, not every award of 20,000 processes (60 ms).
-- Kept in two ways: a process's rows written anew take their realized sums from AwardRealization
-- (process_saving_rows), and matched spend added or taken moves the rows and cells it concerns
-- (award_realization_kept), in the transaction that matched it.
-- (no semicolon in a comment here: the migration runner splits statements at every one)

-- AlterTable
ALTER TABLE "ProcessSaving" ADD COLUMN "realizedSaving" DECIMAL NOT NULL DEFAULT 0,
  ADD COLUMN "realizedSpend" DECIMAL NOT NULL DEFAULT 0,
  ADD COLUMN "realizedLines" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "SavingsCell" ADD COLUMN "realizedSaving" DECIMAL NOT NULL DEFAULT 0,
  ADD COLUMN "realizedSpend" DECIMAL NOT NULL DEFAULT 0,
  ADD COLUMN "processesRealized" INTEGER NOT NULL DEFAULT 0;

-- as 20261124100000_savings_rollup wrote it, with what its awards realized: a part by the category
-- of its awards' items, the whole process all of them
DROP FUNCTION process_saving_rows(TEXT[]);
CREATE FUNCTION process_saving_rows(process_ids TEXT[])
RETURNS TABLE ("companyId" TEXT, "processId" TEXT, "status" TEXT, "month" DATE, "currencyCode" TEXT,
  "categoryManagerId" TEXT, "processType" TEXT, "processProfile" TEXT, "categoryId" TEXT,
  "wholeProcess" BOOLEAN, "reductionX12" DECIMAL, "avoidanceX12" DECIMAL, "increaseX12" DECIMAL,
  "lines" INTEGER, "approvalSeconds" DECIMAL, "realizedSaving" DECIMAL, "realizedSpend" DECIMAL,
  "realizedLines" INTEGER)
LANGUAGE sql STABLE AS $$
  WITH processes AS (
    SELECT p."id", p."companyId", p."status"::text AS status, cur."code" AS "currencyCode",
      p."categoryManagerId", replace(p."processType"::text, '-', '_') AS "processType",
      p."processProfile"::text AS "processProfile",
      CASE WHEN p."status" = 'APPROVED' AND p."approvedAt" IS NOT NULL
        THEN date_trunc('month', p."approvedAt" AT TIME ZONE 'UTC' AT TIME ZONE co."timeZone")::date
        ELSE date_trunc('month', p."effectiveDate")::date END AS month,
      CASE WHEN p."status" = 'APPROVED'
        THEN coalesce(extract(epoch FROM p."approvedAt" - p."createdAt"), 0) ELSE 0 END AS "approvalSeconds"
    FROM "Process" p
    JOIN "Company" co ON co."id" = p."companyId"
    JOIN "Currency" cur ON cur."id" = p."currencyId"
    WHERE p."id" = ANY(process_ids)
  ), lines AS (
    SELECT p."id", d."categoryId", d."historicalPrice" AS historical, d."baselinePrice" AS baseline,
      a."unitPrice" AS price,
      a."annualVolume" * a."contractLength" * CASE a."contractPeriod" WHEN 'YEARS' THEN 12 ELSE 1 END
        AS "volumeMonths"
    FROM processes p
    JOIN "Award" a ON a."processId" = p."id"
    JOIN "Quotation" q ON q."id" = a."quotationId"
    JOIN "ItemDetail" d ON d."itemId" = q."itemId"
    WHERE p.status = 'APPROVED'
    UNION ALL
    SELECT p."id", d."categoryId", pi."historicalPricingUnit", pi."baselineUnit",
      pi."expectedResultUnit", pi."annualVolume" * pi."contractLength"
    FROM processes p
    JOIN "ProcessItem" i ON i."processId" = p."id"
    JOIN "PipelineItem" pi ON pi."itemId" = i."id"
    LEFT JOIN "ItemDetail" d ON d."itemId" = i."id"
    WHERE p.status <> 'APPROVED'
    UNION ALL
    SELECT DISTINCT p."id", d."categoryId", NULL::numeric, NULL::numeric, NULL::numeric, NULL::numeric
    FROM processes p
    JOIN "ProcessItem" i ON i."processId" = p."id"
    JOIN "ItemDetail" d ON d."itemId" = i."id"
  ), by_category AS (
    SELECT "id", "categoryId",
      coalesce(sum(greatest(0, historical - price) * "volumeMonths"), 0) AS reduction,
      coalesce(sum(greatest(0, baseline - greatest(historical, price)) * "volumeMonths"), 0) AS avoidance,
      coalesce(sum(greatest(0, price - greatest(historical, baseline)) * "volumeMonths"), 0) AS increase,
      count(historical)::int AS lines
    FROM lines GROUP BY 1, 2
  ), realized AS (
    SELECT r."processId" AS "id", coalesce(r."categoryId", '') AS "categoryId", sum(r."saving") AS saving,
      sum(r."spend") AS spend, sum(r."lines")::int AS lines
    FROM "AwardRealization" r WHERE r."processId" = ANY(process_ids) GROUP BY 1, 2
  ), parts AS (
    SELECT c."id", coalesce(c."categoryId", '') AS "categoryId", false AS "wholeProcess", c.reduction,
      c.avoidance, c.increase, c.lines, coalesce(r.saving, 0) AS "realizedSaving",
      coalesce(r.spend, 0) AS "realizedSpend", coalesce(r.lines, 0) AS "realizedLines"
    FROM by_category c LEFT JOIN realized r ON r."id" = c."id" AND r."categoryId" = coalesce(c."categoryId", '')
    UNION ALL
    SELECT p."id", '', true, coalesce(sum(c.reduction), 0), coalesce(sum(c.avoidance), 0),
      coalesce(sum(c.increase), 0), coalesce(sum(c.lines), 0)::int,
      coalesce((SELECT sum(saving) FROM realized r WHERE r."id" = p."id"), 0),
      coalesce((SELECT sum(spend) FROM realized r WHERE r."id" = p."id"), 0),
      coalesce((SELECT sum(lines) FROM realized r WHERE r."id" = p."id"), 0)::int
    FROM processes p LEFT JOIN by_category c ON c."id" = p."id"
    GROUP BY p."id"
  )
  SELECT p."companyId", p."id", p.status, p.month, p."currencyCode", p."categoryManagerId", p."processType",
    p."processProfile", s."categoryId", s."wholeProcess", s.reduction, s.avoidance, s.increase, s.lines,
    CASE WHEN s."wholeProcess" THEN p."approvalSeconds" ELSE 0 END, s."realizedSaving", s."realizedSpend",
    s."realizedLines"
  FROM parts s JOIN processes p ON p."id" = s."id"
$$;

-- as 20261124100000_savings_rollup wrote it, the cells summing the realized columns too: a cell
-- counts the processes (or parts) with any spend realized
CREATE OR REPLACE FUNCTION refresh_process_saving(process_ids TEXT[]) RETURNS void
LANGUAGE sql AS $$
  WITH taken_back AS (
    DELETE FROM "ProcessSaving" WHERE "processId" = ANY(process_ids) RETURNING *
  ), added AS (
    INSERT INTO "ProcessSaving" ("companyId", "processId", "status", "month", "currencyCode",
      "categoryManagerId", "processType", "processProfile", "categoryId", "wholeProcess",
      "reductionX12", "avoidanceX12", "increaseX12", "lines", "approvalSeconds", "realizedSaving",
      "realizedSpend", "realizedLines")
    SELECT * FROM process_saving_rows(process_ids)
    RETURNING *
  ), changes AS (
    SELECT -1 AS sign, * FROM taken_back UNION ALL SELECT 1, * FROM added
  )
  INSERT INTO "SavingsCell" AS cell ("companyId", "status", "month", "currencyCode", "categoryManagerId",
    "processType", "processProfile", "categoryId", "wholeProcess", "processes", "processesWithSavings",
    "reductionX12", "avoidanceX12", "increaseX12", "approvalSeconds", "realizedSaving", "realizedSpend",
    "processesRealized")
  SELECT "companyId", "status", "month", "currencyCode", "categoryManagerId", "processType",
    "processProfile", "categoryId", "wholeProcess", sum(sign),
    coalesce(sum(sign) FILTER (WHERE "lines" > 0), 0), sum(sign * "reductionX12"),
    sum(sign * "avoidanceX12"), sum(sign * "increaseX12"), sum(sign * "approvalSeconds"),
    sum(sign * "realizedSaving"), sum(sign * "realizedSpend"),
    coalesce(sum(sign) FILTER (WHERE "realizedLines" > 0), 0)
  FROM changes
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ON CONFLICT ("companyId", "status", "month", "currencyCode", "categoryManagerId", "processType",
    "processProfile", "categoryId", "wholeProcess")
  DO UPDATE SET "processes" = cell."processes" + excluded."processes",
    "processesWithSavings" = cell."processesWithSavings" + excluded."processesWithSavings",
    "approvalSeconds" = cell."approvalSeconds" + excluded."approvalSeconds",
    "reductionX12" = cell."reductionX12" + excluded."reductionX12",
    "avoidanceX12" = cell."avoidanceX12" + excluded."avoidanceX12",
    "increaseX12" = cell."increaseX12" + excluded."increaseX12",
    "realizedSaving" = cell."realizedSaving" + excluded."realizedSaving",
    "realizedSpend" = cell."realizedSpend" + excluded."realizedSpend",
    "processesRealized" = cell."processesRealized" + excluded."processesRealized"
$$;

-- as 20261203090000_realization_rollups wrote it, then the matched spend added to awards (sign 1) or
-- taken from them (-1) moves the savings rows of their processes and those rows' cells. A row whose
-- award is gone, or whose process's rows are not written yet, is left to the refresh that comes at
-- commit (a process marked stale): it takes the rows back as they are and writes them from
-- AwardRealization. Cells are written in their key's order, as the refresh writes them.
CREATE OR REPLACE FUNCTION award_realization_kept() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  sign INTEGER := CASE WHEN TG_ARGV[0] = ''add'' THEN 1 ELSE -1 END\073
BEGIN
  IF TG_ARGV[0] = ''add'' THEN
    INSERT INTO "AwardRealization" AS r ("awardId", "processId", "categoryId", "spend", "saving", "priceVariance",
        "notComparableSpend", "lines")
    SELECT c."awardId", a."processId", d."categoryId", sum(c."amount"), coalesce(sum(c."saving"), 0),
        coalesce(sum(c."priceVariance"), 0), coalesce(sum(c."amount") FILTER (WHERE c."saving" IS NULL), 0),
        count(*)
      FROM changed c JOIN "Award" a ON a."id" = c."awardId" JOIN "Quotation" q ON q."id" = a."quotationId"
      LEFT JOIN "ItemDetail" d ON d."itemId" = q."itemId" GROUP BY 1, 2, 3
    ON CONFLICT ("awardId") DO UPDATE SET "spend" = r."spend" + excluded."spend",
      "saving" = r."saving" + excluded."saving", "priceVariance" = r."priceVariance" + excluded."priceVariance",
      "notComparableSpend" = r."notComparableSpend" + excluded."notComparableSpend",
      "lines" = r."lines" + excluded."lines"\073
  ELSE
    UPDATE "AwardRealization" r SET "spend" = r."spend" - g."spend", "saving" = r."saving" - g."saving",
        "priceVariance" = r."priceVariance" - g."priceVariance",
        "notComparableSpend" = r."notComparableSpend" - g."notComparableSpend", "lines" = r."lines" - g."lines"
      FROM (SELECT "awardId", sum("amount") AS "spend", coalesce(sum("saving"), 0) AS "saving",
          coalesce(sum("priceVariance"), 0) AS "priceVariance",
          coalesce(sum("amount") FILTER (WHERE "saving" IS NULL), 0) AS "notComparableSpend", count(*) AS "lines"
        FROM changed GROUP BY 1) g
     WHERE r."awardId" = g."awardId"\073
    DELETE FROM "AwardRealization" WHERE "awardId" IN (SELECT "awardId" FROM changed) AND "lines" = 0\073
  END IF\073
  WITH by_part AS (
    SELECT a."processId", coalesce(d."categoryId", '''') AS "categoryId", coalesce(sum(c."saving"), 0) AS saving,
      sum(c."amount") AS spend, count(*)::int AS lines
    FROM changed c JOIN "Award" a ON a."id" = c."awardId" JOIN "Quotation" q ON q."id" = a."quotationId"
    LEFT JOIN "ItemDetail" d ON d."itemId" = q."itemId"
    GROUP BY 1, 2
  ), parts AS (
    SELECT "processId", "categoryId", false AS whole, saving, spend, lines FROM by_part
    UNION ALL
    SELECT "processId", '''', true, sum(saving), sum(spend), sum(lines)::int FROM by_part GROUP BY 1
  ), moved AS (
    UPDATE "ProcessSaving" s SET "realizedSaving" = s."realizedSaving" + sign * p.saving,
      "realizedSpend" = s."realizedSpend" + sign * p.spend, "realizedLines" = s."realizedLines" + sign * p.lines
    FROM parts p
    WHERE s."processId" = p."processId" AND s."categoryId" = p."categoryId" AND s."wholeProcess" = p.whole
    RETURNING s."companyId", s."status", s."month", s."currencyCode", s."categoryManagerId", s."processType",
      s."processProfile", s."categoryId", s."wholeProcess", sign * p.saving AS saving, sign * p.spend AS spend,
      (s."realizedLines" > 0)::int - (s."realizedLines" - sign * p.lines > 0)::int AS realized
  )
  INSERT INTO "SavingsCell" AS cell ("companyId", "status", "month", "currencyCode", "categoryManagerId",
    "processType", "processProfile", "categoryId", "wholeProcess", "processes", "processesWithSavings",
    "reductionX12", "avoidanceX12", "increaseX12", "approvalSeconds", "realizedSaving", "realizedSpend",
    "processesRealized")
  SELECT "companyId", "status", "month", "currencyCode", "categoryManagerId", "processType", "processProfile",
    "categoryId", "wholeProcess", 0, 0, 0, 0, 0, 0, sum(saving), sum(spend), sum(realized)
  FROM moved
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ON CONFLICT ("companyId", "status", "month", "currencyCode", "categoryManagerId", "processType",
    "processProfile", "categoryId", "wholeProcess")
  DO UPDATE SET "realizedSaving" = cell."realizedSaving" + excluded."realizedSaving",
    "realizedSpend" = cell."realizedSpend" + excluded."realizedSpend",
    "processesRealized" = cell."processesRealized" + excluded."processesRealized"\073
  RETURN NULL\073
END';

-- the realized sums of the rows and cells there are
UPDATE "ProcessSaving" s SET "realizedSaving" = r.saving, "realizedSpend" = r.spend, "realizedLines" = r.lines
  FROM (
    SELECT "processId", coalesce("categoryId", '') AS "categoryId", false AS whole, sum("saving") AS saving,
      sum("spend") AS spend, sum("lines")::int AS lines
    FROM "AwardRealization" GROUP BY 1, 2
    UNION ALL
    SELECT "processId", '', true, sum("saving"), sum("spend"), sum("lines")::int FROM "AwardRealization" GROUP BY 1
  ) r
 WHERE s."processId" = r."processId" AND s."categoryId" = r."categoryId" AND s."wholeProcess" = r.whole;
UPDATE "SavingsCell" cell SET "realizedSaving" = s.saving, "realizedSpend" = s.spend, "processesRealized" = s.realized
  FROM (
    SELECT "companyId", "status", "month", "currencyCode", "categoryManagerId", "processType", "processProfile",
      "categoryId", "wholeProcess", sum("realizedSaving") AS saving, sum("realizedSpend") AS spend,
      (count(*) FILTER (WHERE "realizedLines" > 0))::int AS realized
    FROM "ProcessSaving" GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ) s
 WHERE (cell."companyId", cell."status", cell."month", cell."currencyCode", cell."categoryManagerId",
     cell."processType", cell."processProfile", cell."categoryId", cell."wholeProcess")
   = (s."companyId", s."status", s."month", s."currencyCode", s."categoryManagerId", s."processType",
     s."processProfile", s."categoryId", s."wholeProcess");
