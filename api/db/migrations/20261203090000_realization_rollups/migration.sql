-- Rollups of the matches (20261202090000_spend_matches), kept by statement triggers on the match
-- tables, so that the dashboards read a row per award and per month instead of the matched lines.
-- (no semicolon in a comment here: the migration runner splits statements at every one)

-- The matches go with their line, contract or award by statement triggers, not foreign keys: an
-- import writes a million of them, and a key checked row by row doubled the matching's time. Every
-- match is written from a join with its line and its commitment, in their company's lock.
ALTER TABLE "ContractSpend" DROP CONSTRAINT "ContractSpend_lineId_fkey",
  DROP CONSTRAINT "ContractSpend_contractId_fkey";
ALTER TABLE "AwardSpend" DROP CONSTRAINT "AwardSpend_lineId_fkey", DROP CONSTRAINT "AwardSpend_awardId_fkey";
ALTER TABLE "OffContractSpend" DROP CONSTRAINT "OffContractSpend_lineId_fkey",
  DROP CONSTRAINT "OffContractSpend_contractId_fkey";

CREATE FUNCTION matches_of_deleted_lines() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  DELETE FROM "ContractSpend" WHERE "lineId" IN (SELECT "id" FROM gone)\073
  DELETE FROM "AwardSpend" WHERE "lineId" IN (SELECT "id" FROM gone)\073
  DELETE FROM "OffContractSpend" WHERE "lineId" IN (SELECT "id" FROM gone)\073
  RETURN NULL\073
END';
CREATE FUNCTION matches_of_deleted_contracts() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  DELETE FROM "ContractSpend" WHERE "contractId" IN (SELECT "id" FROM gone)\073
  DELETE FROM "OffContractSpend" WHERE "contractId" IN (SELECT "id" FROM gone)\073
  RETURN NULL\073
END';
CREATE FUNCTION matches_of_deleted_awards() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  DELETE FROM "AwardSpend" WHERE "awardId" IN (SELECT "id" FROM gone)\073
  RETURN NULL\073
END';
CREATE TRIGGER "SpendLine_matches_delete" AFTER DELETE ON "SpendLine"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION matches_of_deleted_lines();
CREATE TRIGGER "Contract_matches_delete" AFTER DELETE ON "Contract"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION matches_of_deleted_contracts();
CREATE TRIGGER "Award_matches_delete" AFTER DELETE ON "Award"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION matches_of_deleted_awards();

-- Leakage keeps what its screens group it by: a cascade from a deleted line leaves no line to read
ALTER TABLE "OffContractSpend" ADD COLUMN "materialCategoryId" TEXT,
  ADD COLUMN "categoryManagerId" TEXT, ADD COLUMN "plant" TEXT, ADD COLUMN "supplier" TEXT;
UPDATE "OffContractSpend" o SET "materialCategoryId" = l."materialCategoryId",
  "categoryManagerId" = l."categoryManagerId", "plant" = l."plant", "supplier" = l."supplier"
  FROM "SpendLine" l WHERE l."id" = o."lineId";
ALTER TABLE "OffContractSpend" ALTER COLUMN "materialCategoryId" SET NOT NULL,
  ALTER COLUMN "plant" SET NOT NULL, ALTER COLUMN "supplier" SET NOT NULL;

-- CreateTable
CREATE TABLE "AwardRealization" (
    "awardId" TEXT NOT NULL,
    "processId" TEXT NOT NULL,
    "categoryId" TEXT,
    "spend" DECIMAL(20,2) NOT NULL,
    "saving" DECIMAL(20,2) NOT NULL,
    "priceVariance" DECIMAL(20,2) NOT NULL,
    "notComparableSpend" DECIMAL(20,2) NOT NULL,
    "lines" INTEGER NOT NULL,

    CONSTRAINT "AwardRealization_pkey" PRIMARY KEY ("awardId")
);

