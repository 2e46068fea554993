-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "currencyCode" TEXT NOT NULL DEFAULT 'BRL';

-- AlterTable
ALTER TABLE "SpendLine" ADD COLUMN     "importId" TEXT,
ADD COLUMN     "originalAmount" DECIMAL(20,2);

-- Lines loaded so far were in the company's currency
UPDATE "SpendLine" SET "originalAmount" = "spendAmount";

ALTER TABLE "SpendLine" ALTER COLUMN "originalAmount" SET NOT NULL;

-- CreateTable
CREATE TABLE "SpendRollup" (
    "companyId" TEXT NOT NULL,
    "month" DATE NOT NULL,
    "businessDivisionId" TEXT NOT NULL,
    "regionId" TEXT NOT NULL,
    "categoryManagerId" TEXT NOT NULL,
    "supplier" TEXT NOT NULL,
    "material" TEXT NOT NULL,
    "materialCategoryId" TEXT NOT NULL,
    "plant" TEXT NOT NULL,
    "unitOfMeasureId" TEXT NOT NULL,
    "spend" DECIMAL(22,2) NOT NULL,
    "volume" DECIMAL(22,4) NOT NULL,
    "lines" INTEGER NOT NULL,

    CONSTRAINT "SpendRollup_pkey" PRIMARY KEY ("companyId","month","businessDivisionId","regionId","categoryManagerId","supplier","material","materialCategoryId","plant","unitOfMeasureId")
);

-- CreateTable
CREATE TABLE "ExchangeRate" (
    "companyId" TEXT NOT NULL,
    "currencyCode" TEXT NOT NULL,
    "month" DATE NOT NULL,
    "rate" DECIMAL(20,8) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ExchangeRate_pkey" PRIMARY KEY ("companyId","currencyCode","month")
);

-- CreateIndex
CREATE INDEX "SpendLine_importId_idx" ON "SpendLine"("importId");

-- AddForeignKey
ALTER TABLE "SpendRollup" ADD CONSTRAINT "SpendRollup_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExchangeRate" ADD CONSTRAINT "ExchangeRate_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- The rollup of the lines loaded so far
INSERT INTO "SpendRollup" ("companyId", "month", "businessDivisionId", "regionId", "categoryManagerId", "supplier", "material", "materialCategoryId", "plant", "unitOfMeasureId", "spend", "volume", "lines")
SELECT "companyId", date_trunc('month', "date")::date, "businessDivisionId", "regionId", coalesce("categoryManagerId", ''), "supplier", "material", "materialCategoryId", "plant", "unitOfMeasureId", sum("spendAmount"), sum("volume"), count(*)
FROM "SpendLine"
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10;
