-- The supplier portal (issue 25): a round's schedule, each supplier's answer, the contacts invited and
-- their links (token hashes only), the receipts of what was submitted, and the buyer's later changes
-- to a quotation a supplier answered.

-- CreateEnum
CREATE TYPE "PortalStatus" AS ENUM ('INVITED', 'OPENED', 'DRAFT', 'SUBMITTED', 'DECLINED', 'BOUNCED');

ALTER TYPE "NotificationMessageCode" ADD VALUE 'portal/submitted';
ALTER TYPE "NotificationMessageCode" ADD VALUE 'portal/round-closed';

-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "portalGraceHours" INTEGER NOT NULL DEFAULT 72;

-- AlterTable
ALTER TABLE "Quotation" ADD COLUMN     "portalAnsweredAt" TIMESTAMP(3),
ADD COLUMN     "portalAnsweredBy" TEXT;

-- CreateTable
CREATE TABLE "RoundSchedule" (
    "id" TEXT NOT NULL,
    "processId" TEXT NOT NULL,
    "round" INTEGER NOT NULL,
    "deadline" TIMESTAMP(3) NOT NULL,
    "instructions" TEXT NOT NULL DEFAULT '',
    "sealed" BOOLEAN NOT NULL DEFAULT true,
    "fields" TEXT[],
    "closedAt" TIMESTAMP(3),
    "closedByName" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RoundSchedule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PortalResponse" (
    "id" TEXT NOT NULL,
    "scheduleId" TEXT NOT NULL,
    "supplierId" TEXT NOT NULL,
    "status" "PortalStatus" NOT NULL DEFAULT 'INVITED',
    "offers" JSONB NOT NULL DEFAULT '[]',
    "fileName" TEXT,
    "fileKey" TEXT,
    "fileMimeType" TEXT,
    "fileSize" INTEGER,
    "savedAt" TIMESTAMP(3),
    "submittedAt" TIMESTAMP(3),
    "submittedBy" TEXT,
    "remindedAt" TIMESTAMP(3),

    CONSTRAINT "PortalResponse_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PortalInvitation" (
    "id" TEXT NOT NULL,
    "responseId" TEXT NOT NULL,
    "contactId" TEXT,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "language" "Locale" NOT NULL,
    "sentAt" TIMESTAMP(3),
    "openedAt" TIMESTAMP(3),
    "bouncedAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),
    "revokedByName" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PortalInvitation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PortalLink" (
    "tokenHash" TEXT NOT NULL,
    "invitationId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PortalLink_pkey" PRIMARY KEY ("tokenHash")
);

-- CreateTable
CREATE TABLE "PortalReceipt" (
    "id" TEXT NOT NULL,
    "responseId" TEXT NOT NULL,
    "offers" JSONB NOT NULL,
    "fileName" TEXT,
    "submittedBy" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PortalReceipt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QuotationChange" (
    "id" TEXT NOT NULL,
    "quotationId" TEXT NOT NULL,
    "userId" TEXT,
    "userName" TEXT NOT NULL,
    "changes" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QuotationChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "RoundSchedule_closedAt_deadline_idx" ON "RoundSchedule"("closedAt", "deadline");

-- CreateIndex
CREATE UNIQUE INDEX "RoundSchedule_processId_round_key" ON "RoundSchedule"("processId", "round");

-- CreateIndex
CREATE INDEX "PortalResponse_supplierId_idx" ON "PortalResponse"("supplierId");

-- CreateIndex
CREATE UNIQUE INDEX "PortalResponse_scheduleId_supplierId_key" ON "PortalResponse"("scheduleId", "supplierId");

-- CreateIndex
CREATE INDEX "PortalInvitation_contactId_idx" ON "PortalInvitation"("contactId");

-- CreateIndex
CREATE UNIQUE INDEX "PortalInvitation_responseId_email_key" ON "PortalInvitation"("responseId", "email");

-- CreateIndex
CREATE INDEX "PortalLink_invitationId_idx" ON "PortalLink"("invitationId");

-- CreateIndex
CREATE INDEX "PortalReceipt_responseId_createdAt_idx" ON "PortalReceipt"("responseId", "createdAt");

-- CreateIndex
CREATE INDEX "QuotationChange_quotationId_createdAt_idx" ON "QuotationChange"("quotationId", "createdAt");

-- AddForeignKey
ALTER TABLE "RoundSchedule" ADD CONSTRAINT "RoundSchedule_processId_fkey" FOREIGN KEY ("processId") REFERENCES "Process"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PortalResponse" ADD CONSTRAINT "PortalResponse_scheduleId_fkey" FOREIGN KEY ("scheduleId") REFERENCES "RoundSchedule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PortalResponse" ADD CONSTRAINT "PortalResponse_supplierId_fkey" FOREIGN KEY ("supplierId") REFERENCES "ProcessSupplier"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PortalInvitation" ADD CONSTRAINT "PortalInvitation_responseId_fkey" FOREIGN KEY ("responseId") REFERENCES "PortalResponse"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PortalInvitation" ADD CONSTRAINT "PortalInvitation_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "SupplierContact"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PortalLink" ADD CONSTRAINT "PortalLink_invitationId_fkey" FOREIGN KEY ("invitationId") REFERENCES "PortalInvitation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PortalReceipt" ADD CONSTRAINT "PortalReceipt_responseId_fkey" FOREIGN KEY ("responseId") REFERENCES "PortalResponse"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuotationChange" ADD CONSTRAINT "QuotationChange_quotationId_fkey" FOREIGN KEY ("quotationId") REFERENCES "Quotation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuotationChange" ADD CONSTRAINT "QuotationChange_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

