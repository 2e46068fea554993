-- Reverse auctions (issue 43): a round may run as a live auction, its bids decided here and kept as its audit log
-- (no semicolon in a comment here: the migration runner splits statements at every one)
-- CreateEnum
CREATE TYPE "RoundFormat" AS ENUM ('SEALED', 'AUCTION');

-- CreateEnum
CREATE TYPE "AuctionDecrement" AS ENUM ('ABSOLUTE', 'PERCENT');

-- CreateEnum
CREATE TYPE "AuctionVisibility" AS ENUM ('RANK', 'RANK_AND_BEST', 'OWN_BIDS');

-- CreateEnum
CREATE TYPE "AuctionEventKind" AS ENUM ('BID', 'REFUSED', 'EXTENDED', 'PAUSED', 'RESUMED', 'ENDED');

-- AlterTable
ALTER TABLE "RoundSchedule" ADD COLUMN     "format" "RoundFormat" NOT NULL DEFAULT 'SEALED';

-- AlterTable
ALTER TABLE "PortalResponse" ADD COLUMN     "seenAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "Auction" (
    "scheduleId" TEXT NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "durationMinutes" INTEGER NOT NULL,
    "closesAt" TIMESTAMP(3) NOT NULL,
    "extensionMinutes" INTEGER NOT NULL,
    "triggerMinutes" INTEGER NOT NULL,
    "decrementKind" "AuctionDecrement" NOT NULL,
    "decrement" DECIMAL(20,6) NOT NULL,
    "visibility" "AuctionVisibility" NOT NULL,
    "pausedAt" TIMESTAMP(3),

    CONSTRAINT "Auction_pkey" PRIMARY KEY ("scheduleId")
);

-- CreateTable
CREATE TABLE "AuctionItem" (
    "scheduleId" TEXT NOT NULL,
    "itemId" TEXT NOT NULL,
    "ceiling" DECIMAL(20,6) NOT NULL,

    CONSTRAINT "AuctionItem_pkey" PRIMARY KEY ("scheduleId","itemId")
);

-- CreateTable
CREATE TABLE "AuctionStanding" (
    "scheduleId" TEXT NOT NULL,
    "itemId" TEXT NOT NULL,
    "supplierId" TEXT NOT NULL,
    "firstPrice" DECIMAL(20,6) NOT NULL,
    "price" DECIMAL(20,6) NOT NULL,
    "eventId" BIGINT NOT NULL,
    "placedAt" TIMESTAMP(3) NOT NULL,
    "bids" INTEGER NOT NULL,

    CONSTRAINT "AuctionStanding_pkey" PRIMARY KEY ("scheduleId","itemId","supplierId")
);

-- CreateTable
CREATE TABLE "AuctionEvent" (
    "id" BIGSERIAL NOT NULL,
    "scheduleId" TEXT NOT NULL,
    "kind" "AuctionEventKind" NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    "itemId" TEXT,
    "supplierId" TEXT,
    "price" DECIMAL(20,6),
    "reason" TEXT,
    "byName" TEXT,
    "closesAt" TIMESTAMP(3),

    CONSTRAINT "AuctionEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuctionItem_itemId_idx" ON "AuctionItem"("itemId");

-- CreateIndex
CREATE INDEX "AuctionStanding_supplierId_idx" ON "AuctionStanding"("supplierId");

-- CreateIndex
CREATE INDEX "AuctionEvent_scheduleId_id_idx" ON "AuctionEvent"("scheduleId", "id");

-- AddForeignKey
ALTER TABLE "Auction" ADD CONSTRAINT "Auction_scheduleId_fkey" FOREIGN KEY ("scheduleId") REFERENCES "RoundSchedule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuctionItem" ADD CONSTRAINT "AuctionItem_scheduleId_fkey" FOREIGN KEY ("scheduleId") REFERENCES "Auction"("scheduleId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuctionItem" ADD CONSTRAINT "AuctionItem_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "ProcessItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuctionStanding" ADD CONSTRAINT "AuctionStanding_scheduleId_fkey" FOREIGN KEY ("scheduleId") REFERENCES "Auction"("scheduleId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuctionStanding" ADD CONSTRAINT "AuctionStanding_supplierId_fkey" FOREIGN KEY ("supplierId") REFERENCES "ProcessSupplier"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuctionEvent" ADD CONSTRAINT "AuctionEvent_scheduleId_fkey" FOREIGN KEY ("scheduleId") REFERENCES "Auction"("scheduleId") ON DELETE CASCADE ON UPDATE CASCADE;

