-- AlterEnum
ALTER TYPE "NotificationMessageCode" ADD VALUE 'system/expiry-check-failing';

-- CreateTable
CREATE TABLE "ScheduledRun" (
    "name" TEXT NOT NULL,
    "lastFinishedAt" TIMESTAMP(3),
    "lastFailedAt" TIMESTAMP(3),
    "failures" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,

    CONSTRAINT "ScheduledRun_pkey" PRIMARY KEY ("name")
);
