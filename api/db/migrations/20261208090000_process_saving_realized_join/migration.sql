-- process_saving_rows as 20261207090000_savings_cell_realized wrote it, but a whole process's realized
-- sums come from one grouped join: three correlated subqueries over the realized rows were scanned once
-- per process, quadratic when a company's rows are written anew
-- (no semicolon in a comment here: the migration runner splits statements at every one)
CREATE OR REPLACE FUNCTION process_saving_rows(process_ids TEXT[])
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
  ), realized_whole AS (
    SELECT "id", sum(saving) AS saving, sum(spend) AS spend, sum(lines)::int AS lines FROM realized GROUP BY 1
  ), parts AS (
    SELECT c."id", coalesce(c."categoryId", '') AS "categoryId", false AS "wholeProcess", c.reduction,
      c.avoidance, c.increase, c.lines, coalesce(r.saving, 0) AS "realizedSaving",
      coalesce(r.spend, 0) AS "realizedSpend", coalesce(r.lines, 0) AS "realizedLines"
    FROM by_category c LEFT JOIN realized r ON r."id" = c."id" AND r."categoryId" = coalesce(c."categoryId", '')
    UNION ALL
    SELECT p."id", '', true, coalesce(sum(c.reduction), 0), coalesce(sum(c.avoidance), 0),
      coalesce(sum(c.increase), 0), coalesce(sum(c.lines), 0)::int, coalesce(w.saving, 0), coalesce(w.spend, 0),
      coalesce(w.lines, 0)
    FROM processes p LEFT JOIN by_category c ON c."id" = p."id" LEFT JOIN realized_whole w ON w."id" = p."id"
    GROUP BY p."id", w.saving, w.spend, w.lines
  )
  SELECT p."companyId", p."id", p.status, p.month, p."currencyCode", p."categoryManagerId", p."processType",
    p."processProfile", s."categoryId", s."wholeProcess", s.reduction, s.avoidance, s.increase, s.lines,
    CASE WHEN s."wholeProcess" THEN p."approvalSeconds" ELSE 0 END, s."realizedSaving", s."realizedSpend",
    s."realizedLines"
  FROM parts s JOIN processes p ON p."id" = s."id"
$$;
