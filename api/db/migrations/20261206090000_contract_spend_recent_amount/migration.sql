-- A contract's recent spend (the balance refresh after an import sums it for every contract it
-- touched, contractRows.ts) is read from the index alone: without the amount there, each line cost a
-- read of its heap page, scattered in the order lines came (9 of the refresh's 28 s for 100,000
-- contracts in `yarn bench realization`, against 1 s now). Prisma does not model INCLUDE, hence SQL.
DROP INDEX "ContractSpend_contractId_date_idx";
CREATE INDEX "ContractSpend_contractId_date_idx" ON "ContractSpend"("contractId", "date") INCLUDE ("amount");
