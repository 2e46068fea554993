-- CreateIndex
CREATE INDEX "Contract_companyId_supplier_idx" ON "Contract"("companyId", "supplier");

-- CreateIndex
CREATE INDEX "Contract_companyId_material_idx" ON "Contract"("companyId", "material");
