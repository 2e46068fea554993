-- AlterTable
ALTER TABLE "Contract" ADD COLUMN     "balanceDays" INTEGER,
ADD COLUMN     "balanceRank" INTEGER,
ADD COLUMN     "derivedOn" DATE,
ADD COLUMN     "lightDate" DATE,
ADD COLUMN     "termRank" INTEGER;

-- CreateIndex
CREATE INDEX "Contract_companyId_derivedOn_idx" ON "Contract"("companyId", "derivedOn");

-- CreateIndex
CREATE INDEX "Contract_companyId_balanceDays_idx" ON "Contract"("companyId", "balanceDays");

-- CreateIndex
CREATE INDEX "Contract_companyId_lightDate_idx" ON "Contract"("companyId", "lightDate");
