-- AlterTable
ALTER TABLE "Process" ADD COLUMN     "approvedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "SavingsTarget" (
    "companyId" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "amount" DECIMAL(20,2) NOT NULL,
    "updatedById" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SavingsTarget_pkey" PRIMARY KEY ("companyId","year")
);

-- CreateIndex
CREATE INDEX "Process_companyId_status_idx" ON "Process"("companyId", "status");

-- AddForeignKey
ALTER TABLE "SavingsTarget" ADD CONSTRAINT "SavingsTarget_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SavingsTarget" ADD CONSTRAINT "SavingsTarget_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- Processes approved before this column existed: the day their last approver decided
UPDATE "Process" p
SET "approvedAt" = (
  SELECT max(r."reviewedAt") FROM "WorkflowReview" r
  WHERE r."processId" = p."id" AND r."cycle" = p."reviewCycle"
)
WHERE p."status" = 'APPROVED';
