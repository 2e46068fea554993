-- Issue 40: a supplier is found without its accents, case or punctuation ("polimeros" finds
-- "Nordeste Polímeros Ltda."): its name key (supplier_name_key), kept by the database on every write.
ALTER TABLE "Supplier" ADD COLUMN "nameKey" TEXT NOT NULL DEFAULT '';

CREATE FUNCTION supplier_keep_name_key() RETURNS trigger LANGUAGE plpgsql AS
E'BEGIN NEW."nameKey" := supplier_name_key(NEW.name)\073 RETURN NEW\073 END';

CREATE TRIGGER "Supplier_nameKey" BEFORE INSERT OR UPDATE OF name ON "Supplier"
  FOR EACH ROW EXECUTE FUNCTION supplier_keep_name_key();

UPDATE "Supplier" SET "nameKey" = supplier_name_key(name);
