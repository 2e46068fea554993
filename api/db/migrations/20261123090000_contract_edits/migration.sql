-- AlterTable
ALTER TABLE "User" ADD COLUMN     "contractNotices" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "ContractEdit" (
    "id" TEXT NOT NULL,
    "contractId" TEXT NOT NULL,
    "userId" TEXT,
    "changes" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContractEdit_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ContractEdit_contractId_createdAt_idx" ON "ContractEdit"("contractId", "createdAt");

-- CreateIndex
CREATE INDEX "ContractEdit_userId_idx" ON "ContractEdit"("userId");

-- AddForeignKey
ALTER TABLE "ContractEdit" ADD CONSTRAINT "ContractEdit_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "Contract"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractEdit" ADD CONSTRAINT "ContractEdit_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

