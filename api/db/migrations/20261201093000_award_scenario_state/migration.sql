-- Issue 41: a scenario is solved off the api's event loop, its state stored as it goes
CREATE TYPE "ScenarioState" AS ENUM ('COMPUTING', 'READY', 'STALE', 'FAILED', 'TIMED_OUT', 'CANCELLED');

ALTER TABLE "AwardScenario"
  ALTER COLUMN "answer" DROP NOT NULL,
  ALTER COLUMN "basis" DROP NOT NULL,
  ALTER COLUMN "computedAt" DROP NOT NULL,
  ADD COLUMN "state" "ScenarioState" NOT NULL DEFAULT 'READY',
  ADD COLUMN "solveId" TEXT,
  ADD COLUMN "solveStartedAt" TIMESTAMP(3),
  ADD COLUMN "solveStep" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "solveSteps" INTEGER NOT NULL DEFAULT 1,
  ADD COLUMN "stepStartedAt" TIMESTAMP(3);