-- CreateTable
CREATE TABLE "ContractRealization" (
    "contractId" TEXT NOT NULL,
    "amount" DECIMAL(20,2) NOT NULL,
    "lines" INTEGER NOT NULL,

    CONSTRAINT "ContractRealization_pkey" PRIMARY KEY ("contractId")
);

-- CreateTable
CREATE TABLE "ComplianceMonth" (
    "companyId" TEXT NOT NULL,
    "month" DATE NOT NULL,
    "underContract" DECIMAL(20,2) NOT NULL,
    "underLines" INTEGER NOT NULL,
    "offContract" DECIMAL(20,2) NOT NULL,
    "offLines" INTEGER NOT NULL,

    CONSTRAINT "ComplianceMonth_pkey" PRIMARY KEY ("companyId","month")
);

-- CreateTable
CREATE TABLE "LeakageMonth" (
    "companyId" TEXT NOT NULL,
    "month" DATE NOT NULL,
    "dimension" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "amount" DECIMAL(20,2) NOT NULL,
    "lines" INTEGER NOT NULL,

    CONSTRAINT "LeakageMonth_pkey" PRIMARY KEY ("companyId","month","dimension","key")
);

-- CreateIndex
CREATE INDEX "AwardRealization_processId_idx" ON "AwardRealization"("processId");

