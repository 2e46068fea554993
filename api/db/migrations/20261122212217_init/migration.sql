-- CreateEnum
CREATE TYPE "ProcessType" AS ENUM ('NEW', 'SPOT_PURCHASE', 'EXTENSION-LENGTH_VALUE', 'EXTENSION-LENGTH', 'EXTENSION-VALUE');

-- CreateEnum
CREATE TYPE "ProcessProfile" AS ENUM ('MORE_THAN_3_SUPPLIERS', 'LESS_THAN_3_SUPPLIERS', 'DIRECT_PURCHASE_RECOMMENDED', 'DIRECT_PURCHASE_SOLE_SOURCE');

-- CreateEnum
CREATE TYPE "CurrentContractStatus" AS ENUM ('NOT_EXISTS', 'EXISTS_DIFFERENT_SUPPLIER', 'EXISTS_SAME_SUPPLIER');

-- CreateEnum
CREATE TYPE "ProcessStatus" AS ENUM ('DRAFT', 'IN_REVIEW', 'APPROVED', 'REJECTED');

-- CreateEnum
CREATE TYPE "QuotationResponseStatus" AS ENUM ('PENDING', 'DECLINED', 'ANSWERED');

-- CreateEnum
CREATE TYPE "AgreementPeriod" AS ENUM ('MONTHS', 'YEARS');

-- CreateEnum
CREATE TYPE "ContractStatus" AS ENUM ('COMPLETED', 'ON_GOING', 'ON_HOLD', 'CANCELLED', 'TO_BE_STARTED');

-- CreateEnum
CREATE TYPE "ContractActionDescription" AS ENUM ('NO_VOLUME_DEMAND', 'NEW_CONTRACTING_PROCESS', 'LENGTH_VALUE', 'LENGTH', 'VALUE');

-- CreateEnum
CREATE TYPE "ChatAuthor" AS ENUM ('SYSTEM', 'USER', 'WAITING', 'ASSISTANT');

-- CreateEnum
CREATE TYPE "NotificationMessageCode" AS ENUM ('process/start', 'process/approved', 'process/approve', 'process/ask-review', 'process/rejected', 'contract/expiring');

-- CreateEnum
CREATE TYPE "NotificationLinkType" AS ENUM ('EXTERNAL', 'INTERNAL');

-- CreateEnum
CREATE TYPE "ReviewStatus" AS ENUM ('WAITING', 'PENDING', 'APPROVED', 'REJECTED');

-- CreateEnum
CREATE TYPE "Locale" AS ENUM ('en', 'pt');

