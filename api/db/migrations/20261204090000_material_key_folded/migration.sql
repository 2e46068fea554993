-- A material's key folds its letters as supplier_name_key does, by the letters it lists, never by
-- lower(), whose answer for accented capitals is the database locale's: an import decides its lines'
-- contracts in code (materialKey of @procura/shared) and must read every material as SQL does.
CREATE OR REPLACE FUNCTION material_key(material TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS 'SELECT trim(regexp_replace(translate(material, ''ABCDEFGHIJKLMNOPQRSTUVWXYZáàâãäåçéèêëíìîïñóòôõöúùûüýÿÁÀÂÃÄÅÇÉÈÊËÍÌÎÏÑÓÒÔÕÖÚÙÛÜÝ'', ''abcdefghijklmnopqrstuvwxyzaaaaaaceeeeiiiinooooouuuuyyaaaaaaceeeeiiiinooooouuuuy''), ''[^a-z0-9]+'', '' '', ''g''))';

REINDEX INDEX "Contract_companyId_materialKey_idx";
REINDEX INDEX "SpendRollup_companyId_materialKey_idx";