-- AddForeignKey
ALTER TABLE "AwardRealization" ADD CONSTRAINT "AwardRealization_awardId_fkey" FOREIGN KEY ("awardId") REFERENCES "Award"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractRealization" ADD CONSTRAINT "ContractRealization_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "Contract"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplianceMonth" ADD CONSTRAINT "ComplianceMonth_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeakageMonth" ADD CONSTRAINT "LeakageMonth_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- An award's row keeps its item's category (an approved process's items no longer change), for the
-- dashboard's category filter. Rows are added to on insert. On delete they are only taken from, never made: a cascade from a
-- deleted company or award may have taken them already. A row left with no line goes.
CREATE FUNCTION award_realization_kept() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
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
  RETURN NULL\073
END';

-- a contract's matched spend summed: its balance is its total less this
CREATE FUNCTION contract_realization_kept() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  IF TG_ARGV[0] = ''add'' THEN
    INSERT INTO "ContractRealization" AS r ("contractId", "amount", "lines")
    SELECT "contractId", sum("amount"), count(*) FROM changed GROUP BY 1
    ON CONFLICT ("contractId") DO UPDATE SET "amount" = r."amount" + excluded."amount",
      "lines" = r."lines" + excluded."lines"\073
  ELSE
    UPDATE "ContractRealization" r SET "amount" = r."amount" - g."amount", "lines" = r."lines" - g."lines"
      FROM (SELECT "contractId", sum("amount") AS "amount", count(*) AS "lines" FROM changed GROUP BY 1) g
     WHERE r."contractId" = g."contractId"\073
    DELETE FROM "ContractRealization" WHERE "contractId" IN (SELECT "contractId" FROM changed) AND "lines" = 0\073
  END IF\073
  RETURN NULL\073
END';

-- the spend under contract (ContractSpend) or off it (OffContractSpend) per company and month
CREATE FUNCTION compliance_month_kept() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  under BOOLEAN := TG_TABLE_NAME = ''ContractSpend''\073
BEGIN
  IF TG_ARGV[0] = ''add'' THEN
    INSERT INTO "ComplianceMonth" AS m ("companyId", "month", "underContract", "underLines", "offContract", "offLines")
    SELECT "companyId", date_trunc(''month'', "date")::date,
        CASE WHEN under THEN sum("amount") ELSE 0 END, CASE WHEN under THEN count(*) ELSE 0 END,
        CASE WHEN under THEN 0 ELSE sum("amount") END, CASE WHEN under THEN 0 ELSE count(*) END
      FROM changed GROUP BY 1, 2
    ON CONFLICT ("companyId", "month") DO UPDATE SET "underContract" = m."underContract" + excluded."underContract",
      "underLines" = m."underLines" + excluded."underLines", "offContract" = m."offContract" + excluded."offContract",
      "offLines" = m."offLines" + excluded."offLines"\073
  ELSE
    UPDATE "ComplianceMonth" m SET
        "underContract" = m."underContract" - CASE WHEN under THEN g."amount" ELSE 0 END,
        "underLines" = m."underLines" - CASE WHEN under THEN g."lines" ELSE 0 END,
        "offContract" = m."offContract" - CASE WHEN under THEN 0 ELSE g."amount" END,
        "offLines" = m."offLines" - CASE WHEN under THEN 0 ELSE g."lines" END
      FROM (SELECT "companyId", date_trunc(''month'', "date")::date AS "month", sum("amount") AS "amount",
          count(*) AS "lines" FROM changed GROUP BY 1, 2) g
     WHERE m."companyId" = g."companyId" AND m."month" = g."month"\073
    DELETE FROM "ComplianceMonth" WHERE ("companyId", "month") IN (
        SELECT "companyId", date_trunc(''month'', "date")::date FROM changed)
      AND "underLines" = 0 AND "offLines" = 0\073
  END IF\073
  RETURN NULL\073
END';

-- the values of a leakage line its screen groups it by, one row per dimension
CREATE FUNCTION leakage_dimensions(category TEXT, manager TEXT, plant TEXT, supplier TEXT)
RETURNS TABLE ("dimension" TEXT, "key" TEXT) LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS 'VALUES (''category'', category), (''categoryManager'', coalesce(manager, '''')), (''plant'', plant), (''supplier'', supplier)';

-- off-contract spend per company, month and value of each dimension its screen groups it by
CREATE FUNCTION leakage_month_kept() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  IF TG_ARGV[0] = ''add'' THEN
    INSERT INTO "LeakageMonth" AS m
    SELECT c."companyId", date_trunc(''month'', c."date")::date, d."dimension", d."key", sum(c."amount"), count(*)
      FROM changed c, leakage_dimensions(c."materialCategoryId", c."categoryManagerId", c."plant", c."supplier") d
     GROUP BY 1, 2, 3, 4
    ON CONFLICT ("companyId", "month", "dimension", "key") DO UPDATE SET "amount" = m."amount" + excluded."amount",
      "lines" = m."lines" + excluded."lines"\073
  ELSE
    UPDATE "LeakageMonth" m SET "amount" = m."amount" - g."amount", "lines" = m."lines" - g."lines"
      FROM (SELECT c."companyId", date_trunc(''month'', c."date")::date AS "month", d."dimension", d."key",
          sum(c."amount") AS "amount", count(*) AS "lines"
        FROM changed c, leakage_dimensions(c."materialCategoryId", c."categoryManagerId", c."plant", c."supplier") d
       GROUP BY 1, 2, 3, 4) g
     WHERE (m."companyId", m."month", m."dimension", m."key") = (g."companyId", g."month", g."dimension", g."key")\073
    DELETE FROM "LeakageMonth" WHERE ("companyId", "month") IN (
        SELECT DISTINCT "companyId", date_trunc(''month'', "date")::date FROM changed)
      AND "lines" = 0\073
  END IF\073
  RETURN NULL\073
END';

CREATE TRIGGER "AwardSpend_realization_insert" AFTER INSERT ON "AwardSpend"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION award_realization_kept('add');
CREATE TRIGGER "AwardSpend_realization_delete" AFTER DELETE ON "AwardSpend"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION award_realization_kept('take');
CREATE TRIGGER "ContractSpend_realization_insert" AFTER INSERT ON "ContractSpend"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION contract_realization_kept('add');
CREATE TRIGGER "ContractSpend_realization_delete" AFTER DELETE ON "ContractSpend"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION contract_realization_kept('take');
CREATE TRIGGER "ContractSpend_compliance_insert" AFTER INSERT ON "ContractSpend"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION compliance_month_kept('add');
CREATE TRIGGER "ContractSpend_compliance_delete" AFTER DELETE ON "ContractSpend"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION compliance_month_kept('take');
CREATE TRIGGER "OffContractSpend_compliance_insert" AFTER INSERT ON "OffContractSpend"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION compliance_month_kept('add');
CREATE TRIGGER "OffContractSpend_compliance_delete" AFTER DELETE ON "OffContractSpend"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION compliance_month_kept('take');
CREATE TRIGGER "OffContractSpend_leakage_insert" AFTER INSERT ON "OffContractSpend"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION leakage_month_kept('add');
CREATE TRIGGER "OffContractSpend_leakage_delete" AFTER DELETE ON "OffContractSpend"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION leakage_month_kept('take');

-- A relabelled supplier (or a manager's account deleted) rewrites the copies the rollups group by:
-- each rollup takes the rows as they were, then adds them as they are.
CREATE TRIGGER "ContractSpend_compliance_update_take" AFTER UPDATE ON "ContractSpend"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION compliance_month_kept('take');
CREATE TRIGGER "ContractSpend_compliance_update_add" AFTER UPDATE ON "ContractSpend"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION compliance_month_kept('add');
CREATE TRIGGER "OffContractSpend_compliance_update_take" AFTER UPDATE ON "OffContractSpend"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION compliance_month_kept('take');
CREATE TRIGGER "OffContractSpend_compliance_update_add" AFTER UPDATE ON "OffContractSpend"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION compliance_month_kept('add');
CREATE TRIGGER "OffContractSpend_leakage_update_take" AFTER UPDATE ON "OffContractSpend"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION leakage_month_kept('take');
CREATE TRIGGER "OffContractSpend_leakage_update_add" AFTER UPDATE ON "OffContractSpend"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION leakage_month_kept('add');

-- a deleted manager's leakage is no manager's, as the lines' is
CREATE FUNCTION leakage_of_deleted_managers() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  UPDATE "OffContractSpend" SET "categoryManagerId" = NULL WHERE "categoryManagerId" IN (SELECT "id" FROM gone)\073
  RETURN NULL\073
END';
CREATE TRIGGER "User_leakage_delete" AFTER DELETE ON "User"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION leakage_of_deleted_managers();

-- the rollups of the matches kept so far
INSERT INTO "ContractRealization" SELECT "contractId", sum("amount"), count(*) FROM "ContractSpend" GROUP BY 1;
INSERT INTO "AwardRealization"
SELECT s."awardId", a."processId", d."categoryId", sum(s."amount"), coalesce(sum(s."saving"), 0),
    coalesce(sum(s."priceVariance"), 0), coalesce(sum(s."amount") FILTER (WHERE s."saving" IS NULL), 0), count(*)
  FROM "AwardSpend" s JOIN "Award" a ON a."id" = s."awardId" JOIN "Quotation" q ON q."id" = a."quotationId"
  LEFT JOIN "ItemDetail" d ON d."itemId" = q."itemId" GROUP BY 1, 2, 3;
INSERT INTO "ComplianceMonth"
SELECT "companyId", "month", sum("underContract"), sum("underLines"), sum("offContract"), sum("offLines") FROM (
  SELECT "companyId", date_trunc('month', "date")::date AS "month", "amount" AS "underContract", 1 AS "underLines",
      0 AS "offContract", 0 AS "offLines" FROM "ContractSpend"
  UNION ALL
  SELECT "companyId", date_trunc('month', "date")::date, 0, 0, "amount", 1 FROM "OffContractSpend") m
 GROUP BY 1, 2;
INSERT INTO "LeakageMonth"
SELECT c."companyId", date_trunc('month', c."date")::date, d."dimension", d."key", sum(c."amount"), count(*)
  FROM "OffContractSpend" c, leakage_dimensions(c."materialCategoryId", c."categoryManagerId", c."plant", c."supplier") d
 GROUP BY 1, 2, 3, 4;
