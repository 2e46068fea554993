-- The product's own roles are shown in the reader's language, a company's own roles as typed.
ALTER TABLE "Role" ADD COLUMN "builtIn" TEXT;

-- Sign-up's Owner roles, as sign-up named them in either language
UPDATE "Role" SET "builtIn" = 'owner'
WHERE "priority" = 1000000
  AND "name" = 'Owner'
  AND "description" IN ('Owner of the company', 'Dono da empresa');
