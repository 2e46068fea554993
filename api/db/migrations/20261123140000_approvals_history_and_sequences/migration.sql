-- AlterEnum
ALTER TYPE "NotificationMessageCode" ADD VALUE 'process/returned';

-- AlterEnum
ALTER TYPE "ReviewStatus" ADD VALUE 'REMOVED';

-- DropForeignKey
ALTER TABLE "WorkflowReview" DROP CONSTRAINT "WorkflowReview_entryId_fkey";

-- DropForeignKey
ALTER TABLE "WorkflowReview" DROP CONSTRAINT "WorkflowReview_userId_fkey";

-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "allowSelfApproval" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "lastProcessNumber" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Process" ADD COLUMN     "sentById" TEXT;

-- AlterTable: each review keeps its step's title and order and its approver's name (append-only history)
ALTER TABLE "WorkflowReview" ADD COLUMN     "priority" INTEGER,
ADD COLUMN     "reviewerName" TEXT,
ADD COLUMN     "title" TEXT,
ALTER COLUMN "entryId" DROP NOT NULL,
ALTER COLUMN "userId" DROP NOT NULL;
UPDATE "WorkflowReview" r SET "title" = e."title", "priority" = e."priority"
  FROM "ApprovalWorkflowEntry" e WHERE e."id" = r."entryId";
UPDATE "WorkflowReview" r SET "reviewerName" = trim(u."firstName" || ' ' || u."lastName")
  FROM "User" u WHERE u."id" = r."userId";
ALTER TABLE "WorkflowReview" ALTER COLUMN "priority" SET NOT NULL,
ALTER COLUMN "reviewerName" SET NOT NULL,
ALTER COLUMN "title" SET NOT NULL;

-- the sequence starts after the highest number each company issued
UPDATE "Company" c SET "lastProcessNumber" = n.last
  FROM (SELECT "companyId", max("number") AS last FROM "Process" GROUP BY 1) n WHERE n."companyId" = c."id";

-- processes already sent were sent by their owners
UPDATE "Process" SET "sentById" = "ownerId" WHERE "reviewCycle" > 0;

-- CreateTable
CREATE TABLE "ProcessDeletion" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "status" "ProcessStatus" NOT NULL,
    "deletedById" TEXT,
    "deletedByName" TEXT NOT NULL,
    "deletedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProcessDeletion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ProcessDeletion_companyId_deletedAt_idx" ON "ProcessDeletion"("companyId", "deletedAt");

-- AddForeignKey
ALTER TABLE "Process" ADD CONSTRAINT "Process_sentById_fkey" FOREIGN KEY ("sentById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkflowReview" ADD CONSTRAINT "WorkflowReview_entryId_fkey" FOREIGN KEY ("entryId") REFERENCES "ApprovalWorkflowEntry"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkflowReview" ADD CONSTRAINT "WorkflowReview_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProcessDeletion" ADD CONSTRAINT "ProcessDeletion_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProcessDeletion" ADD CONSTRAINT "ProcessDeletion_deletedById_fkey" FOREIGN KEY ("deletedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
