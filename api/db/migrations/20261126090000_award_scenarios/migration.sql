-- Award scenarios saved with their process, and the process's history of changes made in one action
-- (a scenario applied).

CREATE TYPE "ProcessEventKind" AS ENUM ('SCENARIO_APPLIED');

CREATE TABLE "AwardScenario" (
    "id" TEXT NOT NULL,
    "processId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "definition" JSONB NOT NULL,
    "answer" JSONB NOT NULL,
    "basis" TEXT NOT NULL,
    "computedAt" TIMESTAMP(3) NOT NULL,
    "createdById" TEXT,
    "createdByName" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "AwardScenario_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "ProcessEvent" (
    "id" TEXT NOT NULL,
    "processId" TEXT NOT NULL,
    "kind" "ProcessEventKind" NOT NULL,
    "userId" TEXT,
    "userName" TEXT NOT NULL,
    "details" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ProcessEvent_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "AwardScenario_processId_idx" ON "AwardScenario"("processId");
CREATE INDEX "ProcessEvent_processId_createdAt_idx" ON "ProcessEvent"("processId", "createdAt");

ALTER TABLE "AwardScenario" ADD CONSTRAINT "AwardScenario_processId_fkey" FOREIGN KEY ("processId") REFERENCES "Process"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "AwardScenario" ADD CONSTRAINT "AwardScenario_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "ProcessEvent" ADD CONSTRAINT "ProcessEvent_processId_fkey" FOREIGN KEY ("processId") REFERENCES "Process"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ProcessEvent" ADD CONSTRAINT "ProcessEvent_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
