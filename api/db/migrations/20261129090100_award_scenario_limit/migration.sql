-- At most four award scenarios per process (SCENARIOS_PER_PROCESS in @procura/shared), counted while
-- the process row is locked: two saves at once cannot both take the last place
CREATE FUNCTION award_scenario_limit() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  PERFORM 1 FROM "Process" WHERE "id" = NEW."processId" FOR UPDATE\073
  IF (SELECT count(*) FROM "AwardScenario" WHERE "processId" = NEW."processId") >= 4 THEN
    RAISE EXCEPTION USING ERRCODE = ''check_violation'', CONSTRAINT = ''AwardScenario_limit'',
      MESSAGE = ''AwardScenario_limit: at most 4 award scenarios per process''\073
  END IF\073
  RETURN NEW\073
END';

CREATE TRIGGER "AwardScenario_limit" BEFORE INSERT ON "AwardScenario"
  FOR EACH ROW EXECUTE FUNCTION award_scenario_limit();
