-- Alerts on spend matched to contracts (issue 42): a balance that runs out before the contract ends
-- at its current pace, and a month paid above the agreed prices by more than the company allows.

-- AlterEnum
ALTER TYPE "NotificationMessageCode" ADD VALUE 'contract/balance-running-out';
ALTER TYPE "NotificationMessageCode" ADD VALUE 'contract/price-variance';

-- AlterTable: in the company's currency, per contract and month (null: no alert)
ALTER TABLE "Company" ADD COLUMN "priceVarianceThreshold" DECIMAL(20,2);

-- AlterTable: noticed once while it lasts, noticed again if it comes back
ALTER TABLE "Contract" ADD COLUMN "balanceRunOutNoticed" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "ContractVarianceNotice" (
    "contractId" TEXT NOT NULL,
    "month" DATE NOT NULL,
    "noticedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContractVarianceNotice_pkey" PRIMARY KEY ("contractId","month")
);

-- AddForeignKey
ALTER TABLE "ContractVarianceNotice" ADD CONSTRAINT "ContractVarianceNotice_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "Contract"("id") ON DELETE CASCADE ON UPDATE CASCADE;
