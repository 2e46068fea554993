-- The supplier master. Until now each process kept its own copy of every supplier. Those rows stay
-- (renamed ProcessSupplier, same ids, so quotations, awards and attachments keep pointing at them)
-- and each is linked to one master supplier per company and VAT.

ALTER TABLE "Supplier" RENAME TO "ProcessSupplier";
ALTER TABLE "ProcessSupplier" RENAME CONSTRAINT "Supplier_pkey" TO "ProcessSupplier_pkey";
ALTER TABLE "ProcessSupplier" RENAME CONSTRAINT "Supplier_processId_fkey" TO "ProcessSupplier_processId_fkey";
ALTER TABLE "ProcessSupplier" RENAME CONSTRAINT "Supplier_countryId_fkey" TO "ProcessSupplier_countryId_fkey";
ALTER INDEX "Supplier_processId_idx" RENAME TO "ProcessSupplier_processId_idx";
ALTER TABLE "ProcessSupplier" ADD COLUMN "supplierId" TEXT;

CREATE TABLE "Supplier" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "vat" TEXT NOT NULL,
    "sapCode" TEXT,
    "countryId" TEXT NOT NULL,
    "technicalApproval" BOOLEAN NOT NULL DEFAULT false,
    "financialRisk" TEXT,
    "associatedParty" BOOLEAN NOT NULL DEFAULT false,
    "blockReason" TEXT,
    "litigant" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Supplier_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "SupplierContact" (
    "id" TEXT NOT NULL,
    "supplierId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "language" "Locale" NOT NULL DEFAULT 'pt',

    CONSTRAINT "SupplierContact_pkey" PRIMARY KEY ("id")
);



-- One master per company and VAT (letters and digits of the VAT, as supplierVat in @procura/shared
-- keeps it: a VAT of neither keeps its text, so it is not merged). The most recent process's row gives its name, country and flags.
INSERT INTO "Supplier" ("id", "companyId", "name", "vat", "countryId", "technicalApproval",
                        "financialRisk", "associatedParty", "blockReason", "litigant", "updatedAt")
SELECT DISTINCT ON (p."companyId", coalesce(nullif(regexp_replace(upper(ps."vat"), '[^0-9A-Z]', '', 'g'), ''), upper(trim(ps."vat"))))
       gen_random_uuid()::text, p."companyId", trim(ps."name"), coalesce(nullif(regexp_replace(upper(ps."vat"), '[^0-9A-Z]', '', 'g'), ''), upper(trim(ps."vat"))), ps."countryId",
       ps."technicalApproval", ps."financialRisk", ps."associatedParty", ps."blockReason", ps."litigant",
       CURRENT_TIMESTAMP
  FROM "ProcessSupplier" ps
  JOIN "Process" p ON p."id" = ps."processId"
 ORDER BY p."companyId", coalesce(nullif(regexp_replace(upper(ps."vat"), '[^0-9A-Z]', '', 'g'), ''), upper(trim(ps."vat"))), p."createdAt" DESC, ps."id";

UPDATE "ProcessSupplier" ps
   SET "supplierId" = s."id"
  FROM "Process" p, "Supplier" s
 WHERE p."id" = ps."processId" AND s."companyId" = p."companyId" AND s."vat" = coalesce(nullif(regexp_replace(upper(ps."vat"), '[^0-9A-Z]', '', 'g'), ''), upper(trim(ps."vat")));

-- The SAP code of a master's most recent row that has one: a code two masters claim goes to the
-- one used most recently (the other keeps it on its process rows).
UPDATE "Supplier" s
   SET "sapCode" = claimed."code"
  FROM (
    SELECT DISTINCT ON ("companyId", "code") "id", "code"
      FROM (
        SELECT DISTINCT ON (s."id") s."id", s."companyId", trim(ps."sapCode") AS "code", p."createdAt"
          FROM "Supplier" s
          JOIN "ProcessSupplier" ps ON ps."supplierId" = s."id"
          JOIN "Process" p ON p."id" = ps."processId"
         WHERE trim(ps."sapCode") <> ''
         ORDER BY s."id", p."createdAt" DESC, ps."id"
      ) latest
     ORDER BY "companyId", "code", "createdAt" DESC
  ) claimed
 WHERE s."id" = claimed."id";

CREATE INDEX "SupplierContact_supplierId_idx" ON "SupplierContact"("supplierId");
CREATE INDEX "ProcessSupplier_supplierId_idx" ON "ProcessSupplier"("supplierId");
CREATE INDEX "Supplier_companyId_name_idx" ON "Supplier"("companyId", "name");
CREATE UNIQUE INDEX "Supplier_companyId_vat_key" ON "Supplier"("companyId", "vat");
CREATE UNIQUE INDEX "Supplier_companyId_sapCode_key" ON "Supplier"("companyId", "sapCode");

ALTER TABLE "Supplier" ADD CONSTRAINT "Supplier_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Supplier" ADD CONSTRAINT "Supplier_countryId_fkey" FOREIGN KEY ("countryId") REFERENCES "Country"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "SupplierContact" ADD CONSTRAINT "SupplierContact_supplierId_fkey" FOREIGN KEY ("supplierId") REFERENCES "Supplier"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ProcessSupplier" ADD CONSTRAINT "ProcessSupplier_supplierId_fkey" FOREIGN KEY ("supplierId") REFERENCES "Supplier"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A supplier's name as spend lines and contracts are matched by it: letters (accents dropped) and
-- digits, lower case, without legal suffixes (Ltda, S.A., Inc, GmbH...). supplierNameKey in
-- @procura/shared is the same rule, and a test holds the two to each other.
CREATE FUNCTION supplier_name_key(name TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS 'SELECT trim(regexp_replace(regexp_replace('' '' || regexp_replace(translate(name, ''ABCDEFGHIJKLMNOPQRSTUVWXYZáàâãäåçéèêëíìîïñóòôõöúùûüýÿÁÀÂÃÄÅÇÉÈÊËÍÌÎÏÑÓÒÔÕÖÚÙÛÜÝ'', ''abcdefghijklmnopqrstuvwxyzaaaaaaceeeeiiiinooooouuuuyyaaaaaaceeeeiiiinooooouuuuy''), ''[^a-z0-9]+'', '' '', ''g'') || '' '', '' (ltda|s a|sa|me|epp|eireli|inc|ltd|llc|gmbh|corp|co|company|limited|incorporated)(?= )'', '' '', ''g''), '' +'', '' '', ''g''))';

CREATE INDEX "Contract_companyId_supplierKey_idx" ON "Contract"("companyId", supplier_name_key("supplier"));
CREATE INDEX "SpendRollup_companyId_supplierKey_idx" ON "SpendRollup"("companyId", supplier_name_key("supplier"), "month");
