-- AlterTable
ALTER TABLE "Process" ADD COLUMN     "reviewCycle" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "WorkflowReview" ADD COLUMN     "cycle" INTEGER NOT NULL DEFAULT 1;


-- processes already sent (before cycles were counted) were sent once
UPDATE "Process" SET "reviewCycle" = 1 WHERE "status" <> 'DRAFT';
