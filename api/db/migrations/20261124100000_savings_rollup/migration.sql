-- CreateTable
CREATE TABLE "ProcessSaving" (
    "id" BIGSERIAL NOT NULL,
    "companyId" TEXT NOT NULL,
    "processId" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "month" DATE NOT NULL,
    "currencyCode" TEXT NOT NULL,
    "categoryManagerId" TEXT NOT NULL,
    "processType" TEXT NOT NULL,
    "processProfile" TEXT NOT NULL,
    "categoryId" TEXT NOT NULL,
    "wholeProcess" BOOLEAN NOT NULL,
    "reductionX12" DECIMAL NOT NULL,
    "avoidanceX12" DECIMAL NOT NULL,
    "increaseX12" DECIMAL NOT NULL,
    "lines" INTEGER NOT NULL,
    "approvalSeconds" DECIMAL NOT NULL,

    CONSTRAINT "ProcessSaving_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SavingsCell" (
    "id" BIGSERIAL NOT NULL,
    "companyId" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "month" DATE NOT NULL,
    "currencyCode" TEXT NOT NULL,
    "categoryManagerId" TEXT NOT NULL,
    "processType" TEXT NOT NULL,
    "processProfile" TEXT NOT NULL,
    "categoryId" TEXT NOT NULL,
    "wholeProcess" BOOLEAN NOT NULL,
    "processes" INTEGER NOT NULL,
    "processesWithSavings" INTEGER NOT NULL,
    "reductionX12" DECIMAL NOT NULL,
    "avoidanceX12" DECIMAL NOT NULL,
    "increaseX12" DECIMAL NOT NULL,
    "approvalSeconds" DECIMAL NOT NULL,

    CONSTRAINT "SavingsCell_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProcessSavingStale" (
    "processId" TEXT NOT NULL,

    CONSTRAINT "ProcessSavingStale_pkey" PRIMARY KEY ("processId")
);

-- CreateIndex
CREATE INDEX "ProcessSaving_processId_idx" ON "ProcessSaving"("processId");

-- CreateIndex
CREATE INDEX "ProcessSaving_categoryId_processId_idx" ON "ProcessSaving"("categoryId", "processId");

-- CreateIndex
CREATE UNIQUE INDEX "SavingsCell_companyId_status_month_currencyCode_categoryMan_key" ON "SavingsCell"("companyId", "status", "month", "currencyCode", "categoryManagerId", "processType", "processProfile", "categoryId", "wholeProcess");

-- What the given processes add to the rollup, from their savings lines (shared/notes/domain.md,
-- Savings: the formula of the shared savingsOf, and the service tests hold both to the same
-- totals): each award of an approved process priced against the history of its item (realized),
-- each pipeline item of the others (expected). In numeric: volumes count as annual volume × months
-- and the sums stay × 12, so that the dashboard divides once and rounds nothing before the cents.
-- A row for the whole process, and one per category of its items (with no lines if none is priced
-- yet), each with the values of the dashboard filters of the process.
CREATE FUNCTION process_saving_rows(process_ids TEXT[])
RETURNS TABLE ("companyId" TEXT, "processId" TEXT, "status" TEXT, "month" DATE, "currencyCode" TEXT,
  "categoryManagerId" TEXT, "processType" TEXT, "processProfile" TEXT, "categoryId" TEXT,
  "wholeProcess" BOOLEAN, "reductionX12" DECIMAL, "avoidanceX12" DECIMAL, "increaseX12" DECIMAL,
  "lines" INTEGER, "approvalSeconds" DECIMAL)
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
  ), parts AS (
    SELECT "id", coalesce("categoryId", '') AS "categoryId", false AS "wholeProcess", reduction, avoidance,
      increase, lines
    FROM by_category
    UNION ALL
    SELECT p."id", '', true, coalesce(sum(c.reduction), 0), coalesce(sum(c.avoidance), 0),
      coalesce(sum(c.increase), 0), coalesce(sum(c.lines), 0)::int
    FROM processes p LEFT JOIN by_category c ON c."id" = p."id"
    GROUP BY p."id"
  )
  SELECT p."companyId", p."id", p.status, p.month, p."currencyCode", p."categoryManagerId", p."processType",
    p."processProfile", s."categoryId", s."wholeProcess", s.reduction, s.avoidance, s.increase, s.lines,
    CASE WHEN s."wholeProcess" THEN p."approvalSeconds" ELSE 0 END
  FROM parts s JOIN processes p ON p."id" = s."id"
$$;

-- The given processes take back what they added to the rollup and add what they add now (one
-- statement: the migration runner splits a script at every semicolon, even in a function body).
-- Cells are written in one order so that concurrent writers wait for each other, never deadlock.
CREATE FUNCTION refresh_process_saving(process_ids TEXT[]) RETURNS void
LANGUAGE sql AS $$
  WITH taken_back AS (
    DELETE FROM "ProcessSaving" WHERE "processId" = ANY(process_ids) RETURNING *
  ), added AS (
    INSERT INTO "ProcessSaving" ("companyId", "processId", "status", "month", "currencyCode",
      "categoryManagerId", "processType", "processProfile", "categoryId", "wholeProcess",
      "reductionX12", "avoidanceX12", "increaseX12", "lines", "approvalSeconds")
    SELECT * FROM process_saving_rows(process_ids)
    RETURNING *
  ), changes AS (
    SELECT -1 AS sign, * FROM taken_back UNION ALL SELECT 1, * FROM added
  )
  INSERT INTO "SavingsCell" AS cell ("companyId", "status", "month", "currencyCode", "categoryManagerId",
    "processType", "processProfile", "categoryId", "wholeProcess", "processes", "processesWithSavings",
    "reductionX12", "avoidanceX12", "increaseX12", "approvalSeconds")
  SELECT "companyId", "status", "month", "currencyCode", "categoryManagerId", "processType",
    "processProfile", "categoryId", "wholeProcess", sum(sign),
    coalesce(sum(sign) FILTER (WHERE "lines" > 0), 0), sum(sign * "reductionX12"),
    sum(sign * "avoidanceX12"), sum(sign * "increaseX12"), sum(sign * "approvalSeconds")
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
    "increaseX12" = cell."increaseX12" + excluded."increaseX12"
$$;

-- A write marks its processes stale, and the transaction refreshes them all once, as it commits:
-- an award step that upserts 300 awards one by one prices the process once, not 300 times. A
-- second transaction marking the same process waits for the first to commit (the key), so the
-- two never take back the same share. Trigger bodies write their semicolons as \073 for the
-- same runner.
CREATE FUNCTION mark_process_saving_stale(process_ids TEXT[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "ProcessSavingStale" SELECT DISTINCT unnest(process_ids) ON CONFLICT DO NOTHING
$$;

-- the first firing at commit refreshes every process this transaction marked, the others find none
CREATE FUNCTION refresh_stale_process_saving() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  PERFORM refresh_process_saving(ARRAY(SELECT "processId" FROM "ProcessSavingStale"))\073
  DELETE FROM "ProcessSavingStale"\073
  RETURN NULL\073
END';

CREATE CONSTRAINT TRIGGER "ProcessSavingStale_refresh" AFTER INSERT ON "ProcessSavingStale"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refresh_stale_process_saving();

-- Statement triggers, one per event (a transition table names the rows of one event).
CREATE FUNCTION process_saving_by_process() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  PERFORM mark_process_saving_stale(ARRAY(SELECT "processId" FROM changed))\073
  RETURN NULL\073
END';

CREATE FUNCTION process_saving_by_item() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  PERFORM mark_process_saving_stale(ARRAY(
    SELECT i."processId" FROM changed c JOIN "ProcessItem" i ON i."id" = c."itemId"))\073
  RETURN NULL\073
END';

-- a process whose status, month or dashboard filters changed
CREATE FUNCTION process_saving_by_process_fields() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  PERFORM mark_process_saving_stale(ARRAY(
    SELECT o."id" FROM before_change o JOIN changed n ON n."id" = o."id"
    WHERE (o."status", o."approvedAt", o."effectiveDate", o."currencyId", o."categoryManagerId",
        o."processType", o."processProfile")
      IS DISTINCT FROM (n."status", n."approvedAt", n."effectiveDate", n."currencyId",
        n."categoryManagerId", n."processType", n."processProfile")))\073
  RETURN NULL\073
END';

CREATE FUNCTION process_saving_by_deleted_process() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  PERFORM mark_process_saving_stale(ARRAY(SELECT "id" FROM before_change))\073
  RETURN NULL\073
END';

-- an approval counts in the month of the time zone of its company
CREATE FUNCTION process_saving_by_company() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  PERFORM mark_process_saving_stale(ARRAY(
    SELECT p."id" FROM "Process" p JOIN changed n ON n."id" = p."companyId"
    JOIN before_change o ON o."id" = n."id" WHERE o."timeZone" <> n."timeZone"))\073
  RETURN NULL\073
END';

-- a deleted company's rollup goes with it, and its processes have no share left to take back
CREATE FUNCTION savings_cells_of_deleted_company() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  DELETE FROM "SavingsCell" WHERE "companyId" IN (SELECT "id" FROM before_change)\073
  DELETE FROM "ProcessSaving" WHERE "companyId" IN (SELECT "id" FROM before_change)\073
  RETURN NULL\073
END';

CREATE TRIGGER "Award_saving_insert" AFTER INSERT ON "Award"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION process_saving_by_process();
CREATE TRIGGER "Award_saving_update" AFTER UPDATE ON "Award"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION process_saving_by_process();
CREATE TRIGGER "Award_saving_delete" AFTER DELETE ON "Award"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION process_saving_by_process();

CREATE TRIGGER "ProcessItem_saving_insert" AFTER INSERT ON "ProcessItem"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION process_saving_by_process();
CREATE TRIGGER "ProcessItem_saving_delete" AFTER DELETE ON "ProcessItem"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION process_saving_by_process();

CREATE TRIGGER "ItemDetail_saving_insert" AFTER INSERT ON "ItemDetail"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION process_saving_by_item();
CREATE TRIGGER "ItemDetail_saving_update" AFTER UPDATE ON "ItemDetail"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION process_saving_by_item();
CREATE TRIGGER "ItemDetail_saving_delete" AFTER DELETE ON "ItemDetail"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION process_saving_by_item();

CREATE TRIGGER "PipelineItem_saving_insert" AFTER INSERT ON "PipelineItem"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION process_saving_by_item();
CREATE TRIGGER "PipelineItem_saving_update" AFTER UPDATE ON "PipelineItem"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION process_saving_by_item();
CREATE TRIGGER "PipelineItem_saving_delete" AFTER DELETE ON "PipelineItem"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION process_saving_by_item();

CREATE TRIGGER "Process_saving_update" AFTER UPDATE ON "Process"
  REFERENCING OLD TABLE AS before_change NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION process_saving_by_process_fields();
CREATE TRIGGER "Process_saving_delete" AFTER DELETE ON "Process"
  REFERENCING OLD TABLE AS before_change
  FOR EACH STATEMENT EXECUTE FUNCTION process_saving_by_deleted_process();

CREATE TRIGGER "Company_saving_update" AFTER UPDATE ON "Company"
  REFERENCING OLD TABLE AS before_change NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION process_saving_by_company();
CREATE TRIGGER "Company_saving_delete" AFTER DELETE ON "Company"
  REFERENCING OLD TABLE AS before_change
  FOR EACH STATEMENT EXECUTE FUNCTION savings_cells_of_deleted_company();

-- The processes there are now
SELECT refresh_process_saving(ARRAY(SELECT "id" FROM "Process"));
