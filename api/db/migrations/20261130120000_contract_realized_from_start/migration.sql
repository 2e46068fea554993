-- A contract not started yet has no pace of realization, so no balance estimate: the stored derived
-- values are computed again (the next read computes them, the daily job stores them).
UPDATE "Contract" SET "derivedOn" = NULL;
