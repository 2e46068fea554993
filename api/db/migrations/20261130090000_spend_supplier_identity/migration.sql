-- Issue 39: spend lines keep the supplier's code and VAT and the material's code as the ERP wrote
-- them, so that a supplier is one supplier however the file spells it, the scorecard finds spend by
-- code or VAT, and spend -> sourcing fills an item's code.
ALTER TABLE "SpendLine" ADD COLUMN "supplierCode" TEXT,
  ADD COLUMN "supplierVat" TEXT,
  ADD COLUMN "materialCode" TEXT;

-- the rollup keeps them as key columns, '' for none (as "categoryManagerId" does)
ALTER TABLE "SpendRollup" ADD COLUMN "supplierCode" TEXT NOT NULL DEFAULT '',
  ADD COLUMN "supplierVat" TEXT NOT NULL DEFAULT '',
  ADD COLUMN "materialCode" TEXT NOT NULL DEFAULT '';
ALTER TABLE "SpendRollup" DROP CONSTRAINT "SpendRollup_pkey";
ALTER TABLE "SpendRollup" ADD CONSTRAINT "SpendRollup_pkey" PRIMARY KEY ("companyId", "month",
  "businessDivisionId", "regionId", "categoryManagerId", "supplier", "supplierCode", "supplierVat", "material",
  "materialCode", "materialCategoryId", "plant", "unitOfMeasureId");

-- The name spend gives a supplier the master does not know yet, by what identifies it in the files
-- ('code:' its ERP code, else 'vat:' its VAT, else 'name:' its normalised name): the first spelling.
CREATE TABLE "SpendSupplierName" (
    "companyId" TEXT NOT NULL,
    "identity" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    CONSTRAINT "SpendSupplierName_pkey" PRIMARY KEY ("companyId", "identity")
);
ALTER TABLE "SpendSupplierName" ADD CONSTRAINT "SpendSupplierName_companyId_fkey" FOREIGN KEY ("companyId")
  REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- the scorecard finds a supplier's spend by its code or VAT as well as by its name
CREATE INDEX "SpendRollup_companyId_supplierCode_idx" ON "SpendRollup"("companyId", "supplierCode", "month");
CREATE INDEX "SpendRollup_companyId_supplierVat_idx" ON "SpendRollup"("companyId", "supplierVat", "month");
-- and a master record made or renamed finds the rows of the names its spend went by
CREATE INDEX "SpendRollup_companyId_supplier_idx" ON "SpendRollup"("companyId", "supplier");
