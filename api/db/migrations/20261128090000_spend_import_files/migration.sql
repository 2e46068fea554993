-- CreateEnum
CREATE TYPE "SpendImportStatus" AS ENUM ('MAPPING', 'QUEUED', 'RUNNING', 'REVIEW', 'DONE', 'FAILED', 'CANCELLED', 'ROLLED_BACK');

-- AlterEnum


ALTER TYPE "NotificationMessageCode" ADD VALUE 'spend/import-done';
ALTER TYPE "NotificationMessageCode" ADD VALUE 'spend/import-review';
ALTER TYPE "NotificationMessageCode" ADD VALUE 'spend/import-failed';

-- CreateTable
CREATE TABLE "SpendImport" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "createdById" TEXT,
    "createdByName" TEXT NOT NULL,
    "createdByPriority" INTEGER NOT NULL,
    "fileName" TEXT NOT NULL,
    "fileKey" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "encoding" TEXT,
    "delimiter" TEXT,
    "sheets" TEXT[],
    "sheet" TEXT,
    "headerRow" INTEGER NOT NULL DEFAULT 1,
    "headers" TEXT[],
    "preview" JSONB NOT NULL DEFAULT '[]',
    "profileId" TEXT,
    "mapping" JSONB,
    "reviewed" BOOLEAN NOT NULL DEFAULT false,
    "status" "SpendImportStatus" NOT NULL DEFAULT 'MAPPING',
    "cancelRequested" BOOLEAN NOT NULL DEFAULT false,
    "rowsRead" INTEGER NOT NULL DEFAULT 0,
    "bytesRead" INTEGER NOT NULL DEFAULT 0,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),
    "lines" INTEGER NOT NULL DEFAULT 0,
    "total" DECIMAL(22,2) NOT NULL DEFAULT 0,
    "problemCount" INTEGER NOT NULL DEFAULT 0,
    "duplicates" INTEGER NOT NULL DEFAULT 0,
    "allowDuplicates" BOOLEAN NOT NULL DEFAULT false,
    "problems" JSONB NOT NULL DEFAULT '[]',
    "unknownValues" JSONB NOT NULL DEFAULT '[]',
    "unmatchedSuppliers" JSONB NOT NULL DEFAULT '[]',
    "failure" TEXT,
    "rolledBackAt" TIMESTAMP(3),
    "rolledBackByName" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SpendImport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SpendImportProfile" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "headersKey" TEXT NOT NULL,
    "mapping" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SpendImportProfile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SupplierAlias" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "supplierId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SupplierAlias_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SpendImport_companyId_createdAt_idx" ON "SpendImport"("companyId", "createdAt");

-- CreateIndex
CREATE INDEX "SpendImport_createdById_idx" ON "SpendImport"("createdById");

-- CreateIndex
CREATE INDEX "SpendImport_profileId_idx" ON "SpendImport"("profileId");

-- CreateIndex
CREATE INDEX "SpendImportProfile_companyId_headersKey_idx" ON "SpendImportProfile"("companyId", "headersKey");

-- CreateIndex
CREATE UNIQUE INDEX "SpendImportProfile_companyId_name_key" ON "SpendImportProfile"("companyId", "name");

-- CreateIndex
CREATE INDEX "SupplierAlias_supplierId_idx" ON "SupplierAlias"("supplierId");

-- CreateIndex
CREATE UNIQUE INDEX "SupplierAlias_companyId_nameKey_key" ON "SupplierAlias"("companyId", "nameKey");

-- AddForeignKey
ALTER TABLE "SpendImport" ADD CONSTRAINT "SpendImport_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SpendImport" ADD CONSTRAINT "SpendImport_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SpendImport" ADD CONSTRAINT "SpendImport_profileId_fkey" FOREIGN KEY ("profileId") REFERENCES "SpendImportProfile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SpendImportProfile" ADD CONSTRAINT "SpendImportProfile_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SupplierAlias" ADD CONSTRAINT "SupplierAlias_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SupplierAlias" ADD CONSTRAINT "SupplierAlias_supplierId_fkey" FOREIGN KEY ("supplierId") REFERENCES "Supplier"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Branch suffixes join the legal ones in a supplier's name key ("Acme Ltda - Filial Campinas" is Acme):
-- the twin of supplierNameKey in @procura/shared, and the indexes on it are built again.
CREATE OR REPLACE FUNCTION supplier_name_key(name TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS 'SELECT trim(regexp_replace(regexp_replace(regexp_replace('' '' || regexp_replace(translate(name, ''ABCDEFGHIJKLMNOPQRSTUVWXYZáàâãäåçéèêëíìîïñóòôõöúùûüýÿÁÀÂÃÄÅÇÉÈÊËÍÌÎÏÑÓÒÔÕÖÚÙÛÜÝ'', ''abcdefghijklmnopqrstuvwxyzaaaaaaceeeeiiiinooooouuuuyyaaaaaaceeeeiiiinooooouuuuy''), ''[^a-z0-9]+'', '' '', ''g'') || '' '', ''^( [a-z0-9]+( [a-z0-9]+)*) (filial|matriz|branch|filiale|niederlassung|sucursal)( [a-z0-9]+)* *$'', ''\1 ''), '' (ltda|s a|sa|me|epp|eireli|inc|ltd|llc|gmbh|corp|co|company|limited|incorporated)(?= )'', '' '', ''g''), '' +'', '' '', ''g''))';

REINDEX INDEX "Contract_companyId_supplierKey_idx";
REINDEX INDEX "SpendRollup_companyId_supplierKey_idx";