-- CreateTable
CREATE TABLE "Company" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "timeZone" TEXT NOT NULL DEFAULT 'America/Sao_Paulo',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Company_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Role" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "priority" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Role_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "User" (
    "id" TEXT NOT NULL,
    "uid" TEXT NOT NULL,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "userName" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "locale" "Locale" NOT NULL DEFAULT 'en',
    "avatarId" TEXT,
    "companyId" TEXT NOT NULL,
    "roleId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Category" (
    "id" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "namePt" TEXT NOT NULL,

    CONSTRAINT "Category_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UnitOfMeasure" (
    "id" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "namePt" TEXT NOT NULL,

    CONSTRAINT "UnitOfMeasure_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Incoterm" (
    "id" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "namePt" TEXT NOT NULL,

    CONSTRAINT "Incoterm_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SupplyOrigin" (
    "id" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "namePt" TEXT NOT NULL,

    CONSTRAINT "SupplyOrigin_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Country" (
    "id" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "namePt" TEXT NOT NULL,

    CONSTRAINT "Country_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Region" (
    "id" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "namePt" TEXT NOT NULL,

    CONSTRAINT "Region_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Currency" (
    "id" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "namePt" TEXT NOT NULL,

    CONSTRAINT "Currency_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BusinessDivision" (
    "id" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "namePt" TEXT NOT NULL,

    CONSTRAINT "BusinessDivision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MaterialCategory" (
    "id" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "namePt" TEXT NOT NULL,

    CONSTRAINT "MaterialCategory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Process" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "status" "ProcessStatus" NOT NULL DEFAULT 'DRAFT',
    "ownerId" TEXT NOT NULL,
    "categoryManagerId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "processDescription" TEXT NOT NULL,
    "executiveSummary" TEXT NOT NULL,
    "processType" "ProcessType" NOT NULL,
    "processProfile" "ProcessProfile" NOT NULL,
    "processNumber" TEXT NOT NULL,
    "parentProcessDescription" TEXT NOT NULL,
    "effectiveDate" DATE NOT NULL,
    "endingDate" DATE NOT NULL,
    "currentContractStatus" "CurrentContractStatus" NOT NULL,
    "currencyId" TEXT NOT NULL,
    "finalExecutiveSummary" TEXT,
    "keyStakeholders" TEXT,
    "stakeholdersRequirementsShort" TEXT,
    "stakeholdersRequirementsLong" TEXT,
    "competitorsAdvantages" TEXT,
    "supplierFeedbackRelationship" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Process_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProcessItem" (
    "id" TEXT NOT NULL,
    "processId" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProcessItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ItemDetail" (
    "id" TEXT NOT NULL,
    "itemId" TEXT NOT NULL,
    "categoryId" TEXT NOT NULL,
    "unitOfMeasureId" TEXT NOT NULL,
    "incotermId" TEXT NOT NULL,
    "supplyOriginId" TEXT NOT NULL,
    "annualVolume" DECIMAL(20,4) NOT NULL,
    "paymentTerms" INTEGER NOT NULL,
    "historicalPrice" DECIMAL(20,6) NOT NULL,
    "historicalValue" DECIMAL(20,2) NOT NULL,
    "baselinePrice" DECIMAL(20,6) NOT NULL,
    "totalValue" DECIMAL(20,2) NOT NULL,
    "existingContractLength" INTEGER NOT NULL,
    "existingContractTakeOrPay" BOOLEAN NOT NULL,
    "existingContractGhgClause" BOOLEAN NOT NULL,
    "existingRebate" BOOLEAN NOT NULL,
    "existingContractMeetOrRelease" BOOLEAN NOT NULL,
    "existingContractAnnualValue" DECIMAL(20,2) NOT NULL,
    "existingContractAnnualVolume" DECIMAL(20,4) NOT NULL,
    "existingContractTermValue" DECIMAL(20,2) NOT NULL,
    "existingContractTermVolume" DECIMAL(20,4) NOT NULL,

    CONSTRAINT "ItemDetail_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PipelineItem" (
    "id" TEXT NOT NULL,
    "itemId" TEXT NOT NULL,
    "contractLength" INTEGER NOT NULL,
    "baselineUnit" DECIMAL(20,6) NOT NULL,
    "expectedResultUnit" DECIMAL(20,6) NOT NULL,
    "historicalPricingUnit" DECIMAL(20,6) NOT NULL,
    "annualVolume" DECIMAL(20,4) NOT NULL,

    CONSTRAINT "PipelineItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Plant" (
    "id" TEXT NOT NULL,
    "processId" TEXT NOT NULL,
    "plant" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "regionId" TEXT NOT NULL,
    "countryId" TEXT NOT NULL,

    CONSTRAINT "Plant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApprovalWorkflowEntry" (
    "id" TEXT NOT NULL,
    "processId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "priority" INTEGER NOT NULL,

    CONSTRAINT "ApprovalWorkflowEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WorkflowReview" (
    "id" TEXT NOT NULL,
    "processId" TEXT NOT NULL,
    "entryId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "roleId" TEXT,
    "status" "ReviewStatus" NOT NULL DEFAULT 'WAITING',
    "requestDate" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "details" TEXT,
    "pendingSince" TIMESTAMP(3),
    "reviewedAt" TIMESTAMP(3),
    "description" TEXT,

    CONSTRAINT "WorkflowReview_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Supplier" (
    "id" TEXT NOT NULL,
    "processId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "vat" TEXT NOT NULL,
    "sapCode" TEXT NOT NULL,
    "countryId" TEXT NOT NULL,
    "technicalApproval" BOOLEAN NOT NULL DEFAULT false,
    "financialRisk" TEXT,
    "associatedParty" BOOLEAN NOT NULL DEFAULT false,
    "blockReason" TEXT,
    "litigant" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "Supplier_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Quotation" (
    "id" TEXT NOT NULL,
    "processId" TEXT NOT NULL,
    "round" INTEGER NOT NULL,
    "proposalDate" DATE NOT NULL,
    "supplierId" TEXT NOT NULL,
    "itemId" TEXT NOT NULL,
    "vendorCode" TEXT,
    "itemCode" TEXT,
    "unitOfMeasureId" TEXT,
    "annualVolume" DECIMAL(20,4) NOT NULL,
    "paymentTerms" INTEGER NOT NULL,
    "incotermId" TEXT,
    "supplyOriginId" TEXT,
    "responseStatus" "QuotationResponseStatus" NOT NULL DEFAULT 'PENDING',
    "initialProposal" DECIMAL(20,6) NOT NULL,
    "equalizedProposal" DECIMAL(20,6) NOT NULL,
    "negotiatedProposal" DECIMAL(20,6) NOT NULL,
    "additionalInformation" TEXT,
    "awarded" BOOLEAN NOT NULL DEFAULT false,
    "agreementLength" INTEGER NOT NULL,
    "agreementPeriod" "AgreementPeriod" NOT NULL DEFAULT 'MONTHS',
    "awardedProposal" DECIMAL(20,6) NOT NULL,
    "awardedVolume" DECIMAL(20,4) NOT NULL,

    CONSTRAINT "Quotation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Award" (
    "id" TEXT NOT NULL,
    "processId" TEXT NOT NULL,
    "quotationId" TEXT NOT NULL,
    "volume" DECIMAL(20,4) NOT NULL,
    "contractLength" INTEGER NOT NULL,
    "contractPeriod" "AgreementPeriod" NOT NULL DEFAULT 'MONTHS',
    "unitPrice" DECIMAL(20,6) NOT NULL,
    "annualVolume" DECIMAL(20,4) NOT NULL,
    "totalContractValue" DECIMAL(20,2) NOT NULL,
    "totalContractVolume" DECIMAL(20,4) NOT NULL,
    "priceMechanism" TEXT NOT NULL,
    "takeOrPay" BOOLEAN NOT NULL DEFAULT false,
    "ghgClause" BOOLEAN NOT NULL DEFAULT false,
    "terminationClause" BOOLEAN NOT NULL DEFAULT false,
    "paymentTerms" INTEGER NOT NULL,
    "incotermId" TEXT,
    "meetOrReleaseClause" BOOLEAN NOT NULL DEFAULT false,
    "rebate" BOOLEAN NOT NULL DEFAULT false,
    "rebateDetail" TEXT NOT NULL,
    "otherKeyTerms" TEXT,

    CONSTRAINT "Award_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Attachment" (
    "id" TEXT NOT NULL,
    "processId" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "file" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "supplierId" TEXT,
    "uploadedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Attachment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Contract" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "contractId" TEXT NOT NULL,
    "material" TEXT NOT NULL,
    "supplier" TEXT NOT NULL,
    "materialCategoryId" TEXT NOT NULL,
    "categoryManagerId" TEXT,
    "businessDivisionId" TEXT NOT NULL,
    "regionId" TEXT NOT NULL,
    "startDate" DATE NOT NULL,
    "endDate" DATE NOT NULL,
    "currentBalance" DECIMAL(20,2) NOT NULL,
    "totalBalance" DECIMAL(20,2) NOT NULL,
    "paymentTerm" INTEGER NOT NULL,
    "actionNeed" BOOLEAN NOT NULL,
    "actionDescription" "ContractActionDescription" NOT NULL,
    "status" "ContractStatus" NOT NULL,
    "estimatedConclusionDate" DATE NOT NULL,
    "comment" TEXT NOT NULL,
    "expiryNoticeDays" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Contract_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SpendLine" (
    "id" BIGSERIAL NOT NULL,
    "companyId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "businessDivisionId" TEXT NOT NULL,
    "regionId" TEXT NOT NULL,
    "categoryManagerId" TEXT,
    "supplier" TEXT NOT NULL,
    "material" TEXT NOT NULL,
    "materialCategoryId" TEXT NOT NULL,
    "plant" TEXT NOT NULL,
    "spendAmount" DECIMAL(20,2) NOT NULL,
    "currencyId" TEXT NOT NULL,
    "volume" DECIMAL(20,4) NOT NULL,
    "unitOfMeasureId" TEXT NOT NULL,

    CONSTRAINT "SpendLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Notification" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "read" BOOLEAN NOT NULL DEFAULT false,
    "link" TEXT,
    "linkType" "NotificationLinkType" NOT NULL DEFAULT 'INTERNAL',
    "messageCode" "NotificationMessageCode" NOT NULL,
    "values" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Notification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChatCompletion" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChatCompletion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChatMessage" (
    "id" TEXT NOT NULL,
    "completionId" TEXT NOT NULL,
    "author" "ChatAuthor" NOT NULL,
    "message" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChatMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BackgroundJob" (
    "id" SERIAL NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "handler" TEXT NOT NULL,
    "queue" TEXT NOT NULL,
    "priority" INTEGER NOT NULL,
    "runAt" TIMESTAMP(3),
    "lockedAt" TIMESTAMP(3),
    "lockedBy" TEXT,
    "lastError" TEXT,
    "failedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BackgroundJob_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Role_companyId_idx" ON "Role"("companyId");

-- CreateIndex
CREATE UNIQUE INDEX "Role_companyId_name_key" ON "Role"("companyId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "User_uid_key" ON "User"("uid");

-- CreateIndex
CREATE UNIQUE INDEX "User_userName_key" ON "User"("userName");

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE INDEX "User_companyId_idx" ON "User"("companyId");

-- CreateIndex
CREATE INDEX "User_roleId_idx" ON "User"("roleId");

-- CreateIndex
CREATE UNIQUE INDEX "Category_code_key" ON "Category"("code");

-- CreateIndex
CREATE UNIQUE INDEX "UnitOfMeasure_code_key" ON "UnitOfMeasure"("code");

-- CreateIndex
CREATE UNIQUE INDEX "Incoterm_code_key" ON "Incoterm"("code");

-- CreateIndex
CREATE UNIQUE INDEX "SupplyOrigin_code_key" ON "SupplyOrigin"("code");

-- CreateIndex
CREATE UNIQUE INDEX "Country_code_key" ON "Country"("code");

-- CreateIndex
CREATE UNIQUE INDEX "Region_code_key" ON "Region"("code");

-- CreateIndex
CREATE UNIQUE INDEX "Currency_code_key" ON "Currency"("code");

-- CreateIndex
CREATE UNIQUE INDEX "BusinessDivision_code_key" ON "BusinessDivision"("code");

-- CreateIndex
CREATE UNIQUE INDEX "MaterialCategory_code_key" ON "MaterialCategory"("code");

-- CreateIndex
CREATE INDEX "Process_companyId_idx" ON "Process"("companyId");

-- CreateIndex
CREATE INDEX "Process_ownerId_idx" ON "Process"("ownerId");

-- CreateIndex
CREATE INDEX "Process_categoryManagerId_idx" ON "Process"("categoryManagerId");

-- CreateIndex
CREATE UNIQUE INDEX "Process_companyId_number_key" ON "Process"("companyId", "number");

-- CreateIndex
CREATE INDEX "ProcessItem_processId_idx" ON "ProcessItem"("processId");

-- CreateIndex
CREATE UNIQUE INDEX "ItemDetail_itemId_key" ON "ItemDetail"("itemId");

-- CreateIndex
CREATE UNIQUE INDEX "PipelineItem_itemId_key" ON "PipelineItem"("itemId");

-- CreateIndex
CREATE INDEX "Plant_processId_idx" ON "Plant"("processId");

-- CreateIndex
CREATE INDEX "ApprovalWorkflowEntry_userId_idx" ON "ApprovalWorkflowEntry"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "ApprovalWorkflowEntry_processId_priority_key" ON "ApprovalWorkflowEntry"("processId", "priority");

-- CreateIndex
CREATE INDEX "WorkflowReview_processId_idx" ON "WorkflowReview"("processId");

-- CreateIndex
CREATE INDEX "WorkflowReview_userId_idx" ON "WorkflowReview"("userId");

-- CreateIndex
CREATE INDEX "Supplier_processId_idx" ON "Supplier"("processId");

-- CreateIndex
CREATE INDEX "Quotation_processId_idx" ON "Quotation"("processId");

-- CreateIndex
CREATE INDEX "Quotation_supplierId_idx" ON "Quotation"("supplierId");

-- CreateIndex
CREATE INDEX "Quotation_itemId_idx" ON "Quotation"("itemId");

-- CreateIndex
CREATE INDEX "Award_processId_idx" ON "Award"("processId");

-- CreateIndex
CREATE INDEX "Award_quotationId_idx" ON "Award"("quotationId");

-- CreateIndex
CREATE INDEX "Attachment_processId_idx" ON "Attachment"("processId");

-- CreateIndex
CREATE INDEX "Contract_companyId_idx" ON "Contract"("companyId");

-- CreateIndex
CREATE INDEX "Contract_companyId_endDate_idx" ON "Contract"("companyId", "endDate");

-- CreateIndex
CREATE UNIQUE INDEX "Contract_companyId_contractId_key" ON "Contract"("companyId", "contractId");

-- CreateIndex
CREATE INDEX "SpendLine_companyId_date_idx" ON "SpendLine"("companyId", "date");

-- CreateIndex
CREATE INDEX "SpendLine_companyId_businessDivisionId_idx" ON "SpendLine"("companyId", "businessDivisionId");

-- CreateIndex
CREATE INDEX "SpendLine_companyId_supplier_idx" ON "SpendLine"("companyId", "supplier");

-- CreateIndex
CREATE INDEX "Notification_userId_read_idx" ON "Notification"("userId", "read");

-- CreateIndex
CREATE INDEX "Notification_companyId_idx" ON "Notification"("companyId");

-- CreateIndex
CREATE INDEX "ChatCompletion_companyId_idx" ON "ChatCompletion"("companyId");

-- CreateIndex
CREATE INDEX "ChatCompletion_userId_idx" ON "ChatCompletion"("userId");

-- CreateIndex
CREATE INDEX "ChatMessage_completionId_idx" ON "ChatMessage"("completionId");

-- AddForeignKey
ALTER TABLE "Role" ADD CONSTRAINT "Role_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_roleId_fkey" FOREIGN KEY ("roleId") REFERENCES "Role"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Process" ADD CONSTRAINT "Process_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Process" ADD CONSTRAINT "Process_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Process" ADD CONSTRAINT "Process_categoryManagerId_fkey" FOREIGN KEY ("categoryManagerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Process" ADD CONSTRAINT "Process_currencyId_fkey" FOREIGN KEY ("currencyId") REFERENCES "Currency"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProcessItem" ADD CONSTRAINT "ProcessItem_processId_fkey" FOREIGN KEY ("processId") REFERENCES "Process"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ItemDetail" ADD CONSTRAINT "ItemDetail_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "ProcessItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ItemDetail" ADD CONSTRAINT "ItemDetail_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "Category"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ItemDetail" ADD CONSTRAINT "ItemDetail_unitOfMeasureId_fkey" FOREIGN KEY ("unitOfMeasureId") REFERENCES "UnitOfMeasure"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ItemDetail" ADD CONSTRAINT "ItemDetail_incotermId_fkey" FOREIGN KEY ("incotermId") REFERENCES "Incoterm"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ItemDetail" ADD CONSTRAINT "ItemDetail_supplyOriginId_fkey" FOREIGN KEY ("supplyOriginId") REFERENCES "SupplyOrigin"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PipelineItem" ADD CONSTRAINT "PipelineItem_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "ProcessItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Plant" ADD CONSTRAINT "Plant_processId_fkey" FOREIGN KEY ("processId") REFERENCES "Process"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Plant" ADD CONSTRAINT "Plant_regionId_fkey" FOREIGN KEY ("regionId") REFERENCES "Region"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Plant" ADD CONSTRAINT "Plant_countryId_fkey" FOREIGN KEY ("countryId") REFERENCES "Country"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApprovalWorkflowEntry" ADD CONSTRAINT "ApprovalWorkflowEntry_processId_fkey" FOREIGN KEY ("processId") REFERENCES "Process"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApprovalWorkflowEntry" ADD CONSTRAINT "ApprovalWorkflowEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkflowReview" ADD CONSTRAINT "WorkflowReview_processId_fkey" FOREIGN KEY ("processId") REFERENCES "Process"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkflowReview" ADD CONSTRAINT "WorkflowReview_entryId_fkey" FOREIGN KEY ("entryId") REFERENCES "ApprovalWorkflowEntry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkflowReview" ADD CONSTRAINT "WorkflowReview_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkflowReview" ADD CONSTRAINT "WorkflowReview_roleId_fkey" FOREIGN KEY ("roleId") REFERENCES "Role"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Supplier" ADD CONSTRAINT "Supplier_processId_fkey" FOREIGN KEY ("processId") REFERENCES "Process"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Supplier" ADD CONSTRAINT "Supplier_countryId_fkey" FOREIGN KEY ("countryId") REFERENCES "Country"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Quotation" ADD CONSTRAINT "Quotation_processId_fkey" FOREIGN KEY ("processId") REFERENCES "Process"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Quotation" ADD CONSTRAINT "Quotation_supplierId_fkey" FOREIGN KEY ("supplierId") REFERENCES "Supplier"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Quotation" ADD CONSTRAINT "Quotation_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "ProcessItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Quotation" ADD CONSTRAINT "Quotation_unitOfMeasureId_fkey" FOREIGN KEY ("unitOfMeasureId") REFERENCES "UnitOfMeasure"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Quotation" ADD CONSTRAINT "Quotation_incotermId_fkey" FOREIGN KEY ("incotermId") REFERENCES "Incoterm"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Quotation" ADD CONSTRAINT "Quotation_supplyOriginId_fkey" FOREIGN KEY ("supplyOriginId") REFERENCES "SupplyOrigin"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Award" ADD CONSTRAINT "Award_processId_fkey" FOREIGN KEY ("processId") REFERENCES "Process"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Award" ADD CONSTRAINT "Award_quotationId_fkey" FOREIGN KEY ("quotationId") REFERENCES "Quotation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Award" ADD CONSTRAINT "Award_incotermId_fkey" FOREIGN KEY ("incotermId") REFERENCES "Incoterm"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Attachment" ADD CONSTRAINT "Attachment_processId_fkey" FOREIGN KEY ("processId") REFERENCES "Process"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Attachment" ADD CONSTRAINT "Attachment_supplierId_fkey" FOREIGN KEY ("supplierId") REFERENCES "Supplier"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Attachment" ADD CONSTRAINT "Attachment_uploadedById_fkey" FOREIGN KEY ("uploadedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_materialCategoryId_fkey" FOREIGN KEY ("materialCategoryId") REFERENCES "MaterialCategory"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_categoryManagerId_fkey" FOREIGN KEY ("categoryManagerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_businessDivisionId_fkey" FOREIGN KEY ("businessDivisionId") REFERENCES "BusinessDivision"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_regionId_fkey" FOREIGN KEY ("regionId") REFERENCES "Region"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SpendLine" ADD CONSTRAINT "SpendLine_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SpendLine" ADD CONSTRAINT "SpendLine_businessDivisionId_fkey" FOREIGN KEY ("businessDivisionId") REFERENCES "BusinessDivision"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SpendLine" ADD CONSTRAINT "SpendLine_regionId_fkey" FOREIGN KEY ("regionId") REFERENCES "Region"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SpendLine" ADD CONSTRAINT "SpendLine_categoryManagerId_fkey" FOREIGN KEY ("categoryManagerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SpendLine" ADD CONSTRAINT "SpendLine_materialCategoryId_fkey" FOREIGN KEY ("materialCategoryId") REFERENCES "MaterialCategory"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SpendLine" ADD CONSTRAINT "SpendLine_currencyId_fkey" FOREIGN KEY ("currencyId") REFERENCES "Currency"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SpendLine" ADD CONSTRAINT "SpendLine_unitOfMeasureId_fkey" FOREIGN KEY ("unitOfMeasureId") REFERENCES "UnitOfMeasure"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatCompletion" ADD CONSTRAINT "ChatCompletion_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatCompletion" ADD CONSTRAINT "ChatCompletion_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatMessage" ADD CONSTRAINT "ChatMessage_completionId_fkey" FOREIGN KEY ("completionId") REFERENCES "ChatCompletion"("id") ON DELETE CASCADE ON UPDATE CASCADE;
