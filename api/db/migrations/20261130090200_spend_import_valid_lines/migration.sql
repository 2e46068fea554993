-- Issue 40: beside "all or nothing", an import of the valid lines only: the lines with a problem are
-- left out, counted, and kept in the import's problems file to fix and import later.
ALTER TABLE "SpendImport" ADD COLUMN "validOnly" BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN "linesLeftOut" INTEGER NOT NULL DEFAULT 0;
