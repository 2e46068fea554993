-- Contracts made from the awards of an approved process: each keeps its process and award (one
-- contract per award at most) and its supplier's master record, and a material category knows the
-- sourcing category it belongs to.

ALTER TABLE "MaterialCategory" ADD COLUMN "categoryId" TEXT;
ALTER TABLE "Contract" ADD COLUMN "sourceAwardId" TEXT, ADD COLUMN "sourceProcessId" TEXT, ADD COLUMN "supplierId" TEXT;

CREATE UNIQUE INDEX "Contract_sourceAwardId_key" ON "Contract"("sourceAwardId");
CREATE INDEX "Contract_sourceProcessId_idx" ON "Contract"("sourceProcessId");
CREATE INDEX "Contract_supplierId_idx" ON "Contract"("supplierId");

ALTER TABLE "MaterialCategory" ADD CONSTRAINT "MaterialCategory_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "Category"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_sourceProcessId_fkey" FOREIGN KEY ("sourceProcessId") REFERENCES "Process"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_sourceAwardId_fkey" FOREIGN KEY ("sourceAwardId") REFERENCES "Award"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_supplierId_fkey" FOREIGN KEY ("supplierId") REFERENCES "Supplier"("id") ON DELETE SET NULL ON UPDATE CASCADE;

