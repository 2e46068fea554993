-- Spend matched to the contracts and awards that cover it (services/realization/spendMatching.ts).

CREATE TYPE "ContractBalanceSource" AS ENUM ('TYPED', 'SPEND');

ALTER TABLE "Contract" ADD COLUMN "balanceSource" "ContractBalanceSource" NOT NULL DEFAULT 'TYPED',
  ADD COLUMN "typedBalance" DECIMAL(20,2),
  ADD COLUMN "materialCode" TEXT,
  ADD COLUMN "unitPrice" DECIMAL(20,6),
  ADD COLUMN "priceCurrencyId" TEXT,
  ADD COLUMN "unitOfMeasureId" TEXT;

ALTER TABLE "Contract" ADD CONSTRAINT "Contract_priceCurrencyId_fkey" FOREIGN KEY ("priceCurrencyId") REFERENCES "Currency"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_unitOfMeasureId_fkey" FOREIGN KEY ("unitOfMeasureId") REFERENCES "UnitOfMeasure"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "ContractSpend" (
    "lineId" BIGINT NOT NULL,
    "contractId" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "amount" DECIMAL(20,2) NOT NULL,
    "volume" DECIMAL(20,4) NOT NULL,
    "unitOfMeasureId" TEXT NOT NULL,
    "priceVariance" DECIMAL(20,2),

    CONSTRAINT "ContractSpend_pkey" PRIMARY KEY ("lineId")
);

CREATE TABLE "AwardSpend" (
    "lineId" BIGINT NOT NULL,
    "awardId" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "amount" DECIMAL(20,2) NOT NULL,
    "volume" DECIMAL(20,4) NOT NULL,
    "unitOfMeasureId" TEXT NOT NULL,
    "priceVariance" DECIMAL(20,2),
    "saving" DECIMAL(20,2),

    CONSTRAINT "AwardSpend_pkey" PRIMARY KEY ("lineId")
);

CREATE TYPE "OffContractReason" AS ENUM ('OTHER_SUPPLIER', 'AFTER_TERM');

CREATE TABLE "OffContractSpend" (
    "lineId" BIGINT NOT NULL,
    "companyId" TEXT NOT NULL,
    "contractId" TEXT NOT NULL,
    "reason" "OffContractReason" NOT NULL,
    "date" DATE NOT NULL,
    "amount" DECIMAL(20,2) NOT NULL,

    CONSTRAINT "OffContractSpend_pkey" PRIMARY KEY ("lineId")
);

CREATE INDEX "OffContractSpend_companyId_date_idx" ON "OffContractSpend"("companyId", "date");
CREATE INDEX "OffContractSpend_contractId_idx" ON "OffContractSpend"("contractId");
ALTER TABLE "OffContractSpend" ADD CONSTRAINT "OffContractSpend_lineId_fkey" FOREIGN KEY ("lineId") REFERENCES "SpendLine"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "OffContractSpend" ADD CONSTRAINT "OffContractSpend_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "Contract"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE INDEX "ContractSpend_contractId_date_idx" ON "ContractSpend"("contractId", "date");
CREATE INDEX "AwardSpend_awardId_date_idx" ON "AwardSpend"("awardId", "date");

ALTER TABLE "ContractSpend" ADD CONSTRAINT "ContractSpend_lineId_fkey" FOREIGN KEY ("lineId") REFERENCES "SpendLine"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ContractSpend" ADD CONSTRAINT "ContractSpend_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "Contract"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "AwardSpend" ADD CONSTRAINT "AwardSpend_lineId_fkey" FOREIGN KEY ("lineId") REFERENCES "SpendLine"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "AwardSpend" ADD CONSTRAINT "AwardSpend_awardId_fkey" FOREIGN KEY ("awardId") REFERENCES "Award"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A material's text as spend and contracts are compared by it: lower case, without accents,
-- punctuation and repeated spaces.
CREATE FUNCTION material_key(material TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS 'SELECT trim(regexp_replace(translate(lower(material), ''áàâãäåçéèêëíìîïñóòôõöúùûüýÿ'', ''aaaaaaceeeeiiiinooooouuuuyy''), ''[^a-z0-9]+'', '' '', ''g''))';

-- an import materials find their contracts (a contract change finds its lines through the rollup)
CREATE INDEX "Contract_companyId_materialKey_idx" ON "Contract"("companyId", material_key("material"));
CREATE INDEX "Contract_companyId_materialCode_idx" ON "Contract"("companyId", "materialCode");
-- what the rollup combinations of a contract material are found by
CREATE INDEX "SpendRollup_companyId_materialKey_idx" ON "SpendRollup"("companyId", material_key("material"));
CREATE INDEX "SpendRollup_companyId_materialCode_idx" ON "SpendRollup"("companyId", "materialCode");
CREATE INDEX "Supplier_companyId_nameKey_idx" ON "Supplier"("companyId", "nameKey");
-- spend writes ERP codes in upper case
CREATE INDEX "Supplier_companyId_sapCodeUpper_idx" ON "Supplier"("companyId", upper("sapCode"));

-- (no semicolon in a comment here: the migration runner splits statements at every one)
-- Who a supplier written in spend, a contract or a process is in the company master: the record
-- with its ERP code, else with its VAT, else with its normalised name or an alias of it. A supplier
-- the master does not know is its normalised name (name: …), so that two spellings still meet.
CREATE FUNCTION supplier_identity(of_company TEXT, of_code TEXT, of_vat TEXT, of_name TEXT) RETURNS TEXT
LANGUAGE sql STABLE PARALLEL SAFE AS '
  SELECT coalesce(
    (SELECT s.id FROM "Supplier" s WHERE s."companyId" = of_company AND upper(s."sapCode") = upper(of_code)),
    (SELECT s.id FROM "Supplier" s WHERE s."companyId" = of_company AND s.vat = of_vat),
    (SELECT s.id FROM "Supplier" s WHERE s."companyId" = of_company AND s."nameKey" = supplier_name_key(of_name)
      ORDER BY s.id LIMIT 1),
    (SELECT a."supplierId" FROM "SupplierAlias" a WHERE a."companyId" = of_company AND a."nameKey" = supplier_name_key(of_name)),
    ''name:'' || supplier_name_key(of_name))
';
