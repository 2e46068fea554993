-- DropIndex
DROP INDEX "Award_quotationId_idx";

-- DropIndex
DROP INDEX "Quotation_processId_idx";

-- AlterTable
ALTER TABLE "Quotation" ALTER COLUMN "initialProposal" DROP NOT NULL,
ALTER COLUMN "equalizedProposal" DROP NOT NULL,
ALTER COLUMN "negotiatedProposal" DROP NOT NULL,
ALTER COLUMN "agreementLength" DROP NOT NULL,
ALTER COLUMN "awardedProposal" DROP NOT NULL,
ALTER COLUMN "awardedVolume" DROP NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "Award_quotationId_key" ON "Award"("quotationId");

-- CreateIndex
CREATE UNIQUE INDEX "Quotation_processId_round_supplierId_itemId_key" ON "Quotation"("processId", "round", "supplierId", "itemId");

