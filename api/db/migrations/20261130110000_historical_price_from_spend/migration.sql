-- A historical price from the spend keeps as many decimals as give the spend back to the cent
-- (price times volume): six made an item's historical value differ from its spend.
ALTER TABLE "ItemDetail" ALTER COLUMN "historicalPrice" SET DATA TYPE DECIMAL(34,20);
ALTER TABLE "PipelineItem" ALTER COLUMN "historicalPricingUnit" SET DATA TYPE DECIMAL(34,20);
