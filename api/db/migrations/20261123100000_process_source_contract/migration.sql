-- AlterTable
ALTER TABLE "Process" ADD COLUMN     "sourceContractId" TEXT;

-- CreateIndex
CREATE INDEX "Process_sourceContractId_idx" ON "Process"("sourceContractId");

-- AddForeignKey
ALTER TABLE "Process" ADD CONSTRAINT "Process_sourceContractId_fkey" FOREIGN KEY ("sourceContractId") REFERENCES "Contract"("id") ON DELETE SET NULL ON UPDATE CASCADE;

