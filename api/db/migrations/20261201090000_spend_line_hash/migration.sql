-- A line's hash over the columns that make two lines the same purchase (the import's duplicate rule),
-- written by PostgreSQL itself as lines arrive (COPY, the seed, a supplier merge's rename alike).
-- The duplicate check probes this index with each new line instead of comparing the company's
-- whole history, then compares the columns themselves of the few lines whose hash matched.
ALTER TABLE "SpendLine" ADD COLUMN "lineHash" BIGINT GENERATED ALWAYS AS (
  ('x' || left(md5(
    "companyId" || E'\x1f' || ("date" - DATE '2000-01-01')::text || E'\x1f' || "businessDivisionId" || E'\x1f' ||
    "regionId" || E'\x1f' || coalesce("categoryManagerId", E'\x1e') || E'\x1f' || "supplier" || E'\x1f' ||
    coalesce("supplierCode", E'\x1e') || E'\x1f' || coalesce("supplierVat", E'\x1e') || E'\x1f' || "material" ||
    E'\x1f' || coalesce("materialCode", E'\x1e') || E'\x1f' || "materialCategoryId" || E'\x1f' || "plant" ||
    E'\x1f' || "originalAmount"::text || E'\x1f' || "currencyId" || E'\x1f' || "volume"::text || E'\x1f' ||
    "unitOfMeasureId"
  ), 16))::bit(64)::bigint
) STORED;

CREATE INDEX "SpendLine_lineHash_idx" ON "SpendLine"("lineHash");
